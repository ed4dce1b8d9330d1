#pragma D option quiet

/* Every constant expression folds in pass 2 to what the same operation
 * computes at run time (right column: the operands in variables). */
BEGIN
{
	a = -7; b = 2; m = -9223372036854775807 - 1; u = 4294967295U; neg = -1;
	printf("%d %d\n", -7 / 2, a / b);
	printf("%d %d\n", -7 % 2, a % b);
	printf("%d %d\n", 7 % -2, -a % -b);
	printf("%d %d\n", (-9223372036854775807 - 1) / -1, m / neg);
	printf("%u %u\n", 4294967295U + 1, u + 1);
	printf("%d %d\n", -1 < 4294967295U, neg < u);
	printf("%d %d\n", ~0U >> 31, ~(u - u) >> 31);
	printf("%d %d\n", (1 ^^ 1) + (0 || 3) * 2, (b ^^ b) + (0 || a) * 2);
	printf("%d %d\n", 100 * 100 * 100 * 100 * 100, b * 50 * 100 * 100 * 100 * 100);
	exit(0);
}
