// SPDX-License-Identifier: GPL-2.0
/*
 * dynvar.c - dynamic variables: thread-local self->x and associative
 * arrays (global a[k...] and thread-local self->a[k...]).
 *
 * All live in ONE table preallocated at load (the dynvarsize option, as
 * dtrace's dynamic variable space): DTAP_DYN_NENT entries of one size,
 * open addressing with linear probing bounded by DTAP_DYN_PROBES.  A key
 * is DTAP_DYN_KEYSZ canonical bytes (zero padded): the variable's id, the
 * task for thread-local ones (NULL for globals), then the tuple: 8 bytes
 * per integer, DTAP_STRSIZE per string.
 *
 * Probes on every CPU (NMI included) share the table without locks: each
 * entry has a state word changed only by cmpxchg.  EMPTY -> BUSY claims an
 * entry for a new key, which is published by BUSY -> USED after the key
 * and a zero value are written; USED -> DEAD deletes (assigning 0), and a
 * DEAD entry can be claimed again.  Lookups skip BUSY and DEAD entries and
 * stop at an EMPTY one.  Values are read and written in place, so two CPUs
 * updating one variable race as they do in dtrace (no crash: the memory is
 * the module's for its whole life).  No free entry within the bound: the
 * store is dropped and counted, and dtapio reports "dynamic variable
 * drops".  A task's thread-local variables die with it (sched_process_exit).
 */
#include <linux/tracepoint.h>

#define DTAP_DYN_PROBES	(DTAP_DYN_NENT < 256 ? DTAP_DYN_NENT : 256)
#define DTAP_DYN_ENTSZ	(8 + DTAP_DYN_KEYSZ + DTAP_DYN_VALSZ)

enum { DTAP_DYN_EMPTY, DTAP_DYN_BUSY, DTAP_DYN_USED, DTAP_DYN_DEAD };

struct dtap_dyn_ent {
	atomic_t state;
	u32 hash;
	u64 key[DTAP_DYN_KEYSZ / 8];
	u64 val[DTAP_DYN_VALSZ / 8];
};

static struct dtap_dyn_ent *dtap_dyn;

/* A struct-typed variable that does not exist reads as this zero block;
 * a store into one that cannot be created (a drop) goes to the sink. */
static const u64 dtap_dyn_zero[DTAP_DYN_VALSZ / 8] __maybe_unused;
static u64 dtap_dyn_sink[DTAP_DYN_VALSZ / 8] __maybe_unused;

static __maybe_unused u64 *dtap_dyn_key(struct dtap_ctx *ctx)
{
	return ctx->dkey;
}

/* Start the key of variable ID (SELF: of the current task). */
/*
 * The key is hashed as it is built, part by part, over the bytes that
 * count (a string's, not its zero padding): equal keys have equal parts,
 * so equal hashes, and a string key costs its length, not strsize.
 */
static __maybe_unused void dtap_dyn_key_begin(struct dtap_ctx *ctx, u64 id, bool self)
{
	u64 task = self ? (u64)(unsigned long)current : 0;

	memset(ctx->dkey, 0, DTAP_DYN_KEYSZ);
	ctx->dkey[0] = id;
	ctx->dkey[1] = task;
	ctx->dhash = jhash_3words((u32)id, (u32)task, (u32)(task >> 32), 0x64746170);
}

/* A string part of the key at byte OFF: its bytes, zero padded. */
static noinline __maybe_unused void dtap_dyn_key_str(struct dtap_ctx *ctx, u32 off, const char *s)
{
	size_t len = strnlen(s, DTAP_STRSIZE);

	memcpy((u8 *)ctx->dkey + off, s, len);
	ctx->dhash = jhash(s, len, ctx->dhash);
}

/* An integer part of the key at byte OFF (maybe unaligned after a string). */
static __maybe_unused void dtap_dyn_key_int(struct dtap_ctx *ctx, u32 off, u64 v)
{
	memcpy((u8 *)ctx->dkey + off, &v, 8);
	ctx->dhash = jhash_2words((u32)v, (u32)(v >> 32), ctx->dhash);
}

static struct dtap_dyn_ent *dtap_dyn_at(u32 i)
{
	return &dtap_dyn[i & (DTAP_DYN_NENT - 1)];
}

/* Keys are whole u64 words: compare them so (the kernel's memcmp is a
 * byte loop, and a key with a string is strsize bytes long). */
static bool dtap_dyn_keyeq(const u64 *a, const u64 *b)
{
	u32 i;

	for (i = 0; i < DTAP_DYN_KEYSZ / 8; i++)
		if (a[i] != b[i])
			return false;
	return true;
}

/* The live entry of the key in ctx->dkey (hash H), NULL if none. */
static struct dtap_dyn_ent *dtap_dyn_lookup(struct dtap_ctx *ctx, u32 h)
{
	u32 i;

