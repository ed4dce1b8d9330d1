#pragma D option quiet

/*
 * sigdist, DTraceToolkit style: signals sent, by sender, recipient and
 * signal name (signal.d's names), among the traced command and its
 * children (proclife: SIGKILL to a child, SIGUSR2 and SIGUSR1 to itself,
 * SIGCHLD to its parent, dtapio, as it exits).  Its children's SIGCHLDs
 * are not sent: proclife leaves SIGCHLD at SIG_DFL, so the kernel
 * discards them (proc:::signal-discard).
 */
proc:::signal-send
/progenyof($target)/
{
	this->sig = args[2] == SIGKILL ? "SIGKILL" : args[2] == SIGUSR1 ? "SIGUSR1" :
	    args[2] == SIGUSR2 ? "SIGUSR2" : args[2] == SIGCHLD ? "SIGCHLD" :
	    args[2] == SIGTERM ? "SIGTERM" : "other";
	@[execname, args[1]->pr_fname, this->sig] = count();
}

END
{
	printf("%-10s %-10s %-8s %s\n", "SENDER", "RECIPIENT", "SIG", "COUNT");
	printa("%-10s %-10s %-8s %@d\n", @);
}
