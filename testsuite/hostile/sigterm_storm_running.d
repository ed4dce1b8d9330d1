#pragma D option quiet

/* a storm of SIGTERM while dtaprun is running (sigterm_storm_running.sh): whatever the
 * outcome, the module is unloaded and the kernel stays quiet. */
profile-997
{
	@c[cpu] = count();
	printf("%s", "");
}
