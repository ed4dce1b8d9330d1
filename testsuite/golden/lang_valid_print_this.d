#pragma D option quiet

/*
 * print() takes any expression, clause-local variables too (dtrace-utils
 * libdtrace/dt_cc.c, dt_compile_exp_print(): print's argument is any
 * expression with a type): this-> prints as a global of its type does;
 * a struct as where it is stored (the .sh writes 0xADDR for the address).
 */
this char c;
struct pt { int x; char y; };
this struct pt v;

BEGIN
{
	this->x = 5;
	this->s = "str";
	this->c = 'a';
	g = 5;
	print(this->x);
	print(g);
	print(this->s);
	print(this->c);
	this->v.x = 7;
	this->v.y = 'y';
	print(this->v);
	exit(0);
}
