#pragma D option quiet

/*
 * A speculative record waits in its buffer until commit() copies it to
 * the output: it comes after the record written directly in between.
 */
BEGIN
{
	spec = speculation();
}

BEGIN
{
	speculate(spec);
	printf("speculative %d\n", spec);
}

BEGIN
{
	printf("direct\n");
}

BEGIN
{
	commit(spec);
	exit(0);
}
