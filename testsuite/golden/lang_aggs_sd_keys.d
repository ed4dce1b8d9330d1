#pragma D option quiet

/*
 * Keyed stddev, sorted by value (b: 1, a: 4).
 */
BEGIN
{
	@sd["a"] = stddev(1);
	@sd["a"] = stddev(9);
	@sd["b"] = stddev(4);
	@sd["b"] = stddev(6);
	exit(0);
}
