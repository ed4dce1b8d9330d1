/* A small script for bench/pass4.sh: a few clauses, an aggregation. */
profile:::tick-10ms
{
	@ticks[probename] = count();
	n++;
}

profile:::tick-10ms
/n == 100/
{
	printf("%d ticks\n", n);
	exit(0);
}
