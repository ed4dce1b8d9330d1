#pragma D option quiet

/*
 * Generated (model/gen_lang.py): index, rindex, strstr, strchr
 * and strrchr on a string that holds what is looked for (index
 * and rindex also when it does not: -1).
 */
BEGIN
{
	printf("%d %d\n", index("b/yx.aaybx.y", "ayb"), rindex("b/yx.aaybx.y", "ayb"));
	printf("[%s]\n", strstr("b/yx.aaybx.y", "ayb"));
	printf("[%s] [%s]\n", strchr("b/yx.aaybx.y", 'a'), strrchr("b/yx.aaybx.y", 'a'));
	exit(0);
}
