#pragma D option quiet

/*
 * printa("%10s|%@-8d|\n") of min(): the keys take the leading
 * conversions, %@ the value; rows in dtrace's order.
 */
BEGIN
{
	@a["w2"] = min(-255);
	@a["w1"] = min(150);
	@a["w2"] = min(-840);
	@a["w0"] = min(253);
	@a["w0"] = min(-80);
	@a["w0"] = min(833);
	printa("%10s|%@-8d|\n", @a);
	exit(0);
}
