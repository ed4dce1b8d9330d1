#pragma D option quiet

/*
 * %d: the conversion decides the signedness, the argument's type its size.
 */
BEGIN
{
	printf("%d\n", 0);
	printf("%d\n", 1);
	printf("%d\n", -1);
	printf("%d\n", 42);
	printf("%d\n", -42);
	printf("%d\n", 2147483647);
	printf("%d\n", -2147483647);
	printf("%d\n", 0xffffffff);
	printf("%d\n", 5000000000);
	printf("%d\n", -5000000000);
	printf("%d\n", 0xffffffffffffffff);
	exit(0);
}
