/*
 * The usdt provider on sys/sdt.h probes (testsuite/workloads/usdtwl.c, a
 * PIE built -O2, run as "usdtwl 5"): arguments from each note's operands
 * (8-byte registers, a signed int, an unsigned char, a global read by
 * sym(%rip) where the program was loaded, a constant, a volatile local
 * off %rsp), args[] typed by their sizes, dtrace's name for "name__dash",
 * probeprov naming the -c command's pid, and a probe with a semaphore:
 * the kernel counts the tracer in it, so the program's
 * USDTWL_HOT_ENABLED() is true (its "enabled 5 of 5") and hot fires; and
 * a probe of libusdtwl.so, a shared library the program finds by its
 * RUNPATH, with a global of the library read where ld.so loaded it.
 * Exact counts: five of each.
 */
#pragma D option quiet

usdtwl$target:::step
{
	@step[arg0, arg1] = count();
}

usdtwl$target:::neg
{
	@neg[args[0], args[1]] = count();
}

usdtwl$target:::global
{
	@glob[arg0] = count();
}

usdtwl$target:::const
{
	@konst[arg0] = count();
}

usdtwl$target:usdtwl:step:name-dash
{
	@dash[probename, arg0] = count();
}

usdtwl$target:::local
{
	@local[arg0] = count();
}

usdtwl$target:::hot
/probeprov == strjoin("usdtwl", lltostr($target)) && probemod == "usdtwl" &&
 probefunc == "hot" && pid == $target/
{
	@hot[arg0, arg1] = count();
}

usdtlib$target:libusdtwl.so:usdtlib_fire:fire
{
	@lib[arg0, arg1] = count();
}

END
{
	printa("step(%d, %d) %@d\n", @step);
	printa("neg(%d, %u) %@d\n", @neg);
	printa("global(%d) %@d\n", @glob);
	printa("const(%d) %@d\n", @konst);
	printa("%s(%d) %@d\n", @dash);
	printa("local(%d) %@d\n", @local);
	printa("hot(%d, %d) %@d\n", @hot);
	printa("fire(%d, %d) %@d\n", @lib);
}
