#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global variable declared long:
 * each op= computes in C's conversions and stores back in long.
 */
long v;

BEGIN
{
	v = 8935628403363193654;
	v += -91;
	trace(v);
	printf("\n");
	v >>= 8;
	trace(v);
	printf("\n");
	v &= 180;
	trace(v);
	printf("\n");
	v -= 75;
	trace(v);
	printf("\n");
	v += 220;
	trace(v);
	printf("\n");
	v <<= 0;
	trace(v);
	printf("\n");
	v <<= 7;
	trace(v);
	printf("\n");
	v -= 119;
	trace(v);
	printf("\n");
	exit(0);
}
