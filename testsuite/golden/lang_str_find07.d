#pragma D option quiet

/*
 * Generated (model/gen_lang.py): index, rindex, strstr, strchr
 * and strrchr on a string that holds what is looked for (index
 * and rindex also when it does not: -1).
 */
BEGIN
{
	printf("%d %d\n", index("aaa/xa//", "a//"), rindex("aaa/xa//", "a//"));
	printf("[%s]\n", strstr("aaa/xa//", "a//"));
	printf("[%s] [%s]\n", strchr("aaa/xa//", 'a'), strrchr("aaa/xa//", 'a'));
	exit(0);
}
