#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global variable declared uint64_t:
 * each op= computes in C's conversions and stores back in uint64_t.
 */
uint64_t v;

BEGIN
{
	v = 6148914691236517205;
	v >>= 0;
	trace(v);
	printf("\n");
	v <<= 2;
	trace(v);
	printf("\n");
	v &= 285;
	trace(v);
	printf("\n");
	v = -177;
	trace(v);
	printf("\n");
	v <<= 0;
	trace(v);
	printf("\n");
	v += -251;
	trace(v);
	printf("\n");
	v |= 270;
	trace(v);
	printf("\n");
	v >>= 4;
	trace(v);
	printf("\n");
	exit(0);
}
