#pragma D option quiet

/*
 * As many steps as the factor (4): the orders above the first have
 * 3 buckets each.
 */
BEGIN
{
	@ll = llquantize(1, 4, 0, 3, 4);
	@ll = llquantize(2, 4, 0, 3, 4);
	@ll = llquantize(3, 4, 0, 3, 4);
	@ll = llquantize(4, 4, 0, 3, 4);
	@ll = llquantize(7, 4, 0, 3, 4);
	@ll = llquantize(8, 4, 0, 3, 4);
	@ll = llquantize(15, 4, 0, 3, 4);
	@ll = llquantize(16, 4, 0, 3, 4);
	@ll = llquantize(63, 4, 0, 3, 4);
	@ll = llquantize(64, 4, 0, 3, 4);
	@ll = llquantize(100, 4, 0, 3, 4);
	exit(0);
}
