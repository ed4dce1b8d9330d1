#pragma D option quiet

/* C's promotions and usual arithmetic conversions between declared
 * types: narrow operands become int, unsigned wins at equal width, the
 * wider type wins otherwise. */
uint8_t u8;
int8_t s8;
uint16_t u16;
uint32_t u32;
int32_t s32;
int64_t s64;
uint64_t u64;

BEGIN
{
	u8 = 200; s8 = -100; u16 = 65535; u32 = 4000000000; s32 = -1; s64 = -5;
	u64 = 10;
	printf("%d %d\n", u8 + s8, u8 * u8);
	printf("%d %d\n", u16 + 1, sizeof(u16 + 1));
	printf("%d %u\n", s32 < u32, s32 + u32);
	printf("%d %d\n", sizeof(u32 + s32), sizeof(s32 + s64));
	printf("%d %d\n", s64 < u64, s64 / 2);
	printf("%u\n", s64 + u64);
	printf("%d %d\n", -u8, ~u8);
	printf("%d %d\n", s8 >> 1, (uint8_t)s8 >> 1);
	printf("%d %d\n", u32 / 3, s32 % 7);
	exit(0);
}
