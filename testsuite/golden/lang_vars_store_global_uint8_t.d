#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global variable declared uint8_t:
 * each op= computes in C's conversions and stores back in uint8_t.
 */
uint8_t v;

BEGIN
{
	v = 85;
	v <<= 6;
	trace(v);
	printf("\n");
	v &= 271;
	trace(v);
	printf("\n");
	v = -155;
	trace(v);
	printf("\n");
	v >>= 2;
	trace(v);
	printf("\n");
	v *= 120;
	trace(v);
	printf("\n");
	v *= -275;
	trace(v);
	printf("\n");
	v *= 149;
	trace(v);
	printf("\n");
	v -= -291;
	trace(v);
	printf("\n");
	exit(0);
}
