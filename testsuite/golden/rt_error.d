/*
 * ERROR: a divide-by-zero in a tick clause fires ERROR each time; an
 * ERROR clause that faults itself is reported but does not fire ERROR
 * again (no recursion); the clauses after a faulting one still run.
 */
#pragma D option quiet

BEGIN
{
	zero = 0;
}

tick-10ms
{
	ticks++;
	x = ticks / zero;
}

tick-10ms
/ticks == 3/
{
	exit(0);
}

ERROR
{
	errs++;
	printf("ERROR %d\n", errs);
}

ERROR
{
	y = 1 % zero;
}

END
{
	printf("ticks=%d errs=%d\n", ticks, errs);
}
