#pragma D option quiet

/*
 * quantize() of 15 random values up to 2^16, some negative.
 */
BEGIN
{
	@q = quantize(10513);
	@q = quantize(52855);
	@q = quantize(31031);
	@q = quantize(2831);
	@q = quantize(54810);
	@q = quantize(-12840);
	@q = quantize(52836);
	@q = quantize(22687);
	@q = quantize(-4456);
	@q = quantize(17840);
	@q = quantize(51563);
	@q = quantize(31680);
	@q = quantize(5510);
	@q = quantize(30237);
	@q = quantize(12817);
	exit(0);
}
