#pragma D option quiet

/*
 * Generated (model/gen_lang.py): index, rindex, strstr, strchr
 * and strrchr on a string that holds what is looked for (index
 * and rindex also when it does not: -1).
 */
BEGIN
{
	printf("%d %d\n", index("x.ba/.axbx/.", "q"), rindex("x.ba/.axbx/.", "q"));
	printf("[%s] [%s]\n", strchr("x.ba/.axbx/.", '/'), strrchr("x.ba/.axbx/.", '/'));
	exit(0);
}
