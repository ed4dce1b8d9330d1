#pragma D option quiet

/*
 * Generated (model/gen_lang.py): index, rindex, strstr, strchr
 * and strrchr on a string that holds what is looked for (index
 * and rindex also when it does not: -1).
 */
BEGIN
{
	printf("%d %d\n", index("x..y.", "."), rindex("x..y.", "."));
	printf("[%s]\n", strstr("x..y.", "."));
	printf("[%s] [%s]\n", strchr("x..y.", '.'), strrchr("x..y.", '.'));
	exit(0);
}
