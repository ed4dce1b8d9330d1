#pragma D option quiet

/*
 * lquantize() by integer key; blocks ordered by their weighted sums.
 */
BEGIN
{
	@l[2] = lquantize(40, 0, 100, 10);
	@l[1] = lquantize(10, 0, 100, 10);
	@l[1] = lquantize(52, 0, 100, 10);
	@l[3] = lquantize(47, 0, 100, 10);
	@l[2] = lquantize(28, 0, 100, 10);
	@l[3] = lquantize(8, 0, 100, 10);
	@l[2] = lquantize(34, 0, 100, 10);
	@l[2] = lquantize(30, 0, 100, 10);
	@l[1] = lquantize(97, 0, 100, 10);
	exit(0);
}
