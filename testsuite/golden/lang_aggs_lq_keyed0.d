#pragma D option quiet

/*
 * lquantize() by integer key; blocks ordered by their weighted sums.
 */
BEGIN
{
	@l[1] = lquantize(8, 0, 100, 10);
	@l[3] = lquantize(57, 0, 100, 10);
	@l[2] = lquantize(36, 0, 100, 10);
	@l[1] = lquantize(67, 0, 100, 10);
	@l[3] = lquantize(55, 0, 100, 10);
	@l[2] = lquantize(103, 0, 100, 10);
	@l[1] = lquantize(80, 0, 100, 10);
	@l[2] = lquantize(19, 0, 100, 10);
	@l[2] = lquantize(104, 0, 100, 10);
	exit(0);
}
