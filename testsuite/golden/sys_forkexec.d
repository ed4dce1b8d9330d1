#pragma D option quiet

/*
 * sysload forkexec 50 (sys_forkexec.run): each child execs sysload
 * again, so execname stays "sysload"; one exit_group per child and one
 * for the parent.  glibc's fork() is the clone system call.  51 execve
 * calls return as "sysload": the 50 children's and the one that started
 * sysload (dtapio's child, whose execname changes during the call).
 */
syscall::clone:entry,
syscall::execve:entry,
syscall::wait4:entry,
syscall::exit_group:entry
/execname == "sysload"/
{
	@[probefunc] = count();
}

syscall::execve:return
/execname == "sysload"/
{
	@ok[arg0 == 0 ? "execve returned 0" : "execve failed"] = count();
}

END
{
	printa(@);
	printa(@ok);
}
