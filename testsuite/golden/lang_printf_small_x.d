#pragma D option quiet

/*
 * %x of values of 1, 2 and 8 bytes (casts): truncated to the type, then
 * sign- or zero-extended as the conversion says.
 */
BEGIN
{
	printf("%x\n", (char)-1);
	printf("%x\n", (unsigned char)200);
	printf("%x\n", (short)-2);
	printf("%x\n", (uint16_t)65535);
	printf("%x\n", (uint64_t)-1);
	printf("%x\n", (int64_t)-7);
	printf("%x\n", (uint8_t)300);
	printf("%x\n", (int8_t)200);
	exit(0);
}
