#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a thread-local associative array
 * (self->a[int]) accumulated with +=.
 */
BEGIN
{
	self->a[-39] += -6;
	self->a[44] += -5;
	self->a[41] += 1;
	self->a[-31] += -4;
	self->a[44] += -6;
	self->a[44] += -7;
	self->a[44] += 5;
	self->a[-31] += 8;
	self->a[-31] += 4;
	self->a[-39] += 8;
}

BEGIN
{
	printf("%d\n", self->a[-39]);
	printf("%d\n", self->a[-31]);
	printf("%d\n", self->a[44]);
	printf("%d\n", self->a[41]);
	exit(0);
}
