#pragma D option quiet
#pragma D option specsize=4k

/*
 * A speculation of 4 KiB holds 256 records of 16 bytes; the 44 more
 * are dropped and reported as dtrace reports them.
 */
BEGIN
{
	n = 0;
	s = speculation();
}

tick-1ms
/n < 300/
{
	n++;
	speculate(s);
	printf("%d\n", n);
}

tick-1ms
/n == 300/
{
	commit(s);
	exit(0);
}
