#pragma D option quiet

/*
 * Issue 19 group 7: a built-in that is always 0 is a suspect.  Each
 * built-in variable dtrace-utils declares (libdtrace/dt_open.c,
 * _dtrace_globals) is checked for a plausible value under system call
 * probes of `sysload files 20` (lang_values_builtins.run): 20 reads of
 * 4242 bytes and 20 openat()s of a missing file.  Each line counts the
 * firings where the check held (true 1) or not (0): 20 of one kind per
 * line; the sched and proc probes' checks with min(): 1 if each firing held.
 * uid and gid are 0 in the guest (root), ipl is Solaris' (dtap(1),
 * D LANGUAGE NOTES); vtimestamp, ERROR's and lockstat's arguments have
 * cases of their own (lang_values_*).  ucaller needs the command's
 * unwinding tables from its first instruction on (libc's read() keeps no
 * frame pointer): dtapio holds a -c command until they are in
 * (stapio/command.c).
 */
syscall::read:entry
/execname == "sysload" && arg2 == 4242/
{
	@c["pid > 1", pid > 1] = count();
	@c["tid == pid", tid == pid] = count();
	@c["ppid > 0 && ppid != pid", ppid > 0 && ppid != pid] = count();
	@c["curthread->pid == tid", curthread->pid == tid] = count();
	@c["curthread->tgid == pid", curthread->tgid == pid] = count();
	@c["curpsinfo->pr_ppid == ppid", curpsinfo->pr_ppid == ppid] = count();
	@c["curlwpsinfo->pr_lwpid == tid", curlwpsinfo->pr_lwpid == tid] = count();
	@c["curcpu->cpu_id == cpu", curcpu->cpu_id == cpu] = count();
	@c["cpu < 64", cpu < 64] = count();
	@c["timestamp > 0", timestamp > 0] = count();
	@c["vtimestamp > 0", vtimestamp > 0] = count();
	@c["walltimestamp in 2020..2100",
	    walltimestamp > 1577836800000000000 &&
	    walltimestamp < 4102444800000000000] = count();
	@c["caller != 0", caller != 0] = count();
	@c["stackdepth > 0", stackdepth > 0] = count();
	@c["ucaller != 0", ucaller != 0] = count();
	@c["ustackdepth > 0", ustackdepth > 0] = count();
	@c["uregs[R_PC] != 0", uregs[R_PC] != 0] = count();
	@c["uregs[R_SP] != 0", uregs[R_SP] != 0] = count();
	@c["arg1 != 0", arg1 != 0] = count();
	@c["id > 0 && epid > 0", id > 0 && epid > 0] = count();
	@c["errno == 0 at entry", errno == 0] = count();
}

syscall::openat:return
/execname == "sysload" && arg0 < 0/
{
	@c["errno == ENOENT", errno == ENOENT] = count();
	@c["arg0 == -ENOENT", arg0 == -ENOENT] = count();
}

/* Once or more per run, however often: min() of a check is 1 if it held
 * every time. */
sched:::on-cpu
/pid == $target/
{
	@m["on-cpu: cpu == curcpu->cpu_id"] = min(cpu == curcpu->cpu_id);
	@m["on-cpu: curlwpsinfo->pr_lwpid == tid"] = min(curlwpsinfo->pr_lwpid == tid);
}

proc:::exit
/pid == $target/
{
	@m["exit: args[0] == CLD_EXITED"] = min(args[0] == 1);
	@m["exit: curpsinfo->pr_pid == pid"] = min(curpsinfo->pr_pid == pid);
}

END
{
	printa("%-32s %d %@d\n", @c);
	printa("%-40s %@d\n", @m);
}
