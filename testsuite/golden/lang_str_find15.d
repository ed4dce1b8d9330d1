#pragma D option quiet

/*
 * Generated (model/gen_lang.py): index, rindex, strstr, strchr
 * and strrchr on a string that holds what is looked for (index
 * and rindex also when it does not: -1).
 */
BEGIN
{
	printf("%d %d\n", index("bbbbabxa/x..aa", "bb"), rindex("bbbbabxa/x..aa", "bb"));
	printf("[%s]\n", strstr("bbbbabxa/x..aa", "bb"));
	printf("[%s] [%s]\n", strchr("bbbbabxa/x..aa", 'x'), strrchr("bbbbabxa/x..aa", 'x'));
	exit(0);
}
