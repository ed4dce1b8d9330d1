#pragma D option quiet

/*
 * Generated (model/gen_lang.py): index, rindex, strstr, strchr
 * and strrchr on a string that holds what is looked for (index
 * and rindex also when it does not: -1).
 */
BEGIN
{
	printf("%d %d\n", index("by.bbyyba.y.", "yyb"), rindex("by.bbyyba.y.", "yyb"));
	printf("[%s]\n", strstr("by.bbyyba.y.", "yyb"));
	printf("[%s] [%s]\n", strchr("by.bbyyba.y.", '.'), strrchr("by.bbyyba.y.", '.'));
	exit(0);
}
