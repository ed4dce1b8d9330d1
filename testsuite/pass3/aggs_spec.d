/* Histograms, stddev, clear/trunc/normalize, speculations and printa of
 * several aggregations: their generated C must divide only through the
 * runtime's checked helpers (the bucket functions are runtime code). */
#pragma D option nspec=2
BEGIN
{
	x = 7;
	@q[x] = quantize(x, 2);
	@l[x] = lquantize(x, -100, 100, 7, 3);
	@ll[x] = llquantize(x, 10, 0, 6, 20);
	@s[x] = stddev(x / 2);
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("%d %S %Y\n", x % 3, "a", timestamp);
}

BEGIN
{
	commit(s);
}

BEGIN
{
	normalize(@s, 2);
	trunc(@q, 1);
	clear(@l);
	printa("%d %@d %@d\n", @q, @l);
	exit(0);
}
