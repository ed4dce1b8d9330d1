#pragma D option quiet

/*
 * stddev() of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10: the integer standard deviation sqrt(avg(x^2) - avg(x)^2)
 * over 128-bit sums, as dtrace computes it.
 */
BEGIN
{
	@sd = stddev(1);
	@sd = stddev(2);
	@sd = stddev(3);
	@sd = stddev(4);
	@sd = stddev(5);
	@sd = stddev(6);
	@sd = stddev(7);
	@sd = stddev(8);
	@sd = stddev(9);
	@sd = stddev(10);
	exit(0);
}
