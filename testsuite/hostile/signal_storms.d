#pragma D option quiet

/* storms of SIGINT and SIGTERM while dtaprun loads, runs and drains this
 * (signal_storms.sh): whatever the outcome, each run ends with the module
 * unloaded, and the kernel stays quiet.  END chills so that the storm of
 * the draining phase arrives while END runs (hence -w). */
profile-997
{
	@c[cpu] = count();
	printf("%s", "");
}

END
{
	chill(300000000);
	printf("%s", "");
}
