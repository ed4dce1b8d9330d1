#pragma D option quiet

/*
 * inet_ntoa, inet_ntoa6, inet_ntop on kernel memory whose bytes are
 * known: linux_banner starts "Linux version 6." (4c 69 6e 75 78 20 76 65
 * 72 73 69 6f 6e 20 36 2e), and alloca's zeroed scratch with some of those
 * bytes copied in by bcopy.  IPv6 is written as inet_ntop(3) writes it:
 * the longest run of zero groups (two or more) as "::", an IPv4-compatible
 * address with a dotted tail, ::4c (one non-zero group) in hex.  inet_ntop
 * takes AF_INET (2) and AF_INET6 (10); another family is an illegal
 * operation.
 */
BEGIN
{
	printf("%s\n", inet_ntoa(`linux_banner));
	printf("%s\n", inet_ntoa6(`linux_banner));
	this->z = alloca(16);
	printf("%s\n", inet_ntoa6(this->z));
	bcopy(`linux_banner, this->z + 15, 1);
	printf("%s\n", inet_ntoa6(this->z));
	bcopy(`linux_banner, this->z + 12, 4);
	printf("%s\n", inet_ntoa6(this->z));
	bcopy(`linux_banner, this->z, 2);
	printf("%s\n", inet_ntoa6(this->z));
	bcopy(`linux_banner, this->z + 6, 2);
	printf("%s\n", inet_ntoa6(this->z));
	printf("%s %s\n", inet_ntop(2, `linux_banner), inet_ntop(10, this->z));
	bcopy(`linux_banner, this->z, 5);
	printf("%s\n", stringof(this->z));
}

BEGIN
{
	printf("%s\n", inet_ntop(3, `linux_banner));
}

BEGIN
{
	exit(0);
}
