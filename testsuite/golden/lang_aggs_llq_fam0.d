#pragma D option quiet

/*
 * llquantize(v, 2, 0, 10, 2) of random values and the edges of its range.
 */
BEGIN
{
	@ll = llquantize(2034, 2, 0, 10, 2);
	@ll = llquantize(2375, 2, 0, 10, 2);
	@ll = llquantize(1868, 2, 0, 10, 2);
	@ll = llquantize(281, 2, 0, 10, 2);
	@ll = llquantize(383, 2, 0, 10, 2);
	@ll = llquantize(1105, 2, 0, 10, 2);
	@ll = llquantize(1941, 2, 0, 10, 2);
	@ll = llquantize(266, 2, 0, 10, 2);
	@ll = llquantize(248, 2, 0, 10, 2);
	@ll = llquantize(1268, 2, 0, 10, 2);
	@ll = llquantize(1, 2, 0, 10, 2);
	@ll = llquantize(0, 2, 0, 10, 2);
	@ll = llquantize(2048, 2, 0, 10, 2);
	@ll = llquantize(2047, 2, 0, 10, 2);
	exit(0);
}
