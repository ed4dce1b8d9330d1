#pragma D option quiet

/*
 * printa() of two aggregations with the same keys: one row per key of
 * either, a key missing from one prints 0 there; sorted by the first
 * aggregation's value.
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
