#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global variable declared short:
 * each op= computes in C's conversions and stores back in short.
 */
short v;

BEGIN
{
	v = -1;
	v += 183;
	trace(v);
	printf("\n");
	v |= -194;
	trace(v);
	printf("\n");
	v += 149;
	trace(v);
	printf("\n");
	v += 277;
	trace(v);
	printf("\n");
	v &= 123;
	trace(v);
	printf("\n");
	v += -78;
	trace(v);
	printf("\n");
	v >>= 4;
	trace(v);
	printf("\n");
	v *= -117;
	trace(v);
	printf("\n");
	exit(0);
}
