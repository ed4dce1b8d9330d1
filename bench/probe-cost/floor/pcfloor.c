// SPDX-License-Identifier: GPL-2.0
/*
 * pcfloor.c - the floor of the probe-cost benchmark: the least a
 * timer-based tracer can do at profile-N's rate.  One hrtimer pinned to
 * each online CPU, period_ns apart (default 200040 ns, profile-4999's
 * interval), whose callback adds one to a per-CPU counter and re-arms.
 * Whatever a tracer's profile probe costs on top of this is its own cost.
 *
 * The sum of the counters is the read-only parameter `firings`
 * (/sys/module/pcfloor/parameters/firings), which the benchmark's loop
 * reads before and after its timed interval.
 */
#include <linux/module.h>
#include <linux/hrtimer.h>
#include <linux/percpu.h>
#include <linux/smp.h>

static ulong period_ns = 200040;
module_param(period_ns, ulong, 0444);
MODULE_PARM_DESC(period_ns, "timer period in ns (default: profile-4999's)");

static DEFINE_PER_CPU(struct hrtimer, pcfloor_timer);
static DEFINE_PER_CPU(u64, pcfloor_count);
static bool pcfloor_on;

static enum hrtimer_restart pcfloor_fn(struct hrtimer *t)
{
	if (!READ_ONCE(pcfloor_on))
		return HRTIMER_NORESTART;
	this_cpu_inc(pcfloor_count);
	hrtimer_forward_now(t, ns_to_ktime(period_ns));
	return HRTIMER_RESTART;
}

/* on_each_cpu callback: arm this CPU's timer, pinned to it. */
static void pcfloor_start_local(void *unused)
{
	struct hrtimer *t = this_cpu_ptr(&pcfloor_timer);

	hrtimer_start(t, ns_to_ktime(period_ns), HRTIMER_MODE_REL_PINNED);
}

static int pcfloor_firings_get(char *buf, const struct kernel_param *kp)
{
	unsigned int cpu;
	u64 sum = 0;

	for_each_possible_cpu(cpu)
		sum += per_cpu(pcfloor_count, cpu);
	return sysfs_emit(buf, "%llu\n", sum);
}

static const struct kernel_param_ops pcfloor_firings_ops = {
	.get = pcfloor_firings_get,
};
module_param_cb(firings, &pcfloor_firings_ops, NULL, 0444);
MODULE_PARM_DESC(firings, "timer callbacks run so far, all CPUs");

static int __init pcfloor_init(void)
{
	unsigned int cpu;

	if (period_ns < 10000)
		return -EINVAL;
	for_each_possible_cpu(cpu) {
		hrtimer_init(per_cpu_ptr(&pcfloor_timer, cpu), CLOCK_MONOTONIC,
			     HRTIMER_MODE_REL);
		per_cpu_ptr(&pcfloor_timer, cpu)->function = pcfloor_fn;
	}
	WRITE_ONCE(pcfloor_on, true);
	on_each_cpu(pcfloor_start_local, NULL, 1);
	return 0;
}

static void __exit pcfloor_exit(void)
{
	unsigned int cpu;

	WRITE_ONCE(pcfloor_on, false);
	for_each_possible_cpu(cpu)
		hrtimer_cancel(per_cpu_ptr(&pcfloor_timer, cpu));
}

module_init(pcfloor_init);
module_exit(pcfloor_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("probe-cost benchmark floor: per-CPU hrtimer counting firings");
