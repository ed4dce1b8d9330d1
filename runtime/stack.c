// SPDX-License-Identifier: GPL-2.0
/*
 * stack.c - stack(): the kernel return addresses of the probed context,
 * innermost first, written into a record or an aggregation key; the
 * consumer turns them into "module`symbol+0xoff" lines.
 *
 * Where the provider has the interrupted registers (profile), the walk
 * starts at them, so a profile stack starts at the function the timer
 * interrupted.  Elsewhere it starts here, and the frames of dtap's own
 * handler (this module) are dropped.  Both use the kernel's unwinder
 * (ORC on x86), which takes no lock and is safe in NMI context, as perf
 * relies on.
 */
#include <linux/stacktrace.h>
#include <asm/unwind.h>

#if DTAP_STACKDEPTH > 0
/* From the registers of an interrupted kernel context. */
static noinline u32 dtap_stack_regs(struct pt_regs *regs, u64 *pcs, u32 depth)
{
	struct unwind_state state;
	u32 n = 0;

	if (user_mode(regs))
		return 0;
	pcs[n++] = instruction_pointer(regs);
	for (unwind_start(&state, current, regs, NULL);
	     !unwind_done(&state) && n < depth; unwind_next_frame(&state)) {
		unsigned long pc = unwind_get_return_address(&state);

		if (!pc)
			break;
		if (n == 1 && pc == pcs[0])	/* the unwinder starts at regs->ip */
			continue;
		pcs[n++] = pc;
	}
	return n;
}

/* From here, without this module's frames. */
static noinline u32 dtap_stack_here(struct dtap_ctx *ctx, u64 *pcs, u32 depth)
{
	unsigned int got = stack_trace_save(ctx->stk, ARRAY_SIZE(ctx->stk), 0);
	unsigned int i = 0;
	u32 n = 0;

	while (i < got && within_module(ctx->stk[i], THIS_MODULE))
		i++;
	for (; i < got && n < depth; i++)
		pcs[n++] = ctx->stk[i];
	return n;
}

/* PCS[0..DEPTH): the stack, zeros after its last frame. */
static noinline void dtap_stack(struct dtap_ctx *ctx, u64 *pcs, u32 depth)
{
	u32 n = ctx->regs ? dtap_stack_regs(ctx->regs, pcs, depth)
				: dtap_stack_here(ctx, pcs, depth);

	while (n < depth)
		pcs[n++] = 0;
}

/*
 * caller: the return address into the function the probe point is in:
 * the interrupted function's caller (profile), or for a tracepoint the
 * call site in the function that fired it.
 */
static __maybe_unused u64 dtap_caller(struct dtap_ctx *ctx)
{
	u64 pcs[2];

	if (ctx->caller)	/* fbt knows it */
		return ctx->caller;
	if (ctx->regs)
		return dtap_stack_regs(ctx->regs, pcs, 2) == 2 ? pcs[1] : 0;
	return dtap_stack_here(ctx, pcs, 1) == 1 ? pcs[0] : 0;
}

/* stackdepth: the frames stack() would show, at most DTAP_STACKDEPTH.
 * The walk's scratch is its own destination: frames only move down. */
static __maybe_unused u32 dtap_stackdepth(struct dtap_ctx *ctx)
{
	u64 *pcs = (u64 *)ctx->stk;

	BUILD_BUG_ON(sizeof(ctx->stk[0]) != sizeof(*pcs));
	if (ctx->regs)
		return dtap_stack_regs(ctx->regs, pcs, DTAP_STACKDEPTH);
	return dtap_stack_here(ctx, pcs, DTAP_STACKDEPTH);
}

/* stack(DEPTH) traced: 8 * DEPTH bytes of the record. */
static __maybe_unused void dtap_rec_stack(struct dtap_ctx *ctx, u32 depth)
{
	if (!dtap_rec_room(ctx, 8 * depth))
		return;
	dtap_stack(ctx, (u64 *)((u8 *)ctx->rec + ctx->rec_len), depth);
	ctx->rec_len += 8 * depth;
}

/* stack(DEPTH) as the aggregation key part at OFF (8-aligned). */
static __maybe_unused void dtap_key_stack(struct dtap_ctx *ctx, u32 off, u32 depth)
{
	u64 *slot = (u64 *)((u8 *)ctx->key + off);

	dtap_stack(ctx, slot, depth);
	dtap_key_part(ctx, off, slot, 8 * depth);
}
#endif /* DTAP_STACKDEPTH > 0 */

/* The user registers the current thread entered the kernel with; NULL
 * for a kernel thread (it has none) or when they are not user mode. */
static __maybe_unused struct pt_regs *dtap_user_regs(void)
{
	struct pt_regs *regs = task_pt_regs(current);

	if ((current->flags & PF_KTHREAD) || !current->mm || !user_mode(regs))
		return NULL;
	return regs;
}

/*
 * ustack(DEPTH): the pid, then the user return addresses of the current
 * thread, innermost first, from the user registers saved at its entry
 * into the kernel: the interrupted pc, then a walk of the frame pointer
 * chain (as perf's user callchains, which dtrace-utils' ustack() uses: a
 * function built without frame pointers hides its caller).  At most
 * DEPTH frames; each frame read with copy_from_user_nofault (no fault is
 * taken, a bad pointer ends the walk); the chain must climb the stack, so
 * a loop in it ends the walk too.  A kernel thread has no user stack.
 */
