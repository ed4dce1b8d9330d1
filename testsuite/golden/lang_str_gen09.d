#pragma D option quiet

/*
 * Generated (model/gen_lang.py): strlen, strjoin, toupper, tolower,
 * lltostr and string comparison (bytewise, as strcmp) on fixed
 * strings.
 */
BEGIN
{
	printf("%d %d\n", strlen("__.Y9c"), strlen("/"));
	printf("[%s]\n", strjoin("__.Y9c", "/"));
	printf("[%s] [%s]\n", toupper("__.Y9c"), tolower("/"));
	printf("%s\n", lltostr(12345));
	printf("%d %d %d\n", "__.Y9c" < "/", "__.Y9c" == "/", "__.Y9c" > "/");
	exit(0);
}
