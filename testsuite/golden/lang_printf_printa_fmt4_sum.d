#pragma D option quiet

/*
 * printa("[%s] [%@+d]\n") of sum(): the keys take the leading
 * conversions, %@ the value; rows in dtrace's order.
 */
BEGIN
{
	@a["w2"] = sum(-860);
	@a["w1"] = sum(-517);
	@a["w3"] = sum(849);
	@a["w0"] = sum(-814);
	@a["w1"] = sum(-464);
	@a["w3"] = sum(-372);
	printa("[%s] [%@+d]\n", @a);
	exit(0);
}
