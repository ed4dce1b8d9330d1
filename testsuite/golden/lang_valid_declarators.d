#pragma D option quiet

/*
 * C's declarators as dtrace-utils' grammar has them
 * (libdtrace/dt_grammar.y, direct_declarator and pointer): a pointer to
 * a function and an array of them, and pointers to a struct or union
 * defined in place, anonymous too, several declarators to one definition.
 */
int (*fp)();
int (*afp[2])(int, char *);
union { int i; char c[4]; } *up, uv;
struct { int a; struct { long x; } *in; int (*f[3])(void); } *sp, **spp;

BEGIN
{
	printf("%d %d %d %d %d %d\n", sizeof (fp), sizeof (afp), sizeof (up), sizeof (*up),
	    sizeof (*sp), sizeof (spp));
	uv.i = 0x41424344;
	up = &uv;
	printf("%c %d\n", up->c[0], fp == 0);
	exit(0);
}
