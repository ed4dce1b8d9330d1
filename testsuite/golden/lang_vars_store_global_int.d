#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global variable declared int:
 * each op= computes in C's conversions and stores back in int.
 */
int v;

BEGIN
{
	v = 7;
	v *= -118;
	trace(v);
	printf("\n");
	v -= -81;
	trace(v);
	printf("\n");
	v += -209;
	trace(v);
	printf("\n");
	v &= 214;
	trace(v);
	printf("\n");
	v += -24;
	trace(v);
	printf("\n");
	v >>= 0;
	trace(v);
	printf("\n");
	v ^= 289;
	trace(v);
	printf("\n");
	v &= -242;
	trace(v);
	printf("\n");
	exit(0);
}
