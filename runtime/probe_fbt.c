// SPDX-License-Identifier: GPL-2.0
/*
 * probe_fbt.c - the fbt provider: function entry and return probes of
 * vmlinux, by kprobes and kretprobes registered by symbol name (the
 * guest's kernel addresses are randomized; its names are not).
 *
 * Why kprobes rather than fprobe: fprobe (ftrace with a shared entry/exit
 * handler, cheaper per hit) is configured in the 6.12 cloud kernel but not
 * in 6.1 (no CONFIG_FPROBE), and both kernels have KPROBES_ON_FTRACE, so a
 * kprobe on a function's first instruction already goes through the
 * ftrace call site instead of an int3 trap: the kprobe cost is the ftrace
 * trampoline plus the kprobe dispatch.  One mechanism for both kernels.
 * Measured (bench/probe-cost --syscall, 6.1, guest instructions per hit
 * of __x64_sys_getppid): a bare kprobe counting hits 157, a bare
 * ftrace_ops doing the same 88, dtap's fbt count() 200 (1.27x the kprobe
 * floor).  An entry path on a shared ftrace_ops (ip -> probe) would land
 * near 88 + 43, below the kprobe floor; not done yet: kretprobes at the
 * same function change the return address an ftrace callback sees as
 * its parent (caller), and functions would need addresses (kprobes find
 * them by name for us).
 *
 * Probes are registered at load, all or none (register_kprobes rolls
 * back), so a refused function fails the load with the kernel's errno
 * instead of tracing less than asked; handlers do nothing until "go"
 * (dtap_may_run).  Unregistering waits for running handlers.
 *
 * kretprobes need an instance per function activation in flight; when
 * the pool (maxactive) is empty the return is missed.  Misses are counted
 * by the kernel (nmissed) and reported by the status file (fbt_missed=),
 * which dtapio reports at exit.
 */
#include <linux/kprobes.h>
#include <linux/ptrace.h>

#ifndef DTAP_NFBT
#define DTAP_NFBT	0
#endif
#ifndef DTAP_FBT_WIDE
#define DTAP_FBT_WIDE	0	/* thousands of probes: probe_fbt_wide.c */
#endif
#ifndef DTAP_FBT_ENTRY_ARGS
#define DTAP_FBT_ENTRY_ARGS	0	/* return probes keep the entry's args */
#endif

#if DTAP_NFBT > 0

/* x86-64 passes the first six integer arguments in registers and the
 * next ones on the stack, above the return address the stack pointer
 * points at on a function's first instruction; read without faulting
 * (zeros if the stack cannot be read). */
static __maybe_unused void dtap_fbt_args(const struct pt_regs *regs, u64 *args, u64 *caller)
{
	u64 stack[1 + DTAP_NARGS - 6];

	dtap_reg_args(regs, args);
	if (copy_from_kernel_nofault(stack, (void *)regs->sp, sizeof(stack)))
		memset(stack, 0, sizeof(stack));
	*caller = stack[0];
	memcpy(&args[6], &stack[1], sizeof(stack) - sizeof(stack[0]));
}

/*
 * A return probe's arg2..arg7 are the function's register arguments as
 * they were at entry (a dtap extension; dtrace leaves them undefined):
 * the io provider's wait-done needs the bio that submit_bio_wait() waited
 * for, and a return has nothing but the return value.  Kept in the
 * kretprobe instance (one per activation, so per thread), and only when
 * a clause reads arg2..arg7 (DTAP_FBT_ENTRY_ARGS): it costs a return
 * probe 38 guest instructions per hit (bench/probe-cost --syscall).
 */
#define DTAP_FBT_ENTRY_REGS	6

#if DTAP_FBT_ENTRY_ARGS
static int dtap_kp_return_entry(struct kretprobe_instance *ri, struct pt_regs *regs)
{
	dtap_reg_args(regs, (u64 *)ri->data);
	return 0;
}
#endif

/* A return probe calling HANDLER: the entry's arguments kept when a
 * clause reads them, instances for a few returns pending per CPU. */
static void dtap_fbt_kretprobe(struct kretprobe *rp, kretprobe_handler_t handler)
{
	rp->handler = handler;
#if DTAP_FBT_ENTRY_ARGS
	rp->entry_handler = dtap_kp_return_entry;
	rp->data_size = DTAP_FBT_ENTRY_REGS * sizeof(u64);
#endif
	rp->maxactive = max_t(int, 32, 4 * num_possible_cpus());
}

/*
 * Register the N probes one at a time (register_kprobes would not say
 * which failed; it loops the same way); on failure none stays registered
 * and *BAD names the function.
 */
static int dtap_fbt_reg_kprobes(struct kprobe **kl, int n, const char **bad)
{
	int i, err;

	for (i = 0; i < n; i++) {
		err = register_kprobes(&kl[i], 1);
		if (err) {
			*bad = kl[i]->symbol_name;
			if (i)
				unregister_kprobes(kl, i);
			return err;
		}
	}
	return 0;
}

