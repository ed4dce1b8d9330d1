#pragma D option quiet

/*
 * Integer keys of quantize, sorted by the weighted sums.
 */
BEGIN
{
	@q[3] = quantize(2);
	@q[1] = quantize(64);
	@q[2] = quantize(-8);
	exit(0);
}
