#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a self variable declared unsigned long:
 * each op= computes in C's conversions and stores back in unsigned long.
 */
self unsigned long v;

BEGIN
{
	self->v = 1;
	self->v -= 289;
	trace(self->v);
	printf("\n");
	self->v ^= -71;
	trace(self->v);
	printf("\n");
	self->v >>= 5;
	trace(self->v);
	printf("\n");
	self->v *= 192;
	trace(self->v);
	printf("\n");
	self->v += 22;
	trace(self->v);
	printf("\n");
	self->v += -37;
	trace(self->v);
	printf("\n");
	self->v >>= 2;
	trace(self->v);
	printf("\n");
	self->v >>= 0;
	trace(self->v);
	printf("\n");
	exit(0);
}
