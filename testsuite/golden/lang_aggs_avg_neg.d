#pragma D option quiet

/*
 * A negative mean truncates toward zero: -5 / 3 = -1.
 */
BEGIN
{
	@a = avg(-1);
	@a = avg(-2);
	@a = avg(-2);
	exit(0);
}
