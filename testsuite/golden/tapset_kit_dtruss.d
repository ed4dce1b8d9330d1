#pragma D option quiet

/*
 * dtruss, DTraceToolkit style, for the traced command: each system call
 * with its arguments (strings copied in, descriptors, sizes, flags; no
 * addresses: they change from run to run) and its result, dtruss's
 * "= RESULT Err#ERRNO" (-1 on failure, as libc returns it), from its
 * first open of its data file to its exit (kitfiles: the calls of its
 * header comment).  Startup calls before that are not printed.
 */
syscall::openat:entry
/pid == $target && execname == "kitfiles" && copyinstr(arg1) == "/tmp/kitfiles.dat"/
{
	self->on = 1;
}

syscall::openat:entry
/self->on/
{
	self->args = strjoin(strjoin("\"", copyinstr(arg1)), "\"");
	self->flags = arg2;
}

syscall::unlink:entry, syscall::unlinkat:entry
/self->on/
{
	self->args = strjoin(strjoin("\"", copyinstr(probefunc == "unlink" ? arg0 : arg1)),
	    "\"");
}

syscall::read:entry, syscall::write:entry
/self->on/
{
	self->args = strjoin(strjoin(lltostr(arg0), ", "), lltostr(arg2));
}

syscall::close:entry, syscall::exit_group:entry
/self->on/
{
	self->args = lltostr(arg0);
}

syscall::exit_group:entry
/self->on/
{
	printf("%s(%s)\n", probefunc, self->args);
}

syscall::openat:return
/self->on/
{
	printf("%s(%s, 0x%x) = %d Err#%d\n", probefunc, self->args, self->flags,
	    errno ? -1 : (int)arg0, errno);
	self->args = 0;
}

syscall:::return
/self->on && probefunc != "openat"/
{
	printf("%s(%s) = %d Err#%d\n", probefunc, self->args, errno ? -1 : (int)arg0, errno);
	self->args = 0;
}
