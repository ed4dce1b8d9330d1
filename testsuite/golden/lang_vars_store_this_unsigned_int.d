#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a this variable declared unsigned int:
 * each op= computes in C's conversions and stores back in unsigned int.
 */
this unsigned int v;

BEGIN
{
	this->v = 2;
	this->v -= -179;
	trace(this->v);
	printf("\n");
	this->v &= -298;
	trace(this->v);
	printf("\n");
	this->v -= 227;
	trace(this->v);
	printf("\n");
	this->v ^= -54;
	trace(this->v);
	printf("\n");
	this->v >>= 8;
	trace(this->v);
	printf("\n");
	this->v *= 78;
	trace(this->v);
	printf("\n");
	this->v *= -120;
	trace(this->v);
	printf("\n");
	this->v += -117;
	trace(this->v);
	printf("\n");
	exit(0);
}
