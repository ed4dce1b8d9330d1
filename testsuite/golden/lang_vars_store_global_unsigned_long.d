#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global variable declared unsigned long:
 * each op= computes in C's conversions and stores back in unsigned long.
 */
unsigned long v;

BEGIN
{
	v = 3535145435749946136;
	v <<= 7;
	trace(v);
	printf("\n");
	v |= -75;
	trace(v);
	printf("\n");
	v &= 65;
	trace(v);
	printf("\n");
	v *= -10;
	trace(v);
	printf("\n");
	v *= 89;
	trace(v);
	printf("\n");
	v |= 215;
	trace(v);
	printf("\n");
	v = 104;
	trace(v);
	printf("\n");
	v &= 10;
	trace(v);
	printf("\n");
	exit(0);
}
