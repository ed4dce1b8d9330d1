#pragma D option quiet

/*
 * The ERROR probe's arguments, as dtrace-utils' dt_probe_error() sets
 * them (bpf/probe_error.c): arg0 0, arg1 the faulting probe's ID, arg2
 * the statement that faulted (dtap: the enabled probe ID its message
 * names), arg3 where in it (dtrace: the BPF pc; dtap: the action), arg4
 * the fault type (include/dtrace/faults_defines.h's DTRACEFLT_*, which
 * tapsets/unistd.d declares), arg5 the address or 0.  The faulting
 * probe's own arguments come back after ERROR's clauses ran.
 */
BEGIN
{
	x = 0;
}

BEGIN
{
	trace(1);
	y = 1 / x;
}

BEGIN
{
	trace(*(int *)8);
}

ERROR
/arg4 == DTRACEFLT_DIVZERO || arg4 == DTRACEFLT_BADADDR/
{
	printf("%d %d %d %d %d %d\n", arg0, arg1, arg2, arg3, arg4, arg5);
}

BEGIN
{
	printf("%d\n", arg1);
	exit(0);
}
