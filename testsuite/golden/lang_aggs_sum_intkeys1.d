#pragma D option quiet

/*
 * sum() by two integer keys.
 */
BEGIN
{
	@a[2, 1] = sum(15);
	@a[0, 0] = sum(16);
	@a[0, 1] = sum(25);
	@a[0, 3] = sum(1);
	@a[2, 2] = sum(40);
	@a[1, 0] = sum(37);
	@a[1, 3] = sum(48);
	@a[2, 3] = sum(9);
	@a[2, 1] = sum(2);
	@a[3, 1] = sum(33);
	exit(0);
}
