/*
 * Stress: profile-4999 on every CPU with aggregations, stopped from the
 * outside (the end of the -c command, the same path as SIGINT) while the
 * timers fire; then the module is unloaded.  The runner fails the case on
 * any kernel WARNING/BUG; the output is independent of the firing count.
 */
#pragma D option quiet

profile-4999
{
	@hits[cpu] = max(1);
	@spread = min(cpu);
	@sum[cpu % 2] = sum(0);
	n++;
}

tick-5000hz
{
	@tick = max(1);
}

END
{
	printf("n>0: %d\n", n > 0);
}
