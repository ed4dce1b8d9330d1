#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a self variable declared char:
 * each op= computes in C's conversions and stores back in char.
 */
self char v;

BEGIN
{
	self->v = 42;
	self->v = -229;
	trace(self->v);
	printf("\n");
	self->v >>= 9;
	trace(self->v);
	printf("\n");
	self->v += 34;
	trace(self->v);
	printf("\n");
	self->v -= -117;
	trace(self->v);
	printf("\n");
	self->v = 110;
	trace(self->v);
	printf("\n");
	self->v <<= 9;
	trace(self->v);
	printf("\n");
	self->v <<= 9;
	trace(self->v);
	printf("\n");
	self->v = 109;
	trace(self->v);
	printf("\n");
	exit(0);
}
