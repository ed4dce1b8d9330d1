// SPDX-License-Identifier: GPL-2.0
/*
 * builtins.c - D's built-in variables that read the kernel: the current
 * thread (pid tid ppid uid gid execname vtimestamp) and the probe's
 * arguments (arg0..arg9, errno).
 *
 * All of them are safe in any probe context, NMI included: they read
 * fields of `current` (whose task_struct cannot go away under its own
 * feet) and take no lock.  In interrupt context they describe the
 * interrupted thread, as in DTrace.
 */
#include <linux/sched.h>
#include <linux/sched/signal.h>
#include <linux/pid.h>
#include <linux/cred.h>
#include <linux/topology.h>

/*
 * Arguments of the probe that fired, for providers that fire with
 * dtap_fire_args_preempt_off() (fire.c): on the provider's stack, copied
 * into the context for a program that reads them.
 */
struct dtap_args {
	u64 arg[DTAP_NARGS];
	s64 err;		/* errno: syscall :return probes */
	struct pt_regs *regs;	/* the interrupted context (profile), for
				 * stack(); NULL: stack() starts at the probe */
};

static const struct dtap_args dtap_no_args;

/* The first six integer arguments of a function entered with REGS, in
 * x86-64's argument registers (fbt entry and return, pid entry); later
 * ones are on the stack, where each provider reads its own way. */
static __always_inline __maybe_unused void dtap_reg_args(const struct pt_regs *regs, u64 *args)
{
	args[0] = regs->di;
	args[1] = regs->si;
	args[2] = regs->dx;
	args[3] = regs->cx;
	args[4] = regs->r8;
	args[5] = regs->r9;
}

/* Process and thread ids as the initial pid namespace sees them, which
 * is what DTrace (and ps on the host) print. */
static __always_inline __maybe_unused s32 dtap_pid(void)
{
	return current->tgid;
}

static __always_inline __maybe_unused s32 dtap_tid(void)
{
	return current->pid;
}

/* curthread: the task as a value; the script reaches its members through
 * the checked loads of memory.c like any other kernel pointer. */
static __always_inline __maybe_unused u64 dtap_curthread(void)
{
	return (u64)(uintptr_t)current;
}

/* real_parent is RCU-protected; every probe runs with interrupts off,
 * which is an RCU read-side section. */
static __always_inline __maybe_unused s32 dtap_ppid(void)
{
	return rcu_dereference_sched(current->real_parent)->tgid;
}

/* The real ids, in the initial user namespace (current_cred() needs no
 * lock: a task's own cred pointer only changes under itself). */
static __always_inline __maybe_unused u32 dtap_cur_uid(void)
{
	return __kuid_val(current_cred()->uid);
}

static __always_inline __maybe_unused u32 dtap_cur_gid(void)
{
	return __kgid_val(current_cred()->gid);
}

/* comm always ends in a NUL (TASK_COMM_LEN bytes); a concurrent
 * prctl(PR_SET_NAME) can at worst give a mix of the old and new name. */
static __always_inline __maybe_unused const char *dtap_execname(void)
{
	return current->comm;
}

/*
 * Nanoseconds the thread has run on a CPU: what the scheduler accounted
 * at its last tick or switch, plus the time since (it is running now),
 * on the scheduler's clock (sched_clock_cpu, which local_clock() reads;
 * exec_start is on the run queue's clock_task, the same clock less IRQ
 * and steal time since its last update).  The accounted figure alone
 * stays still between ticks: 0 in a new child, the same value around a
 * short system call.  task_sched_runtime() would be exact but takes the
 * run-queue lock, not allowed here; interrupts are off, so nothing on
 * this CPU updates the two fields between the reads.
 */
static __always_inline __maybe_unused u64 dtap_vtimestamp(void)
{
	u64 sum = READ_ONCE(current->se.sum_exec_runtime);
	u64 start = READ_ONCE(current->se.exec_start), now = local_clock();

	return sum + (now > start ? now - start : 0);
}

/*
 * curcpu's cpu_chip and cpu_lgrp (tapsets/cpu.d): CPU's physical package
 * and NUMA node, as dtrace-utils fills its cpuinfo_t; -1 for a number
 * that is no possible CPU.
 */
static noinline __maybe_unused s64 dtap_cpu_chip(struct dtap_ctx *ctx, s64 cpu)
{
	if (cpu < 0 || cpu >= nr_cpu_ids || !cpu_possible(cpu))
		return -1;
	return topology_physical_package_id(cpu);
}

static noinline __maybe_unused s64 dtap_cpu_lgrp(struct dtap_ctx *ctx, s64 cpu)
{
	if (cpu < 0 || cpu >= nr_cpu_ids || !cpu_possible(cpu))
		return -1;
	return cpu_to_node(cpu);
}
