#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global variable declared uint32_t:
 * each op= computes in C's conversions and stores back in uint32_t.
 */
uint32_t v;

BEGIN
{
	v = 7;
	v -= 111;
	trace(v);
	printf("\n");
	v <<= 5;
	trace(v);
	printf("\n");
	v ^= 221;
	trace(v);
	printf("\n");
	v ^= -206;
	trace(v);
	printf("\n");
	v = -133;
	trace(v);
	printf("\n");
	v &= 7;
	trace(v);
	printf("\n");
	v <<= 0;
	trace(v);
	printf("\n");
	v >>= 9;
	trace(v);
	printf("\n");
	exit(0);
}
