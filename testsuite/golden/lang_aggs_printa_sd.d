#pragma D option quiet

/*
 * printa %@d of stddev and avg prints the computed value.
 */
BEGIN
{
	@s = stddev(2);
	@s = stddev(4);
	@s = stddev(4);
	@s = stddev(4);
	@s = stddev(5);
	@s = stddev(5);
	@s = stddev(7);
	@s = stddev(9);
	@a = avg(7);
	@a = avg(8);
	printa("sd=%@d\n", @s);
	printa("avg=%@d\n", @a);
	exit(0);
}
