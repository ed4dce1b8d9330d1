#pragma D option quiet

/*
 * Generated (model/gen_lang.py): strlen, strjoin, toupper, tolower,
 * lltostr and string comparison (bytewise, as strcmp) on fixed
 * strings.
 */
BEGIN
{
	printf("%d %d\n", strlen("b.Z9909/"), strlen("0"));
	printf("[%s]\n", strjoin("b.Z9909/", "0"));
	printf("[%s] [%s]\n", toupper("b.Z9909/"), tolower("0"));
	printf("%s\n", lltostr(0xfffffffdb34fe916));
	printf("%d %d %d\n", "b.Z9909/" < "0", "b.Z9909/" == "0", "b.Z9909/" > "0");
	exit(0);
}
