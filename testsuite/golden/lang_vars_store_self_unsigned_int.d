#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a self variable declared unsigned int:
 * each op= computes in C's conversions and stores back in unsigned int.
 */
self unsigned int v;

BEGIN
{
	self->v = 7;
	self->v |= 181;
	trace(self->v);
	printf("\n");
	self->v >>= 9;
	trace(self->v);
	printf("\n");
	self->v = -251;
	trace(self->v);
	printf("\n");
	self->v ^= 18;
	trace(self->v);
	printf("\n");
	self->v ^= -100;
	trace(self->v);
	printf("\n");
	self->v ^= 98;
	trace(self->v);
	printf("\n");
	self->v &= 190;
	trace(self->v);
	printf("\n");
	self->v -= 204;
	trace(self->v);
	printf("\n");
	exit(0);
}
