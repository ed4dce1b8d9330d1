#pragma D option quiet

/* a storm of SIGTERM while dtaprun is draining (sigterm_storm_draining.sh): whatever the
 * outcome, the module is unloaded and the kernel stays quiet. */
tick-1ms
{
	printf("%s", "");
}

END
{
	chill(300000000);	/* the storm arrives while END runs */
	printf("%s", "");
}
