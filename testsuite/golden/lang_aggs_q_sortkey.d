#pragma D option quiet
#pragma D option aggsortkey

/*
 * aggsortkey on a quantize.
 */
BEGIN
{
	@q["b"] = quantize(1);
	@q["a"] = quantize(100);
	exit(0);
}
