#pragma D option quiet

/*
 * sum() by two integer keys.
 */
BEGIN
{
	@a[1, 0] = sum(5);
	@a[3, 2] = sum(38);
	@a[1, 2] = sum(2);
	@a[3, 1] = sum(10);
	@a[2, 3] = sum(0);
	@a[2, 2] = sum(21);
	@a[2, 1] = sum(2);
	@a[2, 1] = sum(22);
	@a[1, 0] = sum(21);
	@a[3, 0] = sum(30);
	exit(0);
}
