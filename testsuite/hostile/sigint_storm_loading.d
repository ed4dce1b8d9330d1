#pragma D option quiet

/* a storm of SIGINT while dtaprun is loading (sigint_storm_loading.sh): whatever the
 * outcome, the module is unloaded and the kernel stays quiet. */
profile-997
{
	@c[cpu] = count();
}
