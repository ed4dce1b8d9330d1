#pragma D option quiet

/*
 * Thread-local variables of array type, which dtrace declares like any
 * other (libdtrace/dt_decl.c, dt_decl_array() refuses only arrays of
 * associative arrays, of void and bad subscripts; dt_parser.c,
 * dt_node_decl() then makes a self-> variable of the type): a missing
 * one reads as zeros, an element store creates it (a store at a variable
 * index is checked against its bounds at run time, as a global array's).
 */
self int a[4];
self char c[8];

BEGIN
{
	printf("%d\n", self->a[2]);
	self->a[1] = 1;
	self->a[2]++;
	i = 3;
	self->a[i] = 7;
	self->a[0] += 2;
	printf("%d %d %d %d %d\n", self->a[0], self->a[1], self->a[2], self->a[3],
	    sizeof (self->a));
	self->c[0] = 'h';
	self->c[1] = 'i';
	printf("%s\n", stringof(self->c));
	exit(0);
}
