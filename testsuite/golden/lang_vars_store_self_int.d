#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a self variable declared int:
 * each op= computes in C's conversions and stores back in int.
 */
self int v;

BEGIN
{
	self->v = 1;
	self->v |= -27;
	trace(self->v);
	printf("\n");
	self->v &= 29;
	trace(self->v);
	printf("\n");
	self->v >>= 3;
	trace(self->v);
	printf("\n");
	self->v ^= -277;
	trace(self->v);
	printf("\n");
	self->v ^= 121;
	trace(self->v);
	printf("\n");
	self->v >>= 2;
	trace(self->v);
	printf("\n");
	self->v *= 227;
	trace(self->v);
	printf("\n");
	self->v >>= 0;
	trace(self->v);
	printf("\n");
	exit(0);
}
