#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a thread-local associative array
 * (self->a[int]) accumulated with +=.
 */
BEGIN
{
	self->a[-39] += 1;
	self->a[33] += -3;
	self->a[-39] += -8;
	self->a[33] += 1;
	self->a[-3] += 7;
	self->a[33] += -3;
	self->a[-37] += 2;
	self->a[-3] += 0;
	self->a[-37] += 5;
	self->a[-39] += -8;
}

BEGIN
{
	printf("%d\n", self->a[-39]);
	printf("%d\n", self->a[-3]);
	printf("%d\n", self->a[33]);
	printf("%d\n", self->a[-37]);
	exit(0);
}
