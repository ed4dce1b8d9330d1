// SPDX-License-Identifier: GPL-2.0
/*
 * fire.c - what every probe kind calls when its probe hits: claim the
 * CPU's context with interrupts off, run the probe's handler (generated:
 * its clauses in order), and for each clause commit its record or report
 * its fault.
 */

/* What the translator knows of a clause (dtap_run_clause's FLAGS). */
#define DTAP_CL_RECORDS	1	/* it starts a record (dtap_rec_begin) */
#define DTAP_CL_SCRATCH	2	/* it allocates scratch (scratch.c) */
#define DTAP_CL_SPEC	4	/* it calls speculate() (spec.c) */
#define DTAP_CL_NOFAULT	8	/* it cannot fault: only unkeyed count()s */
#define DTAP_CL_GATED	16	/* the first of its handler: the claim said
				 * the probe may run (dtap_ctx_claim) */
#define DTAP_CL_RUNNING	32	/* no probe running it is END or ERROR: it runs
				 * only while tracing (no test of P's id) */

/*
 * Called by generated handlers for each clause enabled on the probe.  A
 * clause starts with no fault, action 0, no record and no speculation:
 * the context is left that way by every clause (dtap_error() clears a
 * fault, the record is cleared once written), so nothing is reset here.
 * Always inline with constant FLAGS, so that a clause that writes no
 * record (an aggregation) pays nothing for the commit, nor a program
 * without speculations for them: a syscall probe's whole cost is a few
 * tens of instructions, these were a tenth of it.
 */
static __always_inline void dtap_run_clause(struct dtap_ctx *ctx, u32 epid,
					    const struct dtap_probe *p, dtap_clause_fn fn,
					    unsigned int flags)
{
	struct dtap_rec_hdr *hdr = (struct dtap_rec_hdr *)ctx->rec;

	if (!(flags & DTAP_CL_GATED) &&
	    ((flags & DTAP_CL_RUNNING) ? !dtap_running() : !dtap_may_run(p)))
		return;
	fn(ctx, epid, p);
	/* Scratch lives for one clause: given back when it ends (fault or
	 * not), so a clause that allocates none sees none, and a pointer kept
	 * from an earlier clause or firing is no store target
	 * (dtap_scratch_ok).  The context starts zeroed. */
	if (flags & DTAP_CL_SCRATCH)
		ctx->scratch_off = 0;
	if (!(flags & DTAP_CL_NOFAULT) && unlikely(ctx->fault)) {
		ctx->spec = 0;
		dtap_error(ctx, epid, p);
		return;
	}
	/* without the flag, ctx->rec_len and ctx->spec stayed 0 */
	if ((flags & DTAP_CL_RECORDS) && ctx->rec_len) {
		hdr->size = ctx->rec_len;
		if ((flags & DTAP_CL_SPEC) && unlikely(ctx->spec))	/* to its buffer */
			dtap_spec_append(ctx);
		else
			dtap_ring_write(smp_processor_id(), ctx->rec, ctx->rec_len);
		ctx->rec_len = 0;
	}
	if (flags & DTAP_CL_SPEC)
		ctx->spec = 0;
}

/* Fire probe P (it has no arguments) on this CPU; interrupts are off. */
static __always_inline void dtap_fire_irqs_off(const struct dtap_probe *p)
{
	struct dtap_ctx *ctx = dtap_ctx_this_cpu();

	if (dtap_ctx_claim_for(ctx, p->id == DTAP_PROBE_END || p->id == DTAP_PROBE_ERROR)) {
		p->handler(ctx, p);
		dtap_ctx_exit(ctx);
	}
}

/*
 * Fire probe P with the arguments, errno and interrupted registers of A
 * (builtins.c; it may live on the caller's stack) on this CPU, with
 * preemption or interrupts off.  The context's busy flag is what keeps
 * one handler per CPU: an interrupt or NMI probe that hits while this
 * handler runs finds it set and is skipped (counted), and one that ran to
 * completion between the flag's test and its set has cleared it again;
 * so tracepoint callbacks (preemption off) need not save and restore the
 * interrupt flag, ~10% of a syscall probe's instructions.  The arguments
 * are copied only for a program that reads them, and cleared after: a
 * probe without arguments sees zeros.
 */
static __always_inline __maybe_unused void
dtap_fire_args_preempt_off(const struct dtap_probe *p, const struct dtap_args *a)
{
	struct dtap_ctx *ctx = dtap_ctx_this_cpu();

	if (!dtap_ctx_claim(ctx))
		return;
#if DTAP_USES_ARGS
	memcpy(ctx->args, a->arg, sizeof(ctx->args));
	ctx->err = a->err;
#endif
#if DTAP_STACKDEPTH > 0	/* only stack.c reads it */
	ctx->regs = a->regs;
#endif
	p->handler(ctx, p);
#if DTAP_USES_ARGS
	memset(ctx->args, 0, sizeof(ctx->args));
	ctx->err = 0;
#endif
#if DTAP_STACKDEPTH > 0
	ctx->regs = NULL;
#endif
	dtap_ctx_exit(ctx);
}

static __always_inline __maybe_unused void
dtap_fire_args_irqs_off(const struct dtap_probe *p, const struct dtap_args *a)
{
	dtap_fire_args_preempt_off(p, a);
}

/* Any context: fire probe P with arguments ARGS (DTAP_NARGS) and the
 * caller's address; probes without arguments see zeros. */
static __maybe_unused void dtap_fire_args(const struct dtap_probe *p, const u64 *args,
					  u64 caller)
{
	unsigned long flags;
	struct dtap_ctx *ctx;

	local_irq_save(flags);
	ctx = dtap_ctx_this_cpu();
	if (dtap_ctx_claim(ctx)) {
		memcpy(ctx->args, args, sizeof(ctx->args));
		ctx->caller = caller;
		p->handler(ctx, p);
		memset(ctx->args, 0, sizeof(ctx->args));
		ctx->caller = 0;
		dtap_ctx_exit(ctx);
	}
	local_irq_restore(flags);
}

/* Any context: fire probe P on this CPU. */
static void dtap_fire(const struct dtap_probe *p)
{
	unsigned long flags;

	local_irq_save(flags);
	dtap_fire_irqs_off(p);
	local_irq_restore(flags);
}
