// SPDX-License-Identifier: GPL-2.0
/*
 * probe_syscall.c - the syscall provider: one callback on each of the raw
 * sys_enter and sys_exit tracepoints, whatever the number of syscall
 * probes, dispatching on the syscall number through tables the
 * translator generates (dtap_sys_entry[] / dtap_sys_return[]: the probe
 * of each number, or NULL).  A syscall nobody traces costs the
 * tracepoint call, a bounds check and one load.
 *
 * The tracepoints are not exported to modules by name, so they are looked
 * up with for_each_kernel_tracepoint() at load; callbacks are registered
 * by "go" and unregistered by "stop" (both may sleep: process context).
 *
 * Compat (32-bit) syscalls have another numbering and are skipped.
 * Tracepoint callbacks run with preemption off, which is all a dtap
 * handler needs (fire.c).
 */
#if DTAP_SYSCALL_NR > 0
#include <linux/tracepoint.h>
#include <linux/err.h>
#include <linux/compat.h>
#include <asm/syscall.h>

struct dtap_systp {
	const char *name;
	void *probe;
	struct tracepoint *tp;
	bool registered;
};

/* A syscall of this task's native ABI, with a number the tables cover? */
static __always_inline bool dtap_sys_native(long nr)
{
	return likely((unsigned long)nr < DTAP_SYSCALL_NR) && !in_compat_syscall();
}

static __always_inline void dtap_sys_fire(const struct dtap_probe *p,
					  struct pt_regs *regs, long ret,
					  bool is_return)
{
#if DTAP_USES_ARGS
	struct dtap_args a;
	unsigned long argv[6];
	int i;

	memset(&a, 0, sizeof(a));
	if (is_return) {
		/* DTrace: arg0 and arg1 both hold the return value */
		a.arg[0] = a.arg[1] = (u64)ret;
		a.err = IS_ERR_VALUE(ret) ? -ret : 0;
	} else {
		syscall_get_arguments(current, regs, argv);
		for (i = 0; i < 6; i++)
			a.arg[i] = argv[i];
	}
	dtap_fire_args_preempt_off(p, &a);
#else
	dtap_fire_args_preempt_off(p, &dtap_no_args);
#endif
}

#if DTAP_SYSCALL_ENTRY
static void dtap_sys_enter_probe(void *data, struct pt_regs *regs, long nr)
{
	const struct dtap_probe *p;

	if (!dtap_sys_native(nr))
		return;
	p = dtap_sys_entry[nr];
	if (p)
		dtap_sys_fire(p, regs, 0, false);
}
#endif

#if DTAP_SYSCALL_RETURN
static void dtap_sys_exit_probe(void *data, struct pt_regs *regs, long ret)
{
	long nr = syscall_get_nr(current, regs);
	const struct dtap_probe *p;

	if (!dtap_sys_native(nr))
		return;
	p = dtap_sys_return[nr];
	if (p)
		dtap_sys_fire(p, regs, ret, true);
}
#endif

static struct dtap_systp dtap_systps[] = {
#if DTAP_SYSCALL_ENTRY
	{ .name = "sys_enter", .probe = dtap_sys_enter_probe },
#endif
#if DTAP_SYSCALL_RETURN
	{ .name = "sys_exit", .probe = dtap_sys_exit_probe },
#endif
};

static void dtap_systp_find(struct tracepoint *tp, void *priv)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(dtap_systps); i++)
		if (!strcmp(tp->name, dtap_systps[i].name))
			dtap_systps[i].tp = tp;
}

static int dtap_syscalls_alloc(void)
{
	size_t i;

	for_each_kernel_tracepoint(dtap_systp_find, NULL);
	for (i = 0; i < ARRAY_SIZE(dtap_systps); i++) {
		if (!dtap_systps[i].tp) {
			pr_err("dtap: kernel tracepoint %s not found (CONFIG_FTRACE_SYSCALLS?)\n",
			       dtap_systps[i].name);
			return -ENOENT;
		}
	}
	return 0;
}

static void dtap_syscalls_stop(void)
{
	bool any = false;
	size_t i;

	for (i = 0; i < ARRAY_SIZE(dtap_systps); i++) {
		struct dtap_systp *s = &dtap_systps[i];

		if (!s->registered)
			continue;
		tracepoint_probe_unregister(s->tp, s->probe, NULL);
		s->registered = false;
		any = true;
	}
	/* no callback still runs (or will) once this returns */
	if (any)
		tracepoint_synchronize_unregister();
}

static int dtap_syscalls_start(void)
{
	size_t i;
	int err;

	for (i = 0; i < ARRAY_SIZE(dtap_systps); i++) {
		struct dtap_systp *s = &dtap_systps[i];

		err = tracepoint_probe_register(s->tp, s->probe, NULL);
		if (err) {
			pr_err("dtap: cannot attach to tracepoint %s: %d\n", s->name, err);
			dtap_syscalls_stop();
			return err;
		}
		s->registered = true;
	}
	return 0;
}
#else
static int dtap_syscalls_alloc(void) { return 0; }
static int dtap_syscalls_start(void) { return 0; }
static void dtap_syscalls_stop(void) { }
#endif /* DTAP_SYSCALL_NR > 0 */
