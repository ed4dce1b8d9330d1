#pragma D option quiet

/*
 * A negative base.
 */
BEGIN
{
	@l = lquantize(-50, -50, 50, 25);
	@l = lquantize(-26, -50, 50, 25);
	@l = lquantize(-25, -50, 50, 25);
	@l = lquantize(0, -50, 50, 25);
	@l = lquantize(49, -50, 50, 25);
	@l = lquantize(50, -50, 50, 25);
	exit(0);
}
