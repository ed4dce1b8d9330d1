#pragma D option quiet

/*
 * Generated (model/gen_lang.py): index, rindex, strstr, strchr
 * and strrchr on a string that holds what is looked for (index
 * and rindex also when it does not: -1).
 */
BEGIN
{
	printf("%d %d\n", index("/..yxbbb", "q"), rindex("/..yxbbb", "q"));
	printf("[%s] [%s]\n", strchr("/..yxbbb", 'y'), strrchr("/..yxbbb", 'y'));
	exit(0);
}
