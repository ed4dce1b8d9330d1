#pragma D option quiet

/*
 * lquantize(v, 1, 2, 1) of 16 values around the range, and its edges.
 */
BEGIN
{
	@l = lquantize(1, 1, 2, 1);
	@l = lquantize(2, 1, 2, 1);
	@l = lquantize(1, 1, 2, 1);
	@l = lquantize(1, 1, 2, 1);
	@l = lquantize(1, 1, 2, 1);
	@l = lquantize(1, 1, 2, 1);
	@l = lquantize(2, 1, 2, 1);
	@l = lquantize(2, 1, 2, 1);
	@l = lquantize(2, 1, 2, 1);
	@l = lquantize(2, 1, 2, 1);
	@l = lquantize(2, 1, 2, 1);
	@l = lquantize(2, 1, 2, 1);
	@l = lquantize(1, 1, 2, 1);
	@l = lquantize(1, 1, 2, 1);
	@l = lquantize(2, 1, 2, 1);
	@l = lquantize(0, 1, 2, 1);
	exit(0);
}
