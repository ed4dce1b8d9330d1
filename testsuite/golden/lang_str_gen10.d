#pragma D option quiet

/*
 * Generated (model/gen_lang.py): strlen, strjoin, toupper, tolower,
 * lltostr and string comparison (bytewise, as strcmp) on fixed
 * strings.
 */
BEGIN
{
	printf("%d %d\n", strlen("/b9YYZ"), strlen(""));
	printf("[%s]\n", strjoin("/b9YYZ", ""));
	printf("[%s] [%s]\n", toupper("/b9YYZ"), tolower(""));
	printf("%s\n", lltostr(12345));
	printf("%d %d %d\n", "/b9YYZ" < "", "/b9YYZ" == "", "/b9YYZ" > "");
	exit(0);
}
