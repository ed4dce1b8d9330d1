#pragma D option quiet=no

/*
 * quiet=no leaves the default layout.
 */
BEGIN
{
	printf("loud");
	exit(0);
}
