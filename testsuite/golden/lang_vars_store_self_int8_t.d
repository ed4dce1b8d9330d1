#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a self variable declared int8_t:
 * each op= computes in C's conversions and stores back in int8_t.
 */
self int8_t v;

BEGIN
{
	self->v = 48;
	self->v |= -172;
	trace(self->v);
	printf("\n");
	self->v += -51;
	trace(self->v);
	printf("\n");
	self->v *= -157;
	trace(self->v);
	printf("\n");
	self->v ^= -185;
	trace(self->v);
	printf("\n");
	self->v *= -207;
	trace(self->v);
	printf("\n");
	self->v >>= 2;
	trace(self->v);
	printf("\n");
	self->v &= 72;
	trace(self->v);
	printf("\n");
	self->v = 266;
	trace(self->v);
	printf("\n");
	exit(0);
}
