#pragma D option quiet

/*
 * %X: the conversion decides the signedness, the argument's type its size.
 */
BEGIN
{
	printf("%X\n", 0);
	printf("%X\n", 1);
	printf("%X\n", -1);
	printf("%X\n", 42);
	printf("%X\n", -42);
	printf("%X\n", 2147483647);
	printf("%X\n", -2147483647);
	printf("%X\n", 0xffffffff);
	printf("%X\n", 5000000000);
	printf("%X\n", -5000000000);
	printf("%X\n", 0xffffffffffffffff);
	exit(0);
}
