#pragma D option quiet

/*
 * quantize() of 15 random values up to 2^20, some negative.
 */
BEGIN
{
	@q = quantize(854783);
	@q = quantize(873604);
	@q = quantize(792088);
	@q = quantize(429213);
	@q = quantize(205608);
	@q = quantize(1023888);
	@q = quantize(147106);
	@q = quantize(239888);
	@q = quantize(578152);
	@q = quantize(213363);
	@q = quantize(157114);
	@q = quantize(823423);
	@q = quantize(771294);
	@q = quantize(483524);
	@q = quantize(-201369);
	exit(0);
}
