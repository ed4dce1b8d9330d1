#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a this variable declared short:
 * each op= computes in C's conversions and stores back in short.
 */
this short v;

BEGIN
{
	this->v = 7;
	this->v *= 263;
	trace(this->v);
	printf("\n");
	this->v |= 103;
	trace(this->v);
	printf("\n");
	this->v <<= 2;
	trace(this->v);
	printf("\n");
	this->v <<= 3;
	trace(this->v);
	printf("\n");
	this->v &= -33;
	trace(this->v);
	printf("\n");
	this->v ^= 189;
	trace(this->v);
	printf("\n");
	this->v = -281;
	trace(this->v);
	printf("\n");
	this->v ^= 289;
	trace(this->v);
	printf("\n");
	exit(0);
}
