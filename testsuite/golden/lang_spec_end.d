#pragma D option quiet

/*
 * A speculation filled in BEGIN and committed in END.
 */
BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("from BEGIN\n");
}

BEGIN
{
	printf("begin\n");
	exit(0);
}

END
{
	commit(s);
}
