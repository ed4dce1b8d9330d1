// SPDX-License-Identifier: GPL-2.0
/*
 * destructive.c - the destructive actions dtrace allows with -w, in probe
 * context: chill(), raise(), stop() and panic().  (system() is a data
 * action: dtapio runs the command when it reads the record.)  The
 * translator emits calls to these only for programs compiled with -w.
 */

/*
 * chill(ns): spin for NS nanoseconds.  As dtrace bounds it: at most
 * DTAP_CHILL_MAX of chill per CPU in any DTAP_CHILL_INTERVAL; a chill
 * beyond that (or negative) faults with "illegal operation" instead of
 * stalling the CPU.  The wait is on the NMI-safe monotonic clock, so the
 * loop ends even if the probe fired inside the timekeeping update.
 */
#define DTAP_CHILL_MAX		(500 * NSEC_PER_MSEC)
#define DTAP_CHILL_INTERVAL	NSEC_PER_SEC

static DEFINE_PER_CPU(u64, dtap_chill_start);
static DEFINE_PER_CPU(u64, dtap_chill_used);

static noinline __maybe_unused void dtap_chill(struct dtap_ctx *ctx, s64 ns)
{
	u64 now = ktime_get_mono_fast_ns(), end;
	u64 *start = this_cpu_ptr(&dtap_chill_start);
	u64 *used = this_cpu_ptr(&dtap_chill_used);

	if (!dtap_kernel_allowed(ctx))
		return;
	if (now - *start > DTAP_CHILL_INTERVAL) {
		*start = now;
		*used = 0;
	}
	if (ns < 0 || (u64)ns > DTAP_CHILL_MAX - *used) {
		dtap_fault(ctx, DTAP_FAULT_ILLOP, 0);
		return;
	}
	*used += ns;
	end = now + ns;
	while (ktime_get_mono_fast_ns() < end)	/* bounded by the clock */
		cpu_relax();
}

/*
 * On PREEMPT_RT a process's siglock is a sleeping lock, which a probe
 * (interrupts or preemption off) must not take.  There the signal goes
 * out from an irq_work, which RT runs in a thread, a moment later (before
 * the process returns to user mode from a system call probe; from an
 * interrupt, at the irq_work thread's next run).  One per CPU: a second
 * raise() on a CPU whose first is still pending faults ("illegal
 * operation") instead of losing a signal silently.  Elsewhere the signal
 * is sent at once: those kernels' siglock spins.
 */
#if DTAP_DESTRUCTIVE	/* only -w modules hold a task or an irq_work */
struct dtap_sigwork {
	struct irq_work work;
	struct task_struct *task;
	int sig;
};

static void dtap_sigwork_fn(struct irq_work *w)
{
	struct dtap_sigwork *sw = container_of(w, struct dtap_sigwork, work);
	struct task_struct *t = sw->task;

	send_sig(sw->sig, t, 0);
	WRITE_ONCE(sw->task, NULL);	/* the slot is free again */
	put_task_struct(t);
}

/* Set up at load (dtap_sigwork_init): a module's per-CPU data is copied
 * from its template before relocation, so a function pointer in a static
 * initializer would arrive as NULL (an Oops in the irq_work thread). */
static DEFINE_PER_CPU(struct dtap_sigwork, dtap_sigwork);

static void dtap_sigwork_init(void)
{
	unsigned int cpu;

	for_each_possible_cpu(cpu)
		init_irq_work(&per_cpu_ptr(&dtap_sigwork, cpu)->work, dtap_sigwork_fn);
}

static __maybe_unused void dtap_send_sig(struct dtap_ctx *ctx, int sig)
{
	struct dtap_sigwork *sw;

	if (!IS_ENABLED(CONFIG_PREEMPT_RT)) {
		send_sig(sig, current, 0);
		return;
	}
	sw = this_cpu_ptr(&dtap_sigwork);
	if (READ_ONCE(sw->task)) {	/* the last one still pending */
		dtap_fault(ctx, DTAP_FAULT_ILLOP, 0);
		return;
	}
	WRITE_ONCE(sw->task, get_task_struct(current));
	sw->sig = sig;
	irq_work_queue(&sw->work);
}

/* Process context, probes disabled: no signal left pending in a work of
 * this module when it goes. */
