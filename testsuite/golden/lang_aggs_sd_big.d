#pragma D option quiet

/*
 * stddev() of 1000000000, 3000000000: the integer standard deviation sqrt(avg(x^2) - avg(x)^2)
 * over 128-bit sums, as dtrace computes it.
 */
BEGIN
{
	@sd = stddev(1000000000);
	@sd = stddev(3000000000);
	exit(0);
}
