#pragma D option quiet

/*
 * A low magnitude of 1: below 10 is '< 10'.
 */
BEGIN
{
	@ll = llquantize(5, 10, 1, 3, 10);
	@ll = llquantize(10, 10, 1, 3, 10);
	@ll = llquantize(55, 10, 1, 3, 10);
	@ll = llquantize(550, 10, 1, 3, 10);
	@ll = llquantize(5500, 10, 1, 3, 10);
	@ll = llquantize(10000, 10, 1, 3, 10);
	exit(0);
}
