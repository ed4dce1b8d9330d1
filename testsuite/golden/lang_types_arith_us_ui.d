#pragma D option quiet

/*
 * Generated (model/gen_lang.py): unsigned short a OP unsigned int b for C's operators, with
 * C's promotions and usual conversions; shifts by n as D's 64-bit
 * registers do them.  trace() prints each result by its type.
 */
unsigned short a;
unsigned int b;
int n;

BEGIN
{
	a = 2;
	b = 464064088;
	n = 0;
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
	a = 12768;
	b = 7;
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
	a = 7;
	b = 1985385494;
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
	exit(0);
}
