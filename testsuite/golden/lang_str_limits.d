#pragma D option quiet
#pragma D option strsize=10

/* Every string result is cut at strsize. */
BEGIN
{
	a = "0123456789ABC";
	printf("[%s] %d\n", a, strlen(a));
	printf("[%s]\n", strjoin("abcdef", "ghijkl"));
	printf("[%s]\n", substr("abcdefghijklmno", 5));
	printf("[%s]\n", toupper("abcdefghijklmno"));
	printf("[%s]\n", lltostr(-123456789012));
	x = strjoin(a, "more");
	printf("[%s] %d\n", x, x == "0123456789");
	exit(0);
}
