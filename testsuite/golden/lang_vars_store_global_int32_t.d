#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global variable declared int32_t:
 * each op= computes in C's conversions and stores back in int32_t.
 */
int32_t v;

BEGIN
{
	v = 1;
	v ^= -197;
	trace(v);
	printf("\n");
	v += -7;
	trace(v);
	printf("\n");
	v += 291;
	trace(v);
	printf("\n");
	v ^= -220;
	trace(v);
	printf("\n");
	v = -99;
	trace(v);
	printf("\n");
	v ^= 144;
	trace(v);
	printf("\n");
	v = 300;
	trace(v);
	printf("\n");
	v += -246;
	trace(v);
	printf("\n");
	exit(0);
}
