#pragma D option quiet

/*
 * system() under -O json (.args: -w too): the command's output is read
 * into the entry's "output", so that it cannot break the stream.
 */
BEGIN
{
	printf("before\n");
	system("echo %s %d; printf 'two\\tlines\\n'", "system ran", 42);
	exit(0);
}
