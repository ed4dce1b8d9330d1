#pragma D option quiet
#pragma D option strsize=4

/*
 * strsize=4: strings hold at most 4 bytes.
 */
BEGIN
{
	s = "abcdefgh";
	printf("%s|%s\n", s, "xyz");
	exit(0);
}
