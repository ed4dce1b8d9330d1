#pragma D option quiet

/*
 * printa("%-10s|%@8d|\n") of sum(): the keys take the leading
 * conversions, %@ the value; rows in dtrace's order.
 */
BEGIN
{
	@a["w0"] = sum(-511);
	@a["w1"] = sum(328);
	@a["w0"] = sum(693);
	@a["w3"] = sum(-232);
	@a["w3"] = sum(310);
	@a["w1"] = sum(163);
	printa("%-10s|%@8d|\n", @a);
	exit(0);
}
