#pragma D option quiet

/*
 * opensnoop, DTraceToolkit style: each file the traced command opens, with
 * the file descriptor (-1 on failure, as open(2) returns it) and the error
 * by its errno.d name (kitfiles: its data file created, opened again,
 * then a missing file, ENOENT, and a directory opened for writing, EISDIR).
 */
BEGIN
{
	printf("%-10s %3s %-7s %s\n", "COMM", "FD", "ERR", "PATH");
}

syscall::openat:entry
/pid == $target && execname == "kitfiles"/
{
	self->path = copyinstr(arg1);
	self->in = 1;
}

syscall::openat:return
/self->in/
{
	printf("%-10s %3d %-7s %s\n", execname, errno ? -1 : (int)arg0,
	    errno == 0 ? "-" : errno == ENOENT ? "ENOENT" : errno == EISDIR ? "EISDIR" :
	    "other", self->path);
	self->in = 0;
	self->path = 0;
}
