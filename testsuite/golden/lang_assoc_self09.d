#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a thread-local associative array
 * (self->a[int]) accumulated with +=.
 */
BEGIN
{
	self->a[-17] += -3;
	self->a[27] += 8;
	self->a[27] += 3;
	self->a[-24] += -8;
	self->a[-17] += -7;
	self->a[27] += -2;
	self->a[-17] += 8;
	self->a[13] += -9;
	self->a[-24] += 4;
	self->a[13] += 8;
}

BEGIN
{
	printf("%d\n", self->a[-17]);
	printf("%d\n", self->a[27]);
	printf("%d\n", self->a[-24]);
	printf("%d\n", self->a[13]);
	exit(0);
}
