#pragma D option quiet

/*
 * quantize() of -100, -1, 0, 1, 100: DTrace's power-of-two buckets, one empty bucket
 * printed on each side of the data.
 */
BEGIN
{
	@q = quantize(-100);
	@q = quantize(-1);
	@q = quantize(0);
	@q = quantize(1);
	@q = quantize(100);
	exit(0);
}
