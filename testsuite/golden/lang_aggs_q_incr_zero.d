#pragma D option quiet

/*
 * A zero increment: the entry exists but holds no count; dtrace prints
 * the buckets around 0.
 */
BEGIN
{
	@q = quantize(5, 0);
	exit(0);
}
