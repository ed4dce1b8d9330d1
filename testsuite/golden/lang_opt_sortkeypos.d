#pragma D option quiet
#pragma D option aggsortkey
#pragma D option aggsortkeypos=1

/*
 * aggsortkeypos=1: the keys compare from the second one.
 */
BEGIN
{
	@a["b", 1] = sum(5);
	@a["a", 2] = sum(5);
	@a["c", 0] = sum(5);
	printa("%s %d %@d\n", @a);
	exit(0);
}
