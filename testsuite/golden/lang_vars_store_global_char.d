#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global variable declared char:
 * each op= computes in C's conversions and stores back in char.
 */
char v;

BEGIN
{
	v = -128;
	v >>= 3;
	trace(v);
	printf("\n");
	v <<= 7;
	trace(v);
	printf("\n");
	v = 80;
	trace(v);
	printf("\n");
	v |= 214;
	trace(v);
	printf("\n");
	v -= -127;
	trace(v);
	printf("\n");
	v *= 274;
	trace(v);
	printf("\n");
	v |= -108;
	trace(v);
	printf("\n");
	v -= 4;
	trace(v);
	printf("\n");
	exit(0);
}
