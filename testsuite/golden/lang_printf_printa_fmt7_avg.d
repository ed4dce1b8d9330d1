#pragma D option quiet

/*
 * printa("%s/%d = %@u\n") of avg(): the keys take the leading
 * conversions, %@ the value; rows in dtrace's order.
 */
BEGIN
{
	@a["w1", 9] = avg(378);
	@a["w1", 2] = avg(371);
	@a["w1", 14] = avg(339);
	@a["w1", 18] = avg(36);
	@a["w0", 15] = avg(367);
	@a["w2", 1] = avg(22);
	printa("%s/%d = %@u\n", @a);
	exit(0);
}
