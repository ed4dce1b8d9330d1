#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a self variable declared long:
 * each op= computes in C's conversions and stores back in long.
 */
self long v;

BEGIN
{
	self->v = -1;
	self->v >>= 2;
	trace(self->v);
	printf("\n");
	self->v ^= -229;
	trace(self->v);
	printf("\n");
	self->v |= 234;
	trace(self->v);
	printf("\n");
	self->v >>= 6;
	trace(self->v);
	printf("\n");
	self->v |= -113;
	trace(self->v);
	printf("\n");
	self->v -= 237;
	trace(self->v);
	printf("\n");
	self->v *= 81;
	trace(self->v);
	printf("\n");
	self->v >>= 0;
	trace(self->v);
	printf("\n");
	exit(0);
}
