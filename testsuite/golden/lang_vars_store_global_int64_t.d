#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global variable declared int64_t:
 * each op= computes in C's conversions and stores back in int64_t.
 */
int64_t v;

BEGIN
{
	v = 0xc910bfdc401346d8;
	v ^= 6;
	trace(v);
	printf("\n");
	v &= -225;
	trace(v);
	printf("\n");
	v += 293;
	trace(v);
	printf("\n");
	v &= 64;
	trace(v);
	printf("\n");
	v >>= 3;
	trace(v);
	printf("\n");
	v >>= 5;
	trace(v);
	printf("\n");
	v ^= 175;
	trace(v);
	printf("\n");
	v = -227;
	trace(v);
	printf("\n");
	exit(0);
}
