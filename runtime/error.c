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

/* Out of line: a slow path, and its record on the stack would otherwise
 * give every handler a stack-protector frame. */
static noinline void dtap_error(struct dtap_ctx *ctx, u32 epid)
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
	ctx->in_error = true;
	dtap_probe_error.handler(ctx, &dtap_probe_error);
	ctx->in_error = false;
}
