/*
 * libdlwl.so - the library testsuite/workloads/usdtdl.c loads with
 * dlopen() after it has started: not among its DT_NEEDED libraries, so
 * its functions and its sys/sdt.h probe are probed only when the process
 * maps it (dtap -Z).
 *
 *   dlwl_add(a, b)   returns a + b; fires dlwl:add(a, b) while a tracer
 *                    has it on (its semaphore, which the kernel counts in
 *                    the library's data when it is mapped)
 */
#include <sys/sdt.h>

__extension__ unsigned short dlwl_add_semaphore __attribute__((section(".probes")));

#undef _SDT_SEMAPHORE
#define _SDT_SEMAPHORE(p, n) _SDT_ASM_1(_SDT_ASM_ADDR p##_##n##_semaphore)

long dlwl_add(long a, long b);

long dlwl_add(long a, long b)
{
	__asm__ volatile("" ::: "memory");
	if (__builtin_expect(dlwl_add_semaphore, 0))
		STAP_PROBE2(dlwl, add, a, b);
	return a + b;
}
