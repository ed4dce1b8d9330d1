#pragma D option quiet

/*
 * A limit that is not a multiple of the step: levels = (limit - base) / step.
 */
BEGIN
{
	@l = lquantize(0, 0, 10, 3);
	@l = lquantize(8, 0, 10, 3);
	@l = lquantize(9, 0, 10, 3);
	@l = lquantize(10, 0, 10, 3);
	exit(0);
}
