#pragma D option quiet

/* Declared globals have their declared type from the start: zero (or the
 * empty string) before any assignment, and every store converts to it. */
int n;
uint8_t b;
string s;
int64_t big;
unsigned short us;
int n;			/* the same declaration again is accepted */

BEGIN
{
	printf("[%d] [%d] [%s] [%d]\n", n, b, s, big);
	b = 250;
	b += 10;
	n = b * 1000;
	big = 0x7fffffff;
	big++;
	us = 1;
	us -= 2;
	s = "declared";
}

BEGIN
{
	printf("%d %d %d %u %s\n", b, n, big, us, s);
	s = "";
	printf("[%s] %d\n", s, s == "");
	exit(0);
}
