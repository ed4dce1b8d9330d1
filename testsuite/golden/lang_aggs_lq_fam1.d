#pragma D option quiet

/*
 * lquantize(v, -20, 20, 4) of 16 values around the range, and its edges.
 */
BEGIN
{
	@l = lquantize(-28, -20, 20, 4);
	@l = lquantize(-25, -20, 20, 4);
	@l = lquantize(-3, -20, 20, 4);
	@l = lquantize(-4, -20, 20, 4);
	@l = lquantize(-26, -20, 20, 4);
	@l = lquantize(-15, -20, 20, 4);
	@l = lquantize(-25, -20, 20, 4);
	@l = lquantize(5, -20, 20, 4);
	@l = lquantize(-3, -20, 20, 4);
	@l = lquantize(-27, -20, 20, 4);
	@l = lquantize(22, -20, 20, 4);
	@l = lquantize(6, -20, 20, 4);
	@l = lquantize(-20, -20, 20, 4);
	@l = lquantize(19, -20, 20, 4);
	@l = lquantize(20, -20, 20, 4);
	@l = lquantize(-21, -20, 20, 4);
	exit(0);
}
