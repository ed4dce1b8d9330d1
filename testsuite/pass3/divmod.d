/* Every division and modulo, of every form, must reach the checked helpers. */
BEGIN
{
	a = 17;
	b = 5;
	c = a / b;
	d = a % b;
	a /= b;
	b %= 3;
	printf("%d %d %d %d %d\n", c, d, a, b, (c + 100) / (d - 2) % 7);
	exit(0);
}
