// SPDX-License-Identifier: GPL-2.0
/*
 * context.c - the per-CPU probe context.
 *
 * Every probe hit runs with interrupts off on one CPU and uses that CPU's
 * context: the record being built, aggregation key scratch, string
 * temporaries for clause-local values (locals live here, not on the small
 * kernel stack), and the fault state of the running clause.  A per-CPU busy
 * flag makes a probe that fires while a handler runs on the same CPU (a
 * probe hit from inside the handler, or from an NMI) skip, and counts it.
 */

struct dtap_ctx {
	/*
	 * What every hit tests first, in one word so that one test says
	 * both (dtap_ctx_claim): busy, a handler runs on this CPU; halted,
	 * the program is not running (dtap_state, control.c, is not
	 * DTAP_RUNNING), as dtap_ctx_gates() sets it at every change of
	 * dtap_state.  Each a byte: the CPU's own stores of busy and
	 * another's of halted do not overwrite each other.
	 */
	union {
		u16 gate;
		struct {
			u8 busy;
			u8 halted;
		};
	};
	/* this CPU's table of each aggregation (agg.c), here because a probe
	 * has the context at hand: one load instead of three */
	u8 *aggtab[DTAP_NAGGS ? DTAP_NAGGS : 1];
	int fault;		/* enum dtap_fault of the running clause */
	u32 action;		/* 1-based action the clause is in, 0: predicate */
	u64 fault_addr;
	bool in_error;		/* running ERROR clauses: no recursion */
	u32 rec_len;		/* bytes of the record built so far, 0: none */
	s32 spec;		/* speculate(): buffer id, -1: discard, 0: none */
	u64 reentrant;		/* hits skipped because busy */
	u64 aggdrops;		/* aggregation updates lost: table full */
	char str[DTAP_NSTR][DTAP_STRSIZE + 1];	/* string temporaries */
	u64 thisv[DTAP_THISWORDS];		/* this-> variables */
	u64 rand_state;				/* rand() (strings.c) */
	char strtok_buf[DTAP_STRSIZE + 1];	/* strtok()'s string, */
	u32 strtok_off;				/* where it goes on */
	u64 dyndrops;		/* dynamic variable stores lost: space full */
	u64 dkey[DTAP_DYN_KEYSZ / 8];		/* dynamic variable key */
	u32 dhash;				/* its hash, built with it */
	u64 key[(DTAP_KEYMAX + 7) / 8];		/* aggregation key (agg.c) */
	u32 key_hash;				/* of the key's parts so far */
	u32 key_nparts;
	struct dtap_keypart {
		const u8 *src;	/* the bytes of a part that count */
		u32 off, len;	/* where they go in the key, how many */
	} key_part[DTAP_KEYPARTS];
	u64 rec[(DTAP_RECMAX + 7) / 8];		/* the record */
	u64 args[DTAP_NARGS];	/* arg0..arg9 of the probe being handled */
	/* bit N: argN is a USDT memory operand that could not be read, and
	 * args[N] its address (probe_uprobe.c); a use faults (dtap_uarg) */
	u32 args_bad;
	u64 caller;		/* the probed function's return address */
	/* a pid entry probe's user stack pointer: the word there is the
	 * caller's return address, which a frame pointer walk from a
	 * function's first instruction misses; ucaller and ustack() read it
	 * (stack.c), only when asked */
	u64 uentry_sp;
	u64 scratch_off;	/* bytes of scratch the clause allocated */
	s64 err;		/* errno of the probe being handled (syscall returns) */
	struct pt_regs *regs;	/* its interrupted registers (profile), for stack() */
#if DTAP_STACKDEPTH > 0
	/* stack.c's walk: the frames asked for, and dtap's own below them */
	unsigned long stk[DTAP_STACKDEPTH + 16];
#endif
	/* agg.c: the entry each update of a key constant per probe made at
	 * its last hit of each probe (dtap_agg_pslot_*) */
	struct dtap_agg_entry *pslot[DTAP_NPSLOTS ? DTAP_NPSLOTS : 1];
	u64 scratch[DTAP_SCRATCH / 8];		/* scratch.c: last, it may be big */
};

/* Indexed by CPU number; each allocated at load for every possible CPU. */
struct dtap_ctx **dtap_ctxs;	/* allocated by load.c */
/* The same pointers per CPU, for the probe path: one %gs-relative load
 * where dtap_ctxs[smp_processor_id()] takes four instructions. */
DEFINE_PER_CPU(struct dtap_ctx *, dtap_ctx_this);

/* load.c's allocation of the aggregations: the probe path's copy of a
 * table's address. */
void dtap_ctx_set_aggtab(unsigned int cpu, u32 agg, u8 *tab)
{
	dtap_ctxs[cpu]->aggtab[agg] = tab;
}

void dtap_cpu_counts(unsigned int cpu, struct dtap_cpu_counts *c)
{
	const struct dtap_ctx *ctx = dtap_ctxs[cpu];

	c->aggdrops = READ_ONCE(ctx->aggdrops);
	c->reentrant = READ_ONCE(ctx->reentrant);
	c->dyndrops = READ_ONCE(ctx->dyndrops);
}

