#pragma D option quiet

/*
 * Generated (model/gen_lang.py): strlen, strjoin, toupper, tolower,
 * lltostr and string comparison (bytewise, as strcmp) on fixed
 * strings.
 */
BEGIN
{
	printf("%d %d\n", strlen(" 9c_ZaX0.0_"), strlen("cbX"));
	printf("[%s]\n", strjoin(" 9c_ZaX0.0_", "cbX"));
	printf("[%s] [%s]\n", toupper(" 9c_ZaX0.0_"), tolower("cbX"));
	printf("%s\n", lltostr(12345));
	printf("%d %d %d\n", " 9c_ZaX0.0_" < "cbX", " 9c_ZaX0.0_" == "cbX", " 9c_ZaX0.0_" > "cbX");
	exit(0);
}