static int dtap_fbt_reg_kretprobes(struct kretprobe **rl, int n, const char **bad)
{
	int i, err;

	for (i = 0; i < n; i++) {
		err = register_kretprobes(&rl[i], 1);
		if (err) {
			*bad = rl[i]->kp.symbol_name;
			if (i)
				unregister_kretprobes(rl, i);
			return err;
		}
	}
	return 0;
}

/* The load's error for ERR of kprobes at BAD, said in the kernel log. */
static int dtap_fbt_refused(const char *bad, int err)
{
	/* -ENOENT: not in this kernel, typically a module not loaded; as the
	 * load's errno it would read "unknown symbol" */
	pr_err("dtap: %s: cannot probe %s: %s (error %d)\n", DTAP_MODNAME, bad,
	       err == -ENOENT ? "no such function in the running kernel "
				"(is its module loaded?)" : "refused by kprobes", err);
	return err == -ENOENT ? -ESRCH : err;
}

/*
 * Register the NR return probes RL, then the NK entry probes KL, all or
 * none; the load's error if not.  Returns first: kprobes at one address
 * run newest first, and a kretprobe's own entry handler replaces the
 * return address on the stack with its trampoline, so the entry probe
 * (registered after) still reads the real caller.
 */
static int dtap_fbt_register(struct kretprobe **rl, int nr, struct kprobe **kl, int nk)
{
	const char *bad = "?";
	int err = 0;

	if (nr)
		err = dtap_fbt_reg_kretprobes(rl, nr, &bad);
	if (!err && nk) {
		err = dtap_fbt_reg_kprobes(kl, nk, &bad);
		if (err && nr)
			unregister_kretprobes(rl, nr);
	}
	return err ? dtap_fbt_refused(bad, err) : 0;
}

static void dtap_fbt_unregister(struct kretprobe **rl, int nr, struct kprobe **kl, int nk)
{
	if (nk)
		unregister_kprobes(kl, nk);
	if (nr)
		unregister_kretprobes(rl, nr);
}

#if DTAP_FBT_WIDE
#include "probe_fbt_wide.c"
#else

struct dtap_kp {
	struct kprobe kp;		/* entry */
	struct kretprobe rp;		/* return */
	const struct dtap_probe *probe;
};

static struct dtap_kp *dtap_kps;	/* [DTAP_NFBT] */
static struct kprobe **dtap_kl;		/* the entry probes, for the batch calls */
static struct kretprobe **dtap_rl;	/* the return probes */
static int dtap_nk, dtap_nr;
static bool dtap_fbt_registered;

/*
 * Entry: kprobe handlers run with preemption off, so the context's busy
 * flag suffices (fire.c) and interrupts stay on; the arguments and the
 * caller (a read of the stack) are taken only by a program that reads
 * them (args, caller, stack).  On fbt::__x64_sys_getppid:entry { @a =
 * count(); } this took the probe from 446 to 216 guest instructions per
 * hit, and the direct call below to 200, against 157 for a bare kprobe
 * counting hits (bench/probe-cost --syscall, 6.1).
 */
static __always_inline int dtap_kp_fire(const struct dtap_probe *p,
					 void (*handler)(struct dtap_ctx *,
							 const struct dtap_probe *),
					 struct pt_regs *regs)
{
	struct dtap_ctx *ctx = dtap_ctx_enter();

	if (!ctx)
		return 0;
#if DTAP_USES_ARGS || DTAP_STACKDEPTH
	dtap_fbt_args(regs, ctx->args, &ctx->caller);
#endif
#if DTAP_STACKDEPTH
	/* stack() unwinds from the probed function's entry registers: a walk
	 * from here would show the kprobe and ftrace frames first */
	ctx->regs = regs;
#endif
	handler(ctx, p);
#if DTAP_USES_ARGS || DTAP_STACKDEPTH
	memset(ctx->args, 0, sizeof(ctx->args));
	ctx->caller = 0;
#endif
#if DTAP_STACKDEPTH
	ctx->regs = NULL;
#endif
	dtap_ctx_exit(ctx);
	return 0;
}

/* Each entry probe's kprobe handler (generated after the runtime, see
 * dt_cg.c): the probe's handler called directly, not through a pointer
 * (an indirect call is a retpoline on these kernels). */
#define DTAP_FBT_ENTRY(id, i, handler)						\
	static int DTAP_GENERATED						\
	dtap_kp_entry_##id(struct kprobe *kp, struct pt_regs *regs)		\
	{									\
		return dtap_kp_fire(&dtap_fbt_probes[i], handler, regs);	\
	}

