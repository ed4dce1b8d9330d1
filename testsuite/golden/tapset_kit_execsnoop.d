#pragma D option quiet

/*
 * execsnoop, DTraceToolkit style: every successful exec under the
 * traced command, with its parent and its arguments (sysload forkexec 3:
 * the command itself, then three children "sysload nop").
 */
BEGIN
{
	printf("%-8s %-8s %s\n", "PARENT", "COMM", "ARGS");
}

proc:::exec-success
/progenyof($target)/
{
	printf("%-8s %-8s %s\n", pid == $target ? "dtapio" : "sysload", execname,
	    curpsinfo->pr_psargs);
}
