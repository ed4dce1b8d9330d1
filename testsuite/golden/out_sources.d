/*
 * Several -n and -s: one "matched" line each, in command-line order (the
 * runner puts -s last), "probe" or "probes".  The clauses of a probe run
 * in program order and exit() stops the ones after it; a clause with
 * only exit() prints its probe line.
 */
tick-10ms
{
}

END
{
	printf("end %d\n", n);
}
