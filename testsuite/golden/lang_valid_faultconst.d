#pragma D option quiet

/*
 * The ERROR probe's fault types are D constants, as dtrace-utils declares
 * them in its D library (dlibs/x86_64/6.10/unistd.d; the values are
 * include/dtrace/faults_defines.h's): dtap's tapsets/unistd.d.
 */
BEGIN
{
	x = 0;
}

BEGIN
{
	y = 1 / x;
}

ERROR
{
	printf("%d %d %d %d %d\n", DTRACEFLT_UNKNOWN, DTRACEFLT_BADADDR,
	    DTRACEFLT_BADALIGN, DTRACEFLT_ILLOP, DTRACEFLT_DIVZERO);
	printf("%d %d %d %d %d\n", DTRACEFLT_NOSCRATCH, DTRACEFLT_KPRIV,
	    DTRACEFLT_UPRIV, DTRACEFLT_TUPOFLOW, DTRACEFLT_BADSTACK);
	exit(0);
}
