#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a thread-local associative array
 * (self->a[int]) accumulated with +=.
 */
BEGIN
{
	self->a[-27] += -8;
	self->a[29] += -3;
	self->a[-19] += -1;
	self->a[-19] += 2;
	self->a[-19] += 7;
	self->a[29] += -4;
	self->a[-27] += -7;
	self->a[29] += -8;
	self->a[29] += -3;
	self->a[-27] += -6;
}

BEGIN
{
	printf("%d\n", self->a[29]);
	printf("%d\n", self->a[-19]);
	printf("%d\n", self->a[-27]);
	printf("%d\n", self->a[20]);
	exit(0);
}
