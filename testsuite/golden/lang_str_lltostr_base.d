#pragma D option quiet

/*
 * lltostr(v, base), as dtrace's: bases 2 to 36, digits past 9 in lower
 * case; base 10 is signed, other bases print the 64-bit pattern; base 16
 * gets "0x", base 8 a leading 0.  Base 1 is an illegal operation, which
 * aborts its clause only.
 */
BEGIN
{
	printf("[%s] [%s] [%s] [%s]\n", lltostr(255, 16), lltostr(0, 16), lltostr(8, 8),
	    lltostr(0, 8));
	printf("[%s] [%s] [%s]\n", lltostr(5, 2), lltostr(35, 36), lltostr(-5, 16));
	printf("[%s] [%s] [%s]\n", lltostr(-42, 10), lltostr(0, 10), lltostr(1295, 36));
	printf("[%s]\n", lltostr(-1, 2));
}

BEGIN
{
	printf("not printed %s\n", lltostr(5, 1));
}

BEGIN
{
	exit(0);
}
