#pragma D option quiet

/*
 * errinfo, DTraceToolkit style: system calls of the traced command that
 * failed, with the errno number and its errno.d name, then a count of
 * them (kitfiles: openat ENOENT and EISDIR, close EBADF).
 */
BEGIN
{
	printf("%-10s %-8s %4s %s\n", "EXEC", "SYSCALL", "ERR", "NAME");
}

syscall:::return
/pid == $target && execname == "kitfiles" && errno != 0/
{
	printf("%-10s %-8s %4d %s\n", execname, probefunc, errno,
	    errno == ENOENT ? "ENOENT" : errno == EISDIR ? "EISDIR" :
	    errno == EBADF ? "EBADF" : errno == EACCES ? "EACCES" : "?");
	@errs[probefunc, errno] = count();
}

END
{
	printa("%-8s %4d %@d\n", @errs);
}
