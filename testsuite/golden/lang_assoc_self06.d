#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a thread-local associative array
 * (self->a[int]) accumulated with +=.
 */
BEGIN
{
	self->a[27] += 2;
	self->a[27] += 7;
	self->a[37] += -6;
	self->a[27] += -9;
	self->a[27] += -7;
	self->a[-9] += 5;
	self->a[26] += -3;
	self->a[-9] += -5;
	self->a[27] += 0;
	self->a[-9] += 5;
}

BEGIN
{
	printf("%d\n", self->a[27]);
	printf("%d\n", self->a[26]);
	printf("%d\n", self->a[37]);
	printf("%d\n", self->a[-9]);
	exit(0);
}
