#pragma D option quiet

/*
 * speculate(0), the id speculation() returns when no buffer is free:
 * the clause's data is discarded.
 */
BEGIN
{
	speculate(0);
	printf("discarded\n");
}

BEGIN
{
	printf("kept\n");
	exit(0);
}
