#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a this variable declared unsigned short:
 * each op= computes in C's conversions and stores back in unsigned short.
 */
this unsigned short v;

BEGIN
{
	this->v = 65535;
	this->v *= 143;
	trace(this->v);
	printf("\n");
	this->v ^= 53;
	trace(this->v);
	printf("\n");
	this->v &= -241;
	trace(this->v);
	printf("\n");
	this->v ^= -294;
	trace(this->v);
	printf("\n");
	this->v <<= 0;
	trace(this->v);
	printf("\n");
	this->v += -54;
	trace(this->v);
	printf("\n");
	this->v -= -82;
	trace(this->v);
	printf("\n");
	this->v |= -70;
	trace(this->v);
	printf("\n");
	exit(0);
}
