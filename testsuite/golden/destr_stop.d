#pragma D option quiet
#pragma D option destructive

int done;

/*
 * stop() (-w) stops the process the probe interrupted (SIGSTOP): sysload,
 * looping on getppid, is left in state T once tracing ends.  The .sh
 * starts it, reads its state after the trace, then lets it go.
 */
syscall::getppid:entry
/execname == "sysload" && !done/
{
	done = 1;
	stop();
	printf("stopped %s\n", execname);
	exit(0);
}
