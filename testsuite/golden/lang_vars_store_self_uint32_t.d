#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a self variable declared uint32_t:
 * each op= computes in C's conversions and stores back in uint32_t.
 */
self uint32_t v;

BEGIN
{
	self->v = 2;
	self->v ^= -156;
	trace(self->v);
	printf("\n");
	self->v <<= 6;
	trace(self->v);
	printf("\n");
	self->v ^= -82;
	trace(self->v);
	printf("\n");
	self->v += 98;
	trace(self->v);
	printf("\n");
	self->v <<= 4;
	trace(self->v);
	printf("\n");
	self->v = -113;
	trace(self->v);
	printf("\n");
	self->v >>= 8;
	trace(self->v);
	printf("\n");
	self->v >>= 9;
	trace(self->v);
	printf("\n");
	exit(0);
}
