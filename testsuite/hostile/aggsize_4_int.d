#pragma D option quiet
#pragma D option aggsize=4

/* aggregation exhaustion: aggsize=4, 20 distinct int keys in BEGIN:
 * the first 4 are kept, the other 16 counted as drops, exactly. */

BEGIN
{
	@a[1] = count();
	@a[2] = count();
	@a[3] = count();
	@a[4] = count();
	@a[5] = count();
	@a[6] = count();
	@a[7] = count();
	@a[8] = count();
	@a[9] = count();
	@a[10] = count();
	@a[11] = count();
	@a[12] = count();
	@a[13] = count();
	@a[14] = count();
	@a[15] = count();
	@a[16] = count();
	@a[17] = count();
	@a[18] = count();
	@a[19] = count();
	@a[20] = count();
	printa("%d %@d\n", @a);
	exit(0);
}
