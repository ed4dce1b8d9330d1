#pragma D option quiet

/*
 * Several aggregations at exit, in order of first use.
 */
BEGIN
{
	@c = count();
	@q = quantize(3);
	@s = sum(4);
	exit(0);
}
