#pragma D option quiet

/*
 * quantize() of 15 random values up to 2^4, some negative.
 */
BEGIN
{
	@q = quantize(-3);
	@q = quantize(2);
	@q = quantize(-2);
	@q = quantize(2);
	@q = quantize(10);
	@q = quantize(1);
	@q = quantize(-1);
	@q = quantize(6);
	@q = quantize(15);
	@q = quantize(-3);
	@q = quantize(-1);
	@q = quantize(-4);
	@q = quantize(14);
	@q = quantize(0);
	@q = quantize(13);
	exit(0);
}
