#pragma D option quiet

/*
 * Generated (model/gen_lang.py): index, rindex, strstr, strchr
 * and strrchr on a string that holds what is looked for (index
 * and rindex also when it does not: -1).
 */
BEGIN
{
	printf("%d %d\n", index("b/y..yba.x", "ba."), rindex("b/y..yba.x", "ba."));
	printf("[%s]\n", strstr("b/y..yba.x", "ba."));
	printf("[%s] [%s]\n", strchr("b/y..yba.x", 'y'), strrchr("b/y..yba.x", 'y'));
	exit(0);
}
