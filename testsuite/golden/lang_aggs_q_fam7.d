#pragma D option quiet

/*
 * quantize() of 15 random values up to 2^32, some negative.
 */
BEGIN
{
	@q = quantize(1657179717);
	@q = quantize(3593813251);
	@q = quantize(2026471802);
	@q = quantize(915517551);
	@q = quantize(3585950863);
	@q = quantize(-391460271);
	@q = quantize(3191643279);
	@q = quantize(-955420407);
	@q = quantize(1743147675);
	@q = quantize(2952650474);
	@q = quantize(3890864239);
	@q = quantize(1281126751);
	@q = quantize(-981843790);
	@q = quantize(3662628089);
	@q = quantize(-475664504);
	exit(0);
}
