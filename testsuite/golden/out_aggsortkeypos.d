#pragma D option quiet
#pragma D option aggsortkey
#pragma D option aggsortkeypos=1

/*
 * aggsortkey with aggsortkeypos=1: keys compare from the second one,
 * wrapping around to the first.
 */
BEGIN
{
	@a["b", 2] = sum(5);
	@a["a", 3] = sum(5);
	@a["c", 1] = sum(1);
	@a["a", 1] = sum(9);
	exit(0);
}
