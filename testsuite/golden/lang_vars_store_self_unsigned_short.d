#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a self variable declared unsigned short:
 * each op= computes in C's conversions and stores back in unsigned short.
 */
self unsigned short v;

BEGIN
{
	self->v = 65535;
	self->v = -13;
	trace(self->v);
	printf("\n");
	self->v &= 68;
	trace(self->v);
	printf("\n");
	self->v *= -291;
	trace(self->v);
	printf("\n");
	self->v <<= 2;
	trace(self->v);
	printf("\n");
	self->v += -150;
	trace(self->v);
	printf("\n");
	self->v >>= 3;
	trace(self->v);
	printf("\n");
	self->v |= -264;
	trace(self->v);
	printf("\n");
	self->v = -124;
	trace(self->v);
	printf("\n");
	exit(0);
}
