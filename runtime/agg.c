// SPDX-License-Identifier: GPL-2.0
/*
 * agg.c - aggregations: per-CPU open-addressing hash tables.
 *
 * Each aggregation has, per possible CPU, a table of dtap_agg_nents[]
 * entries allocated at load (fewer than aggsize asks for a big histogram:
 * every index into a table is taken modulo its own size).  Only probes on that CPU (interrupts off) write it, so
 * updates need no lock; an entry is published with a release store of
 * `used` after its key is in place, and the `aggs` reader on another CPU
 * loads `used` with acquire.  Values are updated in place: a snapshot taken
 * while probes run may see an entry between two field updates, as DTrace's
 * may.  Probing is linear and bounded by the table size; a full table
 * drops the update and counts it (aggdrops).
 *
 * A key has the fixed layout of the metadata (8 bytes per int, strsize
 * bytes per string), but a probe pays only for the bytes a key really
 * uses: the generated code builds it part by part (dtap_key_*), each part
 * noting the bytes that count (an int's 8, a string's bytes and its NUL)
 * and where they are (in ctx->key, or a constant string in place), and
 * chaining them into the key's hash.  Lookups compare the stored hash,
 * then the parts' bytes only;
 * an entry's key bytes are canonical (the table is zeroed at load, a new
 * entry copies only the parts' bytes, entries are never deleted), so
 * equal keys compare equal and the consumer sees NUL-padded strings.
 * Entries are never deleted: clear() and trunc() (consumer commands,
 * dtap_agg_clear) start a new generation of the aggregation instead.
 * An entry's `used` is the stamp of the generation it was last written
 * in; an update that finds an older stamp resets the value first, and a
 * snapshot shows such an entry with zero values (clear) or not at all
 * (trunc hides the generations before it), as dtrace-utils' generation
 * counters do.
 *
 * Two kinds of update skip the key altogether on their usual hit: a
 * count() by a key constant per probe, which keeps its entry per probe
 * (dtap_agg_pslot_*), and an aggregation counted by execname alone
 * (dtap_agg_count_comm); the translator chooses them
 * (translator/cg/dt_cg_stmt.c, dt_cg_agg_plan).
 */

/* struct dtap_agg_entry: dtap_shared.h */
static const u32 dtap_agg_keysize[] = DTAP_AGG_KEYSIZES;
/* s64 words after an entry's key: stddev's sum of squares, histogram
 * buckets (translator/util/dt_aggfunc.c has the layouts). */
static const u32 dtap_agg_nvals[] = DTAP_AGG_NVALS;
/* Entries per CPU table: from -x aggsize (bytes) and the entry size. */
static const u32 dtap_agg_nents[] = DTAP_AGG_NENTS;
u8 **dtap_agg_tabs;	/* [agg * nr_cpu_ids + cpu] */
/* Per aggregation: the stamp of the current generation (from 1), and
 * the oldest stamp a snapshot shows (trunc). */
u32 dtap_agg_stamp[DTAP_NAGGS ? DTAP_NAGGS : 1];
u32 dtap_agg_hide[DTAP_NAGGS ? DTAP_NAGGS : 1];

/* size_t: aggsize entries of this size can pass 4 GiB, and the offset
 * of entry i (i * esize) must not wrap. */
static size_t dtap_agg_esize(u32 agg)
{
	return dtap_agg_entry_size(dtap_agg_keysize[agg], dtap_agg_nvals[agg]);
}

static s64 *dtap_agg_vals(struct dtap_agg_entry *e, u32 agg)
{
	return (s64 *)(e->key + DTAP_ALIGN8(dtap_agg_keysize[agg]));
}

static void dtap_agg_apply(struct dtap_agg_val *v, s64 x)
{
	v->count++;
	v->sum = (s64)((u64)v->sum + (u64)x);	/* wraps, as D's sum() */
	if (x < v->min)
		v->min = x;
	if (x > v->max)
		v->max = x;
}

/* ---- building the key of an update (probe context) ---- */

/* Unaligned loads, as get_unaligned() (whose header moved in 6.12). */
static __always_inline u64 dtap_ld64(const u8 *p)
{
	return ((const struct { u64 v; } __packed *)p)->v;
}

