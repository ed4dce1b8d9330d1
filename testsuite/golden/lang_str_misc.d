#pragma D option quiet

/* rand() gives different ints; progenyof(1): every task descends from
 * init; no task descends from a pid that cannot exist. */
BEGIN
{
	a = rand();
	b = rand();
	c = rand();
	printf("%d %d %d\n", a != b || b != c, sizeof(rand()), progenyof(1));
	printf("%d\n", progenyof(99999999));
	exit(0);
}
