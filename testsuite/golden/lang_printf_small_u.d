#pragma D option quiet

/*
 * %u of values of 1, 2 and 8 bytes (casts): truncated to the type, then
 * sign- or zero-extended as the conversion says.
 */
BEGIN
{
	printf("%u\n", (char)-1);
	printf("%u\n", (unsigned char)200);
	printf("%u\n", (short)-2);
	printf("%u\n", (uint16_t)65535);
	printf("%u\n", (uint64_t)-1);
	printf("%u\n", (int64_t)-7);
	printf("%u\n", (uint8_t)300);
	printf("%u\n", (int8_t)200);
	exit(0);
}
