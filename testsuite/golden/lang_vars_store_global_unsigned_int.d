#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a global variable declared unsigned int:
 * each op= computes in C's conversions and stores back in unsigned int.
 */
unsigned int v;

BEGIN
{
	v = 2927096436;
	v -= -21;
	trace(v);
	printf("\n");
	v += 267;
	trace(v);
	printf("\n");
	v -= 79;
	trace(v);
	printf("\n");
	v |= 250;
	trace(v);
	printf("\n");
	v *= -150;
	trace(v);
	printf("\n");
	v *= -275;
	trace(v);
	printf("\n");
	v += -30;
	trace(v);
	printf("\n");
	v ^= -10;
	trace(v);
	printf("\n");
	exit(0);
}
