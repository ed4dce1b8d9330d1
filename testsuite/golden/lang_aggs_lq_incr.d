#pragma D option quiet

/*
 * The fifth argument is the increment.
 */
BEGIN
{
	@l = lquantize(1, 0, 10, 2, 5);
	@l = lquantize(3, 0, 10, 2, 2);
	@l = lquantize(11, 0, 10, 2, 1);
	exit(0);
}
