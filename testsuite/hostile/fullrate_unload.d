#pragma D option quiet

/* unload while the probes fire at the fastest rate on both CPUs and
 * aggregate: SIGINT after 0.2 s (fullrate_unload.sh). */
profile-5000hz
{
	@c[cpu] = count();
	@s = sum(cpu);
}
