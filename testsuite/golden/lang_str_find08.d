#pragma D option quiet

/*
 * Generated (model/gen_lang.py): index, rindex, strstr, strchr
 * and strrchr on a string that holds what is looked for (index
 * and rindex also when it does not: -1).
 */
BEGIN
{
	printf("%d %d\n", index(".aybaay", "aa"), rindex(".aybaay", "aa"));
	printf("[%s]\n", strstr(".aybaay", "aa"));
	printf("[%s] [%s]\n", strchr(".aybaay", 'a'), strrchr(".aybaay", 'a'));
	exit(0);
}
