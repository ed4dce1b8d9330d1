/*
 * libusdtwl.so - the shared library of testsuite/workloads/usdtwl.c: a
 * sys/sdt.h probe in position-independent code loaded wherever ld.so
 * puts it, with a global of its own as an operand (sym(%rip), where the
 * library was loaded).  usdtwl finds it by its RUNPATH ($ORIGIN).
 *
 *   usdtlib:fire(i, i * 7)   once per call of usdtlib_fire(i)
 */
#include <sys/sdt.h>

static volatile long libcounter;

long usdtlib_fire(long i);

long usdtlib_fire(long i)
{
	libcounter = i * 7;
	DTRACE_PROBE2(usdtlib, fire, i, libcounter);
	return libcounter;
}
