// SPDX-License-Identifier: GPL-2.0
/*
 * hw_probefunc.c - the probe-cost benchmark's hand-written sc_probefunc
 * (`syscall:::entry { @a[probefunc] = count(); }`): system calls counted
 * by call.  A kernel engineer keys them by number (the names are the
 * reader's business): a per-CPU array of counters indexed by the 64-bit
 * call's number, the index clamped against speculation (it comes from
 * user space), as dtap's dispatch clamps it.
 */
#include <linux/compat.h>
#include <linux/module.h>
#include <linux/nospec.h>
#include <asm/unistd.h>
#include "hw_hits.h"

#define HW_NCALLS 512	/* above every x86-64 number of these kernels */

static DEFINE_PER_CPU(u64 [HW_NCALLS], hw_calls);

static void hw_probefunc_probe(void *data, struct pt_regs *regs, long id)
{
	if ((unsigned long)id < HW_NCALLS && !in_compat_syscall())
		this_cpu_inc(hw_calls[array_index_nospec(id, HW_NCALLS)]);
}

static u64 hw_calls_sum(unsigned int cpu)
{
	u64 sum = 0;
	int i;

	for (i = 0; i < HW_NCALLS; i++)
		sum += per_cpu(hw_calls, cpu)[i];
	return sum;
}

HW_HITS(hw_calls_sum, "system calls counted so far, all CPUs and calls");

static int __init hw_probefunc_init(void)
{
	return hw_register_sys_enter(hw_probefunc_probe);
}

static void __exit hw_probefunc_exit(void)
{
	hw_unregister_sys_enter(hw_probefunc_probe);
}

module_init(hw_probefunc_init);
module_exit(hw_probefunc_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("probe-cost benchmark, hand-written: system calls counted per call and CPU");
