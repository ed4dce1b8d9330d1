#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a this variable declared long:
 * each op= computes in C's conversions and stores back in long.
 */
this long v;

BEGIN
{
	this->v = 1767996235302633553;
	this->v |= 112;
	trace(this->v);
	printf("\n");
	this->v ^= -7;
	trace(this->v);
	printf("\n");
	this->v <<= 6;
	trace(this->v);
	printf("\n");
	this->v -= -97;
	trace(this->v);
	printf("\n");
	this->v &= -71;
	trace(this->v);
	printf("\n");
	this->v |= 95;
	trace(this->v);
	printf("\n");
	this->v *= 1;
	trace(this->v);
	printf("\n");
	this->v -= -120;
	trace(this->v);
	printf("\n");
	exit(0);
}
