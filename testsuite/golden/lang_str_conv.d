#pragma D option quiet

/* lltostr strtoll and the byte-order functions (x86 is little endian). */
BEGIN
{
	printf("[%s] [%s] [%s]\n", lltostr(0), lltostr(-1234), lltostr(9223372036854775807));
	printf("[%s]\n", lltostr(-9223372036854775807 - 1));
	printf("%d %d %d\n", strtoll("42"), strtoll("  -17xyz"), strtoll("+8"));
	printf("%d %d %d\n", strtoll("ff", 16), strtoll("0x1F", 16), strtoll("777", 8));
	printf("%d %d %d\n", strtoll("z", 36), strtoll("0x10", 0), strtoll("010", 0));
	printf("%d %d\n", strtoll(""), strtoll("abc"));
	printf("%x %x %x\n", htons(0x1234), htonl(0x12345678), htonll(0x0102030405060708));
	printf("%x %x %x\n", ntohs(0x3412), ntohl(0x78563412), ntohll(0x0807060504030201));
	printf("%d %d\n", htons(0x123456), sizeof(htons(1)));
	printf("%d %d\n", getmajor(0x800003), getminor(0x800003));
	exit(0);
}
