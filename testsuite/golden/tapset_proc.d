#pragma D option quiet

/*
 * The proc provider on a workload of known events (testsuite/workloads/
 * proclife.c): a failed exec (ENOENT), a child that execs and exits 3, a
 * child killed by SIGKILL, a thread, SIGUSR2 handled, SIGUSR1 taken by
 * sigtimedwait, two SIGCHLDs discarded (their default action ignores
 * them).  Exec paths, exit reasons, signals and the psinfo/lwpsinfo
 * translations of args[] are checked against the workload's own pids;
 * curpsinfo->pr_psargs is the new image's arguments, as ps shows them
 * (dtapio runs the -c command by its path), and the thread is on a CPU.
 */
proc:::exec
/execname == "proclife"/
{
	@exec[args[0]] = count();
}

proc:::exec-failure
/execname == "proclife"/
{
	@fail[args[0] == ENOENT ? "ENOENT" : "other"] = count();
}

proc:::exec-success
/execname == "proclife"/
{
	@ok["exec-success"] = count();
	@psargs[curpsinfo->pr_psargs, curlwpsinfo->pr_sname] = count();
}

proc:::exit
/execname == "proclife"/
{
	@exit[args[0] == CLD_EXITED ? "CLD_EXITED" : args[0] == CLD_KILLED ? "CLD_KILLED" :
	    "CLD_DUMPED"] = count();
}

proc:::create
/execname == "proclife"/
{
	@ok[args[0]->pr_ppid == pid && args[0]->pr_pid != pid &&
	    args[0]->pr_fname == "proclife" ? "create" : "create: bad psinfo"] = count();
}

proc:::lwp-create
/execname == "proclife"/
{
	@ok[args[1]->pr_pid == pid && args[0]->pr_lwpid != pid &&
	    args[1]->pr_nlwp == 2 ? "lwp-create" : "lwp-create: bad info"] = count();
}

proc:::start, proc:::lwp-start, proc:::lwp-exit
/execname == "proclife"/
{
	@ok[probename] = count();
}

proc:::signal-send, proc:::signal-discard
/args[1]->pr_fname == "proclife"/
{
	@sig[probename, args[2]] = count();
}

proc:::signal-handle, proc:::signal-clear
/execname == "proclife"/
{
	@sig[probename, args[0]] = count();
}

END
{
	printa("exec %s %@d\n", @exec);
	printa("exec-failure %s %@d\n", @fail);
	printa("exit %s %@d\n", @exit);
	printa("%s %@d\n", @ok);
	printa("%s %d: %@d\n", @sig);
	printa("psargs \"%s\" state %c: %@d\n", @psargs);
}
