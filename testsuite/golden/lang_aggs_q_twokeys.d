#pragma D option quiet

/*
 * Two keys; equal weights fall back to the keys.
 */
BEGIN
{
	@q["x", 1] = quantize(7);
	@q["x", 2] = quantize(7);
	@q["y", 1] = quantize(6);
	exit(0);
}
