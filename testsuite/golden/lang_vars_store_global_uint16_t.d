#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global variable declared uint16_t:
 * each op= computes in C's conversions and stores back in uint16_t.
 */
uint16_t v;

BEGIN
{
	v = 1;
	v = 45;
	trace(v);
	printf("\n");
	v *= 261;
	trace(v);
	printf("\n");
	v >>= 5;
	trace(v);
	printf("\n");
	v *= 115;
	trace(v);
	printf("\n");
	v += 40;
	trace(v);
	printf("\n");
	v += 93;
	trace(v);
	printf("\n");
	v = -254;
	trace(v);
	printf("\n");
	v |= 170;
	trace(v);
	printf("\n");
	exit(0);
}
