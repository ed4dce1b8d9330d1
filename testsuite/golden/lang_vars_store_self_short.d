#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a self variable declared short:
 * each op= computes in C's conversions and stores back in short.
 */
self short v;

BEGIN
{
	self->v = -32768;
	self->v -= -24;
	trace(self->v);
	printf("\n");
	self->v += -267;
	trace(self->v);
	printf("\n");
	self->v = 192;
	trace(self->v);
	printf("\n");
	self->v ^= 224;
	trace(self->v);
	printf("\n");
	self->v &= -156;
	trace(self->v);
	printf("\n");
	self->v >>= 7;
	trace(self->v);
	printf("\n");
	self->v >>= 4;
	trace(self->v);
	printf("\n");
	self->v >>= 9;
	trace(self->v);
	printf("\n");
	exit(0);
}
