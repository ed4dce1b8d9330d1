// SPDX-License-Identifier: GPL-2.0
/*
 * probe_fbt_wide.c - fbt for a program of thousands of function probes
 * (fbt:::entry: 67k), included by probe_fbt.c when the translator chose
 * the compact form (DTAP_FBT_WIDE, translator/cg/dt_cg_fbt.c).
 *
 * One kprobe per function is too slow to register on 67k functions (each
 * arms its ftrace site through a copy of kprobes' whole filter hash) and
 * a handler per probe too big to compile.  Here:
 *
 *  - the vmlinux functions' entries are one ftrace_ops, its filter set by
 *    one ftrace_set_filter_ips() of all the addresses (5.10 has only
 *    ftrace_set_filter_ip(), which copies the hash each call: bounded by
 *    DTAP_FBTW_SLOW_MAX there);
 *  - their returns one fprobe (exit handler) where the kernel has
 *    CONFIG_FPROBE (6.12); without (6.1, RT, 5.10), one kretprobe each,
 *    at most DTAP_FBTW_KP_MAX, with a message saying so beyond;
 *  - a module's functions (no link-time address) a kprobe or kretprobe
 *    each, by name, in the same bound.
 *
 * A hit's probe is found by the function's address: a hash of the
 * addresses built at load (dtap_fbtw_sites), a binary search of the sites
 * sorted by address (dtap_fbt_entry_at, dtap_fbt_return_at) for what it
 * lacks; a kprobe's is its index in the kprobe table.  The
 * probe's struct dtap_probe is built from its row at load, and
 * dtap_fbt_wide_run (generated) runs its clauses: code per clause set,
 * not per probe.
 *
 * Recursion: the ftrace_ops asks ftrace for its recursion guard
 * (FTRACE_OPS_FL_RECURSION; 5.10 guards unless told it is safe), and a
 * function traced inside dtap's own path finds the CPU's context busy
 * and is counted as a reentrant hit (context.c), never run.
 */
#include <linux/ftrace.h>
#include <linux/hash.h>
#include <linux/log2.h>
#include <linux/vmalloc.h>

#define DTAP_FBTW_KP_MAX	1024	/* kprobes and kretprobes */
#define DTAP_FBTW_SLOW_MAX	2048	/* 5.10's ftrace_set_filter_ip calls */

#if IS_ENABLED(CONFIG_FPROBE)	/* 6.12 */
#include <linux/fprobe.h>
#define DTAP_FBTW_FPROBE	1
#else
#define DTAP_FBTW_FPROBE	0
#endif

struct dtap_fbtw_kp {
	struct kprobe kp;
	struct kretprobe rp;
	u32 site;
};

static u64 dtap_fbtw_delta;		/* KASLR: run-time - link-time */
static unsigned long dtap_fbtw_base;	/* DTAP_FBT_TEXT + dtap_fbtw_delta */
static struct ftrace_ops dtap_fbtw_ops;
static bool dtap_fbtw_ops_on, dtap_fbtw_kp_on;
static struct dtap_fbtw_kp *dtap_fbtw_kps;
static struct kprobe **dtap_fbtw_kl;
static struct kretprobe **dtap_fbtw_rl;
static int dtap_fbtw_nk, dtap_fbtw_nr;

static __always_inline unsigned long dtap_fbtw_addr(u32 site)
{
	return dtap_fbtw_base + dtap_fbt_wsites[site].text_off;
}

/* Sites AT[first .. first + n): a function's (several: aliases, such
 * as __x64_sys_getppid of __do_sys_getppid, each a probe as their
 * kprobes would be).  By value: a pointer would put it on the stack. */
struct dtap_fbtw_run {
	u32 first, n;
};

/*
 * The sites among AT (N of them, by address, then by index) of the
 * function whose ftrace call site is IP: those at the last address at or
 * before IP, by at most 16 bytes (an endbr64 before the call); none if
 * none.
 */
