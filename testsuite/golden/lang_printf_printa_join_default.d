#pragma D option quiet

/*
 * printa(@a, @b) without a format: the key, then each value in 17
 * columns.
 */
BEGIN
{
	@c["a"] = count();
	@c["a"] = count();
	@c["b"] = count();
	@s["a"] = sum(10);
	@s["c"] = sum(5);
	printa(@c, @s);
	exit(0);
}
