#pragma D option quiet

/*
 * printa with a format on a quantize: the key conversion, then the whole
 * block in place of %@d.
 */
BEGIN
{
	@q["k"] = quantize(3);
	printa("key %s:%@d\n", @q);
	exit(0);
}