static void dtap_sigwork_sync(void)
{
	unsigned int cpu;

	if (!IS_ENABLED(CONFIG_PREEMPT_RT))
		return;
	for_each_possible_cpu(cpu)
		irq_work_sync(&per_cpu_ptr(&dtap_sigwork, cpu)->work);
}
#else	/* raise() and stop() compile only with -w: dtap_raise() unused */
static __maybe_unused void dtap_send_sig(struct dtap_ctx *ctx, int sig)
{
	send_sig(sig, current, 0);
}

static void dtap_sigwork_init(void)
{
}

static void dtap_sigwork_sync(void)
{
}
#endif

/*
 * raise(sig), stop(): send SIG to the process the probe interrupted.
 * Probes fire in task or interrupt context, never with the target's
 * siglock held (it is taken with interrupts off), so sending is safe.
 * A kernel thread or the idle task has no process to signal: nothing
 * happens, as with dtrace; a signal number out of range faults, and so
 * does a process not the loading user's (privilege.c).
 */
static noinline __maybe_unused void dtap_raise(struct dtap_ctx *ctx, s64 sig)
{
	if (sig <= 0 || sig >= _NSIG) {
		dtap_fault(ctx, DTAP_FAULT_ILLOP, 0);
		return;
	}
	if (!current->mm || (current->flags & PF_KTHREAD) || !current->pid)
		return;
	if (dtap_proc_allowed(ctx))
		dtap_send_sig(ctx, (int)sig);
}

/* panic(): what it says, naming the probe. */
static noinline __maybe_unused void dtap_panic(struct dtap_ctx *ctx, const struct dtap_probe *p)
{
	if (!dtap_kernel_allowed(ctx))
		return;
	panic("dtap: panic() action in probe %s:%s:%s:%s", p->prov, p->mod, p->func,
	      p->name);
}

/*
 * copyout(buf, addr, n), copyoutstr(s, addr, max): write into the memory
 * of the process the probe interrupted, with the fault-tolerant user copy
 * (pagefaults disabled: nothing sleeps, an unmapped or read-only page is
 * an error).  BUF is read with the checked kernel copy.  A bad address on
 * either side aborts the clause with "invalid address"; more than
 * DTAP_COPYOUT_MAX bytes, or no process (a kernel thread), is "illegal
 * operation"; a process not the loading user's, "invalid user access".  The loop runs at most DTAP_COPYOUT_MAX / 256 times.
 */
#define DTAP_COPYOUT_MAX	65536

static bool dtap_copyout_ok(struct dtap_ctx *ctx, u64 n)
{
	if (n > DTAP_COPYOUT_MAX || !current->mm || (current->flags & PF_KTHREAD)) {
		dtap_fault(ctx, DTAP_FAULT_ILLOP, 0);
		return false;
	}
	return dtap_proc_allowed(ctx);
}

static noinline __maybe_unused void dtap_copyout(struct dtap_ctx *ctx, u64 src, u64 addr, u64 n)
{
	u8 buf[256];
	u64 done = 0;

	if (!dtap_copyout_ok(ctx, n))
		return;
	while (done < n) {
		size_t c = min_t(u64, n - done, sizeof(buf));

		if (copy_from_kernel_nofault(buf, (const void *)(unsigned long)(src + done), c)) {
			dtap_fault(ctx, DTAP_FAULT_BADADDR, src + done);
			return;
		}
		if (copy_to_user_nofault((void __user *)(unsigned long)(addr + done), buf, c)) {
			dtap_fault(ctx, DTAP_FAULT_BADADDR, addr + done);
			return;
		}
		done += c;
	}
}

/* The string and its NUL, at most MAX bytes (dtrace's copyoutstr). */
static noinline __maybe_unused void dtap_copyoutstr(struct dtap_ctx *ctx, const char *s, u64 addr,
						    u64 max)
{
	u64 n = strnlen(s, DTAP_STRSIZE) + 1;

	if (n > max)
		n = max;
	if (!dtap_copyout_ok(ctx, n))
		return;
	if (copy_to_user_nofault((void __user *)(unsigned long)addr, s, n))
		dtap_fault(ctx, DTAP_FAULT_BADADDR, addr);
}
