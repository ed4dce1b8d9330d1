#pragma D option quiet

/*
 * Generated (model/gen_lang.py): strlen, strjoin, toupper, tolower,
 * lltostr and string comparison (bytewise, as strcmp) on fixed
 * strings.
 */
BEGIN
{
	printf("%d %d\n", strlen("c.c bb/ca9"), strlen("."));
	printf("[%s]\n", strjoin("c.c bb/ca9", "."));
	printf("[%s] [%s]\n", toupper("c.c bb/ca9"), tolower("."));
	printf("%s\n", lltostr(9223372036854775807));
	printf("%d %d %d\n", "c.c bb/ca9" < ".", "c.c bb/ca9" == ".", "c.c bb/ca9" > ".");
	exit(0);
}
