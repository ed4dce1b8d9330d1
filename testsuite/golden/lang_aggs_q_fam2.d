#pragma D option quiet

/*
 * quantize() of 15 random values up to 2^12, some negative.
 */
BEGIN
{
	@q = quantize(-80);
	@q = quantize(2974);
	@q = quantize(2793);
	@q = quantize(2911);
	@q = quantize(2939);
	@q = quantize(1530);
	@q = quantize(-321);
	@q = quantize(156);
	@q = quantize(-187);
	@q = quantize(1782);
	@q = quantize(1144);
	@q = quantize(2896);
	@q = quantize(298);
	@q = quantize(3205);
	@q = quantize(-835);
	exit(0);
}
