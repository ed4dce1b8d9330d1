#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a thread-local associative array
 * (self->a[int]) accumulated with +=.
 */
BEGIN
{
	self->a[-10] += -7;
	self->a[-10] += 3;
	self->a[-3] += -8;
	self->a[-10] += -5;
	self->a[-3] += 0;
	self->a[-3] += 0;
	self->a[-20] += 7;
	self->a[-3] += -3;
	self->a[-10] += 3;
	self->a[-27] += -2;
}

BEGIN
{
	printf("%d\n", self->a[-27]);
	printf("%d\n", self->a[-3]);
	printf("%d\n", self->a[-20]);
	printf("%d\n", self->a[-10]);
	exit(0);
}
