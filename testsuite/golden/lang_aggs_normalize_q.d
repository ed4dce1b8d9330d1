#pragma D option quiet

/*
 * A normalized quantize divides the counts it prints; the bars are
 * those of the raw counts.
 */
BEGIN
{
	@q = quantize(2, 30);
	@q = quantize(8, 10);
	normalize(@q, 10);
	exit(0);
}
