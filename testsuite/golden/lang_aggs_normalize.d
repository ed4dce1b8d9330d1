#pragma D option quiet

/*
 * normalize(@a, n) divides what is printed by n; the data stay.
 */
BEGIN
{
	@s["a"] = sum(1000);
	@s["b"] = sum(25);
	@c = count();
	normalize(@s, 10);
	normalize(@c, 2);
	exit(0);
}
