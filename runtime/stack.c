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

/*
 * The iterators (__traceiter_NAME) of the tracepoints this module's
 * callbacks are on, noted at load (probe_tp.c, probe_syscall.c): a
 * tracepoint with more than one callback calls them through its
 * iterator, a frame between the function that fired it and dtap's
 * callback that is no part of the probed context.  The kernel's
 * iterators are under 256 bytes (210 at most on the test kernels).
 */
#define DTAP_TP_ITER_BYTES	256
static unsigned long dtap_tp_iters[DTAP_NTPS + 2];

static __maybe_unused void dtap_note_tp_iter(unsigned long iterator)
{
	u32 i;

	for (i = 0; i < ARRAY_SIZE(dtap_tp_iters); i++) {
		if (!dtap_tp_iters[i] || dtap_tp_iters[i] == iterator) {
			dtap_tp_iters[i] = iterator;
			return;
		}
	}
}

static bool dtap_in_tp_iter(unsigned long pc)
{
	u32 i;

	for (i = 0; i < ARRAY_SIZE(dtap_tp_iters) && dtap_tp_iters[i]; i++)
		if (pc - dtap_tp_iters[i] < DTAP_TP_ITER_BYTES)
			return true;
	return false;
}

/* From here, without this module's frames nor a tracepoint iterator's. */
static noinline u32 dtap_stack_here(struct dtap_ctx *ctx, u64 *pcs, u32 depth)
{
	unsigned int got = stack_trace_save(ctx->stk, ARRAY_SIZE(ctx->stk), 0);
	unsigned int i = 0;
	u32 n = 0;

	while (i < got && within_module(ctx->stk[i], THIS_MODULE))
		i++;
	if (i < got && dtap_in_tp_iter(ctx->stk[i]))
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

/* A user frame as the walk has it: its pc, its stack pointer and rbp. */
struct dtap_uframe {
	u64 pc, sp, bp;
};

/* Up one frame by the frame pointer chain: the saved rbp and return
 * address at rbp.  The chain must climb the stack: a saved rbp at or
 * below this one ends the walk at the next step (a loop). */
static bool dtap_ustep_fp(struct dtap_uframe *f)
{
	u64 frame[2];

	if (!f->bp || (f->bp & 7) ||
	    copy_from_user_nofault(frame, (const void __user *)(unsigned long)f->bp,
				   sizeof(frame)) || !frame[1])
		return false;
	f->pc = frame[1];
	f->sp = f->bp + 16;
	f->bp = frame[0] > f->bp ? frame[0] : 0;
	return true;
}

/* Up one frame by CFI row R (uwind.c): the return address at CFA - 8,
 * the caller's rbp where R says.  The CFA must be above the stack
 * pointer, so that every step climbs. */
static bool dtap_ustep_cfi(struct dtap_uframe *f, const struct dtap_uwt_row *r)
{
	u64 cfa, ra, bp;

	if (r->kind == DTAP_UWT_STOP)
		return false;
	cfa = (r->kind == DTAP_UWT_RSP ? f->sp : f->bp) + (s64)r->cfa_off;
	if (cfa <= f->sp ||
	    copy_from_user_nofault(&ra, (const void __user *)(unsigned long)(cfa - 8),
				   sizeof(ra)) || !ra)
		return false;
	if (r->rbp_saved) {
		if (copy_from_user_nofault(&bp, (const void __user *)(unsigned long)
					   (cfa + (s64)r->rbp_off), sizeof(bp)))
			return false;
		f->bp = bp;
	}
	f->sp = cfa;
	f->pc = ra;
	return true;
}

/* Up from a function's first instruction (pid entry) without CFI: the
 * return address is on top of the stack, rbp is still the caller's. */
static bool dtap_ustep_entry(struct dtap_uframe *f)
{
	u64 ra;

	if (copy_from_user_nofault(&ra, (const void __user *)(unsigned long)f->sp, sizeof(ra)))
		return false;
	f->pc = ra;
	f->sp += 8;
	return true;
}

/*
 * ustack(DEPTH): the pid, then the user return addresses of the current
 * thread, innermost first, from the user registers saved at its entry
 * into the kernel: the interrupted pc, then one frame up at a time, by
 * the CFI table dtapio gave for the target process (uwind.c) where a pc
 * has a row, else by the frame pointer chain (as perf's user callchains,
 * which dtrace-utils' ustack() uses: there a function built without
 * frame pointers hides its caller).  A return address is looked up one
 * byte back: the call it returns from is in its function, even when that
 * call ends it (a noreturn callee).  At most DEPTH frames; each word read
 * with copy_from_user_nofault (no fault is taken, a bad pointer ends the
 * walk); each step must climb the stack, so a loop ends the walk too.  A
 * kernel thread has no user stack.  x86-64, as the whole runtime.
 */
static noinline __maybe_unused u32 dtap_ustack_walk(struct dtap_ctx *ctx, u64 *pcs, u32 depth)
{
	struct pt_regs *regs = dtap_user_regs();
	const struct dtap_uwt *t = dtap_uwt_mine();
	struct dtap_uframe f;
	u32 n;

	if (!regs || !depth)
		return 0;
	f = (struct dtap_uframe){ instruction_pointer(regs), regs->sp, regs->bp };
	if (pcs)
		pcs[0] = f.pc;
	for (n = 1; n < depth; n++) {
		const struct dtap_uwt_row *r = t ? dtap_uwt_find(t, n == 1 ? f.pc : f.pc - 1)
						 : NULL;
		bool up;

		if (r && r->kind != DTAP_UWT_NONE)
			up = dtap_ustep_cfi(&f, r);
		else if (n == 1 && ctx->uentry_sp)	/* rbp is still the caller's */
			up = dtap_ustep_entry(&f);
		else
			up = dtap_ustep_fp(&f);
		if (!up)
			break;
		if (pcs)
			pcs[n] = f.pc;
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
 * walk finds it (0 in a kernel thread, or where neither CFI nor a frame
 * pointer leads up). */
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
