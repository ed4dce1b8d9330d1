#pragma D option quiet

/*
 * Character constants are ints: escapes, arithmetic, %c.  As dtrace's
 * lexer builds them, the bytes are copied into the integer (first byte
 * most significant, up to 8) with no sign extension: '\377' is 255.
 */
BEGIN
{
	c = 'a';
	printf("%d %d %d %d\n", 'a', '\n', '\0', '\377');
	printf("%c%c%c\n", c, c + 1, 'z' - 25 + 2);
	printf("%d %x %x\n", 'ab', 'abcd', '\x01\x02\x03');
	printf("%d %d\n", sizeof('a'), sizeof(c));
	printf("%d %d\n", '0' + 7 == '7', (char)('A' + 32) == 'a');
	exit(0);
}
