// SPDX-License-Identifier: GPL-2.0
/*
 * timers.c - the profile provider's timers (shared object): set up at
 * load, started by "go", stopped by "stop" and at unload, for the table
 * of probes the program describes (dtap_prog_cfg.timer_probes); what a
 * timer runs when it expires is the program's (probe_profile.c).
 *
 * profile-N fires on every CPU (one hrtimer pinned to each online CPU),
 * tick-N on one CPU (one timer, pinned to the first online CPU).  Stop
 * and unload clear dtap_timers_on and cancel every timer, which also
 * waits for a running callback.  CPUs that come online later get no
 * profile timer.
 *
 * The timers are HRTIMER_MODE_*_HARD: they expire in the timer interrupt
 * on every kernel, PREEMPT_RT included (where a timer not marked hard
 * runs in a softirq thread, preemptible, its interrupted registers gone),
 * so the handler always runs with interrupts off and get_irq_regs() is
 * what profile-N samples.  (A mode without _HARD would also have to match
 * at init and start on RT, or hrtimer_start() warns.)
 */

/* DTrace refuses intervals under 200us; a shorter one would starve the
 * CPU, so the runtime clamps whatever the translator let through. */
#define DTAP_PROFILE_MIN_NS	200000ULL

struct dtap_tprobe {
	struct dtap_ptimer __percpu *pcpu;	/* profile-N */
	struct dtap_ptimer one;			/* tick-N */
};

static struct dtap_tprobe *dtap_tprobes;	/* [dtap_prog_cfg.ntimers] */
bool dtap_timers_on;

static void dtap_ptimer_init(struct dtap_ptimer *pt, const struct dtap_probe *p)
{
	pt->probe = p;
	pt->period = ns_to_ktime(max_t(u64, p->period_ns, DTAP_PROFILE_MIN_NS));
	hrtimer_init(&pt->timer, CLOCK_MONOTONIC, HRTIMER_MODE_REL_HARD);
	pt->timer.function = dtap_prog_cfg.timer_fn;
}

int dtap_timers_alloc(void)
{
	const struct dtap_probe *probes = dtap_prog_cfg.timer_probes;
	u32 i, n = dtap_prog_cfg.ntimers;
	unsigned int cpu;

	if (!n)
		return 0;
	dtap_tprobes = kcalloc(n, sizeof(*dtap_tprobes), GFP_KERNEL);
	if (!dtap_tprobes)
		return -ENOMEM;
	for (i = 0; i < n; i++) {
		if (!probes[i].per_cpu) {
			dtap_ptimer_init(&dtap_tprobes[i].one, &probes[i]);
			continue;
		}
		dtap_tprobes[i].pcpu = alloc_percpu(struct dtap_ptimer);
		if (!dtap_tprobes[i].pcpu)
			return -ENOMEM;	/* dtap_timers_free() cleans up */
		for_each_possible_cpu(cpu)
			dtap_ptimer_init(per_cpu_ptr(dtap_tprobes[i].pcpu, cpu),
					 &probes[i]);
	}
	return 0;
}

void dtap_timers_free(void)
{
	u32 i;

	if (!dtap_tprobes)
		return;
	for (i = 0; i < dtap_prog_cfg.ntimers; i++)
		free_percpu(dtap_tprobes[i].pcpu);
	kfree(dtap_tprobes);
	dtap_tprobes = NULL;
}

/* on_each_cpu callback: start this CPU's timer, pinned to it. */
static void dtap_ptimer_start_local(void *arg)
{
	struct dtap_tprobe *tp = arg;
	struct dtap_ptimer *pt = this_cpu_ptr(tp->pcpu);

	hrtimer_start(&pt->timer, pt->period, HRTIMER_MODE_REL_PINNED_HARD);
}

static void dtap_ptimer_start_one(void *arg)
{
	struct dtap_ptimer *pt = arg;

	hrtimer_start(&pt->timer, pt->period, HRTIMER_MODE_REL_PINNED_HARD);
}

/*
 * tick-N: one timer, pinned to the first online CPU.  An unpinned timer
 * lands on whatever CPU wrote "go" and may move at each expiry; pinned,
 * every tick of a probe fires on the same CPU (a D script sees one `cpu`,
 * drops of tick clauses are reported on one CPU).  Hotplug migrates it.
 */
static void dtap_tick_start(struct dtap_ptimer *pt)
{
	cpus_read_lock();
	smp_call_function_single(cpumask_first(cpu_online_mask),
				 dtap_ptimer_start_one, pt, 1);
	cpus_read_unlock();
}

void dtap_timers_start(void)
{
	u32 i;

	WRITE_ONCE(dtap_timers_on, true);
	for (i = 0; i < dtap_prog_cfg.ntimers; i++) {
		struct dtap_tprobe *tp = &dtap_tprobes[i];

		if (tp->pcpu)
			on_each_cpu(dtap_ptimer_start_local, tp, 1);
		else
			dtap_tick_start(&tp->one);
	}
}

/* Process context: after this no profile handler runs or will run. */
void dtap_timers_stop(void)
{
	unsigned int cpu;
	u32 i;

	WRITE_ONCE(dtap_timers_on, false);
	if (!dtap_tprobes)
		return;
	for (i = 0; i < dtap_prog_cfg.ntimers; i++) {
		struct dtap_tprobe *tp = &dtap_tprobes[i];

		if (!tp->pcpu) {
			hrtimer_cancel(&tp->one.timer);
			continue;
		}
		for_each_possible_cpu(cpu)
			hrtimer_cancel(&per_cpu_ptr(tp->pcpu, cpu)->timer);
	}
}
