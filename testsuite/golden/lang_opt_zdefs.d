#pragma D option quiet
#pragma D option zdefs

/*
 * zdefs: a probe description that matches nothing is no error.
 */
profile:::no-such-probe
{
	printf("never\n");
}

BEGIN
{
	printf("ran\n");
	exit(0);
}
