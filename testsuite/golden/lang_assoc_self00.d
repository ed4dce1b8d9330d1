#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a thread-local associative array
 * (self->a[int]) accumulated with +=.
 */
BEGIN
{
	self->a[36] += 0;
	self->a[-33] += 5;
	self->a[44] += 3;
	self->a[36] += -7;
	self->a[36] += 9;
	self->a[-33] += 4;
	self->a[-18] += -7;
	self->a[-18] += -8;
	self->a[36] += 7;
	self->a[-18] += 9;
}

BEGIN
{
	printf("%d\n", self->a[-18]);
	printf("%d\n", self->a[36]);
	printf("%d\n", self->a[44]);
	printf("%d\n", self->a[-33]);
	exit(0);
}
