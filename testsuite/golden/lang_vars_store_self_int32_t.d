#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a self variable declared int32_t:
 * each op= computes in C's conversions and stores back in int32_t.
 */
self int32_t v;

BEGIN
{
	self->v = -2147483647;
	self->v -= 249;
	trace(self->v);
	printf("\n");
	self->v &= -141;
	trace(self->v);
	printf("\n");
	self->v |= -175;
	trace(self->v);
	printf("\n");
	self->v >>= 0;
	trace(self->v);
	printf("\n");
	self->v |= -113;
	trace(self->v);
	printf("\n");
	self->v <<= 7;
	trace(self->v);
	printf("\n");
	self->v *= -191;
	trace(self->v);
	printf("\n");
	self->v -= -162;
	trace(self->v);
	printf("\n");
	exit(0);
}
