#pragma D option quiet

/*
 * Values below the base go to '< 0'.
 */
BEGIN
{
	@l = lquantize(-5, 0, 100, 10);
	@l = lquantize(-1, 0, 100, 10);
	@l = lquantize(3, 0, 100, 10);
	exit(0);
}
