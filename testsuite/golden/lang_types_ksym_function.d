#pragma D option quiet

/*
 * A kernel function named with a backquote is an object of function type:
 * its address is all a script takes (&`vfs_read, as dtrace scripts
 * compare caller with it), moved by KASLR as globals are; %a names it.
 */
BEGIN
{
	printf("%a %a\n", &`vfs_read, &`ksys_read);
	printf("%d %d\n", (uintptr_t)&`vfs_read != 0,
	    (uintptr_t)&`vfs_read == (uintptr_t)&`vfs_read);
}

fbt::vfs_read:entry
/caller >= (uintptr_t)&`ksys_read && caller < (uintptr_t)&`ksys_read + 4096/
{
	printf("vfs_read called from ");
	trace(func(caller));
	printf("\n");
	exit(0);
}
