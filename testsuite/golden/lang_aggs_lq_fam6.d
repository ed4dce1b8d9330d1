#pragma D option quiet

/*
 * lquantize(v, -5, 5, 1) of 16 values around the range, and its edges.
 */
BEGIN
{
	@l = lquantize(0, -5, 5, 1);
	@l = lquantize(-3, -5, 5, 1);
	@l = lquantize(2, -5, 5, 1);
	@l = lquantize(-6, -5, 5, 1);
	@l = lquantize(-6, -5, 5, 1);
	@l = lquantize(1, -5, 5, 1);
	@l = lquantize(-1, -5, 5, 1);
	@l = lquantize(-5, -5, 5, 1);
	@l = lquantize(5, -5, 5, 1);
	@l = lquantize(-2, -5, 5, 1);
	@l = lquantize(-5, -5, 5, 1);
	@l = lquantize(7, -5, 5, 1);
	@l = lquantize(-5, -5, 5, 1);
	@l = lquantize(4, -5, 5, 1);
	@l = lquantize(5, -5, 5, 1);
	@l = lquantize(-6, -5, 5, 1);
	exit(0);
}
