#pragma D option quiet

/*
 * quantize() by key; blocks ordered by their weighted sums.
 */
BEGIN
{
	@q["key0"] = quantize(102);
	@q["key1"] = quantize(496);
	@q["key1"] = quantize(2201);
	@q["key2"] = quantize(815);
	@q["key2"] = quantize(1783);
	@q["key2"] = quantize(4010);
	@q["key1"] = quantize(4231);
	@q["key1"] = quantize(3806);
	@q["key1"] = quantize(3820);
	exit(0);
}
