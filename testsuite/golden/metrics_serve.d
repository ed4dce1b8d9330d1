/* --metrics serving in the guest while printa(), trunc() and clear() run
 * and the aggregations print at exit: the output is byte for byte what
 * it is without --metrics (no scrape resets or takes anything), and the
 * exposition of the final aggregations (the runner's DTAP_METRICS_COPY)
 * passes promtool. */
#pragma D option quiet

BEGIN
{
	@c["x"] = count();
	@c["y"] = count();
	@c["y"] = count();
	@s["x"] = sum(-4);
	@l = lquantize(-3, -5, 5, 2);
	printa("%s %@d\n", @c);
	trunc(@c, 1);
	printa("%s %@d\n", @c);
	clear(@s);
	printa("%s %@d\n", @s);
	exit(0);
}
