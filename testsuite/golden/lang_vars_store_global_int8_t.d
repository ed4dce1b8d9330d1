#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global variable declared int8_t:
 * each op= computes in C's conversions and stores back in int8_t.
 */
int8_t v;

BEGIN
{
	v = 7;
	v <<= 1;
	trace(v);
	printf("\n");
	v += 34;
	trace(v);
	printf("\n");
	v *= 2;
	trace(v);
	printf("\n");
	v *= 51;
	trace(v);
	printf("\n");
	v += -247;
	trace(v);
	printf("\n");
	v |= 182;
	trace(v);
	printf("\n");
	v |= 86;
	trace(v);
	printf("\n");
	v *= 17;
	trace(v);
	printf("\n");
	exit(0);
}
