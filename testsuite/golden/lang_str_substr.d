#pragma D option quiet

/* substr(s, index [, length]), negative index and length included. */
BEGIN
{
	s = "abcdefgh";
	printf("[%s] [%s] [%s]\n", substr(s, 0), substr(s, 3), substr(s, 8));
	printf("[%s] [%s] [%s]\n", substr(s, 2, 3), substr(s, 2, 100), substr(s, 2, 0));
	printf("[%s] [%s] [%s]\n", substr(s, -3), substr(s, -3, 2), substr(s, -10, 4));
	printf("[%s] [%s] [%s]\n", substr(s, 1, -2), substr(s, 20), substr(s, 0, -8));
	printf("[%s]\n", substr(substr(s, 2), 1, 2));
	exit(0);
}
