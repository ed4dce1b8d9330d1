#pragma D option quiet

/*
 * %Y prints a time in nanoseconds since the epoch as dtrace does
 * ("1970 Jan  1 00:00:00"), %T as RFC 822; the guest's clock is UTC.
 */
BEGIN
{
	printf("%Y\n", 0);
	printf("%Y\n", 1000000000000000000);
	printf("%T\n", 86400000000000);
	printf("[%25Y]\n", 0);
	exit(0);
}
