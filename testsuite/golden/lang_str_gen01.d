#pragma D option quiet

/*
 * Generated (model/gen_lang.py): strlen, strjoin, toupper, tolower,
 * lltostr and string comparison (bytewise, as strcmp) on fixed
 * strings.
 */
BEGIN
{
	printf("%d %d\n", strlen("aY"), strlen("X"));
	printf("[%s]\n", strjoin("aY", "X"));
	printf("[%s] [%s]\n", toupper("aY"), tolower("X"));
	printf("%s\n", lltostr(0xfffffffdb34fe916));
	printf("%d %d %d\n", "aY" < "X", "aY" == "X", "aY" > "X");
	exit(0);
}
