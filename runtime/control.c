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

atomic_t dtap_state = ATOMIC_INIT(DTAP_LOADED);
/* The exit status that stands: 0 while no exit() ran, else
 * DTAP_EXIT_SET | (u32)status, so one atomic operation claims both. */
#define DTAP_EXIT_SET	(1ULL << 32)
atomic64_t dtap_exit_word = ATOMIC64_INIT(0);

/* $target: the pid of dtap's -c command or -p process, which dtapio
 * writes ("target PID") before "go"; 0 without either. */
int dtap_target;
/* pid$target's probeprov until then, "pidPID" after (at most 7 digits:
 * pid_max is at most 4194304); the probe's prov_len stays 10, the rest
 * NUL padding */
static char dtap_target_prov[11] __maybe_unused = "pid$target";
/* The usdt providers' PROVIDER$target names, each its own buffer
 * (generated: dtap_tprovs[DTAP_NTPROVS]), renamed with it (ctl.c). */
#ifndef DTAP_NTPROVS
#define DTAP_NTPROVS	0
#endif
atomic64_t dtap_errors = ATOMIC64_INIT(0);
bool dtap_begun;
bool dtap_ended;	/* END has run: dtap_shared.h */

/* The running state first: it is the answer of almost every hit. */
static __always_inline bool dtap_running(void)
{
	return atomic_read(&dtap_state) == DTAP_RUNNING;
}

static __always_inline bool dtap_may_run(const struct dtap_probe *p)
{
	return dtap_running() || p->id == DTAP_PROBE_END || p->id == DTAP_PROBE_ERROR;
}

static bool dtap_state_is(int state)
{
	return atomic_read(&dtap_state) == state;
}

/* -x bufpolicy=fill: a ring is full; tracing stops as with exit(), its
 * status left as it is. */
static void dtap_fill_stop(void)
{
	if (atomic_cmpxchg(&dtap_state, DTAP_RUNNING, DTAP_EXITING) == DTAP_RUNNING)
		dtap_ctx_gates(false);
}

static s32 dtap_exit_status(void)
{
	return (s32)(u32)atomic64_read(&dtap_exit_word);
}

/*
 * exit(STATUS) as DTrace does it: the first exit() wins (a racing one on
 * another CPU, or a later one, changes nothing), and no clause but END
 * runs from now on; but an exit() in END (DTrace's cooldown) sets the
 * status whatever came before.  Returns the status that stands.  The
 * consumer sees the exit record and writes "stop".
 */
static s32 dtap_exit(s32 status, const struct dtap_probe *p)
{
	s64 word = DTAP_EXIT_SET | (u32)status;

	if (p->id == DTAP_PROBE_END)
		atomic64_set(&dtap_exit_word, word);
	else
		atomic64_cmpxchg(&dtap_exit_word, 0, word);
	if (atomic_cmpxchg(&dtap_state, DTAP_RUNNING, DTAP_EXITING) == DTAP_RUNNING)
		dtap_ctx_gates(false);
	return dtap_exit_status();
}

/*
 * The exit() action of a clause.  It takes effect at once, as DTrace's
 * does (a fault later in the clause discards the record, not the exit),
 * and its record carries the status that stands: the consumer takes the
 * status of every exit record it reads, and DTrace records only the
 * exit() that won.
 */
static __maybe_unused void dtap_rec_exit(struct dtap_ctx *ctx,
					 const struct dtap_probe *p, s64 status)
{
	dtap_rec_int(ctx, (u64)(s64)dtap_exit((s32)status, p));
}
