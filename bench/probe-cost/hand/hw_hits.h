/* SPDX-License-Identifier: GPL-2.0 */
/*
 * hw_hits.h - the read-only parameter `hits` of a hand-written module of
 * the probe-cost benchmark (/sys/module/NAME/parameters/hits): the sum
 * over CPUs of what SUM_CPU(cpu) gives, read by the benchmark's loop
 * before and after its timed interval, as it reads the floors' counters.
 */
#ifndef HW_HITS_H
#define HW_HITS_H
#include <linux/moduleparam.h>
#include <linux/percpu.h>
#include <linux/sysfs.h>

#define HW_HITS(SUM_CPU, DESC)						\
static int hw_hits_get(char *buf, const struct kernel_param *kp)	\
{									\
	unsigned int cpu;						\
	u64 sum = 0;							\
									\
	for_each_possible_cpu(cpu)					\
		sum += SUM_CPU(cpu);					\
	return sysfs_emit(buf, "%llu\n", sum);				\
}									\
static const struct kernel_param_ops hw_hits_ops = {			\
	.get = hw_hits_get,						\
};									\
module_param_cb(hits, &hw_hits_ops, NULL, 0444);			\
MODULE_PARM_DESC(hits, DESC)

/* The sys_enter tracepoint: not exported by name, found by walking them. */
#include <linux/tracepoint.h>
#include <linux/string.h>

static struct tracepoint *hw_sys_enter;

static void hw_find_sys_enter(struct tracepoint *tp, void *priv)
{
	if (!strcmp(tp->name, "sys_enter"))
		hw_sys_enter = tp;
}

static inline int hw_register_sys_enter(void *probe)
{
	for_each_kernel_tracepoint(hw_find_sys_enter, NULL);
	if (!hw_sys_enter)
		return -ENOENT;
	return tracepoint_probe_register(hw_sys_enter, probe, NULL);
}

static inline void hw_unregister_sys_enter(void *probe)
{
	tracepoint_probe_unregister(hw_sys_enter, probe, NULL);
	tracepoint_synchronize_unregister();
}
#endif
