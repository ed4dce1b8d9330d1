#pragma D option quiet

/*
 * The sixth argument is the increment.
 */
BEGIN
{
	@ll = llquantize(7, 10, 0, 3, 10, 5);
	@ll = llquantize(70, 10, 0, 3, 10, 2);
	exit(0);
}
