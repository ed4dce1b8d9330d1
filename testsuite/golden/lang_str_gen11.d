#pragma D option quiet

/*
 * Generated (model/gen_lang.py): strlen, strjoin, toupper, tolower,
 * lltostr and string comparison (bytewise, as strcmp) on fixed
 * strings.
 */
BEGIN
{
	printf("%d %d\n", strlen(""), strlen("0  0_X"));
	printf("[%s]\n", strjoin("", "0  0_X"));
	printf("[%s] [%s]\n", toupper(""), tolower("0  0_X"));
	printf("%s\n", lltostr(9223372036854775807));
	printf("%d %d %d\n", "" < "0  0_X", "" == "0  0_X", "" > "0  0_X");
	exit(0);
}