static __always_inline u32 dtap_ld32(const u8 *p)
{
	return ((const struct { u32 v; } __packed *)p)->v;
}

static __always_inline u64 dtap_key_mix(u64 h, u64 w)
{
	h = (h ^ w) * 0x9e3779b97f4a7c15ULL;
	return h ^ (h >> 29);
}

/*
 * Bytes [0, R) of P, 1 <= R <= 8, as the word a load of them followed by
 * zeros would give: overlapping loads (two u32s, or bytes 0, R/2 and
 * R-1) or'ed in place, which read no byte outside the range; so two
 * ranges of the same length are equal iff their words are.
 */
static __always_inline u64 dtap_key_pad(const u8 *p, u32 r)
{
	if (r == 8)
		return dtap_ld64(p);
	if (r >= 4)
		return (u64)dtap_ld32(p) | (u64)dtap_ld32(p + r - 4) << (8 * (r - 4));
	return (u64)p[0] | (u64)p[r >> 1] << (8 * (r >> 1)) | (u64)p[r - 1] << (8 * (r - 1));
}

static __always_inline u32 dtap_key_fold(u64 x)
{
	return (u32)(x ^ (x >> 32));
}

/* Hash of bytes [0, LEN) of P, chained from H: its length, then a word
 * at a time, the last one zero-padded (so a key already held as words,
 * execname, is hashed without going back to memory).  Keys are mostly
 * short strings, for which this costs a few instructions where jhash()
 * costs ~90 and the kernel's byte-wise memcmp() ~6 per byte. */
static __always_inline u32 dtap_key_hash(u32 h, const u8 *p, u32 len)
{
	u64 x = dtap_key_mix(h, len);
	u32 i;

	for (i = 0; i + 8 <= len; i += 8)
		x = dtap_key_mix(x, dtap_ld64(p + i));
	if (len & 7)
		x = dtap_key_mix(x, dtap_key_pad(p + i, len & 7));
	return dtap_key_fold(x);
}

static noinline notrace u32 dtap_key_hash_ool(u32 h, const u8 *p, u32 len)
{
	return dtap_key_hash(h, p, len);
}

/* dtap_key_hash() of 1 <= LEN <= 16 bytes, unrolled (no loop: it may be
 * inlined into generated code): the same words, so the same hash. */
static __always_inline u32 dtap_key_hash16(u32 h, const u8 *p, u32 len)
{
	u64 x = dtap_key_mix(h, len);

	if (len < 8)
		return dtap_key_fold(dtap_key_mix(x, dtap_key_pad(p, len)));
	x = dtap_key_mix(x, dtap_ld64(p));
	if (len > 8)
		x = dtap_key_mix(x, dtap_key_pad(p + 8, len - 8));
	return dtap_key_fold(x);
}

/* Are bytes [0, LEN) of A and B equal?  The same words as the hash. */
static __always_inline bool dtap_key_eq(const u8 *a, const u8 *b, u32 len)
{
	u32 i;

	for (i = 0; i + 8 < len; i += 8)
		if (dtap_ld64(a + i) != dtap_ld64(b + i))
			return false;
	if (len >= 8)
		return dtap_ld64(a + len - 8) == dtap_ld64(b + len - 8);
	return !len || dtap_key_pad(a, len) == dtap_key_pad(b, len);
}

/* dtap_key_eq() of 1 <= LEN <= 16 bytes, unrolled (no loop: inline in
 * generated code). */
static __always_inline bool dtap_key_eq16(const u8 *a, const u8 *b, u32 len)
{
	if (len > 8)
		return dtap_ld64(a) == dtap_ld64(b) &&
		       dtap_ld64(a + len - 8) == dtap_ld64(b + len - 8);
	if (len == 8)
		return dtap_ld64(a) == dtap_ld64(b);
	return dtap_key_pad(a, len) == dtap_key_pad(b, len);
}

/*
 * The same for a part in its slot of ctx->key, with zeros after its LEN
 * bytes up to the next multiple of 8 (16 for a string: strsize >= 16),
 * as an entry's key is: a word or two compared.
 */
static __always_inline bool dtap_key_eq_slot(const u8 *a, const u8 *slot, u32 len)
{
	return dtap_ld64(a) == dtap_ld64(slot) &&
	       (len <= 8 || dtap_ld64(a + 8) == dtap_ld64(slot + 8));
}

