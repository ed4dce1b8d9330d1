#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a self variable declared int16_t:
 * each op= computes in C's conversions and stores back in int16_t.
 */
self int16_t v;

BEGIN
{
	self->v = 1;
	self->v -= -289;
	trace(self->v);
	printf("\n");
	self->v = -259;
	trace(self->v);
	printf("\n");
	self->v *= 54;
	trace(self->v);
	printf("\n");
	self->v ^= 30;
	trace(self->v);
	printf("\n");
	self->v >>= 2;
	trace(self->v);
	printf("\n");
	self->v >>= 8;
	trace(self->v);
	printf("\n");
	self->v *= 120;
	trace(self->v);
	printf("\n");
	self->v ^= -62;
	trace(self->v);
	printf("\n");
	exit(0);
}
