#pragma D option quiet

/*
 * Generated (model/gen_lang.py): index, rindex, strstr, strchr
 * and strrchr on a string that holds what is looked for (index
 * and rindex also when it does not: -1).
 */
BEGIN
{
	printf("%d %d\n", index("b.baaa", ".ba"), rindex("b.baaa", ".ba"));
	printf("[%s]\n", strstr("b.baaa", ".ba"));
	printf("[%s] [%s]\n", strchr("b.baaa", 'b'), strrchr("b.baaa", 'b'));
	exit(0);
}
