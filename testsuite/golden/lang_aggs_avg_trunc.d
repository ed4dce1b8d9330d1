#pragma D option quiet

/*
 * avg is the integer mean, truncated: 5 / 3 = 1.
 */
BEGIN
{
	@a = avg(1);
	@a = avg(2);
	@a = avg(2);
	exit(0);
}
