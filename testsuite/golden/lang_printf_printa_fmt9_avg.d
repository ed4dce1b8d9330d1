#pragma D option quiet

/*
 * printa("%s %s %@d\n") of avg(): the keys take the leading
 * conversions, %@ the value; rows in dtrace's order.
 */
BEGIN
{
	@a["w0", "w3"] = avg(273);
	@a["w0", "w3"] = avg(-124);
	@a["w0", "w0"] = avg(-736);
	@a["w0", "w0"] = avg(-374);
	@a["w3", "w2"] = avg(-105);
	@a["w3", "w3"] = avg(47);
	printa("%s %s %@d\n", @a);
	exit(0);
}
