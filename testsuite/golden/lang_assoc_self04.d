#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a thread-local associative array
 * (self->a[int]) accumulated with +=.
 */
BEGIN
{
	self->a[30] += 2;
	self->a[46] += 4;
	self->a[-26] += -2;
	self->a[46] += 4;
	self->a[-26] += 2;
	self->a[30] += 3;
	self->a[30] += 5;
	self->a[30] += -8;
	self->a[-26] += 9;
	self->a[-39] += -4;
}

BEGIN
{
	printf("%d\n", self->a[-26]);
	printf("%d\n", self->a[46]);
	printf("%d\n", self->a[-39]);
	printf("%d\n", self->a[30]);
	exit(0);
}
