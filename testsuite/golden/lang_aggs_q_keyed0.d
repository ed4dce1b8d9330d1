#pragma D option quiet

/*
 * quantize() by key; blocks ordered by their weighted sums.
 */
BEGIN
{
	@q["key2"] = quantize(3771);
	@q["key1"] = quantize(3133);
	@q["key0"] = quantize(3924);
	@q["key2"] = quantize(2353);
	@q["key0"] = quantize(1624);
	@q["key0"] = quantize(4912);
	@q["key0"] = quantize(2717);
	@q["key1"] = quantize(2493);
	@q["key2"] = quantize(4651);
	exit(0);
}
