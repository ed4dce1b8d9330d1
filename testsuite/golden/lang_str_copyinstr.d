#pragma D option quiet

/* copyinstr() of an address the process does not map faults the clause
 * ("invalid address"), as any load through a bad pointer does; the
 * clauses after it still run. */
BEGIN
{
	printf("discarded with the rest of the clause\n");
	s = copyinstr(0);
	printf("not reached\n");
}

BEGIN
{
	x = copyinstr(0x1000, 4);
}

BEGIN
{
	printf("after\n");
	exit(0);
}
