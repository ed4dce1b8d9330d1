#pragma D option quiet

/*
 * system() (-w) runs its formatted command in dtapio, at the record's
 * place in the output.
 */
BEGIN
{
	printf("before\n");
	system("echo %s %d", "system ran", 42);
	printf("after\n");
	exit(0);
}
