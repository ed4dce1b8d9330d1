// SPDX-License-Identifier: GPL-2.0
/*
 * tpfloor.c - the floor of the probe-cost benchmark's syscall cases: the
 * least a tracepoint-based tracer can do per system call.  One callback
 * on the raw sys_enter tracepoint that adds one to a per-CPU counter.
 * Whatever a tracer's syscall probe costs on top of this is its own cost.
 *
 * The sum of the counters is the read-only parameter `hits`
 * (/sys/module/tpfloor/parameters/hits), which the benchmark's loop reads
 * before and after its timed interval.
 */
#include <linux/module.h>
#include <linux/percpu.h>
#include <linux/tracepoint.h>
#include <linux/string.h>

static DEFINE_PER_CPU(u64, tpfloor_count);
static struct tracepoint *tpfloor_tp;

static void tpfloor_probe(void *data, struct pt_regs *regs, long id)
{
	this_cpu_inc(tpfloor_count);
}

static void tpfloor_find(struct tracepoint *tp, void *priv)
{
	if (!strcmp(tp->name, "sys_enter"))
		tpfloor_tp = tp;
}

static int tpfloor_hits_get(char *buf, const struct kernel_param *kp)
{
	unsigned int cpu;
	u64 sum = 0;

	for_each_possible_cpu(cpu)
		sum += per_cpu(tpfloor_count, cpu);
	return sysfs_emit(buf, "%llu\n", sum);
}

static const struct kernel_param_ops tpfloor_hits_ops = {
	.get = tpfloor_hits_get,
};
module_param_cb(hits, &tpfloor_hits_ops, NULL, 0444);
MODULE_PARM_DESC(hits, "sys_enter callbacks run so far, all CPUs");

static int __init tpfloor_init(void)
{
	for_each_kernel_tracepoint(tpfloor_find, NULL);
	if (!tpfloor_tp)
		return -ENOENT;
	return tracepoint_probe_register(tpfloor_tp, tpfloor_probe, NULL);
}

static void __exit tpfloor_exit(void)
{
	tracepoint_probe_unregister(tpfloor_tp, tpfloor_probe, NULL);
	tracepoint_synchronize_unregister();
}

module_init(tpfloor_init);
module_exit(tpfloor_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("probe-cost benchmark floor: sys_enter tracepoint counting hits");
