#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a this variable declared char:
 * each op= computes in C's conversions and stores back in char.
 */
this char v;

BEGIN
{
	this->v = -1;
	this->v |= -170;
	trace(this->v);
	printf("\n");
	this->v *= 191;
	trace(this->v);
	printf("\n");
	this->v *= 30;
	trace(this->v);
	printf("\n");
	this->v *= -246;
	trace(this->v);
	printf("\n");
	this->v >>= 5;
	trace(this->v);
	printf("\n");
	this->v = 256;
	trace(this->v);
	printf("\n");
	this->v *= -241;
	trace(this->v);
	printf("\n");
	this->v &= -8;
	trace(this->v);
	printf("\n");
	exit(0);
}
