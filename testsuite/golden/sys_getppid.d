#pragma D option quiet

/*
 * sysload getppid 1000 (sys_getppid.run): exact counts from syscall
 * probes, and the built-ins of the thread making the calls: getppid()
 * returns ppid, getpid() returns pid, a single-threaded process has
 * tid == pid, and the guest runs everything as root.
 */
syscall::getppid:entry
/execname == "sysload"/
{
	@calls[execname, probefunc, probename] = count();
}

syscall::getppid:return
/execname == "sysload"/
{
	@ret["arg0 == ppid", arg0 == ppid] = count();
	@ret["arg1 == arg0", arg1 == arg0] = count();
	@ret["errno", errno] = count();
}

syscall::getpid:return
/execname == "sysload"/
{
	@ids["arg0 == pid", arg0 == pid] = count();
	@ids["tid == pid", tid == pid] = count();
	@ids["uid == 0", uid == 0] = count();
	@ids["gid == 0", gid == 0] = count();
	@ids["ppid > 1", ppid > 1] = count();
}

END
{
	printa(@calls);
	printa(@ret);
	printa(@ids);
}
