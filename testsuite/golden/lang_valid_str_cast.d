#pragma D option quiet

/*
 * Casts and comparisons of strings, by dtrace-utils' rules
 * (libdtrace/dt_parser.c, dt_cook_op2()): DT_TOK_LPAR casts an array that
 * is not a string to a pointer and a scalar, a pointer or a char array to
 * a string (dt_cg.c, dt_cg_typecast(): its value is the address, read as
 * a string); DT_TOK_EQU and the relational operators take a string and
 * the constant 0 (NULL, dt_open.c's "inline long NULL = 0", is one: the
 * parser turns an integer inline into its value) by
 * dt_node_is_ptrcompat(), and dt_cg_compare_op() compares the addresses:
 * only a string dynamic variable not set is NULL.
 */
char c[8];
int arr[4];
self string set;
self string unset;

BEGIN
{
	c[0] = 'h';
	c[1] = 'i';
	arr[1] = 42;
	self->set = "x";
	p = (char *)c;
	printf("%s %s %s\n", (string)c, (string)p, (string)(char *)c);
	printf("%d %d\n", *((int *)arr + 1), ((int *)arr)[1]);
	printf("%d %d %d %d\n", self->set == NULL, self->set != 0, NULL == self->unset,
	    0 == self->unset);
	printf("%d %d\n", probename != NULL, self->unset > 0);
	exit(0);
}
