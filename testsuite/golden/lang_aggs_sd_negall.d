#pragma D option quiet

/*
 * stddev() of -1, -2, -3, -4: the integer standard deviation sqrt(avg(x^2) - avg(x)^2)
 * over 128-bit sums, as dtrace computes it.
 */
BEGIN
{
	@sd = stddev(-1);
	@sd = stddev(-2);
	@sd = stddev(-3);
	@sd = stddev(-4);
	exit(0);
}
