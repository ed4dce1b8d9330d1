/*
 * Run-time errors as dtrace reports them: the enabled probe, the probe,
 * the fault and where ("predicate" or "action #N", N counting dtrace's
 * actions: an assignment is one, printf one per argument).  The clause's
 * record is discarded, ERROR fires (its clause prints, here its own
 * built-ins), later clauses run.
 * dtrace adds " at DIF offset N"; dtap has no DIF and says nothing more.
 */
BEGIN
{
	x = 0;
}

BEGIN
/1 / x/
{
	printf("not reached\n");
}

BEGIN
{
	n = 1;
	printf("%s %d\n", "cat", 9);
	trace(1 / --n);
}

BEGIN
{
	printf("%d\n", 5 % x);
}

BEGIN
{
	y = 2;
	@s = sum(y / x);
}

ERROR
{
	printf("%s:%s:%s:%s id %d epid %d", probeprov, probemod, probefunc,
	    probename, id, epid);
}

BEGIN
{
	printf("later clauses run");
	exit(0);
}
