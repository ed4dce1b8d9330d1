#pragma D option quiet
#pragma D option nspec=2

/*
 * Two speculations filled by several clauses; one committed, the other
 * discarded; records keep their order within a speculation.
 */
BEGIN
{
	x = speculation();
	y = speculation();
}

BEGIN
{
	speculate(x);
	printf("x1\n");
}

BEGIN
{
	speculate(y);
	printf("y1\n");
}

BEGIN
{
	speculate(x);
	printf("x2 %s\n", "two");
}

BEGIN
{
	discard(y);
	commit(x);
	exit(0);
}
