/* The first exit() wins: one in the same clause after it is ignored. */
#pragma D option quiet

BEGIN
{
	exit(3);
	exit(4);
	printf("after exit\n");
}
