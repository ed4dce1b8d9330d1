#pragma D option quiet

/*
 * Base and limit both negative; the limit is cut to whole steps.
 */
BEGIN
{
	@l = lquantize(-100, -100, -10, 30);
	@l = lquantize(-71, -100, -10, 30);
	@l = lquantize(-70, -100, -10, 30);
	@l = lquantize(-40, -100, -10, 30);
	@l = lquantize(-11, -100, -10, 30);
	exit(0);
}
