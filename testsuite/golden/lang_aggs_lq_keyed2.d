#pragma D option quiet

/*
 * lquantize() by integer key; blocks ordered by their weighted sums.
 */
BEGIN
{
	@l[2] = lquantize(-10, 0, 100, 10);
	@l[2] = lquantize(86, 0, 100, 10);
	@l[2] = lquantize(97, 0, 100, 10);
	@l[2] = lquantize(5, 0, 100, 10);
	@l[1] = lquantize(81, 0, 100, 10);
	@l[1] = lquantize(105, 0, 100, 10);
	@l[3] = lquantize(27, 0, 100, 10);
	@l[2] = lquantize(37, 0, 100, 10);
	@l[1] = lquantize(40, 0, 100, 10);
	exit(0);
}