/* This CPU's context; preemption (or interrupts) must be off: see
 * dtap_fire_args_preempt_off(). */
static __always_inline struct dtap_ctx *dtap_ctx_this_cpu(void)
{
	return this_cpu_read(dtap_ctx_this);
}

/*
 * Claim it for a probe hit: false when a handler already runs here (the
 * hit is counted as re-entrant and skipped) or when the program is not
 * running and the probe is not one that runs then (HALTED_OK: END, ERROR;
 * dtap_may_run).  So a claimed context's probe may run its first clause
 * (dtap_run_clause, DTAP_CL_GATED): one test of the gate per hit
 * instead of one of busy and one of dtap_state.  A bool, not the context
 * or NULL: the kernel is built with -fno-delete-null-pointer-checks, so
 * a NULL test of the context would stay in every probe hit.
 */
static __always_inline bool dtap_ctx_claim_for(struct dtap_ctx *ctx, bool halted_ok)
{
	/* a plain load: one word compared in place; halted is another CPU's
	 * store, whose last value is all this needs */
	if (unlikely(ctx->gate)) {
		if (ctx->busy) {
			ctx->reentrant++;
			return false;
		}
		if (!halted_ok)
			return false;
	}
	ctx->busy = 1;
	barrier();	/* busy is set before the handler touches anything */
	return true;
}

static __always_inline bool dtap_ctx_claim(struct dtap_ctx *ctx)
{
	return dtap_ctx_claim_for(ctx, false);
}

/*
 * Open every CPU's gate (OPEN: dtap_state is now DTAP_RUNNING) or close
 * it, after each change of dtap_state (ctl.c, control.c, load.c).  Gates
 * start closed (dtap_prog_alloc).  Out of line: its loop is bounded by
 * the CPUs, and exit() calls it from probe context.
 */
noinline void dtap_ctx_gates(bool open)
{
	unsigned int cpu;

	for_each_possible_cpu(cpu)
		WRITE_ONCE(dtap_ctxs[cpu]->halted, !open);
}

/* Both: this CPU's context, claimed, or NULL. */
static __always_inline __maybe_unused struct dtap_ctx *dtap_ctx_enter(void)
{
	struct dtap_ctx *ctx = dtap_ctx_this_cpu();

	return dtap_ctx_claim(ctx) ? ctx : NULL;
}

static __always_inline void dtap_ctx_exit(struct dtap_ctx *ctx)
{
	barrier();
	ctx->busy = 0;
}

/* Abort the running clause: the generated code tests ctx->fault after
 * every operation that can fault and jumps to the clause's end. */
static void dtap_fault(struct dtap_ctx *ctx, int fault, u64 addr)
{
	if (ctx->fault)
		return;
	ctx->fault = fault;
	ctx->fault_addr = addr;
}

/* ---- the record of the running clause (layout: dtap_wire.h) ---- */

static __always_inline u64 dtap_timestamp(void);	/* helpers.c */

static __maybe_unused void dtap_rec_begin(struct dtap_ctx *ctx, u32 epid)
{
	struct dtap_rec_hdr *hdr = (struct dtap_rec_hdr *)ctx->rec;

	hdr->epid = epid;
	hdr->size = 0;
	ctx->rec_len = sizeof(*hdr);
	/* Structured output stamps each record (JSON's "timestamp"); a text
	 * program pays neither the clock read nor the 8 bytes. */
	if (DTAP_REC_TIME) {
		ctx->rec[1] = dtap_timestamp();
		ctx->rec_len += 8;
	}
}

/* Room for N more bytes?  The translator sizes DTAP_RECMAX for the largest
 * record, so this only guards against a translator bug. */
static bool dtap_rec_room(struct dtap_ctx *ctx, u32 n)
{
	if (likely(ctx->rec_len + n <= sizeof(ctx->rec)))
		return true;
	dtap_fault(ctx, DTAP_FAULT_NOSCRATCH, 0);
	return false;
}

/* An int item: 8 bytes, already sign- or zero-extended by the caller. */
static __maybe_unused void dtap_rec_int(struct dtap_ctx *ctx, u64 v)
{
	if (!dtap_rec_room(ctx, 8))
		return;
	*(u64 *)((u8 *)ctx->rec + ctx->rec_len) = v;
	ctx->rec_len += 8;
}

/* A string item: u32 length, the bytes, a NUL, zero padding to 8. */
static __maybe_unused void dtap_rec_str(struct dtap_ctx *ctx, const char *s)
{
	u32 len = strnlen(s, DTAP_STRSIZE);
	u32 size = DTAP_ALIGN8(4 + len + 1);
	u8 *p;

	if (!dtap_rec_room(ctx, size))
		return;
	p = (u8 *)ctx->rec + ctx->rec_len;
	/* The item's last word holds the NUL and all the padding: zeroing it
	 * first is one store, where a memset of the tail became a byte loop
	 * in the generated code for a small strsize (dtap --check-module). */
	*(u64 *)(p + size - 8) = 0;
	*(u32 *)p = len;
	memcpy(p + 4, s, len);
	ctx->rec_len += size;
}
