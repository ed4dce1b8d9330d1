#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a self variable declared unsigned char:
 * each op= computes in C's conversions and stores back in unsigned char.
 */
self unsigned char v;

BEGIN
{
	self->v = 227;
	self->v &= -219;
	trace(self->v);
	printf("\n");
	self->v &= 206;
	trace(self->v);
	printf("\n");
	self->v = -10;
	trace(self->v);
	printf("\n");
	self->v >>= 0;
	trace(self->v);
	printf("\n");
	self->v <<= 3;
	trace(self->v);
	printf("\n");
	self->v += -199;
	trace(self->v);
	printf("\n");
	self->v &= 251;
	trace(self->v);
	printf("\n");
	self->v |= -42;
	trace(self->v);
	printf("\n");
	exit(0);
}
