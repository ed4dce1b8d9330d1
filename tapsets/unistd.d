/*
 * unistd.d - the fault types of the ERROR probe's arg4, as inline
 * constants: "ERROR /arg4 == DTRACEFLT_DIVZERO/".  Names and values as
 * dtrace-utils declares them (dlibs/x86_64/6.10/unistd.d, from
 * include/dtrace/faults_defines.h).
 */
inline int DTRACEFLT_UNKNOWN = 0;	/* no fault dtap names */
#pragma D binding "1.0" DTRACEFLT_UNKNOWN
inline int DTRACEFLT_BADADDR = 1;	/* a load or store at an invalid address */
#pragma D binding "1.0" DTRACEFLT_BADADDR
inline int DTRACEFLT_BADALIGN = 2;	/* a misaligned access (dtap raises none) */
#pragma D binding "1.0" DTRACEFLT_BADALIGN
inline int DTRACEFLT_ILLOP = 3;	/* an illegal operation */
#pragma D binding "1.0" DTRACEFLT_ILLOP
inline int DTRACEFLT_DIVZERO = 4;	/* division or modulo by zero */
#pragma D binding "1.0" DTRACEFLT_DIVZERO
inline int DTRACEFLT_NOSCRATCH = 5;	/* out of scratch space */
#pragma D binding "1.0" DTRACEFLT_NOSCRATCH
inline int DTRACEFLT_KPRIV = 6;	/* invalid kernel access */
#pragma D binding "1.0" DTRACEFLT_KPRIV
inline int DTRACEFLT_UPRIV = 7;	/* invalid user access */
#pragma D binding "1.0" DTRACEFLT_UPRIV
inline int DTRACEFLT_TUPOFLOW = 8;	/* tuple stack overflow (dtap raises none) */
#pragma D binding "1.0" DTRACEFLT_TUPOFLOW
inline int DTRACEFLT_BADSTACK = 9;	/* a bad stack */
#pragma D binding "1.4.1" DTRACEFLT_BADSTACK
