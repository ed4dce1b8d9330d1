#pragma D option quiet

/*
 * Generated (model/gen_lang.py): index, rindex, strstr, strchr
 * and strrchr on a string that holds what is looked for (index
 * and rindex also when it does not: -1).
 */
BEGIN
{
	printf("%d %d\n", index(".xabab/a", "zz"), rindex(".xabab/a", "zz"));
	printf("[%s] [%s]\n", strchr(".xabab/a", '/'), strrchr(".xabab/a", '/'));
	exit(0);
}
