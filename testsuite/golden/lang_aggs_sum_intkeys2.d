#pragma D option quiet

/*
 * sum() by two integer keys.
 */
BEGIN
{
	@a[0, 1] = sum(5);
	@a[0, 0] = sum(8);
	@a[2, 0] = sum(24);
	@a[3, 0] = sum(40);
	@a[0, 1] = sum(31);
	@a[2, 0] = sum(29);
	@a[0, 0] = sum(42);
	@a[0, 3] = sum(16);
	@a[0, 2] = sum(15);
	@a[1, 1] = sum(47);
	exit(0);
}
