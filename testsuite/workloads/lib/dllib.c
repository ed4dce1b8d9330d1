/*
 * libdlwl.so - the library testsuite/workloads/usdtdl.c loads with
 * dlopen() after it has started: not among its DT_NEEDED libraries, so
 * its functions are probed only when the process maps it (dtap -Z).
 *
 *   dlwl_add(a, b)   returns a + b
 */
long dlwl_add(long a, long b);

long dlwl_add(long a, long b)
{
	__asm__ volatile("" ::: "memory");
	return a + b;
}
