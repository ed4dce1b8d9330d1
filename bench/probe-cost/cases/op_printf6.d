/* the output path: printf with 6 arguments of 4 conversions */
#pragma D option quiet
syscall::getppid:entry
{
	printf("%d %d %s %x %u %-6d|\n", pid, tid, execname, arg0, cpu, arg1);
}
