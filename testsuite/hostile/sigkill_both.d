#pragma D option quiet

/* dtaprun and dtapio both killed with SIGKILL (sigkill_both.sh): the
 * module stays loaded with its probes firing, and rmmod must unload it. */
profile-997
{
	@c[cpu] = count();
	printf("%s", "");
}
