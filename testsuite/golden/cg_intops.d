#pragma D option quiet

BEGIN
{
	i = 2147483647;
	i = i + 1;		/* int arithmetic wraps in 32 bits */
	printf("%d\n", i);
	u = 0xffffffff;		/* unsigned int */
	u = u + 1;
	printf("%u\n", u);
	l = 4294967296;		/* long */
	printf("%d\n", l * 2);
	printf("%d %d\n", -7 / 2, -7 % 2);
	printf("%d %d\n", 7 >> 1, -8 >> 1);
	printf("%d %d %d\n", 5 & 3 | 8 ^ 1, ~0, 1 << 4);
	printf("%d %d %d\n", 10 > 3, 3 >= 4, 2 != 2);
	printf("%d %d\n", 1 ? 7 : 8, 0 ? 7 : 8);
	printf("%d\n", (0 || 2) + (1 && 0) + (1 ^^ 1));
	printf("%d\n", -1 < u);	/* -1 converts to unsigned int */
	x = 10;
	x += 5;
	x -= 3;
	x *= 2;
	x /= 4;
	x %= 4;
	x <<= 3;
	x >>= 1;
	x |= 1;
	x &= 7;
	x ^= 2;
	printf("%d\n", x);
	printf("%d %d\n", x++, ++x);
	printf("%d %d\n", x--, --x);
	exit(0);
}
