/*
 * Strings as char arrays, as dtrace-utils has them (dt_parser.c,
 * dt_cook_op2(): s[i] is *(s + i), a writable char when s is a variable;
 * dt_cook_op1(), DT_TOK_DEREF: an element of a string array is a string
 * lvalue, assigned by value; DT_TOK_LPAR: (char [N]) casts), and printa()
 * keys of mixed integer sizes (dt_consume.c, dt_print_datum(): " %3d" of a
 * uint8_t, " %5d" of a uint16_t, " %16lld"; dt_aggregate.c,
 * dt_aggregate_keycmp(): keys compared as unsigned of their size).
 */
string s[2];
self string t[3];
this string u[2];
string g;
int n;
struct sn { int a; string n; } sv;
char c4[4];

BEGIN
{
	s[0] = "a"; s[1] = "bc"; this->i = 1;
	self->t[2] = "tls"; self->t[this->i] = s[1];
	this->u[1] = "loc";
	sv.n = "mem"; sv.a = 3;
	printf("%s %s %s %s [%s] %s %s %d\n", s[0], s[this->i], self->t[2], self->t[1],
	    self->t[0], this->u[1], sv.n, sv.a);
	s[1][0] = 'B'; self->t[2][2] = 'S'; this->i = 0;
	s[this->i][1] = 'A';
	printf("%s %s %s\n", s[1], self->t[2], s[0]);
	g = "abc"; g[1] = 'X'; g[2]++; g[0] += 1;
	self->s = "hello"; self->s[0] = 'J';
	this->s = "xy"; this->s[1] = 'Z';
	a["k"] = "qrs"; a["k"][2] = 0;
	printf("%s %s %s %s\n", g, self->s, this->s, a["k"]);
	/* dt_cook_op2(), DT_TOK_ADD: a string steps as a pointer; *s is s[0] */
	this->x = "abcdef";
	*g = 'Y';
	printf("%s|%s|%s|%s|%c|%s\n", this->x + 2, 1 + this->x, this->x + 10, this->x - 1,
	    *this->x, g);
	this->p = &this->x[3];	/* &*(s + i): a char * into this->x */
	*this->p = '-';
	printf("%s %s\n", this->p, this->x);
	trace((char [256])"cast");
	trace(sizeof (void (*)(void)));
	c4[0] = 'o'; c4[1] = 'k';
	trace((string)(char [4])c4);
	printf("\n%s %s\n", this->i ? "-" : c4, this->i ? c4 : "+");	/* dt_cook_op3 */
	@m[(char)1, (short)2, 3LL, (char)-1] = count();
	@m[(char)-1, (short)300, 5LL, (char)3] = count();
	@m[(char)1, (short)-2, 3LL, (char)2] = count();
	@m[(char)2, (short)2, -3LL, (char)0] = count();
	@m[(char)1, (short)2, 4LL, (char)9] = count();
}

BEGIN
{
	b["other"] = "z";
	b["nokey"][1] = 0x79;	/* not set: *(NULL + 1) */
}

ERROR
{
	printf("error %d %x\n", arg4, arg5);
}

/* C's comma operator, where dtrace's grammar has an expression (a
 * statement, a predicate, parentheses, ?:'s middle): dt_cook_op2(),
 * DT_TOK_COMMA, the value is the right operand's */
BEGIN
/n = 1, n/
{
	n++, n++;
	this->v = (n += 10, "comma");
	printf("%d %s %d %d\n", n, this->v, (1, n + 1), n ? 7, 8 : 9);
	exit(0);
}

END
{
	printa(@m);
}
