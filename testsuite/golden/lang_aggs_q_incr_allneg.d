#pragma D option quiet

/*
 * Only negative counts: the bars grow from the right.
 */
BEGIN
{
	@q = quantize(5, -2);
	@q = quantize(100, -6);
	exit(0);
}
