#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a this variable declared uint64_t:
 * each op= computes in C's conversions and stores back in uint64_t.
 */
this uint64_t v;

BEGIN
{
	this->v = 5155023597370019923;
	this->v += 182;
	trace(this->v);
	printf("\n");
	this->v *= 233;
	trace(this->v);
	printf("\n");
	this->v <<= 5;
	trace(this->v);
	printf("\n");
	this->v <<= 5;
	trace(this->v);
	printf("\n");
	this->v &= 257;
	trace(this->v);
	printf("\n");
	this->v <<= 2;
	trace(this->v);
	printf("\n");
	this->v |= -46;
	trace(this->v);
	printf("\n");
	this->v >>= 4;
	trace(this->v);
	printf("\n");
	exit(0);
}
