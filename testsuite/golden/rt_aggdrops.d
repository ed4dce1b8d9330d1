/*
 * Aggregation drops: aggsize=192 (bytes) gives 4 entries per CPU (48
 * bytes each: 40 and an int key), so the 5th and 6th key of one tick
 * are dropped and counted (on CPU 0: tick timers are pinned to the
 * first online CPU); updates of keys already in the table
 * still land.
 */
#pragma D option quiet
#pragma D option aggsize=192

BEGIN
{
	done = 0;
}

tick-10ms
/!done/
{
	@a[1] = count();
	@a[2] = count();
	@a[3] = count();
	@a[4] = count();
	@a[5] = count();
	@a[6] = count();
	@a[4] = count();
	done = 1;
	exit(0);
}
