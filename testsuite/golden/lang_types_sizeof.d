#pragma D option quiet
#pragma D option strsize=100

/* sizeof of types and expressions: a size_t; a string's is strsize. */
BEGIN
{
	s = "abc";
	c = (char)1;
	printf("%d %d %d %d\n", sizeof(char), sizeof(short), sizeof(int), sizeof(long));
	printf("%d %d %d %d\n", sizeof(uint8_t), sizeof(uint16_t), sizeof(uint32_t),
	    sizeof(uint64_t));
	printf("%d %d %d\n", sizeof(long long), sizeof(size_t), sizeof(uintptr_t));
	printf("%d %d %d\n", sizeof(s), sizeof(string), sizeof c);
	printf("%d %d\n", sizeof(1), sizeof(1L));
	printf("%d\n", sizeof(int) - 5 > 0);	/* size_t is unsigned */
	exit(0);
}
