#pragma D option quiet

/*
 * printa("%d:%@d\n") of count(): the keys take the leading
 * conversions, %@ the value; rows in dtrace's order.
 */
BEGIN
{
	@a[0] = count();
	@a[19] = count();
	@a[9] = count();
	@a[2] = count();
	@a[2] = count();
	@a[18] = count();
	printa("%d:%@d\n", @a);
	exit(0);
}
