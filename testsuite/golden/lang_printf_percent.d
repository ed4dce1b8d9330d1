#pragma D option quiet

/*
 * %% is a literal percent sign.
 */
BEGIN
{
	printf("100%%\n");
	printf("%d%%\n", 42);
	printf("%%d\n");
	exit(0);
}
