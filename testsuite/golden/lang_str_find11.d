#pragma D option quiet

/*
 * Generated (model/gen_lang.py): index, rindex, strstr, strchr
 * and strrchr on a string that holds what is looked for (index
 * and rindex also when it does not: -1).
 */
BEGIN
{
	printf("%d %d\n", index("aaba.a/aa", "q"), rindex("aaba.a/aa", "q"));
	printf("[%s] [%s]\n", strchr("aaba.a/aa", '/'), strrchr("aaba.a/aa", '/'));
	exit(0);
}
