#pragma D option quiet

/*
 * Generated (model/gen_lang.py): index, rindex, strstr, strchr
 * and strrchr on a string that holds what is looked for (index
 * and rindex also when it does not: -1).
 */
BEGIN
{
	printf("%d %d\n", index(".a.ya", "zz"), rindex(".a.ya", "zz"));
	printf("[%s] [%s]\n", strchr(".a.ya", '.'), strrchr(".a.ya", '.'));
	exit(0);
}