static __always_inline __maybe_unused void dtap_key_begin(struct dtap_ctx *ctx, u32 agg)
{
	ctx->key_hash = agg;
	ctx->key_nparts = 0;
}

/* The next part of the key: LEN bytes at SRC, which stay as they are
 * until dtap_agg_update(), go to offset OFF of the key; the caller
 * chains their hash into ctx->key_hash. */
static __always_inline void dtap_key_note(struct dtap_ctx *ctx, u32 off, const void *src,
					  u32 len)
{
	struct dtap_keypart *kp = &ctx->key_part[ctx->key_nparts++];

	kp->src = src;
	kp->off = off;
	kp->len = len;
}

/* The same, hashed.  A length of at most 16 (integers, literals, and
 * most strings known at run time: execname, probefunc) takes the
 * unrolled hash, folded at build time for a constant length; a longer
 * one the loop, out of line, out of the generated code that must stay
 * loop-free (DTAP_GENERATED). */
static __always_inline void dtap_key_part(struct dtap_ctx *ctx, u32 off, const void *src,
					  u32 len)
{
	dtap_key_note(ctx, off, src, len);
	if (len - 1 < 16)
		ctx->key_hash = dtap_key_hash16(ctx->key_hash, src, len);
	else
		ctx->key_hash = dtap_key_hash_ool(ctx->key_hash, src, len);
}

static __always_inline __maybe_unused void dtap_key_int(struct dtap_ctx *ctx, u32 off, u64 v)
{
	u8 *slot = (u8 *)ctx->key + off;

	memcpy(slot, &v, 8);
	dtap_key_part(ctx, off, slot, 8);
}

/*
 * A string that cannot change before the update (a literal, a probe name
 * field) of LEN bytes, at most DTAP_STRSIZE and known to the caller: its
 * bytes and its NUL are used where they are, not copied.  One of strsize
 * bytes has no NUL in its slot (the consumer bounds its reads).
 */
static __always_inline __maybe_unused void dtap_key_strn(struct dtap_ctx *ctx, u32 off,
							 const char *s, u32 len)
{
	dtap_key_part(ctx, off, s, len < DTAP_STRSIZE ? len + 1 : len);
}

/* Any other string (a variable a later key expression may change): its
 * bytes and NUL are copied into the key. */
static __maybe_unused void dtap_key_str(struct dtap_ctx *ctx, u32 off, const char *s)
{
	u8 *slot = (u8 *)ctx->key + off;
	u32 len = strnlen(s, DTAP_STRSIZE);

	if (DTAP_STRSIZE >= 16)		/* zeros after it: dtap_key_eq_slot() */
		memset(slot, 0, 16);
	memcpy(slot, s, len);
	if (len < DTAP_STRSIZE)
		slot[len++] = '\0';
	dtap_key_part(ctx, off, slot, len);
}

/*
 * execname (current->comm, TASK_COMM_LEN = 16 bytes, NUL-terminated) as
 * the key part at OFF: copied as two words, its length found in them
 * without a loop (the first zero byte of each word: the lowest byte the
 * has-zero trick flags is exact), the bytes after its NUL cleared, and
 * hashed from the words, where strnlen(), memcpy() and the hash walked
 * it a byte at a time.  The copy is what the key uses, so a concurrent
 * rename cannot make length and bytes disagree; its last byte is forced
 * to NUL as comm's always is.
 */
