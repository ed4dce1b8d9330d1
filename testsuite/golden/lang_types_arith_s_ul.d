#pragma D option quiet

/*
 * Generated (model/gen_lang.py): short a OP unsigned long b for C's operators, with
 * C's promotions and usual conversions; shifts by n as D's 64-bit
 * registers do them.  trace() prints each result by its type.
 */
short a;
unsigned long b;
int n;

BEGIN
{
	a = -771;
	b = 5821605149964896953;
	n = 65;
	trace(a + b);
	printf(" ");
	trace(a - b);
	printf(" ");
	trace(a * b);
	printf(" ");
	trace(a / b);
	printf(" ");
	trace(a % b);
	printf(" ");
	trace(a & b);
	printf(" ");
	trace(a | b);
	printf(" ");
	trace(a ^ b);
	printf(" ");
	trace(a < b);
	printf(" ");
	trace(a <= b);
	printf(" ");
	trace(a > b);
	printf(" ");
	trace(a >= b);
	printf(" ");
	trace(a == b);
	printf(" ");
	trace(a != b);
	printf(" ");
	trace(a << n);
	printf(" ");
	trace(a >> n);
	printf(" ");
	printf("\n");
}

BEGIN
{
	a = 10922;
	b = 0xffffffffffffffff;
	n = 1;
	trace(a + b);
	printf(" ");
	trace(a - b);
	printf(" ");
	trace(a * b);
	printf(" ");
	trace(a / b);
	printf(" ");
	trace(a % b);
	printf(" ");
	trace(a & b);
	printf(" ");
	trace(a | b);
	printf(" ");
	trace(a ^ b);
	printf(" ");
	trace(a < b);
	printf(" ");
	trace(a <= b);
	printf(" ");
	trace(a > b);
	printf(" ");
	trace(a >= b);
	printf(" ");
	trace(a == b);
	printf(" ");
	trace(a != b);
	printf(" ");
	trace(a << n);
	printf(" ");
	trace(a >> n);
	printf(" ");
	printf("\n");
}

BEGIN
{
	a = 28631;
	b = 1;
	n = 31;
	trace(a + b);
	printf(" ");
	trace(a - b);
	printf(" ");
	trace(a * b);
	printf(" ");
	trace(a / b);
	printf(" ");
	trace(a % b);
	printf(" ");
	trace(a & b);
	printf(" ");
	trace(a | b);
	printf(" ");
	trace(a ^ b);
	printf(" ");
	trace(a < b);
	printf(" ");
	trace(a <= b);
	printf(" ");
	trace(a > b);
	printf(" ");
	trace(a >= b);
	printf(" ");
	trace(a == b);
	printf(" ");
	trace(a != b);
	printf(" ");
	trace(a << n);
	printf(" ");
	trace(a >> n);
	printf(" ");
	printf("\n");
}

BEGIN
{
	exit(0);
}
