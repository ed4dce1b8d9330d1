#pragma D option quiet

/*
 * stddev() of 1, 2, 10: the integer standard deviation sqrt(avg(x^2) - avg(x)^2)
 * over 128-bit sums, as dtrace computes it.
 */
BEGIN
{
	@sd = stddev(1);
	@sd = stddev(2);
	@sd = stddev(10);
	exit(0);
}