static noinline notrace struct dtap_fbtw_run dtap_fbtw_search(const u32 *at, u32 n, unsigned long ip)
{
	struct dtap_fbtw_run none = { 0, 0 };
	u32 lo = 0, hi = n, i;
	unsigned long addr;

	while (lo < hi) {	/* log2(n) steps */
		u32 mid = lo + (hi - lo) / 2;

		if (dtap_fbtw_addr(at[mid]) <= ip)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (!lo)
		return none;
	addr = dtap_fbtw_addr(at[lo - 1]);
	if (ip - addr >= 16)
		return none;
	for (i = lo - 1; i > 0 && dtap_fbtw_addr(at[i - 1]) == addr; i--)
		;	/* the aliases: a few at most */
	return (struct dtap_fbtw_run){ .first = i, .n = lo - i };
}

/*
 * The same through a hash of the addresses ftrace gives a hit (the call
 * of __fentry__: a function's first byte, or its fifth after an endbr64;
 * fprobe says the one or the other): open addressing, both keys of each
 * function, built at load and found in a probe or two: ~15 instructions,
 * where the search took 11 a step, 7 steps for 110 functions and 16 for
 * 40k.  An address in neither (not expected) goes to the search.
 */
struct dtap_fbtw_slot {
	u32 key;	/* the address - dtap_fbtw_base, + 1; 0: empty */
	struct dtap_fbtw_run sites;
};

struct dtap_fbtw_index {
	const u32 *at;	/* the sites by address */
	u32 n_at;
	struct dtap_fbtw_slot *slot;
	u32 bits;	/* 1 << bits slots */
	u32 longest;	/* the most slots a lookup visits */
};

static struct dtap_fbtw_index dtap_fbtw_entries = {
	.at = dtap_fbt_entry_at, .n_at = dtap_fbt_entry_at_N,
};
static struct dtap_fbtw_index dtap_fbtw_returns = {
	.at = dtap_fbt_return_at, .n_at = dtap_fbt_return_at_N,
};

static __always_inline struct dtap_fbtw_run dtap_fbtw_sites(const struct dtap_fbtw_index *x,
							    unsigned long ip)
{
	unsigned long key = ip - dtap_fbtw_base + 1;
	u32 h = hash_32((u32)key, x->bits), mask = (1U << x->bits) - 1, k;

	for (k = 0; k < x->longest; k++, h = (h + 1) & mask) {
		const struct dtap_fbtw_slot *s = &x->slot[h];

		if (likely(s->key == key))
			return s->sites;
		if (!s->key)
			break;
	}
	return dtap_fbtw_search(x->at, x->n_at, ip);
}

/* Put KEY's sites in X, unless a function already has that key. */
static void dtap_fbtw_index_put(struct dtap_fbtw_index *x, u32 key, u32 first, u32 n)
{
	u32 mask = (1U << x->bits) - 1, h = hash_32(key, x->bits), k;

	for (k = 1; x->slot[h].key; k++, h = (h + 1) & mask)	/* never full */
		if (x->slot[h].key == key)
			return;
	x->slot[h] = (struct dtap_fbtw_slot){ .key = key, .sites = { first, n } };
	x->longest = max(x->longest, k);
}

/* Index X's sites: both keys of each address (at most 2 n_at keys, in
 * at least 3 n_at slots), the first bytes' first so that an endbr64's
 * key never hides a function four bytes further on. */
static int dtap_fbtw_index_build(struct dtap_fbtw_index *x)
{
	u32 i, j, pass;

	if (!x->n_at)
		return 0;
	x->bits = ilog2(roundup_pow_of_two(3 * x->n_at));
	x->slot = vzalloc(array_size(1U << x->bits, sizeof(*x->slot)));
	if (!x->slot)
		return -ENOMEM;
	for (pass = 0; pass < 2; pass++) {
		for (i = 0; i < x->n_at; i = j) {
			u32 off = dtap_fbt_wsites[x->at[i]].text_off;

			for (j = i + 1; j < x->n_at && dtap_fbt_wsites[x->at[j]].text_off == off; j++)
				;
			dtap_fbtw_index_put(x, off + 1 + 4 * pass, i, j - i);
		}
	}
	return 0;
}

static void dtap_fbtw_index_free(struct dtap_fbtw_index *x)
{
	vfree(x->slot);
	x->slot = NULL;
	x->longest = 0;
}

/*
 * Each site's probe as the clauses read it, built at load from its row
 * (80 bytes a probe, 3 MB for fbt:::entry's 40k): filled on each hit,
 * it cost 22 instructions of the ~95 of the dispatch.
 */
static struct dtap_probe *dtap_fbtw_probes;

static int dtap_fbtw_probes_init(void)
{
	u32 i;

	dtap_fbtw_probes = vzalloc(array_size(DTAP_NFBT, sizeof(*dtap_fbtw_probes)));
	if (!dtap_fbtw_probes)
		return -ENOMEM;
	for (i = 0; i < DTAP_NFBT; i++) {
		const struct dtap_fbt_wsite *s = &dtap_fbt_wsites[i];
		struct dtap_probe *p = &dtap_fbtw_probes[i];

		p->id = s->id;
		p->prov = "fbt";
		p->prov_len = 3;
		p->mod = dtap_fbt_names + s->mod;
		p->mod_len = s->mod_len;
		p->func = dtap_fbt_names + s->func;
		p->func_len = s->func_len;
		p->name = s->is_return ? "return" : "entry";
		p->name_len = s->is_return ? 6 : 5;
		p->epids = dtap_epids + s->epids;
		/* p->handler: none, dtap_fbt_wide_run's switch instead */
	}
	return 0;
}

/*
 * An entry of SITE (REGS: NULL when the program reads no argument, the
 * ftrace_ops then saves none).  Interrupts off: with every function
 * traced, an interrupt during the clauses would find the context busy
 * and its probes dropped (2,000 a second, fbt_all); off, it waits the
 * few hundred instructions of the clauses and is traced.
 */
static __always_inline void dtap_fbtw_enter(u32 site, struct pt_regs *regs,
					    unsigned long caller)
{
	unsigned long flags;
	struct dtap_ctx *ctx;

	local_irq_save(flags);
	ctx = dtap_ctx_enter();
	if (!ctx) {
		local_irq_restore(flags);
		return;
	}
#if DTAP_USES_ARGS || DTAP_STACKDEPTH
	if (regs)
		dtap_fbt_args(regs, ctx->args, &ctx->caller);
	ctx->caller = caller;
#endif
#if DTAP_STACKDEPTH
	ctx->regs = regs;
#endif
	dtap_fbt_wide_run(ctx, &dtap_fbtw_probes[site], dtap_fbt_wsites[site].handler);
#if DTAP_USES_ARGS || DTAP_STACKDEPTH
	memset(ctx->args, 0, sizeof(ctx->args));
	ctx->caller = 0;
#endif
#if DTAP_STACKDEPTH
	ctx->regs = NULL;
#endif
	dtap_ctx_exit(ctx);
	local_irq_restore(flags);
}

/*
 * A return of SITE: RET the value, ENTRY the function's register
 * arguments at entry (DTAP_FBT_ENTRY_ARGS), CALLER where it returns to;
 * set only for a program that reads them, as the per-probe form does.
 */
static __always_inline void dtap_fbtw_leave(u32 site, u64 ret, const void *entry,
					    unsigned long caller)
{
	unsigned long flags;
	struct dtap_ctx *ctx;

	local_irq_save(flags);
	ctx = dtap_ctx_enter();
	if (ctx) {
#if DTAP_USES_ARGS || DTAP_STACKDEPTH
		ctx->args[1] = ret;
#if DTAP_FBT_ENTRY_ARGS
		memcpy(&ctx->args[2], entry, DTAP_FBT_ENTRY_REGS * sizeof(u64));
#endif
		ctx->caller = caller;
#endif
		dtap_fbt_wide_run(ctx, &dtap_fbtw_probes[site], dtap_fbt_wsites[site].handler);
#if DTAP_USES_ARGS || DTAP_STACKDEPTH
		memset(ctx->args, 0, sizeof(ctx->args));
		ctx->caller = 0;
#endif
		dtap_ctx_exit(ctx);
	}
	local_irq_restore(flags);
}

/* ---- entries of vmlinux functions: one ftrace_ops ---- */

static __always_inline void dtap_fbtw_hit(unsigned long ip, unsigned long parent,
					  struct pt_regs *regs)
{
	struct dtap_fbtw_run r = dtap_fbtw_sites(&dtap_fbtw_entries, ip);
	u32 i;

	/* preemption is off: ftrace's recursion guard turned it off (5.10:
	 * ftrace_ops_assist_func), as our ops asks for the guard */
	for (i = 0; i < r.n; i++)
		dtap_fbtw_enter(dtap_fbt_entry_at[r.first + i], regs, parent);
}

#ifdef HAVE_FTRACE_REGS
static void notrace dtap_fbtw_ftrace(unsigned long ip, unsigned long parent,
				     struct ftrace_ops *op, struct ftrace_regs *fregs)
{
	dtap_fbtw_hit(ip, parent, ftrace_get_regs(fregs));
}
#define DTAP_FBTW_RECURSION	FTRACE_OPS_FL_RECURSION	/* ftrace guards */
#else	/* 5.10: pt_regs, and ftrace guards unless RECURSION_SAFE */
static void notrace dtap_fbtw_ftrace(unsigned long ip, unsigned long parent,
				     struct ftrace_ops *op, struct pt_regs *regs)
{
	dtap_fbtw_hit(ip, parent, regs);
}
#define DTAP_FBTW_RECURSION	0
#endif

/* Set the filter of OPS to the N addresses (all or none). */
static int dtap_fbtw_filter(struct ftrace_ops *ops, unsigned long *ips, unsigned int n)
{
#ifdef HAVE_FTRACE_SET_FILTER_IPS
	return ftrace_set_filter_ips(ops, ips, n, 0, 0);
#else
	unsigned int i;
	int err = 0;

	if (n > DTAP_FBTW_SLOW_MAX) {
		pr_err("dtap: %s: %u fbt entry probes: this kernel (no ftrace_set_filter_ips) "
		       "takes at most %d\n", DTAP_MODNAME, n, DTAP_FBTW_SLOW_MAX);
		return -E2BIG;
	}
	for (i = 0; i < n && !err; i++)
		err = ftrace_set_filter_ip(ops, ips[i], 0, 0);
	return err;
#endif
}

/* The addresses of the vmlinux sites AT (N), for the kernel. */
static unsigned long *dtap_fbtw_ips(const u32 *at, u32 n)
{
	unsigned long *ips = vzalloc(array_size(n, sizeof(*ips)));
	u32 i;

	for (i = 0; ips && i < n; i++)
		ips[i] = dtap_fbtw_addr(at[i]);
	return ips;
}

static int dtap_fbtw_ops_start(void)
{
	unsigned long *ips;
	int err;

	if (!dtap_fbt_entry_at_N)
		return 0;
	ips = dtap_fbtw_ips(dtap_fbt_entry_at, dtap_fbt_entry_at_N);
	if (!ips)
		return -ENOMEM;
	dtap_fbtw_ops.func = dtap_fbtw_ftrace;
	dtap_fbtw_ops.flags = DTAP_FBTW_RECURSION;
	if (DTAP_USES_ARGS || DTAP_STACKDEPTH)
		dtap_fbtw_ops.flags |= FTRACE_OPS_FL_SAVE_REGS;
	err = dtap_fbtw_filter(&dtap_fbtw_ops, ips, dtap_fbt_entry_at_N);
	vfree(ips);
	if (!err)
		err = register_ftrace_function(&dtap_fbtw_ops);
	if (err) {
		ftrace_set_filter(&dtap_fbtw_ops, NULL, 0, 1);
		pr_err("dtap: %s: cannot trace the entries of %u functions (error %d)\n",
		       DTAP_MODNAME, dtap_fbt_entry_at_N, err);
		return err;
	}
	dtap_fbtw_ops_on = true;
	return 0;
}

static void dtap_fbtw_ops_stop(void)
{
	if (!dtap_fbtw_ops_on)
		return;
	dtap_fbtw_ops_on = false;
	unregister_ftrace_function(&dtap_fbtw_ops);
	/* an empty filter would trace everything: only once unregistered */
	ftrace_set_filter(&dtap_fbtw_ops, NULL, 0, 1);
}

/* ---- returns of vmlinux functions: one fprobe (6.12) ---- */

#if DTAP_FBTW_FPROBE
static struct fprobe dtap_fbtw_fp;
static bool dtap_fbtw_fp_on;

#if DTAP_FBT_ENTRY_ARGS
static int notrace dtap_fbtw_fp_entry(struct fprobe *fp, unsigned long ip, unsigned long ret_ip,
				      struct pt_regs *regs, void *data)
{
	dtap_reg_args(regs, data);
	return 0;
}
#endif

static void notrace dtap_fbtw_fp_exit(struct fprobe *fp, unsigned long ip, unsigned long ret_ip,
				      struct pt_regs *regs, void *data)
{
	struct dtap_fbtw_run r = dtap_fbtw_sites(&dtap_fbtw_returns, ip);
	u32 i;

	for (i = 0; i < r.n; i++)
		dtap_fbtw_leave(dtap_fbt_return_at[r.first + i], regs_return_value(regs), data,
				ret_ip);
}

static int dtap_fbtw_fp_start(void)
{
	unsigned long *ips;
	int err;

	if (!dtap_fbt_return_at_N)
		return 0;
	ips = dtap_fbtw_ips(dtap_fbt_return_at, dtap_fbt_return_at_N);
	if (!ips)
		return -ENOMEM;
	dtap_fbtw_fp.exit_handler = dtap_fbtw_fp_exit;
#if DTAP_FBT_ENTRY_ARGS
	dtap_fbtw_fp.entry_handler = dtap_fbtw_fp_entry;
	dtap_fbtw_fp.entry_data_size = DTAP_FBT_ENTRY_REGS * sizeof(u64);
#endif
	/* activations in flight, across the system: every task asleep in
	 * a traced function holds one per traced caller on its stack (the
	 * kernel's default, 2 per function per CPU, is 268k for fbt:::return) */
	dtap_fbtw_fp.nr_maxactive = clamp_t(int, 2 * dtap_fbt_return_at_N, 64, 4096) *
				    num_possible_cpus();
	err = register_fprobe_ips(&dtap_fbtw_fp, ips, dtap_fbt_return_at_N);
	vfree(ips);
	if (err) {
		pr_err("dtap: %s: cannot trace the returns of %u functions (error %d)\n",
		       DTAP_MODNAME, dtap_fbt_return_at_N, err);
		return err;
	}
	dtap_fbtw_fp_on = true;
	return 0;
}

/*
 * unregister_fprobe() stops the return hooks (rethook_stop) before the
 * entries (unregister_ftrace_function, which patches every site back: a
 * second or more for 40k functions in a TCG guest), and each traced call
 * meanwhile found no instance and was counted in nmissed: ~1 M for
 * fbt:::return, a few for a few hundred functions, the "fbt return probe
 * firings missed" dtapio reported after tracing had stopped.  The entries
 * are turned off first (an fprobe marked disabled counts nothing), and
 * what was missed while tracing is kept from before.
 */
static unsigned long dtap_fbtw_fp_nmissed;

static void dtap_fbtw_fp_stop(void)
{
	if (!dtap_fbtw_fp_on)
		return;
	disable_fprobe(&dtap_fbtw_fp);
	WRITE_ONCE(dtap_fbtw_fp_nmissed, READ_ONCE(dtap_fbtw_fp.nmissed));
	smp_wmb();	/* dtap_fbtw_fp_missed: the copy, once off */
	WRITE_ONCE(dtap_fbtw_fp_on, false);
	unregister_fprobe(&dtap_fbtw_fp);
}

/* Returns its instances ran out for (or RCU was not watching, in idle),
 * and entries its recursion guard turned away. */
static u64 dtap_fbtw_fp_missed(void)
{
	if (READ_ONCE(dtap_fbtw_fp_on))
		return READ_ONCE(dtap_fbtw_fp.nmissed);
	smp_rmb();
	return READ_ONCE(dtap_fbtw_fp_nmissed);
}
#else
static int dtap_fbtw_fp_start(void) { return 0; }
static void dtap_fbtw_fp_stop(void) { }
static u64 dtap_fbtw_fp_missed(void) { return 0; }
#endif

/* ---- the rest: a kprobe or kretprobe each ---- */

#ifndef HAVE_GET_KRETPROBE	/* 5.10; 6.1, RT and 6.12 have it */
static inline struct kretprobe *get_kretprobe(struct kretprobe_instance *ri)
{
	return ri->rp;
}
#endif

static int notrace dtap_fbtw_kp_entry(struct kprobe *kp, struct pt_regs *regs)
{
	struct dtap_fbtw_kp *k = container_of(kp, struct dtap_fbtw_kp, kp);
	u64 caller = 0;

	/* the return address, on the stack at the first instruction */
	if (DTAP_USES_ARGS || DTAP_STACKDEPTH)
		copy_from_kernel_nofault(&caller, (void *)regs->sp, sizeof(caller));
	dtap_fbtw_enter(k->site, regs, caller);
	return 0;
}

static int notrace dtap_fbtw_kp_return(struct kretprobe_instance *ri, struct pt_regs *regs)
{
	struct dtap_fbtw_kp *k = container_of(get_kretprobe(ri), struct dtap_fbtw_kp, rp);
	dtap_fbtw_leave(k->site, regs_return_value(regs), ri->data, instruction_pointer(regs));
	return 0;
}

/* Does SITE need a kprobe of its own (else ftrace_ops or fprobe)? */
static bool dtap_fbtw_by_kprobe(u32 site)
{
	const struct dtap_fbt_wsite *s = &dtap_fbt_wsites[site];

	return s->by_name || (s->is_return && !DTAP_FBTW_FPROBE);
}

/* The vmlinux function's address, or "module:name" (in the pool). */
static void dtap_fbtw_kp_at(struct kprobe *kp, u32 site)
{
	const struct dtap_fbt_wsite *s = &dtap_fbt_wsites[site];

	if (s->by_name)
		kp->symbol_name = dtap_fbt_names + s->text_off;
	else
		kp->addr = (kprobe_opcode_t *)dtap_fbtw_addr(site);
}

static int dtap_fbtw_kp_start(void)
{
	int n = 0, err;
	u32 i;

	for (i = 0; i < DTAP_NFBT; i++)
		n += dtap_fbtw_by_kprobe(i);
	if (!n)
		return 0;
	if (n > DTAP_FBTW_KP_MAX) {
		pr_err("dtap: %s: %d fbt probes need a kprobe each (return probes: this "
		       "kernel has no fprobe; or functions of modules): at most %d\n",
		       DTAP_MODNAME, n, DTAP_FBTW_KP_MAX);
		return -E2BIG;
	}
	dtap_fbtw_kps = vzalloc(array_size(n, sizeof(*dtap_fbtw_kps)));
	dtap_fbtw_kl = vzalloc(array_size(n, sizeof(*dtap_fbtw_kl)));
	dtap_fbtw_rl = vzalloc(array_size(n, sizeof(*dtap_fbtw_rl)));
	if (!dtap_fbtw_kps || !dtap_fbtw_kl || !dtap_fbtw_rl)
		return -ENOMEM;
	for (i = 0, n = 0; i < DTAP_NFBT; i++) {
		struct dtap_fbtw_kp *k = &dtap_fbtw_kps[n];

		if (!dtap_fbtw_by_kprobe(i))
			continue;
		k->site = i;
		if (dtap_fbt_wsites[i].is_return) {
			dtap_fbtw_kp_at(&k->rp.kp, i);
			dtap_fbt_kretprobe(&k->rp, dtap_fbtw_kp_return);
			dtap_fbtw_rl[dtap_fbtw_nr++] = &k->rp;
		} else {
			dtap_fbtw_kp_at(&k->kp, i);
			k->kp.pre_handler = dtap_fbtw_kp_entry;
			dtap_fbtw_kl[dtap_fbtw_nk++] = &k->kp;
		}
		n++;
	}
	err = dtap_fbt_register(dtap_fbtw_rl, dtap_fbtw_nr, dtap_fbtw_kl, dtap_fbtw_nk);
	if (err)
		return err;
	dtap_fbtw_kp_on = true;
	return 0;
}

static void dtap_fbtw_kp_stop(void)
{
	if (!dtap_fbtw_kp_on)
		return;
	dtap_fbtw_kp_on = false;
	dtap_fbt_unregister(dtap_fbtw_rl, dtap_fbtw_nr, dtap_fbtw_kl, dtap_fbtw_nk);
}

static void dtap_fbt_free(void)
{
	dtap_fbtw_index_free(&dtap_fbtw_entries);
	dtap_fbtw_index_free(&dtap_fbtw_returns);
	vfree(dtap_fbtw_probes);
	dtap_fbtw_probes = NULL;
	vfree(dtap_fbtw_kps);
	vfree(dtap_fbtw_kl);
	vfree(dtap_fbtw_rl);
	dtap_fbtw_kps = NULL;
	dtap_fbtw_kl = NULL;
	dtap_fbtw_rl = NULL;
	dtap_fbtw_nk = dtap_fbtw_nr = 0;
}

/* Process context: unregistering waits for handlers in progress. */
static void dtap_fbt_stop(void)
{
	dtap_fbtw_ops_stop();
	dtap_fbtw_kp_stop();
	dtap_fbtw_fp_stop();
}

/*
 * Register every fbt probe of the program, all or none: returns first
 * (a return's hook replaces the return address, and ftrace runs the
 * newest ops first, so the entry, registered after, still reads the
 * real caller), then the entries.
 */
static int dtap_fbt_alloc(void)
{
	int err;

#ifdef DTAP_KASLR_REF_ADDR
	dtap_fbtw_delta = (u64)(uintptr_t)&jiffies - DTAP_KASLR_REF_ADDR;
#endif
	dtap_fbtw_base = DTAP_FBT_TEXT + dtap_fbtw_delta;
	err = dtap_fbtw_probes_init();
	if (!err)
		err = dtap_fbtw_index_build(&dtap_fbtw_entries);
	if (!err)
		err = dtap_fbtw_index_build(&dtap_fbtw_returns);
	if (!err)
		err = dtap_fbtw_fp_start();
	if (!err)
		err = dtap_fbtw_kp_start();
	if (!err)
		err = dtap_fbtw_ops_start();
	if (err) {
		dtap_fbt_stop();
		dtap_fbt_free();
	}
	return err;
}

/* Returns missed because no kretprobe or fprobe instance was free. */
u64 dtap_fbt_missed(void)
{
	u64 n = dtap_fbtw_fp_missed();
	int i;

	for (i = 0; dtap_fbtw_rl && i < dtap_fbtw_nr; i++)
		n += READ_ONCE(dtap_fbtw_rl[i]->nmissed);
	return n;
}
