#pragma D option quiet

/*
 * Process lifetimes, DTraceToolkit style: each process under the traced
 * command from create to exit, with how it exited (proclife: a child
 * that exits 3, one killed by SIGKILL, then the command, which exits 0).
 */
proc:::create
/progenyof($target)/
{
	born[args[0]->pr_pid] = timestamp;
}

proc:::exit
/progenyof($target)/
{
	printf("%-8s %-10s wstat %-5d lived %s\n", execname,
	    args[0] == CLD_EXITED ? "exited" : args[0] == CLD_KILLED ? "killed" : "dumped",
	    curpsinfo->pr_wstat, pid == $target ? "(the command)" :
	    born[pid] && timestamp > born[pid] ? "> 0 ns" : "?");
}
