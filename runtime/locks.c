// SPDX-License-Identifier: GPL-2.0
/*
 * locks.c - DTrace's lock subroutines on Linux's locks, read with the
 * checked accessor (a bad pointer faults the clause):
 *
 *   mutex_owned(m)          struct mutex: locked (owner word non-zero)
 *   mutex_owner(m)          its owner task (the owner word less its
 *                           three flag bits), NULL when unlocked
 *   mutex_type_adaptive(m)  1: Linux mutexes spin while the owner runs,
 *   mutex_type_spin(m)      0  then sleep, as Solaris' adaptive mutexes
 *   rw_read_held(l)         rwlock_t: readers hold it (qrwlock reader
 *                           count, bits 9 and up); rw_semaphore: reader
 *                           count (bits 8 and up of count)
 *   rw_write_held(l)        a writer holds it (qrwlock's locked byte is
 *                           0xff; rw_semaphore's bit 0)
 *   rw_iswriter(l)          a writer holds it or waits for it (qrwlock's
 *                           low 9 bits; rw_semaphore: holds it)
 *
 * OFF is where the lock word is in the structure (the translator takes it
 * from the kernel's types; 0 without them, as in every non-debug build).
 */

#define DTAP_RW_QRWLOCK	0
#define DTAP_RW_RWSEM	1

static noinline __maybe_unused u64 dtap_mutex_owned(struct dtap_ctx *ctx, u64 m, u64 off)
{
	return dtap_load(ctx, m + off, 8) != 0;
}

static noinline __maybe_unused u64 dtap_mutex_owner(struct dtap_ctx *ctx, u64 m, u64 off)
{
	return dtap_load(ctx, m + off, 8) & ~7ULL;
}

static noinline __maybe_unused u64 dtap_mutex_type_adaptive(struct dtap_ctx *ctx, u64 m,
							    u64 off)
{
	dtap_load(ctx, m + off, 8);	/* a bad pointer faults, as DTrace */
	return 1;
}

static noinline __maybe_unused u64 dtap_mutex_type_spin(struct dtap_ctx *ctx, u64 m, u64 off)
{
	dtap_load(ctx, m + off, 8);
	return 0;
}

static noinline __maybe_unused u64 dtap_rw_read_held(struct dtap_ctx *ctx, u64 l, u64 off,
						     u64 kind)
{
	u64 v = dtap_load(ctx, l + off, kind == DTAP_RW_RWSEM ? 8 : 4);

	return kind == DTAP_RW_RWSEM ? (v >> 8) != 0 : (v >> 9) != 0;
}

static noinline __maybe_unused u64 dtap_rw_write_held(struct dtap_ctx *ctx, u64 l, u64 off,
						      u64 kind)
{
	u64 v = dtap_load(ctx, l + off, kind == DTAP_RW_RWSEM ? 8 : 4);

	return kind == DTAP_RW_RWSEM ? (v & 1) != 0 : (v & 0xff) == 0xff;
}

static noinline __maybe_unused u64 dtap_rw_iswriter(struct dtap_ctx *ctx, u64 l, u64 off,
						    u64 kind)
{
	u64 v = dtap_load(ctx, l + off, kind == DTAP_RW_RWSEM ? 8 : 4);

	return kind == DTAP_RW_RWSEM ? (v & 1) != 0 : (v & 0x1ff) != 0;
}
