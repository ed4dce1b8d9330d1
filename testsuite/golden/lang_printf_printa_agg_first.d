#pragma D option quiet

/*
 * %@ before the keys: the value first, then the keys in order.
 */
BEGIN
{
	@a["k", 7] = count();
	printa("%@d %s %d\n", @a);
	exit(0);
}
