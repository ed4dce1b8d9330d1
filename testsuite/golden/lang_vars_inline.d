#pragma D option quiet

/* inline names a value: constant ones are folded, converted to the
 * inline's declared type. */
inline int ANSWER = 6 * 7;
inline uint8_t WRAP = 256 + 3;
inline string HELLO = "hello";
inline int64_t SHIFTED = 1LL << 40;
inline int TWICE = ANSWER * 2;

BEGIN
{
	printf("%d %d %s %d %d\n", ANSWER, WRAP, HELLO, SHIFTED, TWICE);
	x = ANSWER + 1;
	printf("%d %d\n", x, sizeof(WRAP));
	exit(0);
}
