#pragma D option quiet

/*
 * Negative values fall in the '< 1' bucket.
 */
BEGIN
{
	@ll = llquantize(-5, 10, 0, 3, 10);
	@ll = llquantize(-1, 10, 0, 3, 10);
	@ll = llquantize(3, 10, 0, 3, 10);
	exit(0);
}
