#pragma D option quiet

/*
 * llquantize(v, 16, 0, 3, 16) of random values and the edges of its range.
 */
BEGIN
{
	@ll = llquantize(54433, 16, 0, 3, 16);
	@ll = llquantize(47024, 16, 0, 3, 16);
	@ll = llquantize(49865, 16, 0, 3, 16);
	@ll = llquantize(30245, 16, 0, 3, 16);
	@ll = llquantize(19781, 16, 0, 3, 16);
	@ll = llquantize(10876, 16, 0, 3, 16);
	@ll = llquantize(23097, 16, 0, 3, 16);
	@ll = llquantize(19830, 16, 0, 3, 16);
	@ll = llquantize(30403, 16, 0, 3, 16);
	@ll = llquantize(30583, 16, 0, 3, 16);
	@ll = llquantize(1, 16, 0, 3, 16);
	@ll = llquantize(0, 16, 0, 3, 16);
	@ll = llquantize(65536, 16, 0, 3, 16);
	@ll = llquantize(65535, 16, 0, 3, 16);
	exit(0);
}
