#pragma D option quiet

/*
 * commit() and discard() of ids no speculation holds do nothing.
 */
BEGIN
{
	commit(1);
	discard(2);
	commit(0);
}

BEGIN
{
	printf("%d\n", speculation());
	exit(0);
}
