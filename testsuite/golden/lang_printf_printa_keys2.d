#pragma D option quiet

/*
 * Two keys and a value in a printa format, widths on each.
 */
BEGIN
{
	@a["x", 1] = sum(100);
	@a["y", 22] = sum(5);
	@a["x", 3] = sum(50);
	printa("%-4s|%4d|%@6d|\n", @a);
	exit(0);
}
