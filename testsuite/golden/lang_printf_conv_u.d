#pragma D option quiet

/*
 * %u: the conversion decides the signedness, the argument's type its size.
 */
BEGIN
{
	printf("%u\n", 0);
	printf("%u\n", 1);
	printf("%u\n", -1);
	printf("%u\n", 42);
	printf("%u\n", -42);
	printf("%u\n", 2147483647);
	printf("%u\n", -2147483647);
	printf("%u\n", 0xffffffff);
	printf("%u\n", 5000000000);
	printf("%u\n", -5000000000);
	printf("%u\n", 0xffffffffffffffff);
	exit(0);
}
