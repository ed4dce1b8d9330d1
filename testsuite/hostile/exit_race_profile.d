#pragma D option quiet

/* exit() racing on every CPU at once: one status wins, no output lost
 * or doubled, module unloaded. */
profile-5000hz
{
	exit(3);
}
