#pragma D option quiet

/*
 * Shift counts at and beyond the operand's width are defined as DIF's
 * 64-bit registers define them: the operand is widened to 64 bits, the
 * count taken modulo 64, and the result converted to the expression's
 * type.  Folded constants and run-time values agree.
 */
BEGIN
{
	one = 1;
	n32 = 32; n40 = 40; n64 = 64; n65 = 65;
	m = -1;
	ul = (uint64_t)1;
	printf("%d %d\n", 1 << 32, one << n32);
	printf("%d %d\n", 1 << 31, one << 31);
	printf("%d %d\n", (uint64_t)1 << 64, ul << n64);
	printf("%d %d\n", (uint64_t)1 << 65, ul << n65);
	printf("%d %d\n", -1 >> 40, m >> n40);
	printf("%u %u\n", 0x80000000 >> 31, (unsigned int)0x80000000 >> n32);
	printf("%d %d\n", 0x7fffffffffffffffLL >> 62, -8LL >> 1);
	printf("%d %d\n", (char)1 << 8, (uint8_t)255 << 1);
	exit(0);
}
