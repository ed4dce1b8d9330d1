#pragma D option quiet

/*
 * Generated (model/gen_lang.py): unsigned char a OP unsigned char b for C's operators, with
 * C's promotions and usual conversions; shifts by n as D's 64-bit
 * registers do them.  trace() prints each result by its type.
 */
unsigned char a;
unsigned char b;
int n;

BEGIN
{
	a = 56;
	b = 61;
	n = 63;
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
	a = 221;
	b = 107;
	n = 70;
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
	a = 85;
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
	exit(0);
}
