#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a this variable declared unsigned long:
 * each op= computes in C's conversions and stores back in unsigned long.
 */
this unsigned long v;

BEGIN
{
	this->v = 2;
	this->v += 18;
	trace(this->v);
	printf("\n");
	this->v ^= -126;
	trace(this->v);
	printf("\n");
	this->v = -172;
	trace(this->v);
	printf("\n");
	this->v = -149;
	trace(this->v);
	printf("\n");
	this->v *= 70;
	trace(this->v);
	printf("\n");
	this->v -= 243;
	trace(this->v);
	printf("\n");
	this->v &= 25;
	trace(this->v);
	printf("\n");
	this->v -= -50;
	trace(this->v);
	printf("\n");
	exit(0);
}
