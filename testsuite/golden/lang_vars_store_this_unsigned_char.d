#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a this variable declared unsigned char:
 * each op= computes in C's conversions and stores back in unsigned char.
 */
this unsigned char v;

BEGIN
{
	this->v = 255;
	this->v ^= 224;
	trace(this->v);
	printf("\n");
	this->v *= -246;
	trace(this->v);
	printf("\n");
	this->v ^= 201;
	trace(this->v);
	printf("\n");
	this->v += -178;
	trace(this->v);
	printf("\n");
	this->v *= 235;
	trace(this->v);
	printf("\n");
	this->v |= 27;
	trace(this->v);
	printf("\n");
	this->v = 135;
	trace(this->v);
	printf("\n");
	this->v += 162;
	trace(this->v);
	printf("\n");
	exit(0);
}
