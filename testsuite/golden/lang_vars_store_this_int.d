#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a this variable declared int:
 * each op= computes in C's conversions and stores back in int.
 */
this int v;

BEGIN
{
	this->v = -2147483648;
	this->v <<= 0;
	trace(this->v);
	printf("\n");
	this->v ^= -272;
	trace(this->v);
	printf("\n");
	this->v <<= 2;
	trace(this->v);
	printf("\n");
	this->v >>= 2;
	trace(this->v);
	printf("\n");
	this->v <<= 6;
	trace(this->v);
	printf("\n");
	this->v >>= 7;
	trace(this->v);
	printf("\n");
	this->v *= -11;
	trace(this->v);
	printf("\n");
	this->v <<= 1;
	trace(this->v);
	printf("\n");
	exit(0);
}
