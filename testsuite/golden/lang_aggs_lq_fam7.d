#pragma D option quiet

/*
 * lquantize(v, 7, 70, 7) of 16 values around the range, and its edges.
 */
BEGIN
{
	@l = lquantize(54, 7, 70, 7);
	@l = lquantize(45, 7, 70, 7);
	@l = lquantize(-3, 7, 70, 7);
	@l = lquantize(77, 7, 70, 7);
	@l = lquantize(1, 7, 70, 7);
	@l = lquantize(63, 7, 70, 7);
	@l = lquantize(65, 7, 70, 7);
	@l = lquantize(32, 7, 70, 7);
	@l = lquantize(35, 7, 70, 7);
	@l = lquantize(80, 7, 70, 7);
	@l = lquantize(36, 7, 70, 7);
	@l = lquantize(68, 7, 70, 7);
	@l = lquantize(7, 7, 70, 7);
	@l = lquantize(69, 7, 70, 7);
	@l = lquantize(70, 7, 70, 7);
	@l = lquantize(6, 7, 70, 7);
	exit(0);
}
