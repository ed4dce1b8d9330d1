#pragma D option quiet

/*
 * quantize() of 15 random values up to 2^24, some negative.
 */
BEGIN
{
	@q = quantize(-3256892);
	@q = quantize(5181426);
	@q = quantize(11651443);
	@q = quantize(4502144);
	@q = quantize(2303342);
	@q = quantize(16110792);
	@q = quantize(7357846);
	@q = quantize(10812166);
	@q = quantize(7533629);
	@q = quantize(8040846);
	@q = quantize(-1491893);
	@q = quantize(3203184);
	@q = quantize(-766479);
	@q = quantize(3417378);
	@q = quantize(11578962);
	exit(0);
}
