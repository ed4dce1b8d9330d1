#pragma D option quiet

/*
 * %o: the conversion decides the signedness, the argument's type its size.
 */
BEGIN
{
	printf("%o\n", 0);
	printf("%o\n", 1);
	printf("%o\n", -1);
	printf("%o\n", 42);
	printf("%o\n", -42);
	printf("%o\n", 2147483647);
	printf("%o\n", -2147483647);
	printf("%o\n", 0xffffffff);
	printf("%o\n", 5000000000);
	printf("%o\n", -5000000000);
	printf("%o\n", 0xffffffffffffffff);
	exit(0);
}
