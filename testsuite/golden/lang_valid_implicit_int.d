#pragma D option quiet

/*
 * A declaration with a storage class and no type declares an int, C's old
 * rule, as dtrace-utils has it (libdtrace/dt_decl.c, dt_decl_type(): a
 * declaration with no kind, attributes or name is named "int"; the
 * grammar's declaration_specifiers may be d_storage_class_specifier alone).
 */
self x, z[int];
this y;

BEGIN
{
	self->x = 0x1ffffffff;
	this->y = 0x100000003;
	self->z[1] = 0x100000002;
	printf("%d %d %d %d %d\n", self->x, this->y, self->z[1], sizeof(self->x),
	    sizeof(this->y));
	exit(0);
}
