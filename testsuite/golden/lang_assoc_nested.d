#pragma D option quiet

/* Elements as keys of other arrays, side effects in keys evaluated once,
 * eight-part keys, values read and written in one statement. */
BEGIN
{
	b[1] = 5;
	a[b[1]] = 50;
	printf("%d %d\n", a[5], a[b[1]]);
	a[b[1]++] += 1;
	printf("%d %d %d\n", b[1], a[5], a[6]);
	a[7] = a[5] + a[5];
	printf("%d\n", a[7]);
	w[1, 2, 3, 4, 5, 6, 7, "eight"] = 8;
	printf("%d %d\n", w[1, 2, 3, 4, 5, 6, 7, "eight"], w[1, 2, 3, 4, 5, 6, 7, "nine"]);
	s[a[5]] = "fifty-one";
	self->k[s[51]] = strlen(s[51]);
	printf("%s %d\n", s[51], self->k["fifty-one"]);
	i = 0;
	c[i++, i++] = 1;
	printf("%d %d %d\n", i, c[0, 1], c[1, 0]);
	exit(0);
}
