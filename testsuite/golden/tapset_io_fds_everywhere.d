#pragma D option quiet

/*
 * fds[] and its path walk (runtime/paths.c) from every context for 300 ms:
 * every system call of every process (fds[] of whatever arg0 and arg1
 * are: descriptors, addresses, sizes) and the walk on bad addresses (a
 * fault, reported as dtrace reports one).  Nothing faults but the last;
 * no crash.
 */
BEGIN
{
	trace(dtap_d_path(0x1000, 0x2000, 0, 0, 0));
}

syscall:::entry
{
	this->p = fds[arg0].fi_pathname;
	this->m = fds[arg1].fi_mount;
	this->d = fds[(int)arg2].fi_dirname;
}

tick-300ms
{
	printf("no fault but BEGIN's\n");
	exit(0);
}
