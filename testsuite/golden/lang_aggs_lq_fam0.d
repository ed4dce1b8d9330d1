#pragma D option quiet

/*
 * lquantize(v, 0, 50, 5) of 16 values around the range, and its edges.
 */
BEGIN
{
	@l = lquantize(29, 0, 50, 5);
	@l = lquantize(7, 0, 50, 5);
	@l = lquantize(38, 0, 50, 5);
	@l = lquantize(-6, 0, 50, 5);
	@l = lquantize(-3, 0, 50, 5);
	@l = lquantize(56, 0, 50, 5);
	@l = lquantize(0, 0, 50, 5);
	@l = lquantize(34, 0, 50, 5);
	@l = lquantize(62, 0, 50, 5);
	@l = lquantize(-5, 0, 50, 5);
	@l = lquantize(52, 0, 50, 5);
	@l = lquantize(15, 0, 50, 5);
	@l = lquantize(0, 0, 50, 5);
	@l = lquantize(49, 0, 50, 5);
	@l = lquantize(50, 0, 50, 5);
	@l = lquantize(-1, 0, 50, 5);
	exit(0);
}
