// SPDX-License-Identifier: GPL-2.0
/*
 * probe_profile.c - the profile provider: what a profile-N or tick-N
 * timer runs when it expires, the probe's clauses.  The timers themselves
 * (one per CPU for profile-N, one for tick-N, hard: expiring in the timer
 * interrupt, PREEMPT_RT included) are set up, started and stopped by the
 * shared object (timers.c) for the program's table of them
 * (dtap_timer_probes).
 */

#include <asm/irq_regs.h>
#include <linux/ptrace.h>

/*
 * DTrace's profile arguments: arg0 is the kernel pc the timer interrupt
 * hit (0 if it hit user mode), arg1 the user pc (0 if it hit the kernel).
 * get_irq_regs() is the interrupted context in hrtimer_interrupt();
 * where there is none (a threaded timer), both are 0.
 */
static __always_inline __maybe_unused void dtap_profile_args(struct dtap_args *a)
{
	struct pt_regs *regs = get_irq_regs();

	memset(a, 0, sizeof(*a));
	a->regs = regs;
	if (!regs)
		return;
	if (user_mode(regs))
		a->arg[1] = instruction_pointer(regs);
	else
		a->arg[0] = instruction_pointer(regs);
}

#if DTAP_NTIMERS > 0
static enum hrtimer_restart dtap_ptimer_fn(struct hrtimer *t)
{
	struct dtap_ptimer *pt = container_of(t, struct dtap_ptimer, timer);
#if DTAP_USES_ARGS || DTAP_STACKDEPTH > 0
	struct dtap_args args;
	const struct dtap_args *a = &args;

	dtap_profile_args(&args);
#else
	const struct dtap_args *a = &dtap_no_args;
#endif

	if (!READ_ONCE(dtap_timers_on))
		return HRTIMER_NORESTART;
	lockdep_assert_irqs_disabled();	/* hard: hrtimer_interrupt() context */
	dtap_fire_args_irqs_off(pt->probe, a);
	hrtimer_forward_now(t, pt->period);
	return HRTIMER_RESTART;
}
#define DTAP_TIMER_FN	dtap_ptimer_fn
#else
#define DTAP_TIMER_FN	NULL
#endif
