#pragma D option quiet

/*
 * stddev() of 0, 0, 0, 100: the integer standard deviation sqrt(avg(x^2) - avg(x)^2)
 * over 128-bit sums, as dtrace computes it.
 */
BEGIN
{
	@sd = stddev(0);
	@sd = stddev(0);
	@sd = stddev(0);
	@sd = stddev(100);
	exit(0);
}
