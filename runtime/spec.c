// SPDX-License-Identifier: GPL-2.0
/*
 * spec.c - speculations: speculation(), speculate(), commit(), discard().
 *
 * DTAP_NSPEC buffers (the nspec option) of DTAP_SPECSIZE bytes (specsize)
 * each, allocated at load.  speculation() claims a free one (0 when none
 * is free, counted as DTrace's "no speculative buffer available");
 * a clause that called speculate(ID) appends its whole record to buffer
 * ID instead of the ring; commit(ID) copies the buffer's records, in
 * order, to this CPU's ring and frees the buffer, discard(ID) frees it.
 *
 * A buffer is shared by all CPUs, so it has a lock; probe context never
 * spins on it: a probe that finds it taken (another CPU in the middle of
 * an append or a commit) drops what it was doing and counts it, as DTrace
 * counts "available buffer(s) still busy".  Records that do not fit are
 * dropped and counted ("speculative drops").  The functions with loops
 * are noinline: generated code stays loop-free (DTAP_GENERATED).
 */

#ifndef DTAP_NSPEC
#define DTAP_NSPEC	1
#endif
#ifndef DTAP_SPECSIZE
#define DTAP_SPECSIZE	(1 << 20)
#endif

struct dtap_spec {
	raw_spinlock_t lock;
	u32 active;		/* handed out by speculation(), not yet freed */
	u32 len;		/* bytes of whole records in buf */
	u8 buf[DTAP_SPECSIZE];
};

static struct dtap_spec *dtap_specs;	/* DTAP_NSPEC of them */
atomic64_t dtap_spec_drops = ATOMIC64_INIT(0);	/* did not fit */
atomic64_t dtap_spec_busy = ATOMIC64_INIT(0);	/* buffer taken */
atomic64_t dtap_spec_unavail = ATOMIC64_INIT(0);	/* none free */

static int dtap_specs_alloc(void)
{
	u32 i;

	if (!DTAP_USES_SPEC)
		return 0;
	dtap_specs = dtap_vzalloc(sizeof(*dtap_specs) * DTAP_NSPEC);
	if (!dtap_specs)
		return -ENOMEM;
	for (i = 0; i < DTAP_NSPEC; i++)
		raw_spin_lock_init(&dtap_specs[i].lock);
	return 0;
}

static void dtap_specs_free(void)
{
	vfree(dtap_specs);
	dtap_specs = NULL;
}

/* speculation(): the id (from 1) of a free buffer, or 0. */
static noinline __maybe_unused u32 dtap_speculation(void)
{
	u32 i;

	for (i = 0; i < DTAP_NSPEC; i++)
		if (!READ_ONCE(dtap_specs[i].active) &&
		    cmpxchg(&dtap_specs[i].active, 0, 1) == 0)
			return i + 1;
	atomic64_inc(&dtap_spec_unavail);
	return 0;
}

/* speculate(ID): the clause's record goes to buffer ID (an id that is
 * not a speculation's: the record is discarded, as in DTrace). */
static __maybe_unused void dtap_speculate(struct dtap_ctx *ctx, u64 id)
{
	ctx->spec = id >= 1 && id <= DTAP_NSPEC ? (s32)id : -1;
}

/* The buffer of ID, locked, if it is a live speculation; NULL otherwise
 * (busy ones counted). */
static struct dtap_spec *dtap_spec_lock(u64 id)
{
	struct dtap_spec *s;

	if (!DTAP_USES_SPEC || id < 1 || id > DTAP_NSPEC)
		return NULL;
	s = &dtap_specs[id - 1];
	if (!raw_spin_trylock(&s->lock)) {
		atomic64_inc(&dtap_spec_busy);
		return NULL;
	}
	if (!s->active) {
		raw_spin_unlock(&s->lock);
		return NULL;
	}
	return s;
}

/* End of a speculative clause: its record into its buffer. */
static noinline void dtap_spec_append(struct dtap_ctx *ctx)
{
	struct dtap_spec *s = ctx->spec > 0 ? dtap_spec_lock((u64)ctx->spec) : NULL;

	ctx->spec = 0;
	if (!s)
		return;
	if (s->len + ctx->rec_len > DTAP_SPECSIZE) {
		atomic64_inc(&dtap_spec_drops);
	} else {
		memcpy(s->buf + s->len, ctx->rec, ctx->rec_len);
		s->len += ctx->rec_len;
	}
	raw_spin_unlock(&s->lock);
}

/* commit(ID) (COMMIT true) or discard(ID): the records go to this CPU's
 * ring, or nowhere; the buffer is free again.  One pass over whole
 * records, at most DTAP_SPECSIZE / 8 of them.  An ID above nspec is no
 * speculation's: an illegal operation (dtrace-utils' bpf/speculation.c,
 * dt_speculation_set_drainable); 0 or one not active now does nothing. */
static noinline __maybe_unused void dtap_spec_end(struct dtap_ctx *ctx, u64 id, bool commit)
{
	struct dtap_spec *s;
	u32 off = 0;

	if (id > DTAP_NSPEC) {
		dtap_fault(ctx, DTAP_FAULT_ILLOP, 0);
		return;
	}
	s = dtap_spec_lock(id);
	if (!s)
		return;
	while (commit && off + sizeof(struct dtap_rec_hdr) <= s->len) {
		const struct dtap_rec_hdr *h = (const struct dtap_rec_hdr *)(s->buf + off);

		if (h->size < sizeof(*h) || h->size > s->len - off)
			break;
		dtap_ring_write(smp_processor_id(), h, h->size);
		off += h->size;
	}
	s->len = 0;
	WRITE_ONCE(s->active, 0);
	raw_spin_unlock(&s->lock);
}
