// SPDX-License-Identifier: GPL-2.0
/*
 * kpfloor.c - the floor of the probe-cost benchmark's fbt case: the least
 * a kprobe-based tracer can do per call of a kernel function.  One kprobe
 * on __x64_sys_getppid whose pre-handler adds one to a per-CPU counter.
 * (On these kernels, KPROBES_ON_FTRACE: a kprobe at a function's entry
 * rides its ftrace call site, as dtap's fbt entry probes do.)
 *
 * The sum of the counters is the read-only parameter `hits`
 * (/sys/module/kpfloor/parameters/hits), which the benchmark's loop reads
 * before and after its timed interval.
 */
#include <linux/kprobes.h>
#include <linux/module.h>
#include <linux/percpu.h>

static DEFINE_PER_CPU(u64, kpfloor_count);

static int kpfloor_pre(struct kprobe *p, struct pt_regs *regs)
{
	this_cpu_inc(kpfloor_count);
	return 0;
}

static struct kprobe kpfloor_kp = {
	.symbol_name = "__x64_sys_getppid",
	.pre_handler = kpfloor_pre,
};

static int kpfloor_hits_get(char *buf, const struct kernel_param *kp)
{
	unsigned int cpu;
	u64 sum = 0;

	for_each_possible_cpu(cpu)
		sum += per_cpu(kpfloor_count, cpu);
	return sysfs_emit(buf, "%llu\n", sum);
}

static const struct kernel_param_ops kpfloor_hits_ops = {
	.get = kpfloor_hits_get,
};
module_param_cb(hits, &kpfloor_hits_ops, NULL, 0444);
MODULE_PARM_DESC(hits, "__x64_sys_getppid kprobe hits so far, all CPUs");

static int __init kpfloor_init(void)
{
	return register_kprobe(&kpfloor_kp);
}

static void __exit kpfloor_exit(void)
{
	unregister_kprobe(&kpfloor_kp);
}

module_init(kpfloor_init);
module_exit(kpfloor_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("probe-cost benchmark floor: a kprobe on __x64_sys_getppid counting hits");
