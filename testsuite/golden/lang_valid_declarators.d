#pragma D option quiet

/*
 * C's declarators as dtrace-utils' grammar has them
 * (libdtrace/dt_grammar.y, direct_declarator and pointer): a pointer to
 * a function and an array of them, and pointers to a struct or union
 * defined in place, anonymous too, several declarators to one definition.
 * Dimensions after an associative array's keys are its value's
 * (dt_decl.c, dt_decl_array() moves them under the keys; dt_parser.c,
 * dt_node_decl(): the value type is what lies below): "char a[int][4]"
 * maps an int to a char [4], as self and global variables.
 */
int (*fp)();
int (*afp[2])(int, char *);
union { int i; char c[4]; } *up, uv;
struct { int a; struct { long x; } *in; int (*f[3])(void); } *sp, **spp;
char ca[int][4];
self char sa[string][2][3];

BEGIN
{
	printf("%d %d %d %d %d %d\n", sizeof (fp), sizeof (afp), sizeof (up), sizeof (*up),
	    sizeof (*sp), sizeof (spp));
	uv.i = 0x41424344;
	up = &uv;
	printf("%c %d\n", up->c[0], fp == 0);
	ca[1][0] = 'h';
	ca[1][1] = 'i';
	i = 3;
	ca[2][i] = 'x';
	self->sa["k"][1][2] = 7;
	printf("%s %d %d %d %d %d\n", ca[1], sizeof (ca[1]), ca[2][3], ca[3][0],
	    self->sa["k"][1][2], sizeof (self->sa["k"]));
	trace(ca[1]);
	exit(0);
}
