#pragma D option quiet
#pragma D option dynvarsize=4k

/* dynamic variable exhaustion at full rate: profile-5000hz on both CPUs
 * stores ever new keys of a global and of a self-> associative array
 * into 4k of dynamic variable space for 300 ms: most stores are dropped,
 * the drops are reported as dtrace reports them, nothing else happens
 * (dynexhaust_fullrate.sh). */
profile-5000hz
{
	a[cpu, timestamp] = 1;
	self->t[timestamp] = 2;
}

tick-300ms
{
	printf("done\n");
	exit(0);
}
