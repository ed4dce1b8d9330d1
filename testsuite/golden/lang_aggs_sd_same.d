#pragma D option quiet

/*
 * stddev() of 5, 5, 5: the integer standard deviation sqrt(avg(x^2) - avg(x)^2)
 * over 128-bit sums, as dtrace computes it.
 */
BEGIN
{
	@sd = stddev(5);
	@sd = stddev(5);
	@sd = stddev(5);
	exit(0);
}
