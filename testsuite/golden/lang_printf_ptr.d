#pragma D option quiet

/*
 * %p prints as %x: hex digits without a prefix.
 */
BEGIN
{
	printf("%p\n", 0);
	printf("%p\n", 42);
	printf("%p\n", 0xffffffff);
	printf("%p\n", 0xffffffffffffffff);
	exit(0);
}
