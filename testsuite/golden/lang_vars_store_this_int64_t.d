#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a this variable declared int64_t:
 * each op= computes in C's conversions and stores back in int64_t.
 */
this int64_t v;

BEGIN
{
	this->v = -1;
	this->v = -195;
	trace(this->v);
	printf("\n");
	this->v ^= 51;
	trace(this->v);
	printf("\n");
	this->v -= 162;
	trace(this->v);
	printf("\n");
	this->v -= 133;
	trace(this->v);
	printf("\n");
	this->v -= -107;
	trace(this->v);
	printf("\n");
	this->v ^= 30;
	trace(this->v);
	printf("\n");
	this->v += 170;
	trace(this->v);
	printf("\n");
	this->v = 21;
	trace(this->v);
	printf("\n");
	exit(0);
}
