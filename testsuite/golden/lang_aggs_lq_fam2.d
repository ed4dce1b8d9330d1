#pragma D option quiet

/*
 * lquantize(v, 100, 200, 25) of 16 values around the range, and its edges.
 */
BEGIN
{
	@l = lquantize(106, 100, 200, 25);
	@l = lquantize(132, 100, 200, 25);
	@l = lquantize(224, 100, 200, 25);
	@l = lquantize(90, 100, 200, 25);
	@l = lquantize(222, 100, 200, 25);
	@l = lquantize(224, 100, 200, 25);
	@l = lquantize(176, 100, 200, 25);
	@l = lquantize(87, 100, 200, 25);
	@l = lquantize(131, 100, 200, 25);
	@l = lquantize(86, 100, 200, 25);
	@l = lquantize(217, 100, 200, 25);
	@l = lquantize(109, 100, 200, 25);
	@l = lquantize(100, 100, 200, 25);
	@l = lquantize(199, 100, 200, 25);
	@l = lquantize(200, 100, 200, 25);
	@l = lquantize(99, 100, 200, 25);
	exit(0);
}
