// SPDX-License-Identifier: GPL-2.0
/*
 * control.c - the module's run state and exit(): what the `ctl` file
 * reports and what decides whether a clause may run.
 *
 *   loaded   --go-->   running  --exit()-->  exiting  --stop-->  stopped
 *                         \-------------------stop---------------/
 *
 * Only the dtrace provider's END (during stop) and ERROR (inside a clause
 * that was allowed to run) fire outside the running state.
 */

static atomic_t dtap_state = ATOMIC_INIT(DTAP_LOADED);
static atomic_t dtap_exit_set = ATOMIC_INIT(0);
static s64 dtap_exit_status;
static atomic64_t dtap_errors = ATOMIC64_INIT(0);
static bool dtap_begun, dtap_ended;

static const char *const dtap_state_names[] = {
	[DTAP_LOADED] = "loaded",
	[DTAP_RUNNING] = "running",
	[DTAP_EXITING] = "exiting",
	[DTAP_STOPPED] = "stopped",
};

static bool dtap_may_run(const struct dtap_probe *p)
{
	if (p->id == DTAP_PROBE_END || p->id == DTAP_PROBE_ERROR)
		return true;
	return atomic_read(&dtap_state) == DTAP_RUNNING;
}

/* exit(STATUS) took effect: the first status wins, and no clause but END
 * runs from now on; the consumer sees the exit record and writes "stop". */
static void dtap_exit(s64 status)
{
	if (atomic_cmpxchg(&dtap_exit_set, 0, 1) == 0)
		WRITE_ONCE(dtap_exit_status, status);
	atomic_cmpxchg(&dtap_state, DTAP_RUNNING, DTAP_EXITING);
}
