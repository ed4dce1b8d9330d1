#pragma D option quiet

/*
 * Three aggregations of integer keys joined: count, min and max of the
 * same values per key.
 */
BEGIN
{
	@n[1] = count(); @lo[1] = min(7); @hi[1] = max(7);
	@n[1] = count(); @lo[1] = min(3); @hi[1] = max(3);
	@n[2] = count(); @lo[2] = min(-4); @hi[2] = max(-4);
	printa("%d: n=%@d min=%@d max=%@d\n", @n, @lo, @hi);
	exit(0);
}
