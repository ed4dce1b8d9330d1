#pragma D option quiet

/*
 * printa("%@d\n") of max(): the keys take the leading
 * conversions, %@ the value; rows in dtrace's order.
 */
BEGIN
{
	@a["w0"] = max(87);
	@a["w0"] = max(596);
	@a["w2"] = max(-247);
	@a["w1"] = max(-752);
	@a["w0"] = max(27);
	@a["w2"] = max(609);
	printa("%@d\n", @a);
	exit(0);
}
