#pragma D option quiet

/*
 * llquantize(v, 2, 3, 12, 4) of random values and the edges of its range.
 */
BEGIN
{
	@ll = llquantize(884, 2, 3, 12, 4);
	@ll = llquantize(7481, 2, 3, 12, 4);
	@ll = llquantize(9163, 2, 3, 12, 4);
	@ll = llquantize(6428, 2, 3, 12, 4);
	@ll = llquantize(6521, 2, 3, 12, 4);
	@ll = llquantize(6536, 2, 3, 12, 4);
	@ll = llquantize(6457, 2, 3, 12, 4);
	@ll = llquantize(1696, 2, 3, 12, 4);
	@ll = llquantize(7889, 2, 3, 12, 4);
	@ll = llquantize(6560, 2, 3, 12, 4);
	@ll = llquantize(8, 2, 3, 12, 4);
	@ll = llquantize(7, 2, 3, 12, 4);
	@ll = llquantize(8192, 2, 3, 12, 4);
	@ll = llquantize(8191, 2, 3, 12, 4);
	exit(0);
}
