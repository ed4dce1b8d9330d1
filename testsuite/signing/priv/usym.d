/* an address in a mapping whose maps path was planted (mapwl) */
#pragma D option quiet
BEGIN
{
	printf("ready\n");
}
syscall::write:entry
/execname == "mapwl" && (int)arg0 == -1/
{
	printf("sym ");
	trace(usym(arg1));
	printf("\n");
	exit(0);
}
