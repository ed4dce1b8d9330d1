#pragma D option quiet

/*
 * caller and stack() in a tracepoint-based stable probe start at the
 * function that fired the tracepoint, as dtrace's do, not in the
 * tracepoint's iterator (__traceiter_contention_end, which calls the
 * callbacks when a tracepoint has more than one: adaptive-block and
 * adaptive-spin both put one on contention_end).  testsuite/workloads/lockwait.c
 * makes a thread wait for a pipe's mutex: its contention ends in the
 * mutex slow path, which the pipe write called.
 */
int done;

lockstat:::adaptive-spin /0/ { }

lockstat:::adaptive-block
/execname == "lockwait" && args[1] >= 20000000 && !done/
{
	done = 1;
	printf("caller: %a\n", caller);
	stack(3);
}
