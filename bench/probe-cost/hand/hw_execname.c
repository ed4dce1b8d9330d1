// SPDX-License-Identifier: GPL-2.0
/*
 * hw_execname.c - the probe-cost benchmark's hand-written sc_execname
 * (`syscall:::entry { @a[execname] = count(); }`): system calls counted
 * by the calling task's comm.  A per-CPU open-addressing hash table of
 * comm -> counter: the comm's 16 bytes (NUL-padded by set_task_comm) read
 * as two words, hashed, the slot found by linear probing (bounded by the
 * table's size), compared a word at a time; an empty slot (count 0)
 * takes the key.  A full table counts a drop, as dtap's does.  Like
 * dtap's syscall provider, it leaves 32-bit (compat) calls alone.
 */
#include <linux/compat.h>
#include <linux/hash.h>
#include <linux/module.h>
#include <linux/sched.h>
#include "hw_hits.h"

#define HW_SLOTS 256	/* a power of two */

struct hw_slot {
	u64 key[2];
	u64 count;
};

static DEFINE_PER_CPU(struct hw_slot [HW_SLOTS], hw_table);
static DEFINE_PER_CPU(u64, hw_drops);

static void hw_execname_probe(void *data, struct pt_regs *regs, long id)
{
	const u64 *comm = (const u64 *)current->comm;
	u64 k0 = comm[0], k1 = comm[1];
	struct hw_slot *t = this_cpu_ptr(hw_table);
	u32 h = hash_64(k0 ^ (k1 * 31), ilog2(HW_SLOTS));
	int i;

	BUILD_BUG_ON(sizeof(current->comm) != 2 * sizeof(u64));
	if (in_compat_syscall())
		return;
	for (i = 0; i < HW_SLOTS; i++, h = (h + 1) & (HW_SLOTS - 1)) {
		struct hw_slot *s = &t[h];

		if (s->key[0] == k0 && s->key[1] == k1 && s->count) {
			s->count++;
			return;
		}
		if (!s->count) {
			s->key[0] = k0;
			s->key[1] = k1;
			s->count = 1;
			return;
		}
	}
	this_cpu_inc(hw_drops);
}

static u64 hw_table_sum(unsigned int cpu)
{
	u64 sum = 0;
	int i;

	for (i = 0; i < HW_SLOTS; i++)
		sum += per_cpu(hw_table, cpu)[i].count;
	return sum;
}

HW_HITS(hw_table_sum, "system calls counted so far, all CPUs and comms");

static int __init hw_execname_init(void)
{
	return hw_register_sys_enter(hw_execname_probe);
}

static void __exit hw_execname_exit(void)
{
	hw_unregister_sys_enter(hw_execname_probe);
}

module_init(hw_execname_init);
module_exit(hw_execname_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("probe-cost benchmark, hand-written: system calls counted per comm and CPU");
