#pragma D option quiet

/*
 * llquantize(v, 5, 0, 4, 5) of random values and the edges of its range.
 */
BEGIN
{
	@ll = llquantize(3146, 5, 0, 4, 5);
	@ll = llquantize(1177, 5, 0, 4, 5);
	@ll = llquantize(529, 5, 0, 4, 5);
	@ll = llquantize(3024, 5, 0, 4, 5);
	@ll = llquantize(1014, 5, 0, 4, 5);
	@ll = llquantize(1629, 5, 0, 4, 5);
	@ll = llquantize(1601, 5, 0, 4, 5);
	@ll = llquantize(3755, 5, 0, 4, 5);
	@ll = llquantize(3569, 5, 0, 4, 5);
	@ll = llquantize(2033, 5, 0, 4, 5);
	@ll = llquantize(1, 5, 0, 4, 5);
	@ll = llquantize(0, 5, 0, 4, 5);
	@ll = llquantize(3125, 5, 0, 4, 5);
	@ll = llquantize(3124, 5, 0, 4, 5);
	exit(0);
}
