#pragma D option quiet
#pragma D option aggsortkey
#pragma D option aggsortkeypos=0

/*
 * aggsortkeypos=0 (the default): the keys compare from the first one.
 */
BEGIN
{
	@a["b", 1] = sum(5);
	@a["a", 2] = sum(5);
	@a["c", 0] = sum(5);
	printa("%s %d %@d\n", @a);
	exit(0);
}