/*
 * Return: kretprobe handlers run with preemption off too (the kretprobe
 * trampoline's kprobe_busy_begin, 6.12's rethook), so the same busy flag;
 * the return value, the entry's arguments and the return address (which
 * the kretprobe restored into ip: the caller) are set only for a program
 * that reads them.  Each return probe's handler is generated (below), as
 * the entry ones: fbt::__x64_sys_getppid:return { @a = count(); } went
 * from 511 to 410 guest instructions per hit (a bare kretprobe counting
 * returns: 391; bench/probe-cost --syscall, 6.1), which the generic path
 * spent on saving the interrupt flag, copying a zeroed argument array in
 * and out and an indirect call.
 */
static __always_inline int dtap_kp_ret_fire(const struct dtap_probe *p,
					     void (*handler)(struct dtap_ctx *,
							     const struct dtap_probe *),
					     struct kretprobe_instance *ri,
					     struct pt_regs *regs)
{
	struct dtap_ctx *ctx = dtap_ctx_enter();

	if (!ctx)
		return 0;
	BUILD_BUG_ON(DTAP_NARGS < 2 + DTAP_FBT_ENTRY_REGS);
#if DTAP_USES_ARGS || DTAP_STACKDEPTH
	ctx->args[1] = regs_return_value(regs);
#if DTAP_FBT_ENTRY_ARGS
	memcpy(&ctx->args[2], ri->data, DTAP_FBT_ENTRY_REGS * sizeof(u64));
#endif
	ctx->caller = instruction_pointer(regs);
#endif
	handler(ctx, p);
#if DTAP_USES_ARGS || DTAP_STACKDEPTH
	memset(ctx->args, 0, sizeof(ctx->args));
	ctx->caller = 0;
#endif
	dtap_ctx_exit(ctx);
	return 0;
}

/* Each return probe's kretprobe handler (generated after the runtime). */
#define DTAP_FBT_RETURN(id, i, handler)						\
	static int DTAP_GENERATED						\
	dtap_kp_return_##id(struct kretprobe_instance *ri, struct pt_regs *regs)	\
	{									\
		return dtap_kp_ret_fire(&dtap_fbt_probes[i], handler, ri, regs);	\
	}

static void dtap_fbt_free(void)
{
	kfree(dtap_kps);
	kfree(dtap_kl);
	kfree(dtap_rl);
	dtap_kps = NULL;
	dtap_kl = NULL;
	dtap_rl = NULL;
}

/* Register every fbt probe of the program (dtap_fbt_sites). */
static int dtap_fbt_alloc(void)
{
	int err, i;

	dtap_kps = kcalloc(DTAP_NFBT, sizeof(*dtap_kps), GFP_KERNEL);
	dtap_kl = kcalloc(DTAP_NFBT, sizeof(*dtap_kl), GFP_KERNEL);
	dtap_rl = kcalloc(DTAP_NFBT, sizeof(*dtap_rl), GFP_KERNEL);
	if (!dtap_kps || !dtap_kl || !dtap_rl) {
		dtap_fbt_free();
		return -ENOMEM;
	}
	for (i = 0; i < DTAP_NFBT; i++) {
		struct dtap_kp *k = &dtap_kps[i];

		k->probe = &dtap_fbt_probes[i];
		if (dtap_fbt_sites[i].is_return) {
			k->rp.kp.symbol_name = dtap_fbt_sites[i].symbol;
			dtap_fbt_kretprobe(&k->rp, dtap_fbt_sites[i].ret);
			dtap_rl[dtap_nr++] = &k->rp;
		} else {
			k->kp.symbol_name = dtap_fbt_sites[i].symbol;
			k->kp.pre_handler = dtap_fbt_sites[i].entry;
			dtap_kl[dtap_nk++] = &k->kp;
		}
	}
	err = dtap_fbt_register(dtap_rl, dtap_nr, dtap_kl, dtap_nk);
	if (err) {
		dtap_fbt_free();
		return err;
	}
	dtap_fbt_registered = true;
	return 0;
}

/* Process context: unregistering waits for handlers in progress. */
static void dtap_fbt_stop(void)
{
	if (!dtap_fbt_registered)
		return;
	dtap_fbt_registered = false;
	dtap_fbt_unregister(dtap_rl, dtap_nr, dtap_kl, dtap_nk);
}

/* Returns missed because no kretprobe instance was free. */
u64 dtap_fbt_missed(void)
{
	u64 n = 0;
	int i;

	for (i = 0; dtap_kps && i < DTAP_NFBT; i++)
		if (dtap_fbt_sites[i].is_return)
			n += READ_ONCE(dtap_kps[i].rp.nmissed);
	return n;
}

#endif /* DTAP_FBT_WIDE */

#else

static int dtap_fbt_alloc(void) { return 0; }
static void dtap_fbt_stop(void) { }
static void dtap_fbt_free(void) { }
u64 dtap_fbt_missed(void) { return 0; }

#endif /* DTAP_NFBT > 0 */
