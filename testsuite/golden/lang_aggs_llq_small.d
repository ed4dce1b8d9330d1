#pragma D option quiet

/*
 * Factor 10, magnitudes 0 to 2, 10 steps.
 */
BEGIN
{
	@ll = llquantize(0, 10, 0, 2, 10);
	@ll = llquantize(1, 10, 0, 2, 10);
	@ll = llquantize(9, 10, 0, 2, 10);
	@ll = llquantize(10, 10, 0, 2, 10);
	@ll = llquantize(99, 10, 0, 2, 10);
	@ll = llquantize(100, 10, 0, 2, 10);
	@ll = llquantize(999, 10, 0, 2, 10);
	exit(0);
}
