#pragma D option quiet

/*
 * Wide buckets of 100.
 */
BEGIN
{
	@l = lquantize(150, 0, 1000, 100);
	@l = lquantize(250, 0, 1000, 100);
	@l = lquantize(250, 0, 1000, 100);
	@l = lquantize(999, 0, 1000, 100);
	@l = lquantize(1000, 0, 1000, 100);
	exit(0);
}
