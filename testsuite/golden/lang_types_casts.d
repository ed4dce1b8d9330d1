#pragma D option quiet

/* Casts truncate and extend as C does, on constants (folded in pass 2)
 * and on variables (computed at run time) alike. */
BEGIN
{
	x = 300;
	big = 0x123456789;
	neg = -1;
	printf("%d %d\n", (char)300, (char)x);
	printf("%u %u\n", (uint8_t)300, (uint8_t)x);
	printf("%d %d\n", (short)70000, (short)(x * 250));
	printf("%u %u\n", (unsigned int)0x123456789, (unsigned int)big);
	printf("%d %d\n", (int)0x123456789, (int)big);
	printf("%u %u\n", (uint64_t)-1, (uint64_t)neg);
	printf("%d %d\n", (int64_t)(uint32_t)-1, (int64_t)(uint32_t)neg);
	printf("%d %d\n", (int64_t)(int32_t)0xffffffff, (long)(int)big);
	printf("%u\n", (uint16_t)(uint8_t)0x1ff);
	printf("%d\n", (uint8_t)255 + 1);
	printf("%d\n", (char)127 + (char)1);
	printf("%d\n", (int)(unsigned char)neg);
	exit(0);
}
