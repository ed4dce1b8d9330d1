#pragma D option quiet

/*
 * Generated (model/gen_lang.py): strlen, strjoin, toupper, tolower,
 * lltostr and string comparison (bytewise, as strcmp) on fixed
 * strings.
 */
BEGIN
{
	printf("%d %d\n", strlen(".9/_9bb"), strlen(".90/bc"));
	printf("[%s]\n", strjoin(".9/_9bb", ".90/bc"));
	printf("[%s] [%s]\n", toupper(".9/_9bb"), tolower(".90/bc"));
	printf("%s\n", lltostr(0xfffffffdb34fe916));
	printf("%d %d %d\n", ".9/_9bb" < ".90/bc", ".9/_9bb" == ".90/bc", ".9/_9bb" > ".90/bc");
	exit(0);
}