static __always_inline __maybe_unused void dtap_key_execname(struct dtap_ctx *ctx, u32 off)
{
#if DTAP_STRSIZE >= 16	/* TASK_COMM_LEN, an enum: not for #if */
	const u64 ones = 0x0101010101010101ULL, highs = 0x8080808080808080ULL;
	u8 *slot = (u8 *)ctx->key + off;
	u64 w0 = dtap_ld64((const u8 *)current->comm);
	u64 w1 = dtap_ld64((const u8 *)current->comm + 8) & ~(0xffULL << 56);
	u64 z0 = (w0 - ones) & ~w0 & highs, x;
	u32 len;	/* with the NUL */

	BUILD_BUG_ON(sizeof(current->comm) != 16);
	if (z0) {
		len = __ffs(z0) / 8 + 1;
		w0 &= (1ULL << (8 * (len - 1))) - 1;
		w1 = 0;
	} else {
		u64 z1 = (w1 - ones) & ~w1 & highs;

		len = 9 + __ffs(z1) / 8;
		w1 &= (1ULL << (8 * (len - 9))) - 1;
	}
	memcpy(slot, &w0, 8);
	memcpy(slot + 8, &w1, 8);
	dtap_key_note(ctx, off, slot, len);
	/* dtap_key_hash16() of the slot */
	x = dtap_key_mix(dtap_key_mix(ctx->key_hash, len), w0);
	if (len > 8)
		x = dtap_key_mix(x, w1);
	ctx->key_hash = dtap_key_fold(x);
#else
	dtap_key_str(ctx, off, current->comm);
#endif
}

static bool dtap_agg_key_match(const struct dtap_ctx *ctx, const struct dtap_agg_entry *e)
{
	u32 i;

	if (e->hash != ctx->key_hash)
		return false;
	for (i = 0; i < ctx->key_nparts; i++) {
		const struct dtap_keypart *kp = &ctx->key_part[i];

		if (!dtap_key_eq(e->key + kp->off, kp->src, kp->len))
			return false;
	}
	return true;
}

/* Fill a new (zeroed) entry with the key's parts. */
static void dtap_agg_key_set(const struct dtap_ctx *ctx, struct dtap_agg_entry *e)
{
	u32 i;

	e->hash = ctx->key_hash;
	for (i = 0; i < ctx->key_nparts; i++) {
		const struct dtap_keypart *kp = &ctx->key_part[i];

		memcpy(e->key + kp->off, kp->src, kp->len);
	}
}

/* An entry's value as a new generation starts it: nothing yet. */
static void dtap_agg_reset(struct dtap_agg_entry *e, u32 agg)
{
	e->val.count = 0;
	e->val.sum = 0;
	e->val.min = S64_MAX;
	e->val.max = S64_MIN;
	if (dtap_agg_nvals[agg])
		memset(dtap_agg_vals(e, agg), 0, 8 * dtap_agg_nvals[agg]);
}

/* An entry found with an older stamp: cleared since, start again. */
static __always_inline void dtap_agg_renew(struct dtap_agg_entry *e, u32 agg, u32 stamp)
{
	if (unlikely(e->used != stamp)) {
		dtap_agg_reset(e, agg);
		WRITE_ONCE(e->used, stamp);
	}
}

/*
 * One value X into V.  count() only counts: the consumer reads nothing
 * but the count of a count() aggregation (stapio/aggregate.c, ag_value),
 * so its sum, min and max stay as dtap_agg_reset() left them; the other
 * functions update all four, and the metadata says which to print.
 */
static __always_inline void dtap_agg_add(struct dtap_agg_val *v, s64 x, bool count_only)
{
	if (count_only)
		v->count++;
	else
		dtap_agg_apply(v, x);
}

/*
 * Probe context: add X to the entry of the key built in CTX (dtap_key_*)
 * in this CPU's table of aggregation AGG.  Its bounded probe loop stays
 * out of the generated code (DTAP_GENERATED): only the noinline wrappers
 * below are called from there.  A new entry is published (its stamp
 * stored with release) once key and value are in.
 */
static __always_inline void dtap_agg_upd(struct dtap_ctx *ctx, u32 agg, s64 x, bool count_only)
{
	size_t esz = dtap_agg_esize(agg);
	u32 nents = dtap_agg_nents[agg];	/* the table's own size */
	u32 stamp = READ_ONCE(dtap_agg_stamp[agg]);
	u8 *tab = ctx->aggtab[agg];
	u32 i = ctx->key_hash % nents;
	u32 n;

	for (n = 0; n < nents; n++) {
		struct dtap_agg_entry *e = (struct dtap_agg_entry *)(tab + (size_t)i * esz);

		if (!e->used) {
			dtap_agg_key_set(ctx, e);
			dtap_agg_reset(e, agg);
			dtap_agg_add(&e->val, x, count_only);
			smp_store_release(&e->used, stamp);
			return;
		}
		if (dtap_agg_key_match(ctx, e)) {
			dtap_agg_renew(e, agg, stamp);
			dtap_agg_add(&e->val, x, count_only);
			return;
		}
		if (++i == nents)
			i = 0;
	}
	ctx->aggdrops++;
}

