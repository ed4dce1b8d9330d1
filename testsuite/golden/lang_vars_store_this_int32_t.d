#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a this variable declared int32_t:
 * each op= computes in C's conversions and stores back in int32_t.
 */
this int32_t v;

BEGIN
{
	this->v = 2147483647;
	this->v &= -120;
	trace(this->v);
	printf("\n");
	this->v ^= 277;
	trace(this->v);
	printf("\n");
	this->v <<= 0;
	trace(this->v);
	printf("\n");
	this->v &= 68;
	trace(this->v);
	printf("\n");
	this->v += 45;
	trace(this->v);
	printf("\n");
	this->v *= 93;
	trace(this->v);
	printf("\n");
	this->v &= -39;
	trace(this->v);
	printf("\n");
	this->v -= 112;
	trace(this->v);
	printf("\n");
	exit(0);
}
