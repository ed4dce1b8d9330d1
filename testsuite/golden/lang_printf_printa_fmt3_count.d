#pragma D option quiet

/*
 * printa("%@x %s\n") of count(): the keys take the leading
 * conversions, %@ the value; rows in dtrace's order.
 */
BEGIN
{
	@a["w0"] = count();
	@a["w1"] = count();
	@a["w0"] = count();
	@a["w0"] = count();
	@a["w3"] = count();
	@a["w1"] = count();
	printa("%@x %s\n", @a);
	exit(0);
}
