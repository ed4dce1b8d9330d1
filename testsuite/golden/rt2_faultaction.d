#pragma D option quiet

/*
 * A fault names dtrace's action, and dtrace makes one action of each
 * printf argument and of each aggregation key (the aggregating function
 * is the action after the keys): a division by zero in printf's 2nd
 * argument is action #2 of its clause, in an aggregation's 2nd key
 * action #2, in its function's argument the action after the last key.
 */
BEGIN
{
	x = 0;
}

BEGIN
{
	printf("%d %d\n", 1, 1 / x);
}

BEGIN
{
	@a[1, 2 / x] = count();
}

BEGIN
{
	@b[3 / x] = sum(1);
}

BEGIN
{
	@c["k", 1] = sum(4 / x);
}

BEGIN
{
	trace(1);
	printf("%d %d %d\n", 1, 2, 5 % x);
}

BEGIN
{
	@d["k"] = count();
	printf("%d %d\n", x, x);
	trace(6 / x);
}

BEGIN
{
	printf("no entry in @a @b @c, @d has one\n");
	exit(0);
}
