#pragma D option quiet

/*
 * Aggregations are never speculative: counted whether the speculation
 * is committed or not.
 */
BEGIN
{
	s = speculation();
}

BEGIN
{
	@c = count();
}

BEGIN
{
	speculate(s);
	printf("speculative\n");
}

BEGIN
{
	discard(s);
	exit(0);
}