static noinline notrace void dtap_agg_update_slow(struct dtap_ctx *ctx, u32 agg, s64 x)
{
	dtap_agg_upd(ctx, agg, x, false);
}

static noinline notrace void dtap_agg_count_slow(struct dtap_ctx *ctx, u32 agg)
{
	dtap_agg_upd(ctx, agg, 1, true);
}

/*
 * The usual update, inline in the clause without a loop: a key of one
 * part of at most 16 bytes (an int, execname, probefunc...) found in the
 * first entry it hashes to.  Anything else (a new key, a collision, a
 * longer or composite key) takes the loop above, out of line.  NPARTS is
 * the aggregation's number of keys, a constant.
 */
static __always_inline void dtap_agg_keyed(struct dtap_ctx *ctx, u32 agg, u32 nparts, s64 x,
					   bool count_only)
{
	const struct dtap_keypart *kp = &ctx->key_part[0];
	const u8 *slot = (const u8 *)ctx->key + kp->off;
	struct dtap_agg_entry *e = (struct dtap_agg_entry *)(ctx->aggtab[agg] +
		(size_t)(ctx->key_hash % dtap_agg_nents[agg]) * dtap_agg_esize(agg));

	if (nparts == 1 && kp->len - 1 < 16 && e->used == READ_ONCE(dtap_agg_stamp[agg]) &&
	    e->hash == ctx->key_hash &&
	    (DTAP_STRSIZE >= 16 && kp->src == slot ?	/* int, execname, variable */
	     dtap_key_eq_slot(e->key + kp->off, slot, kp->len) :
	     dtap_key_eq16(e->key + kp->off, kp->src, kp->len))) {
		dtap_agg_add(&e->val, x, count_only);
		return;
	}
	if (count_only)
		dtap_agg_count_slow(ctx, agg);
	else
		dtap_agg_update_slow(ctx, agg, x);
}

static __always_inline __maybe_unused void dtap_agg_update(struct dtap_ctx *ctx, u32 agg,
							   u32 nparts, s64 x)
{
	dtap_agg_keyed(ctx, agg, nparts, x, false);
}

static __always_inline __maybe_unused void dtap_agg_count(struct dtap_ctx *ctx, u32 agg,
							  u32 nparts)
{
	dtap_agg_keyed(ctx, agg, nparts, 1, true);
}

/*
 * An aggregation whose every update is a count() keyed by execname alone
 * (the translator knows: translator/cg/dt_cg_stmt.c), the most used key
 * of all: its key is comm's 16 bytes (TASK_COMM_LEN) as two words, the
 * bytes after the NUL cleared, so the entry's key is what the general
 * path would store, NUL-padded; no key is built in the context, no
 * length is measured, and a lookup compares two words.  Its hash is its
 * own (the general path never sees this aggregation's keys).  comm's
 * bytes after its NUL are cleared though set_task_comm() pads them: a
 * rename racing the two loads can leave bytes of the old name there,
 * which would make a second entry of the same name.
 */
static __always_inline u64 dtap_comm_below_nul(u64 z)
{
	/* Z: the has-zero flags of a word, the lowest exact; the mask of
	 * the bytes below that zero byte */
	return (z ^ (z - 1)) >> 8;
}

static __always_inline void dtap_comm_words(u64 *k0, u64 *k1)
{
	const u64 ones = 0x0101010101010101ULL, highs = 0x8080808080808080ULL;
	u64 w0 = dtap_ld64((const u8 *)current->comm);
	/* its last byte is NUL, as comm's always is: z1 is never 0 */
	u64 w1 = dtap_ld64((const u8 *)current->comm + 8) & ~(0xffULL << 56);
	u64 z0 = (w0 - ones) & ~w0 & highs, z1 = (w1 - ones) & ~w1 & highs;

	BUILD_BUG_ON(sizeof(current->comm) != 16);
	if (z0) {
		*k0 = w0 & dtap_comm_below_nul(z0);
		*k1 = 0;
	} else {
		*k0 = w0;
		*k1 = w1 & dtap_comm_below_nul(z1);
	}
}

