#pragma D option quiet

/*
 * %x: the conversion decides the signedness, the argument's type its size.
 */
BEGIN
{
	printf("%x\n", 0);
	printf("%x\n", 1);
	printf("%x\n", -1);
	printf("%x\n", 42);
	printf("%x\n", -42);
	printf("%x\n", 2147483647);
	printf("%x\n", -2147483647);
	printf("%x\n", 0xffffffff);
	printf("%x\n", 5000000000);
	printf("%x\n", -5000000000);
	printf("%x\n", 0xffffffffffffffff);
	exit(0);
}
