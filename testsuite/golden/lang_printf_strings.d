#pragma D option quiet

/*
 * %s with width and precision.
 */
BEGIN
{
	printf("%s|\n", "hello");
	printf("%s|\n", "");
	printf("%10s|\n", "hello");
	printf("%10s|\n", "");
	printf("%-10s|\n", "hello");
	printf("%-10s|\n", "");
	printf("%.2s|\n", "hello");
	printf("%.2s|\n", "");
	printf("%10.2s|\n", "hello");
	printf("%10.2s|\n", "");
	exit(0);
}
