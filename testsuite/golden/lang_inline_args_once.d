#pragma D option quiet

/*
 * A parameterized inline's argument is evaluated once, however often its
 * parameter is used (x + x of i++ is 1 + 1, and i moves by one); the
 * arguments in order; a constant argument is substituted.
 */
inline int twice[int x] = x + x;
inline int pick[int a, int b] = a > b ? a : b;
BEGIN
{
	i = 1;
	printf("%d\n", twice[i++]);
	printf("%d\n", i);
	printf("%d\n", pick[i++, i++]);
	printf("%d\n", i);
	printf("%d\n", twice[3]);
	exit(0);
}