	for (i = 0; i < DTAP_DYN_PROBES; i++) {
		struct dtap_dyn_ent *e = dtap_dyn_at(h + i);
		int st = atomic_read_acquire(&e->state);

		if (st == DTAP_DYN_EMPTY)
			break;
		if (st == DTAP_DYN_USED && e->hash == h && dtap_dyn_keyeq(e->key, ctx->dkey))
			return e;
	}
	return NULL;
}

/* The value of the key in ctx->dkey, NULL if it has none. */
static noinline __maybe_unused void *dtap_dyn_find(struct dtap_ctx *ctx)
{
	struct dtap_dyn_ent *e = dtap_dyn_lookup(ctx, ctx->dhash);

	return e ? e->val : NULL;
}

/* The value of the key in ctx->dkey, created (zero) if it had none; NULL
 * when no entry is free within the probe bound (a drop). */
static noinline __maybe_unused void *dtap_dyn_get(struct dtap_ctx *ctx)
{
	u32 h = ctx->dhash, i;
	struct dtap_dyn_ent *found = dtap_dyn_lookup(ctx, h);

	if (found)
		return found->val;
	for (i = 0; i < DTAP_DYN_PROBES; i++) {
		struct dtap_dyn_ent *e = dtap_dyn_at(h + i);
		int st = atomic_read(&e->state);

		if (st != DTAP_DYN_EMPTY && st != DTAP_DYN_DEAD)
			continue;
		if (atomic_cmpxchg(&e->state, st, DTAP_DYN_BUSY) != st)
			continue;
		e->hash = h;
		memcpy(e->key, ctx->dkey, DTAP_DYN_KEYSZ);
		memset(e->val, 0, DTAP_DYN_VALSZ);
		atomic_set_release(&e->state, DTAP_DYN_USED);
		return e->val;
	}
	ctx->dyndrops++;
	return NULL;
}

/* Assigning 0: the variable (the key in ctx->dkey) goes away. */
static noinline __maybe_unused void dtap_dyn_delete(struct dtap_ctx *ctx)
{
	struct dtap_dyn_ent *e = dtap_dyn_lookup(ctx, ctx->dhash);

	if (e)
		atomic_cmpxchg(&e->state, DTAP_DYN_USED, DTAP_DYN_DEAD);
}

/* Store integer V (SIZE bytes) in the key's variable; 0 deletes it. */
static noinline __maybe_unused void dtap_dyn_store_int(struct dtap_ctx *ctx, u64 v, int size)
{
	void *p;

	if (v == 0) {
		dtap_dyn_delete(ctx);
		return;
	}
	p = dtap_dyn_get(ctx);
	if (!p)
		return;
	switch (size) {
	case 1: *(u8 *)p = v; break;
	case 2: *(u16 *)p = v; break;
	case 4: *(u32 *)p = v; break;
	default: *(u64 *)p = v; break;
	}
}

static noinline __maybe_unused void dtap_dyn_store_str(struct dtap_ctx *ctx, const char *s)
{
	char *p = dtap_dyn_get(ctx);

	if (p)
		dtap_strcpy(p, s);
}

#if DTAP_DYN_SELF
/* A task that exits takes its thread-local variables with it.  The scan
 * is bounded by the table; it runs in process context, never in a probe. */
static void dtap_dyn_task_exit(void *data, struct task_struct *p)
{
	u64 task = (u64)(unsigned long)p;
	u32 i;

	for (i = 0; i < DTAP_DYN_NENT; i++) {
		struct dtap_dyn_ent *e = &dtap_dyn[i];

		if (atomic_read_acquire(&e->state) == DTAP_DYN_USED && e->key[1] == task)
			atomic_cmpxchg(&e->state, DTAP_DYN_USED, DTAP_DYN_DEAD);
	}
}

static struct tracepoint *dtap_tp_exit;

static void dtap_dyn_find_tp(struct tracepoint *tp, void *priv)
{
	if (!strcmp(tp->name, "sched_process_exit"))
		dtap_tp_exit = tp;
}

static int dtap_dyn_hook(void)
{
	for_each_kernel_tracepoint(dtap_dyn_find_tp, NULL);
	if (!dtap_tp_exit)
		return -ENOENT;
	return tracepoint_probe_register(dtap_tp_exit, dtap_dyn_task_exit, NULL);
}

static void dtap_dyn_unhook(void)
{
	if (!dtap_tp_exit)
		return;
	tracepoint_probe_unregister(dtap_tp_exit, dtap_dyn_task_exit, NULL);
	tracepoint_synchronize_unregister();
	dtap_tp_exit = NULL;
}
#else
static int dtap_dyn_hook(void) { return 0; }
static void dtap_dyn_unhook(void) { }
#endif

static void dtap_dyn_free(void)
{
	dtap_dyn_unhook();
	vfree(dtap_dyn);
	dtap_dyn = NULL;
}

static int dtap_dyn_alloc(void)
{
	if (!DTAP_DYN_NENT)
		return 0;
	dtap_dyn = dtap_vzalloc(array_size(DTAP_DYN_NENT, sizeof(struct dtap_dyn_ent)));
	if (!dtap_dyn)
		return -ENOMEM;
	return dtap_dyn_hook();
}
