#pragma D option quiet

/*
 * %a of an address no kernel symbol covers prints it in hex; %A (a user
 * address, no process here) too.
 */
BEGIN
{
	printf("%a\n", 0);
	printf("%a\n", 1);
	printf("%A\n", 0x1234);
	printf("[%-8A]\n", 16);
	exit(0);
}
