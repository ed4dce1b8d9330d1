#pragma D option quiet

/*
 * quantize() of -4611686018427387904, -1099511627776: DTrace's power-of-two buckets, one empty bucket
 * printed on each side of the data.
 */
BEGIN
{
	@q = quantize(-4611686018427387904);
	@q = quantize(-1099511627776);
	exit(0);
}
