#pragma D option quiet

/*
 * Generated (model/gen_lang.py): strlen, strjoin, toupper, tolower,
 * lltostr and string comparison (bytewise, as strcmp) on fixed
 * strings.
 */
BEGIN
{
	printf("%d %d\n", strlen("/"), strlen("cX "));
	printf("[%s]\n", strjoin("/", "cX "));
	printf("[%s] [%s]\n", toupper("/"), tolower("cX "));
	printf("%s\n", lltostr(0));
	printf("%d %d %d\n", "/" < "cX ", "/" == "cX ", "/" > "cX ");
	exit(0);
}
