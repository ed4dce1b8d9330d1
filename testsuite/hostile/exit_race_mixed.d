#pragma D option quiet

/* exit() from tick, profile on both CPUs and END at once: the first
 * exit() wins; END's exit() (dtrace's cooldown) sets the final status. */
profile-5000hz
{
	exit(1);
}

tick-200us
{
	exit(1);
}

END
{
	exit(6);
}
