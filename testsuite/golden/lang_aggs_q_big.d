#pragma D option quiet

/*
 * quantize() of 1099511627776, 1099511627775, 4611686018427387904: DTrace's power-of-two buckets, one empty bucket
 * printed on each side of the data.
 */
BEGIN
{
	@q = quantize(1099511627776);
	@q = quantize(1099511627775);
	@q = quantize(4611686018427387904);
	exit(0);
}
