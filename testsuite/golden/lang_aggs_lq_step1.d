#pragma D option quiet

/*
 * The step defaults to 1.
 */
BEGIN
{
	@l = lquantize(0, 0, 5);
	@l = lquantize(1, 0, 5);
	@l = lquantize(2, 0, 5);
	@l = lquantize(2, 0, 5);
	@l = lquantize(4, 0, 5);
	exit(0);
}
