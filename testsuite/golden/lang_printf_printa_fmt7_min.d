#pragma D option quiet

/*
 * printa("%s/%d = %@u\n") of min(): the keys take the leading
 * conversions, %@ the value; rows in dtrace's order.
 */
BEGIN
{
	@a["w0", 4] = min(234);
	@a["w3", 17] = min(670);
	@a["w0", 8] = min(218);
	@a["w1", 0] = min(71);
	@a["w2", 13] = min(457);
	@a["w1", 1] = min(48);
	printa("%s/%d = %@u\n", @a);
	exit(0);
}
