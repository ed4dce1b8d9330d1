#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a this variable declared int16_t:
 * each op= computes in C's conversions and stores back in int16_t.
 */
this int16_t v;

BEGIN
{
	this->v = 21242;
	this->v >>= 6;
	trace(this->v);
	printf("\n");
	this->v >>= 8;
	trace(this->v);
	printf("\n");
	this->v <<= 1;
	trace(this->v);
	printf("\n");
	this->v <<= 8;
	trace(this->v);
	printf("\n");
	this->v = 299;
	trace(this->v);
	printf("\n");
	this->v &= -81;
	trace(this->v);
	printf("\n");
	this->v += 124;
	trace(this->v);
	printf("\n");
	this->v >>= 1;
	trace(this->v);
	printf("\n");
	exit(0);
}
