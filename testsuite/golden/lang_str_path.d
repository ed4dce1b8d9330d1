#pragma D option quiet

/* basename dirname cleanpath */
BEGIN
{
	printf("[%s] [%s]\n", basename("/usr/lib/libc.so"), dirname("/usr/lib/libc.so"));
	printf("[%s] [%s]\n", basename("/usr/lib/"), dirname("/usr/lib/"));
	printf("[%s] [%s]\n", basename("/"), dirname("/"));
	printf("[%s] [%s]\n", basename("file"), dirname("file"));
	printf("[%s] [%s]\n", basename(""), dirname(""));
	printf("[%s] [%s]\n", basename("/usr"), dirname("/usr"));
	printf("[%s] [%s]\n", basename("a//b"), dirname("a//b"));
	printf("[%s]\n", cleanpath("/usr//lib/./x/../libc.so"));
	printf("[%s]\n", cleanpath("/a/b/../../c"));
	printf("[%s]\n", cleanpath("a/../b"));
	exit(0);
}
