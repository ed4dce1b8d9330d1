#pragma D option quiet

/*
 * quantize() of 1, 2, 4, 8, 16, 32, 64, 128: DTrace's power-of-two buckets, one empty bucket
 * printed on each side of the data.
 */
BEGIN
{
	@q = quantize(1);
	@q = quantize(2);
	@q = quantize(4);
	@q = quantize(8);
	@q = quantize(16);
	@q = quantize(32);
	@q = quantize(64);
	@q = quantize(128);
	exit(0);
}
