#pragma D option quiet

/*
 * Generated (model/gen_lang.py): strlen, strjoin, toupper, tolower,
 * lltostr and string comparison (bytewise, as strcmp) on fixed
 * strings.
 */
BEGIN
{
	printf("%d %d\n", strlen("X.Z0Yc..99"), strlen(" "));
	printf("[%s]\n", strjoin("X.Z0Yc..99", " "));
	printf("[%s] [%s]\n", toupper("X.Z0Yc..99"), tolower(" "));
	printf("%s\n", lltostr(0));
	printf("%d %d %d\n", "X.Z0Yc..99" < " ", "X.Z0Yc..99" == " ", "X.Z0Yc..99" > " ");
	exit(0);
}
