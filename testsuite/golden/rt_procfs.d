/* -x procfs: the transport files live in /proc/dtap/MOD (the fallback
 * used where debugfs is missing or locked down); -v says where. */
#pragma D option quiet
#pragma D option procfs

BEGIN
{
	printf("through procfs\n");
	@a["x"] = count();
	exit(0);
}
