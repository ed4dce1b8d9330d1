#pragma D option quiet

/*
 * A string is an array of char: s[i] is its char at i, on a built-in and
 * on variables of every scope (dtrace-utils libdtrace/dt_parser.c,
 * dt_cook_op2(): E1[E2] of anything but a variable or aggregation is
 * *(E1 + E2), and a string is char [strsize] there, so the result is a
 * char).  dtap gives 0 past the string's end.
 */
string g;
self string t;

BEGIN
{
	g = "global";
	self->t = "thread";
	this->c = "clause";
	a["k"] = "assoc";
	i = 2;
	j = -1;
	printf("%c%c %c%c %c%c %c%c %c%c\n", probename[0], probename[4], g[0], g[i],
	    self->t[0], self->t[i], this->c[0], this->c[i + 3], a["k"][0], a["k"][4]);
	printf("%d %d %d %d\n", g[5], g[6], g[200], g[j]);
	printf("%d %d\n", sizeof (g[0]), "abc"[1] == 'b');
	exit(0);
}
