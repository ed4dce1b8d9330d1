#pragma D option quiet

/*
 * Tracepoints (sdt:::NAME, and rawtp:GROUP::NAME as Oracle's DTrace for
 * Linux names them), with args[] typed from the tracepoint's prototype:
 * sys_enter(struct pt_regs *regs, long id) sees sysload's 500 getppid()
 * (110) and its one getpid() (39); sys_exit(regs, long ret) their
 * returns; sched_process_exec(p, old_pid, bprm) the two execs of sysload
 * and those of its 20 children (tp_raw_syscalls.run: sysload getppid 500,
 * then sysload forkexec 20).
 */
sdt:::sys_enter
/execname == "sysload" && (args[1] == 110 || args[1] == 39)/
{
	@enter[args[1] == 110 ? "getppid" : "getpid"] = count();
}

rawtp:raw_syscalls::sys_exit
/execname == "sysload" && args[1] == ppid/
{
	@exit["returned ppid"] = count();
}

sdt:vmlinux::sched_process_exec
/execname == "sysload"/
{
	@exec[probeprov, probename] = count();
}

END
{
	printa(@enter);
	printa(@exit);
	printa(@exec);
}