static __always_inline u32 dtap_comm_hash(u64 k0, u64 k1)
{
	return (u32)(((k0 ^ (k1 * 0xff51afd7ed558ccdULL)) * 0x9e3779b97f4a7c15ULL) >> 32);
}

static __always_inline bool dtap_comm_eq(const struct dtap_agg_entry *e, u64 k0, u64 k1)
{
	return dtap_ld64(e->key) == k0 && dtap_ld64(e->key + 8) == k1;
}

/* A new key, a collision, an older generation: the bounded probe loop. */
static noinline notrace __maybe_unused void dtap_agg_comm_slow(struct dtap_ctx *ctx, u32 agg,
							       u64 k0, u64 k1, u32 h)
{
	size_t esz = dtap_agg_esize(agg);
	u32 nents = dtap_agg_nents[agg];
	u32 stamp = READ_ONCE(dtap_agg_stamp[agg]);
	u8 *tab = ctx->aggtab[agg];
	u32 i = h % nents, n;

	for (n = 0; n < nents; n++) {
		struct dtap_agg_entry *e = (struct dtap_agg_entry *)(tab + (size_t)i * esz);

		if (!e->used) {
			e->hash = h;
			memcpy(e->key, &k0, 8);
			memcpy(e->key + 8, &k1, 8);
			dtap_agg_reset(e, agg);
			e->val.count++;
			smp_store_release(&e->used, stamp);
			return;
		}
		if (dtap_comm_eq(e, k0, k1)) {
			dtap_agg_renew(e, agg, stamp);
			e->val.count++;
			return;
		}
		if (++i == nents)
			i = 0;
	}
	ctx->aggdrops++;
}

/* The update: the entry the key hashes to, if of this generation and of
 * this key, counted inline; anything else out of line. */
static __always_inline __maybe_unused void dtap_agg_count_comm(struct dtap_ctx *ctx, u32 agg)
{
#if DTAP_STRSIZE >= 16	/* the key's slot holds comm's 16 bytes */
	struct dtap_agg_entry *e;
	u64 k0, k1;
	u32 h;

	dtap_comm_words(&k0, &k1);
	h = dtap_comm_hash(k0, k1);
	e = (struct dtap_agg_entry *)(ctx->aggtab[agg] +
				      (size_t)(h % dtap_agg_nents[agg]) * dtap_agg_esize(agg));
	if (likely(e->used == READ_ONCE(dtap_agg_stamp[agg]) && dtap_comm_eq(e, k0, k1))) {
		e->val.count++;
		return;
	}
	dtap_agg_comm_slow(ctx, agg, k0, k1, h);
#endif
}

/*
 * The same out of line, with an integer key part: what the parts of a
 * long clause call (translator/cg/dt_cg_stmt.c, CLAUSE_PART), where the
 * code and compile time of thousands of inline copies matter more than a
 * call's few instructions per hit.
 */
static noinline notrace __maybe_unused void dtap_key_int_ool(struct dtap_ctx *ctx, u32 off, u64 v)
{
	dtap_key_int(ctx, off, v);
}

static noinline notrace __maybe_unused void dtap_agg_update_ool(struct dtap_ctx *ctx, u32 agg,
								u32 nparts, s64 x)
{
	dtap_agg_keyed(ctx, agg, nparts, x, false);
}

static noinline notrace __maybe_unused void dtap_agg_count_ool(struct dtap_ctx *ctx, u32 agg,
							       u32 nparts)
{
	dtap_agg_keyed(ctx, agg, nparts, 1, true);
}

/* An aggregation without keys: its one entry is the first of the table.
 * Its first update in a generation resets and publishes it, here. */
static noinline notrace void dtap_agg_nokey_start(struct dtap_agg_entry *e, u32 agg, u32 stamp, s64 x)
{
	dtap_agg_reset(e, agg);
	dtap_agg_apply(&e->val, x);
	smp_store_release(&e->used, stamp);
}

/* Every later one is inline in the clause: no key to build, hash or
 * compare, no loop, no call; for count() a stamp check and an increment. */
