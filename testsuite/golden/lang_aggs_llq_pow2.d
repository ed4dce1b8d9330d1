#pragma D option quiet

/*
 * Factor 2 with 4 steps: 2 steps per order once the order is wide enough.
 */
BEGIN
{
	@ll = llquantize(1, 2, 0, 8, 4);
	@ll = llquantize(2, 2, 0, 8, 4);
	@ll = llquantize(3, 2, 0, 8, 4);
	@ll = llquantize(5, 2, 0, 8, 4);
	@ll = llquantize(7, 2, 0, 8, 4);
	@ll = llquantize(9, 2, 0, 8, 4);
	@ll = llquantize(100, 2, 0, 8, 4);
	@ll = llquantize(300, 2, 0, 8, 4);
	@ll = llquantize(1000, 2, 0, 8, 4);
	exit(0);
}
