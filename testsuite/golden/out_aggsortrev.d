#pragma D option quiet
#pragma D option aggsortrev

/*
 * aggsortrev: the default order (value, then key) reversed.
 */
BEGIN
{
	@a["b", 2] = sum(5);
	@a["a", 3] = sum(5);
	@a["c", 1] = sum(1);
	@a["a", 1] = sum(9);
	exit(0);
}
