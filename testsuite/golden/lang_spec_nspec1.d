#pragma D option quiet

/*
 * With the default nspec=1 a second speculation() finds no free buffer
 * and returns 0; once the first is committed it is free again.
 */
BEGIN
{
	a = speculation();
	b = speculation();
	printf("%d %d\n", a, b);
}

BEGIN
{
	commit(a);
}

BEGIN
{
	c = speculation();
	printf("%d\n", c);
	discard(c);
	exit(0);
}
