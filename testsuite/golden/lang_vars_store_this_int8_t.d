#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a this variable declared int8_t:
 * each op= computes in C's conversions and stores back in int8_t.
 */
this int8_t v;

BEGIN
{
	this->v = 100;
	this->v = -100;
	trace(this->v);
	printf("\n");
	this->v ^= -30;
	trace(this->v);
	printf("\n");
	this->v &= -202;
	trace(this->v);
	printf("\n");
	this->v += -192;
	trace(this->v);
	printf("\n");
	this->v *= 197;
	trace(this->v);
	printf("\n");
	this->v &= 216;
	trace(this->v);
	printf("\n");
	this->v ^= 99;
	trace(this->v);
	printf("\n");
	this->v |= 218;
	trace(this->v);
	printf("\n");
	exit(0);
}
