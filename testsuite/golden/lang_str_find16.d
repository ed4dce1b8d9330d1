#pragma D option quiet

/*
 * Generated (model/gen_lang.py): index, rindex, strstr, strchr
 * and strrchr on a string that holds what is looked for (index
 * and rindex also when it does not: -1).
 */
BEGIN
{
	printf("%d %d\n", index("aaabbab", "ab"), rindex("aaabbab", "ab"));
	printf("[%s]\n", strstr("aaabbab", "ab"));
	printf("[%s] [%s]\n", strchr("aaabbab", 'a'), strrchr("aaabbab", 'a'));
	exit(0);
}
