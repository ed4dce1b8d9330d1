#pragma D option quiet

/*
 * printa("%5d %-5d %@05d\n") of sum(): the keys take the leading
 * conversions, %@ the value; rows in dtrace's order.
 */
BEGIN
{
	@a[12, 5] = sum(384);
	@a[4, 9] = sum(-433);
	@a[19, 7] = sum(585);
	@a[6, 5] = sum(614);
	@a[20, 17] = sum(-498);
	@a[12, 15] = sum(336);
	printa("%5d %-5d %@05d\n", @a);
	exit(0);
}
