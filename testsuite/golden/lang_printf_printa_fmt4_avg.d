#pragma D option quiet

/*
 * printa("[%s] [%@+d]\n") of avg(): the keys take the leading
 * conversions, %@ the value; rows in dtrace's order.
 */
BEGIN
{
	@a["w1"] = avg(598);
	@a["w1"] = avg(-42);
	@a["w3"] = avg(-662);
	@a["w3"] = avg(-39);
	@a["w1"] = avg(-900);
	@a["w2"] = avg(870);
	printa("[%s] [%@+d]\n", @a);
	exit(0);
}
