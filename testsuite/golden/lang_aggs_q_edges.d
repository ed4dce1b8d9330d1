#pragma D option quiet

/*
 * quantize() of 3, 4, 7, 8, 15, 16: DTrace's power-of-two buckets, one empty bucket
 * printed on each side of the data.
 */
BEGIN
{
	@q = quantize(3);
	@q = quantize(4);
	@q = quantize(7);
	@q = quantize(8);
	@q = quantize(15);
	@q = quantize(16);
	exit(0);
}
