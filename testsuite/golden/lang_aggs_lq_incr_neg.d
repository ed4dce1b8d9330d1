#pragma D option quiet

/*
 * A negative increment: centre-line bars.
 */
BEGIN
{
	@l = lquantize(1, 0, 10, 2, -3);
	@l = lquantize(3, 0, 10, 2, 4);
	exit(0);
}
