// SPDX-License-Identifier: GPL-2.0
/*
 * ftfloor.c - an ftrace floor for the fbt case of the probe-cost
 * benchmark: an ftrace_ops whose filter is __x64_sys_getppid and whose
 * callback adds one to a per-CPU counter (the path fprobe and
 * kprobes-on-ftrace are built on, without their dispatch).
 *
 * The sum of the counters is the read-only parameter `hits`.
 */
#include <linux/ftrace.h>
#include <linux/kprobes.h>
#include <linux/module.h>
#include <linux/percpu.h>

static DEFINE_PER_CPU(u64, ftfloor_count);

static void notrace ftfloor_cb(unsigned long ip, unsigned long parent_ip,
			       struct ftrace_ops *op, struct ftrace_regs *fregs)
{
	this_cpu_inc(ftfloor_count);
}

static struct ftrace_ops ftfloor_ops = {
	.func = ftfloor_cb,
	.flags = FTRACE_OPS_FL_RECURSION,	/* the callback cannot recurse */
};

static int ftfloor_hits_get(char *buf, const struct kernel_param *kp)
{
	unsigned int cpu;
	u64 sum = 0;

	for_each_possible_cpu(cpu)
		sum += per_cpu(ftfloor_count, cpu);
	return sysfs_emit(buf, "%llu\n", sum);
}

static const struct kernel_param_ops ftfloor_hits_ops = {
	.get = ftfloor_hits_get,
};
module_param_cb(hits, &ftfloor_hits_ops, NULL, 0444);
MODULE_PARM_DESC(hits, "__x64_sys_getppid ftrace hits so far, all CPUs");

/* The function's address: kallsyms_lookup_name is not exported, a
 * kprobe finds it. */
static unsigned long ftfloor_addr(void)
{
	struct kprobe kp = { .symbol_name = "__x64_sys_getppid" };
	unsigned long addr;

	if (register_kprobe(&kp))
		return 0;
	addr = (unsigned long)kp.addr;
	unregister_kprobe(&kp);
	return addr;
}

static int __init ftfloor_init(void)
{
	unsigned long addr = ftfloor_addr();
	int err;

	if (!addr)
		return -ENOENT;
	err = ftrace_set_filter_ip(&ftfloor_ops, addr, 0, 0);
	return err ? err : register_ftrace_function(&ftfloor_ops);
}

static void __exit ftfloor_exit(void)
{
	unregister_ftrace_function(&ftfloor_ops);
}

module_init(ftfloor_init);
module_exit(ftfloor_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("probe-cost benchmark floor: an ftrace_ops on __x64_sys_getppid counting hits");
