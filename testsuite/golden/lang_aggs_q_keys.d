#pragma D option quiet

/*
 * Keyed quantize: each key's line, then its block; ordered by the
 * sum of value * count of the buckets.
 */
BEGIN
{
	@q["b"] = quantize(10);
	@q["a"] = quantize(1000);
	@q["a"] = quantize(3);
	exit(0);
}
