#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a this variable declared uint32_t:
 * each op= computes in C's conversions and stores back in uint32_t.
 */
this uint32_t v;

BEGIN
{
	this->v = 1;
	this->v += -83;
	trace(this->v);
	printf("\n");
	this->v ^= -131;
	trace(this->v);
	printf("\n");
	this->v >>= 8;
	trace(this->v);
	printf("\n");
	this->v &= 260;
	trace(this->v);
	printf("\n");
	this->v |= 261;
	trace(this->v);
	printf("\n");
	this->v &= 250;
	trace(this->v);
	printf("\n");
	this->v *= 56;
	trace(this->v);
	printf("\n");
	this->v = -194;
	trace(this->v);
	printf("\n");
	exit(0);
}