static noinline __maybe_unused u32 dtap_ustack_walk(struct dtap_ctx *ctx, u64 *pcs, u32 depth)
{
	struct pt_regs *regs = dtap_user_regs();
	u64 frame[2], fp;
	u32 n = 0;

	if (!regs || !depth)
		return 0;
	if (pcs)
		pcs[n] = instruction_pointer(regs);
	n++;
	/* at a function's entry (pid provider) the frame pointer is still
	 * the caller's: its return address is on top of the stack */
	if (ctx->uentry_sp && n < depth &&
	    !copy_from_user_nofault(frame, (const void __user *)(unsigned long)ctx->uentry_sp,
				    sizeof(frame[0]))) {
		if (pcs)
			pcs[n] = frame[0];
		n++;
	}
	/* x86-64, as the whole runtime (pt_regs' bp, di, si ...) */
	fp = regs->bp;
	while (n < depth) {
		if (!fp || (fp & 7) ||
		    copy_from_user_nofault(frame, (const void __user *)(unsigned long)fp,
					   sizeof(frame)) || !frame[1])
			break;
		if (pcs)
			pcs[n] = frame[1];
		n++;
		if (frame[0] <= fp)
			break;
		fp = frame[0];
	}
	return n;
}

static noinline __maybe_unused void dtap_ustack(struct dtap_ctx *ctx, u64 *out, u32 depth)
{
	u32 n = dtap_ustack_walk(ctx, out + 1, depth);

	out[0] = task_tgid_nr(current);
	while (n < depth)
		out[1 + n++] = 0;
}

/* ucaller: the user return address of the interrupted function, as the
 * walk finds it (0 in a kernel thread, or without a frame pointer). */
static __maybe_unused u64 dtap_ucaller(struct dtap_ctx *ctx)
{
	u64 pcs[2];

	return dtap_ustack_walk(ctx, pcs, 2) == 2 ? pcs[1] : 0;
}

/* ustackdepth: the frames ustack() would show, at most ustackframes. */
static __maybe_unused u32 dtap_ustackdepth(struct dtap_ctx *ctx)
{
	return dtap_ustack_walk(ctx, NULL, DTAP_USTACKFRAMES);
}

/*
 * uregs[I]: word I of the current thread's user registers (struct
 * pt_regs, saved at its entry into the kernel; tapsets/regs.d names
 * them R_*), then what x86-64 keeps elsewhere, as illumos's regs.d names
 * it: R_TRAPNO and R_ERR, the thread's last trap and its error code, and
 * the segment selectors R_GS R_FS R_ES R_DS, which a 64-bit kernel entry
 * leaves as the thread had them.  A kernel thread has none: 0.  An index
 * past them is an "illegal operation", as dtrace's dtrace_getreg says.
 */
#define DTAP_NPTREGS	21	/* struct pt_regs words: regs.d's R_R15 .. R_SS */
#define DTAP_NUREGS	(DTAP_NPTREGS + 6)

static u64 dtap_uregs_more(u32 i)
{
	unsigned short sel = 0;

	switch (i) {
	case 0: return current->thread.trap_nr;
	case 1: return current->thread.error_code;
	case 2: savesegment(gs, sel); break;
	case 3: savesegment(fs, sel); break;
	case 4: savesegment(es, sel); break;
	default: savesegment(ds, sel); break;
	}
	return sel;
}

static noinline __maybe_unused u64 dtap_uregs(struct dtap_ctx *ctx, s64 i)
{
	struct pt_regs *regs;

	BUILD_BUG_ON(sizeof(*regs) != DTAP_NPTREGS * sizeof(unsigned long));
	if (i < 0 || i >= DTAP_NUREGS) {
		dtap_fault(ctx, DTAP_FAULT_ILLOP, 0);
		return 0;
	}
	regs = dtap_user_regs();
	if (!regs)
		return 0;
	if (i >= DTAP_NPTREGS)
		return dtap_uregs_more((u32)(i - DTAP_NPTREGS));
	return ((const unsigned long *)regs)[i];
}

/* ustack(DEPTH) traced: 8 * (DEPTH + 1) bytes of the record. */
static __maybe_unused void dtap_rec_ustack(struct dtap_ctx *ctx, u32 depth)
{
	if (!dtap_rec_room(ctx, 8 * (depth + 1)))
		return;
	dtap_ustack(ctx, (u64 *)((u8 *)ctx->rec + ctx->rec_len), depth);
	ctx->rec_len += 8 * (depth + 1);
}

/* ustack(DEPTH) as the aggregation key part at OFF (8-aligned). */
static __maybe_unused void dtap_key_ustack(struct dtap_ctx *ctx, u32 off, u32 depth)
{
	u64 *slot = (u64 *)((u8 *)ctx->key + off);

	dtap_ustack(ctx, slot, depth);
	dtap_key_part(ctx, off, slot, 8 * (depth + 1));
}

/* usym(a) ufunc(a) umod(a) uaddr(a) traced: the pid, then the address
 * (dtapio names it in that process). */
static __maybe_unused void dtap_rec_uaddr(struct dtap_ctx *ctx, u64 addr)
{
	u64 *p;

	if (!dtap_rec_room(ctx, 16))
		return;
	p = (u64 *)((u8 *)ctx->rec + ctx->rec_len);
	p[0] = task_tgid_nr(current);
	p[1] = addr;
	ctx->rec_len += 16;
}

/* The same as the aggregation key part at OFF (8-aligned). */
static __maybe_unused void dtap_key_uaddr(struct dtap_ctx *ctx, u32 off, u64 addr)
{
	u64 *slot = (u64 *)((u8 *)ctx->key + off);

	slot[0] = task_tgid_nr(current);
	slot[1] = addr;
	dtap_key_part(ctx, off, slot, 16);
}
