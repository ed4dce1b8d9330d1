#pragma D option quiet

/*
 * A 64-bit key: right-aligned in 17 columns.
 */
BEGIN
{
	@c[5000000000] = sum(1);
	@c[4294967296] = sum(1);
	@c[5000000000] = sum(1);
	exit(0);
}
