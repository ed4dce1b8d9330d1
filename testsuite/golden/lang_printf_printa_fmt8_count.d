#pragma D option quiet

/*
 * printa("%@d\n") of count(): the keys take the leading
 * conversions, %@ the value; rows in dtrace's order.
 */
BEGIN
{
	@a["w0"] = count();
	@a["w1"] = count();
	@a["w2"] = count();
	@a["w0"] = count();
	@a["w3"] = count();
	@a["w3"] = count();
	printa("%@d\n", @a);
	exit(0);
}
