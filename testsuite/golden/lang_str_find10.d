#pragma D option quiet

/*
 * Generated (model/gen_lang.py): index, rindex, strstr, strchr
 * and strrchr on a string that holds what is looked for (index
 * and rindex also when it does not: -1).
 */
BEGIN
{
	printf("%d %d\n", index("a.abaa", "a"), rindex("a.abaa", "a"));
	printf("[%s]\n", strstr("a.abaa", "a"));
	printf("[%s] [%s]\n", strchr("a.abaa", '.'), strrchr("a.abaa", '.'));
	exit(0);
}
