#pragma D option quiet

/*
 * Generated (model/gen_lang.py): index, rindex, strstr, strchr
 * and strrchr on a string that holds what is looked for (index
 * and rindex also when it does not: -1).
 */
BEGIN
{
	printf("%d %d\n", index("xabx/y.", "."), rindex("xabx/y.", "."));
	printf("[%s]\n", strstr("xabx/y.", "."));
	printf("[%s] [%s]\n", strchr("xabx/y.", 'a'), strrchr("xabx/y.", 'a'));
	exit(0);
}
