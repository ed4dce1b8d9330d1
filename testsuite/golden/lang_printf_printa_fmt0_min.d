#pragma D option quiet

/*
 * printa("%s %@d\n") of min(): the keys take the leading
 * conversions, %@ the value; rows in dtrace's order.
 */
BEGIN
{
	@a["w1"] = min(-715);
	@a["w0"] = min(319);
	@a["w3"] = min(27);
	@a["w1"] = min(376);
	@a["w0"] = min(803);
	@a["w0"] = min(-779);
	printa("%s %@d\n", @a);
	exit(0);
}
