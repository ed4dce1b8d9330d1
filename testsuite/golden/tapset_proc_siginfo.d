#pragma D option quiet

/*
 * proc:::signal-handle's args[1], dtrace's siginfo_t (proclife): SIGUSR2
 * sent by kill() to itself (SI_USER, si_pid its own pid, si_uid root's);
 * the child killed by SIGKILL gets no siginfo from the kernel (all 0; the
 * kernel passes none for a thread group already marked for death).
 */
proc:::signal-handle
/execname == "proclife"/
{
	printf("%s %d: si_signo %d si_code %d%s si_errno %d si_pid %s si_uid %d\n",
	    pid == $target ? "parent" : "child", args[0], args[1]->si_signo,
	    args[1]->si_code, args[1]->si_code == SI_USER ? " (SI_USER)" : "",
	    args[1]->si_errno,
	    args[1]->si_pid == $target ? "$target" : args[1]->si_pid == 0 ? "0" : "other",
	    args[1]->si_uid);
	/* si_addr shares si_pid's storage here: not printed (a pid) */
	printf("%s %d: si_status %d si_value %d\n",
	    pid == $target ? "parent" : "child", args[0], args[1]->si_status,
	    args[1]->si_value);
}
