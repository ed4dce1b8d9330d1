// SPDX-License-Identifier: GPL-2.0
/*
 * hw_kretprobe.c - the probe-cost benchmark's hand-written fbt_ret
 * (`fbt::__x64_sys_getppid:return { @a = count(); }`): a kretprobe on
 * __x64_sys_getppid whose return handler adds one to a per-CPU counter.
 * (Its entry counterpart, fbt_count's, is floor/kpfloor.c.)
 */
#include <linux/kprobes.h>
#include <linux/module.h>
#include "hw_hits.h"

static DEFINE_PER_CPU(u64, hw_returns);

static int hw_ret(struct kretprobe_instance *ri, struct pt_regs *regs)
{
	this_cpu_inc(hw_returns);
	return 0;
}

static struct kretprobe hw_krp = {
	.kp.symbol_name = "__x64_sys_getppid",
	.handler = hw_ret,
};

#define HW_RETURNS_CPU(cpu) per_cpu(hw_returns, cpu)
HW_HITS(HW_RETURNS_CPU, "__x64_sys_getppid returns counted so far, all CPUs");

static int __init hw_kretprobe_init(void)
{
	return register_kretprobe(&hw_krp);
}

static void __exit hw_kretprobe_exit(void)
{
	unregister_kretprobe(&hw_krp);
}

module_init(hw_kretprobe_init);
module_exit(hw_kretprobe_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("probe-cost benchmark, hand-written: a kretprobe on __x64_sys_getppid counting returns");
