/*
 * SIGINT to dtapio in the middle of a busy run (profile-4999 on every CPU
 * and a 5000 Hz tick updating aggregations): END runs, the aggregations
 * print, the module unloads; the runner fails the case on any kernel
 * WARNING/BUG.  The -c command sends the signal to its parent, dtapio.
 */
#pragma D option quiet

profile-4999
{
	@cpus[cpu] = max(1);
	@total = max(1);
}

tick-5000hz
{
	@tick = min(0);
}

END
{
	printf("END after SIGINT\n");
}
