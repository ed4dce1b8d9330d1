// SPDX-License-Identifier: GPL-2.0
/*
 * error.c - run-time errors of clauses.
 *
 * A clause that faults (division by zero, later bad addresses) has already
 * stopped at the fault; here its partial record is discarded, an error
 * record goes to the ring (DTAP_EPID_ERROR, struct dtap_err_rec) for dtapio
 * to print, and the ERROR probe's clauses run.  A fault inside an ERROR
 * clause is only counted, as DTrace does (its "double errors"): no record,
 * no second ERROR, so a faulting ERROR clause cannot recurse.
 */

/* enum dtap_fault as the ERROR probe's arg4 gives it: dtrace's
 * DTRACEFLT_* numbers (include/dtrace/faults_defines.h, which
 * tapsets/unistd.d declares); an unterminated string is a bad address. */
static const u8 dtap_fault_dtrace[DTAP_FAULT_MAX] = {
	[DTAP_FAULT_NONE] = 0,		/* DTRACEFLT_UNKNOWN */
	[DTAP_FAULT_DIVZERO] = 4,	/* DTRACEFLT_DIVZERO */
	[DTAP_FAULT_BADADDR] = 1,	/* DTRACEFLT_BADADDR */
	[DTAP_FAULT_BADSTR] = 1,
	[DTAP_FAULT_NOSCRATCH] = 5,	/* DTRACEFLT_NOSCRATCH */
	[DTAP_FAULT_ILLOP] = 3,		/* DTRACEFLT_ILLOP */
	[DTAP_FAULT_UPRIV] = 7,		/* DTRACEFLT_UPRIV */
	[DTAP_FAULT_KPRIV] = 6,		/* DTRACEFLT_KPRIV */
};

/*
 * The ERROR probe's arguments while its clauses run, as dtrace-utils'
 * dt_probe_error() (bpf/probe_error.c) sets them: arg0 0, arg1 the
 * faulting probe's ID, arg2 what faulted on it (dtrace's statement ID;
 * dtap's enabled probe ID, the one its message names), arg3 where in it
 * (dtrace's BPF pc; dtap's action number, 0 the predicate), arg4 the
 * fault type, arg5 the address (or 0).  The faulting probe's arguments
 * come back after.
 */
static void dtap_error_probe(struct dtap_ctx *ctx, const struct dtap_err_rec *e, u32 prid)
{
	u64 saved[6];
	u32 saved_bad = ctx->args_bad;

	BUILD_BUG_ON(DTAP_NARGS < 6);
	memcpy(saved, ctx->args, sizeof(saved));
	ctx->args_bad = 0;
	ctx->args[0] = 0;
	ctx->args[1] = prid;
	ctx->args[2] = e->epid;
	ctx->args[3] = e->action;
	ctx->args[4] = e->fault < DTAP_FAULT_MAX ? dtap_fault_dtrace[e->fault] : 0;
	ctx->args[5] = e->addr;
	ctx->in_error = true;
	dtap_probe_error.handler(ctx, &dtap_probe_error);
	ctx->in_error = false;
	memcpy(ctx->args, saved, sizeof(saved));
	ctx->args_bad = saved_bad;
}

/* Out of line: a slow path, and its record on the stack would otherwise
 * give every handler a stack-protector frame. */
static noinline void dtap_error(struct dtap_ctx *ctx, u32 epid, const struct dtap_probe *p)
{
	struct {
		struct dtap_rec_hdr hdr;
		struct dtap_err_rec err;
	} r = {
		.hdr = { .epid = DTAP_EPID_ERROR, .size = sizeof(r) },
		.err = {
			.epid = epid,
			.action = ctx->action,
			.fault = ctx->fault,
			.addr = ctx->fault_addr,
			.ts = dtap_timestamp(),
		},
	};

	BUILD_BUG_ON(sizeof(r) & 7);
	/* the next clause (ERROR's first) starts clean: dtap_run_clause() */
	ctx->fault = DTAP_FAULT_NONE;
	ctx->fault_addr = 0;
	ctx->action = 0;
	ctx->rec_len = 0;
	atomic64_inc(&dtap_errors);
	if (ctx->in_error)
		return;
	dtap_ring_write(smp_processor_id(), &r, sizeof(r));
	dtap_error_probe(ctx, &r.err, p->id);
}
