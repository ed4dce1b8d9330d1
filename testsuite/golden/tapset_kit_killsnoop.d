#pragma D option quiet

/*
 * kill.d, DTraceToolkit style: signals sent by the traced program, to
 * whom, and whether the target handles them (proclife: SIGKILL to a
 * child, SIGUSR2 and SIGUSR1 to itself; SIGUSR2 is handled).
 */
proc:::signal-send
/pid == $target/
{
	printf("send %2d to %s%s\n", args[2], args[1]->pr_fname,
	    args[1]->pr_pid == pid ? " (itself)" : " (another process)");
}

proc:::signal-handle
/pid == $target/
{
	printf("handle %2d\n", args[0]);
}
