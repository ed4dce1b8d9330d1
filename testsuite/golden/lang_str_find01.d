#pragma D option quiet

/*
 * Generated (model/gen_lang.py): index, rindex, strstr, strchr
 * and strrchr on a string that holds what is looked for (index
 * and rindex also when it does not: -1).
 */
BEGIN
{
	printf("%d %d\n", index("bab.yb", "ab."), rindex("bab.yb", "ab."));
	printf("[%s]\n", strstr("bab.yb", "ab."));
	printf("[%s] [%s]\n", strchr("bab.yb", 'y'), strrchr("bab.yb", 'y'));
	exit(0);
}
