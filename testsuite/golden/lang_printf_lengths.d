#pragma D option quiet

/*
 * Length modifiers are accepted; the argument's type sizes the value.
 */
BEGIN
{
	printf("%ld\n", 5000000000);
	printf("%ld\n", -5000000000);
	printf("%ld\n", (int64_t)-7);
	printf("%lld\n", 5000000000);
	printf("%lld\n", -5000000000);
	printf("%lld\n", (int64_t)-7);
	printf("%lu\n", 5000000000);
	printf("%lu\n", -5000000000);
	printf("%lu\n", (int64_t)-7);
	printf("%lx\n", 5000000000);
	printf("%lx\n", -5000000000);
	printf("%lx\n", (int64_t)-7);
	printf("%hd\n", (short)-2);
	printf("%hu\n", (uint16_t)65535);
	printf("%hhd\n", (char)-1);
	printf("%hhu\n", (unsigned char)200);
	exit(0);
}
