/* freopen() opens its file as the user who loaded the module */
#pragma D option quiet
#pragma D option destructive
BEGIN
{
	freopen("/root/rootonly.txt");
	printf("X uid=%d\n", uid);
	freopen("/tmp/fr-out.txt");
	printf("Y\n");
	freopen("");
	printf("Z\n");
	exit(0);
}
