#pragma D option quiet

/*
 * sysload files 200 (sys_files.run): 200 openat/read/close of
 * /proc/self/stat, then 200 openat of a missing file.  arg0..arg5 are
 * the system call's arguments on entry; on return arg0 is the return
 * value and errno the error (ENOENT is 2).  O_NOFOLLOW (0400000) and the
 * 4242-byte read are sysload's own marks.  args[0] is openat's int dfd:
 * sysload passes AT_FDCWD through syscall(2)'s varargs, which leaves the
 * upper half of the register (arg0) undefined; args[0] is the int.
 */
syscall::openat:entry
/execname == "sysload" && (arg2 & 0400000)/
{
	@["openat entry", args[0] == -100 ? "AT_FDCWD" : "?"] = count();
	fd = -1;
}

syscall::openat:return
/execname == "sysload" && arg0 >= 0/
{
	fd = arg0;
}

syscall::openat:return
/execname == "sysload" && arg0 < 0/
{
	@["openat return errno", errno == 2 ? "ENOENT" : "other"] = count();
	@["openat return arg0", arg0 == -2 ? "-ENOENT" : "other"] = count();
}

syscall::read:entry
/execname == "sysload" && arg2 == 4242/
{
	@["read entry", args[0] == fd ? "fd from openat" : "other fd"] = count();
}

syscall::read:return
/execname == "sysload" && fd >= 0/
{
	@["read return", arg0 > 0 ? "bytes" : "none"] = count();
}

syscall::close:entry
/execname == "sysload" && arg0 == fd/
{
	@["close entry", "fd from openat"] = count();
	fd = -1;
}

END
{
	printa("%-22s %-16s %@d\n", @);
}
