#pragma D option quiet
#pragma D option aggsortkeypos=1

/*
 * aggsortkeypos=1 alone: value first, the ties by the second key then
 * the first.
 */
BEGIN
{
	@a["b", 2] = sum(5);
	@a["a", 3] = sum(5);
	@a["c", 1] = sum(1);
	@a["a", 1] = sum(9);
	exit(0);
}
