// SPDX-License-Identifier: GPL-2.0
/*
 * scratch.c - D's scratch memory: alloca(), copyin(), copyinto(),
 * bcopy(), memref().
 *
 * Each CPU's context holds DTAP_SCRATCH bytes (the scratchsize option;
 * only a program that calls these gets them).  A clause allocates from
 * the start of it upward and everything is given back when the clause
 * ends (dtap_run_clause resets the offset), as DTrace frees scratch space
 * at the end of each clause.  Nothing is allocated in probe context: a
 * request past the end faults the clause with "out of scratch space".
 * copyinto() and bcopy() write only into scratch memory this clause
 * allocated: any other destination is an invalid address, as DTrace
 * refuses stores outside its scratch space.
 */

/* alloca(size): SIZE bytes of zeroed scratch memory, 8-byte aligned. */
static noinline __maybe_unused u64 dtap_alloca(struct dtap_ctx *ctx, u64 size)
{
	u64 off = ctx->scratch_off, n = (size + 7) & ~7ULL;

	if (size > DTAP_SCRATCH || n > DTAP_SCRATCH - off) {
		dtap_fault(ctx, DTAP_FAULT_NOSCRATCH, 0);
		return 0;
	}
	memset((u8 *)ctx->scratch + off, 0, n);
	ctx->scratch_off = off + n;
	return (u64)(uintptr_t)((u8 *)ctx->scratch + off);
}

/* memref(ptr, length): the pair { PTR, LENGTH } in scratch, what printm()
 * takes (uintptr_t[2], as the spec's pseudocode builds it). */
static noinline __maybe_unused u64 dtap_memref(struct dtap_ctx *ctx, u64 ptr, u64 length)
{
	u64 p = dtap_alloca(ctx, 2 * sizeof(u64));

	if (ctx->fault)
		return 0;
	((u64 *)(uintptr_t)p)[0] = ptr;
	((u64 *)(uintptr_t)p)[1] = length;
	return p;
}

/* SIZE bytes of the current process's memory at UADDR to DST (scratch);
 * the user copy that fails instead of faulting on an unmapped page. */
static bool dtap_copy_user(struct dtap_ctx *ctx, u64 dst, u64 uaddr, u64 size)
{
	if (copy_from_user_nofault((void *)(uintptr_t)dst,
				   (const void __user *)(uintptr_t)uaddr, size)) {
		dtap_fault(ctx, DTAP_FAULT_BADADDR, uaddr);
		return false;
	}
	return true;
}

/* copyin(addr, size): the user memory in newly allocated scratch. */
static noinline __maybe_unused u64 dtap_copyin(struct dtap_ctx *ctx, u64 uaddr, u64 size)
{
	u64 p = dtap_alloca(ctx, size);

	if (ctx->fault || !dtap_copy_user(ctx, p, uaddr, size))
		return 0;
	return p;
}

/* copyinto(addr, size, dest): the user memory into scratch at DEST. */
static noinline __maybe_unused u64 dtap_copyinto(struct dtap_ctx *ctx, u64 uaddr, u64 size,
						 u64 dest)
{
	if (!dtap_scratch_ok(ctx, dest, size)) {
		dtap_fault(ctx, DTAP_FAULT_BADADDR, dest);
		return 0;
	}
	dtap_copy_user(ctx, dest, uaddr, size);
	return 0;
}

/* bcopy(src, dest, size): kernel memory at SRC into scratch at DEST. */
static noinline __maybe_unused u64 dtap_bcopy(struct dtap_ctx *ctx, u64 src, u64 dest, u64 size)
{
	if (!dtap_scratch_ok(ctx, dest, size)) {
		dtap_fault(ctx, DTAP_FAULT_BADADDR, dest);
		return 0;
	}
	dtap_kread(ctx, (void *)(uintptr_t)dest, src, size);
	return 0;
}
