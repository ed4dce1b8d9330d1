#pragma D option quiet

/*
 * Generated (model/gen_lang.py): a thread-local associative array
 * (self->a[int]) accumulated with +=.
 */
BEGIN
{
	self->a[35] += -6;
	self->a[-44] += -3;
	self->a[-8] += 7;
	self->a[-8] += 2;
	self->a[-44] += -6;
	self->a[35] += 6;
	self->a[-45] += -7;
	self->a[35] += -3;
	self->a[-45] += -6;
	self->a[-45] += -4;
}

BEGIN
{
	printf("%d\n", self->a[-45]);
	printf("%d\n", self->a[-8]);
	printf("%d\n", self->a[35]);
	printf("%d\n", self->a[-44]);
	exit(0);
}
