#pragma D option quiet

/*
 * Generated (model/gen_lang.py): int a OP long b for C's operators, with
 * C's promotions and usual conversions; shifts by n as D's 64-bit
 * registers do them.  trace() prints each result by its type.
 */
int a;
long b;
int n;

BEGIN
{
	a = 2083485653;
	b = 3074457345618258602;
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
	a = 1193818905;
	b = 0xc251eb3d5bf79ccb;
	n = 32;
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
	a = 160666282;
	b = 0x91e6da8d484d82d1;
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
