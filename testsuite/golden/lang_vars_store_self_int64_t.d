#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a self variable declared int64_t:
 * each op= computes in C's conversions and stores back in int64_t.
 */
self int64_t v;

BEGIN
{
	self->v = 9223372036854775807;
	self->v *= 217;
	trace(self->v);
	printf("\n");
	self->v |= 246;
	trace(self->v);
	printf("\n");
	self->v >>= 9;
	trace(self->v);
	printf("\n");
	self->v += -108;
	trace(self->v);
	printf("\n");
	self->v *= -188;
	trace(self->v);
	printf("\n");
	self->v ^= -186;
	trace(self->v);
	printf("\n");
	self->v *= 105;
	trace(self->v);
	printf("\n");
	self->v ^= -207;
	trace(self->v);
	printf("\n");
	exit(0);
}
