#pragma D option quiet

/*
 * A '*' width or precision takes an int argument before the value.
 */
BEGIN
{
	printf("%*d|\n", 5, 42);
	printf("%-*d|\n", 5, 42);
	printf("%*d|\n", -5, 42);
	printf("%.*d|\n", 4, 42);
	printf("%*.*d|\n", 8, 4, 42);
	printf("%*s|\n", 6, "ab");
	printf("%-*s|\n", 6, "ab");
	printf("%.*s|\n", 1, "ab");
	exit(0);
}
