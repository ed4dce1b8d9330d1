#pragma D option quiet

tick-10ms
{
	@ticks[probename] = count();
	@sum[1, "one"] = sum(10);
}

tick-10ms
/++n == 3/
{
	printa("%s fired %@d times\n", @ticks);
	printa("%d %s: %@d\n", @sum);
	exit(0);
}
