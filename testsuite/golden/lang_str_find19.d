#pragma D option quiet

/*
 * Generated (model/gen_lang.py): index, rindex, strstr, strchr
 * and strrchr on a string that holds what is looked for (index
 * and rindex also when it does not: -1).
 */
BEGIN
{
	printf("%d %d\n", index("ay/bybxb", "bx"), rindex("ay/bybxb", "bx"));
	printf("[%s]\n", strstr("ay/bybxb", "bx"));
	printf("[%s] [%s]\n", strchr("ay/bybxb", '/'), strrchr("ay/bybxb", '/'));
	exit(0);
}
