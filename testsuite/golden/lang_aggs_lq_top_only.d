#pragma D option quiet

/*
 * Only '>= 20': the empty bucket before it is printed.
 */
BEGIN
{
	@l = lquantize(25, 10, 20, 5);
	exit(0);
}
