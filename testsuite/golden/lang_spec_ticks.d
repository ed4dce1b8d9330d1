#pragma D option quiet
#pragma D option nspec=2

/*
 * One speculation per tick: kept on even ticks, discarded on odd ones;
 * the buffers are reused.
 */
BEGIN
{
	n = 0;
	s = 0;
}

tick-1ms
/n < 6/
{
	n++;
	s = speculation();
}

tick-1ms
/n <= 6 && s/
{
	speculate(s);
	printf("tick %d\n", n);
}

tick-1ms
/n <= 6 && s && n % 2 == 0/
{
	commit(s);
}

tick-1ms
/n <= 6 && s && n % 2 == 1/
{
	discard(s);
}

tick-1ms
/n == 6/
{
	exit(0);
}
