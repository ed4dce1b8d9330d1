#pragma D option quiet

/*
 * %d of values of 1, 2 and 8 bytes (casts): truncated to the type, then
 * sign- or zero-extended as the conversion says.
 */
BEGIN
{
	printf("%d\n", (char)-1);
	printf("%d\n", (unsigned char)200);
	printf("%d\n", (short)-2);
	printf("%d\n", (uint16_t)65535);
	printf("%d\n", (uint64_t)-1);
	printf("%d\n", (int64_t)-7);
	printf("%d\n", (uint8_t)300);
	printf("%d\n", (int8_t)200);
	exit(0);
}
