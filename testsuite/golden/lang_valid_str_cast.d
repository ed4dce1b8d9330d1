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
 * only a string dynamic variable not set is NULL.  A cast's array
 * dimension is an integer constant expression (dt_decl.c,
 * dt_decl_array(): dt_node_cook() folds it, dt_node_is_posconst() checks
 * it): sizeof, arithmetic, an enum's name.  ?: of two char arrays of one
 * type is that array type (dt_cook_op3(): ctf_type_compat() first), used
 * as any char array: printed by %s and trace(), indexed, cast.
 * A translated member is of its declared type (dt_parser.c, dt_cook_op2()
 * on a translator's member): dlibs/psinfo.d's pr_psargs is char [80] and
 * pr_fname char [16], so they have those sizes and cast to char *.
 */
enum dims { FOUR = 4 };
char c[8];
char d[8];
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
	printf("%d %d %s\n", sizeof (char [sizeof (int) * 2]), sizeof (int [FOUR][2]),
	    (string)(char [FOUR * 2])c);
	d[0] = 'd';
	i = 0;
	printf("%s %s %c %s|", i ? c : d, i == 0 ? c : d, (i ? c : d)[0],
	    (string)(char *)(i ? c : d));
	trace(i ? c : d);
	printf("|%d\n", sizeof (i ? c : d));
	printf("%d %d %d %d %d\n", sizeof (curpsinfo->pr_psargs),
	    sizeof (curpsinfo->pr_fname),
	    (string)(char *)xlate<psinfo_t *>(curthread)->pr_psargs == curpsinfo->pr_psargs,
	    ((char *)curpsinfo->pr_psargs)[0] == curpsinfo->pr_psargs[0],
	    (string)(char *)curpsinfo->pr_fname == execname);
	exit(0);
}
