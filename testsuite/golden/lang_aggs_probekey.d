#pragma D option quiet

/*
 * count()s keyed by what is constant per probe (probeprov, probename,
 * literals): after a probe's first hit, its entry is taken from the
 * CPU's context without building the key (runtime/agg.c, pslot).  One
 * clause of three probes, two updates of one entry, and a probe that
 * hits before and after a clear() and a trunc(): ERROR, from BEGIN and
 * again from END, once the consumer has cleared @n and truncated @k.
 * Its kept entries are of an older generation then: they start from
 * zero again, as every other entry does.  @e is counted by execname
 * alone (comm as two words, hashed its own way): cleared between
 * BEGIN's hits and END's, its entry starts from zero too.
 */
BEGIN, END, ERROR
{
	@n[probeprov, probename] = count();
	@k["k", 7] = count();
	@k["k", 7] = count();
	@e[execname] = count();
}

BEGIN
{
	x = 0;
	y = 1 / x;
}

BEGIN
{
	clear(@n);
	trunc(@k);
	clear(@e);
	exit(0);
}

END
{
	y = 2 / x;
}

END
{
	printa("%s:%s %@d\n", @n);
	printa("%s %d %@d\n", @k);
	printa("%s %@d\n", @e);
}
