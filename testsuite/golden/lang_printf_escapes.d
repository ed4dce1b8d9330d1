#pragma D option quiet

/*
 * %S prints a string with dtrace's escapes for unprintable bytes; %C a
 * character likewise.
 */
BEGIN
{
	printf("[%S]\n", "tab\there");
	printf("[%S]\n", "nl\nbs\\q\"");
	printf("[%S]\n", "\001\177x");
	printf("[%C][%C][%C]\n", 65, 10, 1);
	printf("[%8S]\n", "a\tb");
	exit(0);
}
