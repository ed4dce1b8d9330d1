#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a thread-local associative array
 * (self->a[int]) accumulated with +=.
 */
BEGIN
{
	self->a[2] += -7;
	self->a[-43] += 1;
	self->a[-43] += -2;
	self->a[-43] += 7;
	self->a[2] += -3;
	self->a[11] += 7;
	self->a[11] += -7;
	self->a[2] += 2;
	self->a[2] += -6;
	self->a[11] += 8;
}

BEGIN
{
	printf("%d\n", self->a[-42]);
	printf("%d\n", self->a[2]);
	printf("%d\n", self->a[-43]);
	printf("%d\n", self->a[11]);
	exit(0);
}
