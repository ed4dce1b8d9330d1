#pragma D option quiet

/*
 * A precision on integers: the least number of digits.
 */
BEGIN
{
	printf("%.3d\n", 42);
	printf("%.3d\n", -42);
	printf("%.3d\n", 7);
	printf("%8.3d\n", 42);
	printf("%8.3d\n", -42);
	printf("%8.3d\n", 7);
	printf("%-8.3d|\n", 42);
	printf("%-8.3d|\n", -42);
	printf("%-8.3d|\n", 7);
	printf("%.5x\n", 42);
	printf("%.5x\n", -42);
	printf("%.5x\n", 7);
	printf("%.1d\n", 42);
	printf("%.1d\n", -42);
	printf("%.1d\n", 7);
	exit(0);
}
