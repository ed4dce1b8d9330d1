#pragma D option quiet

/*
 * At or above 10^(high+1): the '>= 1000' bucket.
 */
BEGIN
{
	@ll = llquantize(1000, 10, 0, 2, 10);
	@ll = llquantize(5000, 10, 0, 2, 10);
	@ll = llquantize(50, 10, 0, 2, 10);
	exit(0);
}
