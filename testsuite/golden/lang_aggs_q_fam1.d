#pragma D option quiet

/*
 * quantize() of 15 random values up to 2^8, some negative.
 */
BEGIN
{
	@q = quantize(-13);
	@q = quantize(122);
	@q = quantize(250);
	@q = quantize(-51);
	@q = quantize(-28);
	@q = quantize(42);
	@q = quantize(250);
	@q = quantize(128);
	@q = quantize(12);
	@q = quantize(65);
	@q = quantize(113);
	@q = quantize(244);
	@q = quantize(122);
	@q = quantize(178);
	@q = quantize(-2);
	exit(0);
}
