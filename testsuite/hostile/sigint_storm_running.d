#pragma D option quiet

/* a storm of SIGINT while dtaprun is running (sigint_storm_running.sh): whatever the
 * outcome, the module is unloaded and the kernel stays quiet. */
profile-997
{
	@c[cpu] = count();
	printf("%s", "");
}
