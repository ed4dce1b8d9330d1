// SPDX-License-Identifier: GPL-2.0
/*
 * hw_count.c - the probe-cost benchmark's hand-written sc_count
 * (`syscall::getppid:entry { @a = count(); }`): what a kernel engineer
 * writes to count getppid() calls.  A callback on the raw sys_enter
 * tracepoint that adds one to a per-CPU counter when the call is the
 * 64-bit getppid (a 32-bit task's number 110 is another call: the same
 * check dtap makes).
 */
#include <linux/compat.h>
#include <linux/module.h>
#include <asm/unistd.h>
#include "hw_hits.h"

static DEFINE_PER_CPU(u64, hw_count);

static void hw_count_probe(void *data, struct pt_regs *regs, long id)
{
	if (id == __NR_getppid && !in_compat_syscall())
		this_cpu_inc(hw_count);
}

#define HW_COUNT_CPU(cpu) per_cpu(hw_count, cpu)
HW_HITS(HW_COUNT_CPU, "getppid() calls counted so far, all CPUs");

static int __init hw_count_init(void)
{
	return hw_register_sys_enter(hw_count_probe);
}

static void __exit hw_count_exit(void)
{
	hw_unregister_sys_enter(hw_count_probe);
}

module_init(hw_count_init);
module_exit(hw_count_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("probe-cost benchmark, hand-written: getppid() calls counted per CPU");
