#pragma D option quiet

/*
 * Generated (model/gen_lang.py): strlen, strjoin, toupper, tolower,
 * lltostr and string comparison (bytewise, as strcmp) on fixed
 * strings.
 */
BEGIN
{
	printf("%d %d\n", strlen("./c"), strlen("Zb/0ZY"));
	printf("[%s]\n", strjoin("./c", "Zb/0ZY"));
	printf("[%s] [%s]\n", toupper("./c"), tolower("Zb/0ZY"));
	printf("%s\n", lltostr(-1));
	printf("%d %d %d\n", "./c" < "Zb/0ZY", "./c" == "Zb/0ZY", "./c" > "Zb/0ZY");
	exit(0);
}
