#pragma D option quiet

/*
 * A cleared quantize has no data: dtrace prints the buckets around 0.
 * The sum next to it is cleared too, the count is not.
 */
BEGIN
{
	@q = quantize(100);
	@s = sum(5);
	@n = count();
	clear(@q);
	clear(@s);
	exit(0);
}
