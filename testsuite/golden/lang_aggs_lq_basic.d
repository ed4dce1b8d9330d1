#pragma D option quiet

/*
 * lquantize(v, 0, 100, 10): ten buckets of ten.
 */
BEGIN
{
	@l = lquantize(12, 0, 100, 10);
	@l = lquantize(15, 0, 100, 10);
	@l = lquantize(55, 0, 100, 10);
	@l = lquantize(99, 0, 100, 10);
	exit(0);
}
