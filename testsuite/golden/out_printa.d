#pragma D option quiet

/*
 * printa: with a format the %@ conversion takes the value and the others
 * the keys in order; without one, an empty line and the rows.  It prints
 * the aggregation as it is when printa runs (3 ticks counted at the 3rd),
 * later updates (END) do not show, and a printed aggregation is not
 * printed again at exit; one first updated in END is.  printa of an
 * aggregation never updated prints just the empty line.
 */
BEGIN
{
	@a[1, 2] = count();
	@b["k"] = sum(3);
	@b["j"] = sum(1);
	@c = max(4);
}

BEGIN
/0/
{
	@z = count();
}

tick-10ms
{
	@t = count();
}

tick-10ms
/++n == 3/
{
	printa("%@u: %d\n", @a);
	printa(@b);
	printa("%s=%@d;", @b);
	printf("\n");
	printa("[%@5d]\n", @c);
	printa(@c);
	printa(@t);
	printa(@z);
	printa("%d %d\n", @a);
	printa("%@d %d %d\n", @a);
	exit(0);
}

END
{
	@b["k"] = sum(10);
	@e = count();
}
