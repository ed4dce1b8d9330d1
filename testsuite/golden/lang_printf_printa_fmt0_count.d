#pragma D option quiet

/*
 * printa("%s %@d\n") of count(): the keys take the leading
 * conversions, %@ the value; rows in dtrace's order.
 */
BEGIN
{
	@a["w3"] = count();
	@a["w3"] = count();
	@a["w1"] = count();
	@a["w3"] = count();
	@a["w1"] = count();
	@a["w3"] = count();
	printa("%s %@d\n", @a);
	exit(0);
}
