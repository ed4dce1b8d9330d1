#pragma D option quiet

/*
 * %c of an integer: its low byte as a character.
 */
BEGIN
{
	printf("%c\n", 65);
	printf("%c\n", 97);
	printf("%c\n", 48);
	printf("[%3c]\n", 65);
	printf("[%-3c]\n", 65);
	exit(0);
}
