#pragma D option quiet

/*
 * A negative increment: the bars are split around a centre line.
 */
BEGIN
{
	@q = quantize(5, -2);
	@q = quantize(1, 3);
	exit(0);
}
