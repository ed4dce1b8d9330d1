#pragma D option quiet

/*
 * printa("%@x %s\n") of max(): the keys take the leading
 * conversions, %@ the value; rows in dtrace's order.
 */
BEGIN
{
	@a["w0"] = max(580);
	@a["w1"] = max(798);
	@a["w2"] = max(345);
	@a["w0"] = max(319);
	@a["w2"] = max(16);
	@a["w3"] = max(777);
	printa("%@x %s\n", @a);
	exit(0);
}
