// SPDX-License-Identifier: GPL-2.0
/*
 * probe_syscall.c - the syscall provider: one callback on each of the raw
 * sys_enter and sys_exit tracepoints, whatever the number of syscall
 * probes, each running the dispatch the translator generates for the
 * program (translator/providers/dt_prov_syscall.c says how it finds a number's
 * probe and why; syscall_fire.c what the probe does around its clauses).
 * A syscall nobody traces costs the tracepoint call and a compare or two.
 *
 * The tracepoints are not exported to modules by name, so they are looked
 * up with for_each_kernel_tracepoint() at load; callbacks are registered
 * by "go" and unregistered by "stop" (both may sleep: process context).
 *
 * Compat (32-bit) syscalls have another numbering and are skipped.
 */
#if DTAP_SYSCALL_NR > 0
#include <linux/tracepoint.h>

struct dtap_systp {
	const char *name;
	void *probe;
	struct tracepoint *tp;
	bool registered;
};

/*
 * The callbacks are generated code once the dispatch and the clauses are
 * inlined into them (one function per hit, no call but the tracepoint's),
 * so they live in the generated section where `dtap --check-module`
 * proves them loop-free, and which is notrace (dtap_runtime.h).
 */
#if DTAP_SYSCALL_ENTRY
static void DTAP_GENERATED dtap_sys_enter_probe(void *data, struct pt_regs *regs, long nr)
{
	dtap_sys_entry_dispatch(regs, nr, 0);
}
#endif

#if DTAP_SYSCALL_RETURN
static void DTAP_GENERATED dtap_sys_exit_probe(void *data, struct pt_regs *regs, long ret)
{
	dtap_sys_return_dispatch(regs, syscall_get_nr(current, regs), ret);
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
#if DTAP_STACKDEPTH > 0
		dtap_note_tp_iter((unsigned long)dtap_systps[i].tp->iterator);
#endif
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
