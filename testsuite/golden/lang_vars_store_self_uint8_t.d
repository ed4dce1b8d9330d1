#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a self variable declared uint8_t:
 * each op= computes in C's conversions and stores back in uint8_t.
 */
self uint8_t v;

BEGIN
{
	self->v = 97;
	self->v = -289;
	trace(self->v);
	printf("\n");
	self->v |= 56;
	trace(self->v);
	printf("\n");
	self->v &= 292;
	trace(self->v);
	printf("\n");
	self->v ^= -237;
	trace(self->v);
	printf("\n");
	self->v += 239;
	trace(self->v);
	printf("\n");
	self->v = -50;
	trace(self->v);
	printf("\n");
	self->v |= -7;
	trace(self->v);
	printf("\n");
	self->v <<= 2;
	trace(self->v);
	printf("\n");
	exit(0);
}
