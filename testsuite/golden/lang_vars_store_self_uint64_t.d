#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a self variable declared uint64_t:
 * each op= computes in C's conversions and stores back in uint64_t.
 */
self uint64_t v;

BEGIN
{
	self->v = 2412695676614653475;
	self->v += 150;
	trace(self->v);
	printf("\n");
	self->v -= -94;
	trace(self->v);
	printf("\n");
	self->v |= 247;
	trace(self->v);
	printf("\n");
	self->v *= 204;
	trace(self->v);
	printf("\n");
	self->v *= 176;
	trace(self->v);
	printf("\n");
	self->v >>= 9;
	trace(self->v);
	printf("\n");
	self->v += -207;
	trace(self->v);
	printf("\n");
	self->v >>= 7;
	trace(self->v);
	printf("\n");
	exit(0);
}
