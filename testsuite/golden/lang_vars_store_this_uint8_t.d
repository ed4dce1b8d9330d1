#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a this variable declared uint8_t:
 * each op= computes in C's conversions and stores back in uint8_t.
 */
this uint8_t v;

BEGIN
{
	this->v = 142;
	this->v *= -277;
	trace(this->v);
	printf("\n");
	this->v &= -296;
	trace(this->v);
	printf("\n");
	this->v -= -206;
	trace(this->v);
	printf("\n");
	this->v += 271;
	trace(this->v);
	printf("\n");
	this->v = -252;
	trace(this->v);
	printf("\n");
	this->v <<= 6;
	trace(this->v);
	printf("\n");
	this->v <<= 3;
	trace(this->v);
	printf("\n");
	this->v &= -194;
	trace(this->v);
	printf("\n");
	exit(0);
}
