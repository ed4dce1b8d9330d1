#pragma D option quiet

/*
 * llquantize(v, 4, 1, 5, 8) of random values and the edges of its range.
 */
BEGIN
{
	@ll = llquantize(2842, 4, 1, 5, 8);
	@ll = llquantize(184, 4, 1, 5, 8);
	@ll = llquantize(3782, 4, 1, 5, 8);
	@ll = llquantize(2911, 4, 1, 5, 8);
	@ll = llquantize(1376, 4, 1, 5, 8);
	@ll = llquantize(5004, 4, 1, 5, 8);
	@ll = llquantize(959, 4, 1, 5, 8);
	@ll = llquantize(4044, 4, 1, 5, 8);
	@ll = llquantize(482, 4, 1, 5, 8);
	@ll = llquantize(1787, 4, 1, 5, 8);
	@ll = llquantize(4, 4, 1, 5, 8);
	@ll = llquantize(3, 4, 1, 5, 8);
	@ll = llquantize(4096, 4, 1, 5, 8);
	@ll = llquantize(4095, 4, 1, 5, 8);
	exit(0);
}
