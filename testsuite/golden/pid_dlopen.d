/*
 * Probes in a library the process loads with dlopen() after tracing
 * began (testsuite/workloads/usdtdl.c, run as "usdtdl 3"): with -Z
 * (pid_dlopen.args), libdlwl.so, found where the program's dlopen()
 * finds it (its RUNPATH), is probed from the moment it is mapped: each
 * call of dlwl_add() fires entry and return, and its sys/sdt.h probe
 * dlwl:add, behind a semaphore that the kernel counts when the library
 * is mapped.  A probe description of a module no one loads matches
 * nothing, without error (-Z).
 *
 * And a USDT memory operand that cannot be read: usdtdl:bad's arg1 is
 * 8@0(,%rbx,8), an address in page 0.  Using it faults the clause with
 * "invalid address" and the address (pid_dlopen.sh); arg0, a register,
 * is read, and a clause that does not use arg1 runs.
 */
#pragma D option quiet

pid$target:libdlwl.so:dlwl_add:entry
{
	printf("dlwl_add(%d, %d) in %s\n", arg0, arg1, probemod);
}

dlwl$target:libdlwl.so:dlwl_add:add
{
	printf("  dlwl:add(%d, %d)\n", arg0, arg1);
}

pid$target:libdlwl.so:dlwl_add:return
{
	printf("  returned %d\n", arg1);
}

pid$target:libnosuch.so.7:f:entry
{
	printf("never\n");
}

usdtdl$target:::bad
{
	printf("bad(%d)\n", arg0);
}

usdtdl$target:::bad
{
	printf("bad(%d, %d): not printed\n", arg0, arg1);
}
