#pragma D option quiet

/*
 * quantize() by key; blocks ordered by their weighted sums.
 */
BEGIN
{
	@q["key0"] = quantize(4498);
	@q["key0"] = quantize(2553);
	@q["key0"] = quantize(3874);
	@q["key0"] = quantize(2372);
	@q["key1"] = quantize(626);
	@q["key2"] = quantize(3681);
	@q["key1"] = quantize(3169);
	@q["key0"] = quantize(1726);
	@q["key0"] = quantize(4763);
	exit(0);
}
