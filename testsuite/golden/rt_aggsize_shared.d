#pragma D option quiet
#pragma D option aggsize=384

/*
 * -x aggsize is bytes of a CPU's aggregations (dtrace's meaning), shared
 * evenly by the program's aggregations: 384 bytes for two count()s with
 * int keys (48-byte entries) is 4 entries each; 6 keys each: 2 + 2 drops.
 */
BEGIN
{
	@a[1] = count(); @a[2] = count(); @a[3] = count();
	@a[4] = count(); @a[5] = count(); @a[6] = count();
	@b[1] = count(); @b[2] = count(); @b[3] = count();
	@b[4] = count(); @b[5] = count(); @b[6] = count();
	exit(0);
}
