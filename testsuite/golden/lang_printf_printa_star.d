#pragma D option quiet

/*
 * printa's '*' widths and precisions take the next key, as dtrace's take
 * the next record of the tuple: keys used so are not printed themselves.
 */
BEGIN
{
	@a[8, "ab"] = count();
	@a[3, "xyz"] = count();
	@a[3, "xyz"] = count();
	printa("%*s|%@d\n", @a);
	@b[6, 3, 4, 5] = sum(7);
	printa("[%*.*d] [%@*d]\n", @b);
	@c[-5, "q"] = count();
	printa("%*s|%@d\n", @c);
	exit(0);
}
