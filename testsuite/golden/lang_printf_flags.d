#pragma D option quiet

/*
 * The '+' and ' ' flags and '#' with x.
 */
BEGIN
{
	printf("%+d\n", 42);
	printf("%+d\n", -42);
	printf("%+d\n", 0);
	printf("% d\n", 42);
	printf("% d\n", -42);
	printf("% d\n", 0);
	printf("%#x\n", 42);
	printf("%#x\n", -42);
	printf("%#x\n", 0);
	printf("%#X\n", 42);
	printf("%#X\n", -42);
	printf("%#X\n", 0);
	printf("%+5d\n", 42);
	printf("%+5d\n", -42);
	printf("%+5d\n", 0);
	printf("%- 6d|\n", 42);
	printf("%- 6d|\n", -42);
	printf("%- 6d|\n", 0);
	exit(0);
}
