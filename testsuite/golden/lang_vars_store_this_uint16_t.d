#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a this variable declared uint16_t:
 * each op= computes in C's conversions and stores back in uint16_t.
 */
this uint16_t v;

BEGIN
{
	this->v = 13235;
	this->v -= -136;
	trace(this->v);
	printf("\n");
	this->v -= -70;
	trace(this->v);
	printf("\n");
	this->v += -189;
	trace(this->v);
	printf("\n");
	this->v += -152;
	trace(this->v);
	printf("\n");
	this->v ^= -207;
	trace(this->v);
	printf("\n");
	this->v *= -130;
	trace(this->v);
	printf("\n");
	this->v <<= 6;
	trace(this->v);
	printf("\n");
	this->v |= -78;
	trace(this->v);
	printf("\n");
	exit(0);
}
