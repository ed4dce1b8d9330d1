#pragma D option quiet

/*
 * Keyed lquantize, sorted by the weighted sums of the buckets.
 */
BEGIN
{
	@l["read"] = lquantize(3, 0, 10, 1);
	@l["write"] = lquantize(8, 0, 10, 1);
	@l["read"] = lquantize(4, 0, 10, 1);
	exit(0);
}
