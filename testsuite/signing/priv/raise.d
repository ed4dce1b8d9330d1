/* raise() acts on the loading user's processes only */
#pragma D option quiet
#pragma D option destructive
BEGIN
{
	printf("ready\n");
}
syscall::clock_nanosleep:entry, syscall::nanosleep:entry
/execname == "ustackwl"/
{
	raise(9);
}
tick-4s
{
	exit(0);
}
