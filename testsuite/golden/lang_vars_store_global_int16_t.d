#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global variable declared int16_t:
 * each op= computes in C's conversions and stores back in int16_t.
 */
int16_t v;

BEGIN
{
	v = 32767;
	v &= 78;
	trace(v);
	printf("\n");
	v *= 117;
	trace(v);
	printf("\n");
	v *= 62;
	trace(v);
	printf("\n");
	v -= 72;
	trace(v);
	printf("\n");
	v &= -32;
	trace(v);
	printf("\n");
	v *= -124;
	trace(v);
	printf("\n");
	v <<= 4;
	trace(v);
	printf("\n");
	v &= 219;
	trace(v);
	printf("\n");
	exit(0);
}