static __always_inline void dtap_agg_nokey(struct dtap_ctx *ctx, u32 agg, s64 x,
					   bool count_only)
{
	struct dtap_agg_entry *e = (struct dtap_agg_entry *)ctx->aggtab[agg];
	u32 stamp = READ_ONCE(dtap_agg_stamp[agg]);

	if (unlikely(e->used != stamp)) {
		dtap_agg_nokey_start(e, agg, stamp, x);
		return;
	}
	dtap_agg_add(&e->val, x, count_only);
}

static __always_inline __maybe_unused void dtap_agg_update_nokey(struct dtap_ctx *ctx, u32 agg,
								 s64 x)
{
	dtap_agg_nokey(ctx, agg, x, false);
}

static __always_inline __maybe_unused void dtap_agg_count_nokey(struct dtap_ctx *ctx, u32 agg)
{
	dtap_agg_nokey(ctx, agg, 1, true);
}

/*
 * The general path (stddev and the histograms): the entry of the key
 * built in CTX, or NULL when the table is full (counted).  A new entry
 * (*FRESH) has its key and a reset value but is not yet published: the
 * caller applies the value, then dtap_agg_publish().
 */
static noinline struct dtap_agg_entry *dtap_agg_find(struct dtap_ctx *ctx, u32 agg, bool keyed,
					    bool *fresh)
{
	size_t esz = dtap_agg_esize(agg);
	u32 nents = dtap_agg_nents[agg];
	u32 stamp = READ_ONCE(dtap_agg_stamp[agg]);
	u8 *tab = ctx->aggtab[agg];
	u32 i, n;

	*fresh = false;
	i = keyed ? ctx->key_hash % nents : 0;
	for (n = 0; n < nents; n++) {
		struct dtap_agg_entry *e = (struct dtap_agg_entry *)(tab + (size_t)i * esz);

		if (!e->used) {
			if (keyed)
				dtap_agg_key_set(ctx, e);
			dtap_agg_reset(e, agg);
			*fresh = true;
			return e;
		}
		if (!keyed || dtap_agg_key_match(ctx, e)) {
			dtap_agg_renew(e, agg, stamp);
			return e;
		}
		if (++i == nents)
			i = 0;
	}
	ctx->aggdrops++;
	return NULL;
}

static void dtap_agg_publish(struct dtap_agg_entry *e, u32 agg, bool fresh)
{
	if (fresh)
		smp_store_release(&e->used, READ_ONCE(dtap_agg_stamp[agg]));
}

/*
 * An update whose key is the same at every hit of a probe (its parts
 * probeprov, probemod, probefunc, probename or literals: the translator
 * knows, translator/cg/dt_cg_stmt.c) finds its entry once: each such
 * update has a slot per probe it is enabled on in the CPU's context
 * (ctx->pslot[OFF + ID]: OFF the translator's, from 0 to DTAP_NPSLOTS - 1
 * for the ids of the clause's probes), which holds the entry it
 * updated last.  A hit whose entry is of the current generation adds to
 * it without building, hashing or comparing the key.  Any other (the
 * first hit, the first after a clear() or trunc(), a full table) builds
 * the key and takes the general path, which finds or makes the entry and
 * notes it.  It is the entry the key finds, in the same table, so what a
 * snapshot shows is the same as without the slots.  Entries never move
 * and are never freed while the module is loaded.
 */

/* What a slot holds before its first hit: its stamp, 0, is never current. */
static struct dtap_agg_entry dtap_agg_pslot_none;

/* Load (dtap_prog_alloc): every slot of every CPU starts there. */
static void dtap_agg_pslots_init(void)
{
	unsigned int cpu;
	u32 i;

	for_each_possible_cpu(cpu)
		for (i = 0; i < DTAP_NPSLOTS; i++)
			dtap_ctxs[cpu]->pslot[i] = &dtap_agg_pslot_none;
}

/* The fast path: false when the key must be built (then _fill). */
static __always_inline __maybe_unused bool dtap_agg_pslot_hit(struct dtap_ctx *ctx, u32 agg,
							     int off, u32 id, s64 x,
							     bool count_only)
{
	/* OFF, a constant, folds into the load's displacement */
	struct dtap_agg_entry *e = *(ctx->pslot + off + id);

	if (unlikely(e->used != READ_ONCE(dtap_agg_stamp[agg])))
		return false;
	dtap_agg_add(&e->val, x, count_only);
	return true;
}

