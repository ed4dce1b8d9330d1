#pragma D option quiet

/*
 * discard() throws the speculative records away.
 */
BEGIN
{
	spec = speculation();
}

BEGIN
{
	speculate(spec);
	printf("never printed\n");
}

BEGIN
{
	discard(spec);
	printf("after discard\n");
	exit(0);
}
