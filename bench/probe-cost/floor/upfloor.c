// SPDX-License-Identifier: GPL-2.0
/*
 * upfloor.c - the floor of the probe-cost benchmark's user cases: the
 * least a uprobe-based tracer can do per call of a user function.  One
 * uprobe consumer on the file PATH at file offset OFFSET (module
 * parameters: the loop program's bench_fn) whose handler adds one to a
 * per-CPU counter; no filter (the loop is the only process running it).
 * UPFLOOR_NOSYNC (run.sh: when the tree exports uprobe_unregister_nosync,
 * 6.12): uprobe_register returns the struct uprobe, unregistered with
 * uprobe_unregister_nosync + uprobe_unregister_sync.
 *
 * The sum of the counters is the read-only parameter `hits`.
 */
#include <linux/module.h>
#include <linux/namei.h>
#include <linux/percpu.h>
#include <linux/uprobes.h>

static DEFINE_PER_CPU(u64, upfloor_count);
static char *path;
static unsigned long long offset;
module_param(path, charp, 0444);
module_param(offset, ullong, 0444);
static struct path upfloor_path;
#ifdef UPFLOOR_NOSYNC
static struct uprobe *upfloor_uprobe;
#endif

static int upfloor_handler(struct uprobe_consumer *uc, struct pt_regs *regs)
{
	this_cpu_inc(upfloor_count);
	return 0;
}

static struct uprobe_consumer upfloor_uc = {
	.handler = upfloor_handler,
};

static int upfloor_hits_get(char *buf, const struct kernel_param *kp)
{
	unsigned int cpu;
	u64 sum = 0;

	for_each_possible_cpu(cpu)
		sum += per_cpu(upfloor_count, cpu);
	return sysfs_emit(buf, "%llu\n", sum);
}

static const struct kernel_param_ops upfloor_hits_ops = {
	.get = upfloor_hits_get,
};
module_param_cb(hits, &upfloor_hits_ops, NULL, 0444);
MODULE_PARM_DESC(hits, "uprobe hits so far, all CPUs");

static int __init upfloor_init(void)
{
	int err;

	if (!path)
		return -EINVAL;
	err = kern_path(path, LOOKUP_FOLLOW, &upfloor_path);
	if (err)
		return err;
#ifdef UPFLOOR_NOSYNC
	upfloor_uprobe = uprobe_register(d_inode(upfloor_path.dentry), offset, 0, &upfloor_uc);
	err = IS_ERR(upfloor_uprobe) ? PTR_ERR(upfloor_uprobe) : 0;
#else
	err = uprobe_register(d_inode(upfloor_path.dentry), offset, &upfloor_uc);
#endif
	if (err)
		path_put(&upfloor_path);
	return err;
}

static void __exit upfloor_exit(void)
{
#ifdef UPFLOOR_NOSYNC
	uprobe_unregister_nosync(upfloor_uprobe, &upfloor_uc);
	uprobe_unregister_sync();
#else
	uprobe_unregister(d_inode(upfloor_path.dentry), offset, &upfloor_uc);
#endif
	path_put(&upfloor_path);
}

module_init(upfloor_init);
module_exit(upfloor_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("probe-cost benchmark floor: a uprobe counting hits");