static noinline notrace __maybe_unused void dtap_agg_pslot_fill(struct dtap_ctx *ctx, u32 agg,
								int off, u32 id, s64 x)
{
	struct dtap_agg_entry *e;
	bool fresh;

	e = dtap_agg_find(ctx, agg, true, &fresh);
	if (!e)
		return;
	dtap_agg_apply(&e->val, x);
	dtap_agg_publish(e, agg, fresh);
	*(ctx->pslot + off + id) = e;
}

/* stddev: count, sum, min, max and the 128-bit sum of squares.  The
 * general path and the bucket functions are noinline: their bounded
 * loops stay out of the generated code (DTAP_GENERATED). */
static noinline __maybe_unused void dtap_agg_stddev(struct dtap_ctx *ctx, u32 agg, bool keyed, s64 x)
{
	u64 *sq, mag = x < 0 ? 0 - (u64)x : (u64)x;
	unsigned __int128 sum;
	bool fresh;
	struct dtap_agg_entry *e = dtap_agg_find(ctx, agg, keyed, &fresh);

	if (!e)
		return;
	sq = (u64 *)dtap_agg_vals(e, agg);
	sum = ((unsigned __int128)sq[1] << 64 | sq[0]) + (unsigned __int128)mag * mag;
	sq[0] = (u64)sum;
	sq[1] = (u64)(sum >> 64);
	dtap_agg_apply(&e->val, x);
	dtap_agg_publish(e, agg, fresh);
}

/* A histogram: INCR added to bucket B (already bounded by the caller's
 * bucket function; checked again here). */
static noinline __maybe_unused void dtap_agg_hist(struct dtap_ctx *ctx, u32 agg, bool keyed, s64 x,
					 u32 b, s64 incr)
{
	bool fresh;
	struct dtap_agg_entry *e = dtap_agg_find(ctx, agg, keyed, &fresh);

	if (!e)
		return;
	if (b < dtap_agg_nvals[agg])
		dtap_agg_vals(e, agg)[b] += incr;
	dtap_agg_apply(&e->val, x);
	dtap_agg_publish(e, agg, fresh);
}

/* quantize: bucket 63 holds 0, 64 + k holds [2^k, 2^(k+1)), 62 - k holds
 * [-2^(k+1) + 1, -2^k] (DTrace's power-of-two buckets: -3 is in -2's, as
 * dtrace-utils' bpf/agg_qbin.c, dt_agg_qbin(), puts it). */
static noinline __maybe_unused u32 dtap_quantize_bucket(s64 v)
{
	u32 k;

	if (v == 0)
		return 63;
	if (v > 0)
		return 63 + fls64(v);
	k = fls64(0 - (u64)v);	/* 1 .. 64 */
	return k > 63 ? 0 : 63 - k;
}

/* lquantize: 0 below BASE, 1 + (v - base) / step, LEVELS + 1 at or above
 * base + levels * step. */
static noinline __maybe_unused u32 dtap_lquantize_bucket(s64 v, s64 base, u32 step, u32 levels)
{
	u64 off = (u64)v - (u64)base;	/* v >= base: exact, even when v - base overflows s64 */

	if (v < base)
		return 0;
	if (off >= (u64)levels * step)
		return levels + 1;
	return 1 + (u32)(off / step);
}

/* llquantize: DTrace's log-linear buckets; one pass per order of
 * magnitude from LOW to HIGH (at most 64: pass 2 checks that
 * factor^(high+1) fits in 64 bits, so nothing here overflows). */
static noinline __maybe_unused u32 dtap_llquantize_bucket(s64 v, u32 factor, u32 low, u32 high,
						 u32 nsteps)
{
	s64 this = 1, last;
	u32 base = 1, order;

	for (order = 0; order < low && order < 64; order++)
		this *= factor;
	if (v < (last = this))
		return 0;
	for (this *= factor; order <= high && order < 64; order++) {
		s64 nb = this > nsteps ? nsteps : this;

		if (v < this)
			return base + (u32)((v - last) / (this / nb));
		base += nb - nb / factor;
		if (order == high)
			break;
		last = this;
		this *= factor;
	}
	return base;
}
