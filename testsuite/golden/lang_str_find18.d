#pragma D option quiet

/*
 * Generated (model/gen_lang.py): index, rindex, strstr, strchr
 * and strrchr on a string that holds what is looked for (index
 * and rindex also when it does not: -1).
 */
BEGIN
{
	printf("%d %d\n", index("x.aaa.y.ybbb/", "."), rindex("x.aaa.y.ybbb/", "."));
	printf("[%s]\n", strstr("x.aaa.y.ybbb/", "."));
	printf("[%s] [%s]\n", strchr("x.aaa.y.ybbb/", 'a'), strrchr("x.aaa.y.ybbb/", 'a'));
	exit(0);
}
