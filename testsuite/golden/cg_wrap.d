#pragma D option quiet

/*
 * D's integers wrap around in two's complement, as C's do with gcc:
 * overflowing +, -, *, negation, ++ and sum() give the wrapped value, and
 * a comparison sees the wrapped value (the generated C computes in
 * unsigned types, so no optimiser may assume that x + 1 > x).
 */
BEGIN
{
	l = 9223372036854775807;
	m = l + 1;
	printf("%d %d\n", m, m < l);
	n = -m;
	printf("%d %d\n", n, m * -1);
	printf("%d\n", l * 3);
	k = l;
	k++;
	printf("%d %d %d\n", k, k > l, l + 1 > l);
	i = 2147483647;
	printf("%d %d\n", i * 2, -(i + 1));
	@s = sum(l);
	@s = sum(l);
	exit(0);
}
