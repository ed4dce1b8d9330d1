// SPDX-License-Identifier: GPL-2.0
/*
 * syscall_fire.c - what a syscall probe does around its clauses.
 *
 * The raw sys_enter / sys_exit tracepoint callbacks (probe_syscall.c)
 * run a dispatch the translator generates for the program
 * (dtap_sys_entry_dispatch() / dtap_sys_return_dispatch(),
 * translator/providers/dt_prov_syscall.c): it finds the probe of the syscall
 * number, claims the context here, runs the probe's clauses by direct
 * calls, and gives the context back here.  These come before the
 * generated code, which inlines them.
 *
 * Tracepoint callbacks run with preemption off, which is all a dtap
 * handler needs (fire.c, dtap_fire_args_preempt_off).
 */
#if DTAP_SYSCALL_NR > 0
#include <linux/err.h>
#include <linux/compat.h>
#include <linux/nospec.h>
#include <asm/syscall.h>

/*
 * Claim CTX (this CPU's context) for a hit of a syscall probe, with the
 * call's arguments (entry) or return value and errno (return), for a
 * program that reads them; false when the hit is skipped: a compat
 * (32-bit) syscall, whose numbers are another table's, or a handler
 * already running on this CPU.
 */
static __always_inline __maybe_unused bool
dtap_sys_begin(struct dtap_ctx *ctx, struct pt_regs *regs, long ret, bool is_return)
{
	if (in_compat_syscall() || !dtap_ctx_claim(ctx))
		return false;
#if DTAP_USES_ARGS
	if (is_return) {
		/* DTrace: arg0 and arg1 both hold the return value */
		ctx->args[0] = ctx->args[1] = (u64)ret;
		ctx->err = IS_ERR_VALUE(ret) ? -ret : 0;
	} else {
		BUILD_BUG_ON(sizeof(ctx->args[0]) != sizeof(unsigned long));
		syscall_get_arguments(current, regs, (unsigned long *)ctx->args);
	}
#endif
	return true;
}

/* The context back, its arguments zero again for the next probe. */
static __always_inline __maybe_unused void dtap_sys_end(struct dtap_ctx *ctx)
{
#if DTAP_USES_ARGS
	memset(ctx->args, 0, 6 * sizeof(ctx->args[0]));	/* all that begin set */
	ctx->err = 0;
#endif
	dtap_ctx_exit(ctx);
}
#endif /* DTAP_SYSCALL_NR > 0 */
