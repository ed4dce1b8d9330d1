#pragma D option quiet
#pragma D option aggsortpos=1

/*
 * aggsortpos=1: the joined rows are sorted by the second aggregation.
 */
BEGIN
{
	@c["a"] = count();
	@c["a"] = count();
	@c["b"] = count();
	@s["a"] = sum(10);
	@s["c"] = sum(5);
	printa("%s %@d %@d\n", @c, @s);
	exit(0);
}
