#pragma D option quiet

/*
 * Values at or above the limit go to '>= 100'.
 */
BEGIN
{
	@l = lquantize(100, 0, 100, 10);
	@l = lquantize(1000, 0, 100, 10);
	@l = lquantize(95, 0, 100, 10);
	exit(0);
}
