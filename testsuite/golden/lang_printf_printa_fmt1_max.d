#pragma D option quiet

/*
 * printa("%-10s|%@8d|\n") of max(): the keys take the leading
 * conversions, %@ the value; rows in dtrace's order.
 */
BEGIN
{
	@a["w1"] = max(411);
	@a["w2"] = max(123);
	@a["w0"] = max(456);
	@a["w0"] = max(36);
	@a["w2"] = max(-67);
	@a["w0"] = max(549);
	printa("%-10s|%@8d|\n", @a);
	exit(0);
}
