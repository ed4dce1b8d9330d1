#pragma D option quiet

/*
 * %i: the conversion decides the signedness, the argument's type its size.
 */
BEGIN
{
	printf("%i\n", 0);
	printf("%i\n", 1);
	printf("%i\n", -1);
	printf("%i\n", 42);
	printf("%i\n", -42);
	printf("%i\n", 2147483647);
	printf("%i\n", -2147483647);
	printf("%i\n", 0xffffffff);
	printf("%i\n", 5000000000);
	printf("%i\n", -5000000000);
	printf("%i\n", 0xffffffffffffffff);
	exit(0);
}
