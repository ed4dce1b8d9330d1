#pragma D option quiet

/*
 * quantize() of -1, -2, -3, -4, -5: DTrace's power-of-two buckets, one empty bucket
 * printed on each side of the data.
 */
BEGIN
{
	@q = quantize(-1);
	@q = quantize(-2);
	@q = quantize(-3);
	@q = quantize(-4);
	@q = quantize(-5);
	exit(0);
}
