#pragma D option quiet

/*
 * Generated (model/gen_lang.py): char a OP unsigned short b for C's operators, with
 * C's promotions and usual conversions; shifts by n as D's 64-bit
 * registers do them.  trace() prints each result by its type.
 */
char a;
unsigned short b;
int n;

BEGIN
{
	a = -1;
	b = 21845;
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
	a = 42;
	b = 2;
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
	a = 25;
	b = 24820;
	n = 64;
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
