#pragma D option quiet

/*
 * Generated (model/gen_lang.py): strlen, strjoin, toupper, tolower,
 * lltostr and string comparison (bytewise, as strcmp) on fixed
 * strings.
 */
BEGIN
{
	printf("%d %d\n", strlen("b c Z"), strlen("aaX"));
	printf("[%s]\n", strjoin("b c Z", "aaX"));
	printf("[%s] [%s]\n", toupper("b c Z"), tolower("aaX"));
	printf("%s\n", lltostr(-1));
	printf("%d %d %d\n", "b c Z" < "aaX", "b c Z" == "aaX", "b c Z" > "aaX");
	exit(0);
}
