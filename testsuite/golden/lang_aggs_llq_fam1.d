#pragma D option quiet

/*
 * llquantize(v, 3, 0, 5, 3) of random values and the edges of its range.
 */
BEGIN
{
	@ll = llquantize(662, 3, 0, 5, 3);
	@ll = llquantize(591, 3, 0, 5, 3);
	@ll = llquantize(697, 3, 0, 5, 3);
	@ll = llquantize(841, 3, 0, 5, 3);
	@ll = llquantize(456, 3, 0, 5, 3);
	@ll = llquantize(291, 3, 0, 5, 3);
	@ll = llquantize(733, 3, 0, 5, 3);
	@ll = llquantize(395, 3, 0, 5, 3);
	@ll = llquantize(908, 3, 0, 5, 3);
	@ll = llquantize(684, 3, 0, 5, 3);
	@ll = llquantize(1, 3, 0, 5, 3);
	@ll = llquantize(0, 3, 0, 5, 3);
	@ll = llquantize(729, 3, 0, 5, 3);
	@ll = llquantize(728, 3, 0, 5, 3);
	exit(0);
}
