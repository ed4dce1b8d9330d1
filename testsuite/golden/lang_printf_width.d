#pragma D option quiet

/*
 * Widths: right-aligned, '-' left-aligned, '0' zero-padded.
 */
BEGIN
{
	printf("%5d\n", 42);
	printf("%5d\n", -42);
	printf("%-5d|\n", 42);
	printf("%-5d|\n", -42);
	printf("%05d\n", 42);
	printf("%05d\n", -42);
	printf("%12d\n", 42);
	printf("%12d\n", -42);
	printf("%-12d|\n", 42);
	printf("%-12d|\n", -42);
	printf("%012d\n", 42);
	printf("%012d\n", -42);
	exit(0);
}
