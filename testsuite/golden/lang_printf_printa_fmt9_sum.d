#pragma D option quiet

/*
 * printa("%s %s %@d\n") of sum(): the keys take the leading
 * conversions, %@ the value; rows in dtrace's order.
 */
BEGIN
{
	@a["w0", "w0"] = sum(-265);
	@a["w0", "w3"] = sum(-855);
	@a["w1", "w0"] = sum(118);
	@a["w3", "w2"] = sum(-877);
	@a["w2", "w2"] = sum(-607);
	@a["w1", "w1"] = sum(643);
	printa("%s %s %@d\n", @a);
	exit(0);
}
