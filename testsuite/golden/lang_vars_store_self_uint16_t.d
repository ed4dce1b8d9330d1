#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a self variable declared uint16_t:
 * each op= computes in C's conversions and stores back in uint16_t.
 */
self uint16_t v;

BEGIN
{
	self->v = 19669;
	self->v >>= 3;
	trace(self->v);
	printf("\n");
	self->v ^= 293;
	trace(self->v);
	printf("\n");
	self->v <<= 4;
	trace(self->v);
	printf("\n");
	self->v = -159;
	trace(self->v);
	printf("\n");
	self->v += -223;
	trace(self->v);
	printf("\n");
	self->v += 278;
	trace(self->v);
	printf("\n");
	self->v += 9;
	trace(self->v);
	printf("\n");
	self->v |= 142;
	trace(self->v);
	printf("\n");
	exit(0);
}
