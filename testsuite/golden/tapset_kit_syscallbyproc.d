#pragma D option quiet

/*
 * Syscalls by process, DTraceToolkit style, with the errno names of the
 * tapsets: sysload files 5 opens /proc/self/stat 5 times (and reads and
 * closes it) and a missing file 5 times (ENOENT).
 */
syscall::openat:return, syscall::read:return, syscall::close:return
/pid == $target && execname == "sysload"/
{
	@[execname, probefunc, errno == 0 ? "ok" : errno == ENOENT ? "ENOENT" :
	    "other"] = count();
}

END
{
	printa("%-8s %-8s %-6s %@d\n", @);
}
