/* a kernel-destructive action: root's alone */
#pragma D option quiet
#pragma D option destructive
BEGIN
{
	chill(1000);
	printf("chilled\n");
	exit(0);
}
