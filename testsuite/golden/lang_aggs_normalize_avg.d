#pragma D option quiet

/*
 * normalize() of avg divides the sum before the mean: (10+20)/10/2 = 1.
 */
BEGIN
{
	@a = avg(10);
	@a = avg(20);
	normalize(@a, 10);
	exit(0);
}
