#pragma D option quiet

/* strlen strjoin toupper tolower strstr strchr strrchr */
BEGIN
{
	s = "Hello, World";
	printf("%d %d %d\n", strlen(s), strlen(""), strlen(strjoin(s, s)));
	printf("[%s] [%s] [%s]\n", strjoin("foo", "bar"), strjoin("", "x"), strjoin("y", ""));
	printf("%s %s\n", toupper(s), tolower(s));
	printf("[%s] [%s] [%s]\n", strstr(s, "World"), strstr(s, "xyz"), strstr(s, ""));
	printf("[%s] [%s] [%s]\n", strchr(s, 'o'), strrchr(s, 'o'), strchr(s, 'z'));
	t = strjoin(strjoin("a", "b"), strjoin("c", "d"));
	printf("%s %d\n", t, t == "abcd");
	exit(0);
}
