/* Every + - * and negation, of every form, is computed in unsigned types. */
BEGIN
{
	a = 9223372036854775807;
	b = a + 1 - 2 * a;
	b = -b;
	a += 1;
	a -= 2;
	a *= 3;
	a++;
	--a;
	i = 2147483647;
	i = i * i + -i;
	printf("%d %d %d\n", a, b, i);
	exit(0);
}
