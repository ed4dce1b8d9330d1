#pragma D option quiet
#pragma D option nspec=2

/*
 * commit() and discard() of an ID no speculation can have (above nspec)
 * are an illegal operation, reported, and the clause ends there; 0 and an
 * ID not active now do nothing (dtrace-utils' bpf/speculation.c,
 * dt_speculation_set_drainable()).
 */
int ok, reached1, reached2;

BEGIN
{
	discard(0);
	commit(2);
	ok = 1;
}

BEGIN
{
	commit(3);
	reached1 = 1;
}

BEGIN
{
	discard(1000);
	reached2 = 1;
}

BEGIN
{
	printf("ok %d, after commit(3) %d, after discard(1000) %d\n", ok, reached1, reached2);
	exit(0);
}
