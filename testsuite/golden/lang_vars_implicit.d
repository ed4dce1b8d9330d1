#pragma D option quiet

/* An undeclared global takes the promoted type of its first value: a
 * narrow value widens to int, a long stays long, an unsigned stays
 * unsigned; ++ on an undefined global makes an int from 0. */
BEGIN
{
	a = (uint8_t)255;
	b = 1L << 40;
	c = 4294967295U;
	d = (short)-1;
	n++;
	a += 1;
	c += 1;
	printf("%d %d %u %d %d\n", a, b, c, d, n);
	printf("%d %d %d %d\n", sizeof(a), sizeof(b), sizeof(c), sizeof(d));
	exit(0);
}
