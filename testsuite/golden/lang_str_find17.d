#pragma D option quiet

/*
 * Generated (model/gen_lang.py): index, rindex, strstr, strchr
 * and strrchr on a string that holds what is looked for (index
 * and rindex also when it does not: -1).
 */
BEGIN
{
	printf("%d %d\n", index("bayabab.a", "a"), rindex("bayabab.a", "a"));
	printf("[%s]\n", strstr("bayabab.a", "a"));
	printf("[%s] [%s]\n", strchr("bayabab.a", 'y'), strrchr("bayabab.a", 'y'));
	exit(0);
}
