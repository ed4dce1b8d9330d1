// SPDX-License-Identifier: GPL-2.0
/*
 * probes.c - the program's probes as a whole: started by "go", stopped by
 * "stop" and at unload (the `ctl` file, ctl.c in the shared object, runs
 * the commands).
 */

#if DTAP_NTIMERS > 0
#define DTAP_TIMER_TABLE	dtap_timer_probes
#else
#define DTAP_TIMER_TABLE	((const struct dtap_probe *)NULL)
#endif

/* "go", after BEGIN: the probes that fire on their own. */
int dtap_enable_probes(void)
{
	int err;

	dtap_timers_start();
	err = dtap_syscalls_start();
	if (!err)
		err = dtap_tps_start();
	return err ? err : dtap_ups_start();
}

/* Gate closed: wait until no handler can still be inside a clause.
 * Handlers run with interrupts off, which synchronize_rcu() waits out. */
void dtap_disable_probes(void)
{
	dtap_timers_stop();
	dtap_fbt_stop();
	dtap_syscalls_stop();
	dtap_tps_stop();
	dtap_ups_stop();
	synchronize_rcu();
	dtap_sigwork_sync();
}
