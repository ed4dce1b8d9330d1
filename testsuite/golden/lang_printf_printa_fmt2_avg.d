#pragma D option quiet

/*
 * printa("%10s|%@-8d|\n") of avg(): the keys take the leading
 * conversions, %@ the value; rows in dtrace's order.
 */
BEGIN
{
	@a["w2"] = avg(-109);
	@a["w0"] = avg(-866);
	@a["w0"] = avg(-463);
	@a["w1"] = avg(-793);
	@a["w3"] = avg(-132);
	@a["w3"] = avg(-41);
	printa("%10s|%@-8d|\n", @a);
	exit(0);
}
