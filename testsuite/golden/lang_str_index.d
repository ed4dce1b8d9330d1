#pragma D option quiet

/* index() and rindex(), with and without a start position (dtrace's
 * Perl rules: index clamps a negative start to 0, rindex a start past
 * the end to the end). */
BEGIN
{
	s = "abcabcabc";
	printf("%d %d %d %d\n", index(s, "bc"), rindex(s, "bc"), index(s, "x"), rindex(s, "x"));
	printf("%d %d %d\n", index(s, "bc", 2), index(s, "bc", -5), index(s, "bc", 20));
	printf("%d %d %d\n", rindex(s, "bc", 6), rindex(s, "bc", 100), rindex(s, "bc", -1));
	printf("%d %d %d\n", index(s, ""), rindex(s, ""), index("", ""));
	printf("%d %d\n", index(s, "", 20), rindex(s, "", -3));
	printf("%d\n", index(s, "abcabcabcabc"));
	exit(0);
}
