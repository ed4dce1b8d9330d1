#pragma D option quiet

/*
 * quantize() of 1: DTrace's power-of-two buckets, one empty bucket
 * printed on each side of the data.
 */
BEGIN
{
	@q = quantize(1);
	exit(0);
}
