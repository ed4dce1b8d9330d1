#pragma D option quiet

/*
 * Several conversions and text in one format.
 */
BEGIN
{
	printf("a=%d b=%s c=%x\n", 1, "two", 255);
	printf("[%5s][%-5s]\n", "x", "y");
	printf("%d%d%d\n", 1, 2, 3);
	exit(0);
}
