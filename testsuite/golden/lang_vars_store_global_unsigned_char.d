#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global variable declared unsigned char:
 * each op= computes in C's conversions and stores back in unsigned char.
 */
unsigned char v;

BEGIN
{
	v = 250;
	v |= 300;
	trace(v);
	printf("\n");
	v <<= 2;
	trace(v);
	printf("\n");
	v |= 18;
	trace(v);
	printf("\n");
	v ^= -150;
	trace(v);
	printf("\n");
	v <<= 2;
	trace(v);
	printf("\n");
	v |= 22;
	trace(v);
	printf("\n");
	v &= 120;
	trace(v);
	printf("\n");
	v &= -144;
	trace(v);
	printf("\n");
	exit(0);
}
