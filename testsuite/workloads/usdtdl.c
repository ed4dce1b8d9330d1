/*
 * usdtdl - a program that loads a library with dlopen() once it runs
 * (testsuite/golden/pid_dlopen): libdlwl.so (lib/dllib.c), found by the
 * program's RUNPATH ($ORIGIN, the Makefile's usdt% rule), is not one of
 * its DT_NEEDED libraries.  And a sys/sdt.h probe whose memory operand
 * points to no mapped page.
 *
 *   usdtdl [N]   (N: default 3)
 *
 * For i = 1..N:
 *   usdtdl:bad(i, *(long *)(8 * i))   the second operand a memory one,
 *                                     8@(%reg), at an address of page 0
 *                                     (never read by the program: an
 *                                     asm operand is only named)
 *   dlwl_add(i, 10 * i)               in libdlwl.so, through dlsym()
 * It prints nothing (its output would interleave with the trace's); its
 * exit status is 0 when the sum of the results is right.
 */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/sdt.h>

long usdtlib_fire(long i);	/* libusdtwl.so: the usdt% rule links it */

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 3, sum = 0;
	long (*add)(long, long);
	void *lib;

	lib = dlopen("libdlwl.so", RTLD_NOW);
	if (!lib || !(add = (long (*)(long, long))dlsym(lib, "dlwl_add"))) {
		fprintf(stderr, "usdtdl: %s\n", dlerror());
		return 1;
	}
	for (long i = 1; i <= n; i++) {
		volatile long *bad = (volatile long *)(uintptr_t)(8 * i);

		DTRACE_PROBE2(usdtdl, bad, i, *bad);
		sum += add(i, 10 * i);
	}
	dlclose(lib);
	return sum != 11 * n * (n + 1) / 2 || usdtlib_fire(0) != 0;
}
