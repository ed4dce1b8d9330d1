#pragma D option quiet

/*
 * quantize(value, increment): the bucket grows by the increment.
 */
BEGIN
{
	@q = quantize(5, 3);
	@q = quantize(9, 2);
	@q = quantize(1);
	exit(0);
}
