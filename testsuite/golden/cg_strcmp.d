#pragma D option quiet

BEGIN
{
	s = "abc";
	t = "abd";
	printf("%d %d %d %d\n", s < t, s == "abc", t > s, s != s);
	printf("%d %d\n", "" < "a", "ab" <= "abc");
	printf("%s\n", s == t ? "same" : "different");
	exit(0);
}
