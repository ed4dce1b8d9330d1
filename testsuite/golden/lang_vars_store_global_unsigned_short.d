#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global variable declared unsigned short:
 * each op= computes in C's conversions and stores back in unsigned short.
 */
unsigned short v;

BEGIN
{
	v = 65535;
	v >>= 7;
	trace(v);
	printf("\n");
	v *= -71;
	trace(v);
	printf("\n");
	v -= 107;
	trace(v);
	printf("\n");
	v ^= -66;
	trace(v);
	printf("\n");
	v >>= 0;
	trace(v);
	printf("\n");
	v <<= 4;
	trace(v);
	printf("\n");
	v >>= 4;
	trace(v);
	printf("\n");
	v *= -206;
	trace(v);
	printf("\n");
	exit(0);
}
