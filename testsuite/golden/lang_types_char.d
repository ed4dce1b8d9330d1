#pragma D option quiet

/* Character constants are ints (as in C): escapes, arithmetic, %c. */
BEGIN
{
	c = 'a';
	printf("%d %d %d %d\n", 'a', '\n', '\0', '\377');
	printf("%c%c%c\n", c, c + 1, 'z' - 25 + 2);
	printf("%d %d\n", sizeof('a'), sizeof(c));
	printf("%d %d\n", '0' + 7 == '7', (char)('A' + 32) == 'a');
	exit(0);
}
