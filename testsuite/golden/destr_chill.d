#pragma D option quiet

/*
 * chill(ns) (-w) spins for ns nanoseconds; more than 500 ms of chill per
 * CPU in a second faults with "illegal operation", as dtrace bounds it.
 */
BEGIN
{
	t = timestamp;
	chill(200000000);
	d = timestamp - t;
	printf("chilled at least 200 ms: %d, less than 450 ms: %d\n",
	    d >= 200000000, d < 450000000);
}

BEGIN
{
	chill(400000000);	/* 200 + 400 > 500 ms: refused */
	printf("not reached\n");
}

BEGIN
{
	chill(-1);
}

BEGIN
{
	exit(0);
}
