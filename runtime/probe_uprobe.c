// SPDX-License-Identifier: GPL-2.0
/*
 * probe_uprobe.c - the pid provider: user function entries (uprobes),
 * returns (uretprobes) and instructions at an offset, each a file and an
 * offset in it (dtap_usites[], written by the translator from the
 * program's ELF symbols: translator/providers/dt_prov_pid.c); and the
 * usdt provider's sys/sdt.h probes, uprobes at their notes' nops whose
 * arguments are the notes' operands (dtap_uargs_read), with a semaphore
 * given to the kernel as the uprobe's reference counter
 * (translator/providers/dt_prov_usdt.c).
 *
 * At load, in process context, each site's file is looked up (kern_path).
 * At "go" (dtapio has named the target by then) a site's file is looked
 * up again through the target's root, /proc/PID/root/PATH: the very file
 * the process maps when it runs in another mount namespace or a chroot (a
 * host file of the same name is not it); a file found neither way fails
 * "go" with its path said.  (A path under /proc, a -p process's
 * map_files link, is that file already.)  Then the uprobes are
 * registered, all or none; at "stop" or unload they are unregistered,
 * which takes the breakpoints out of the process (the traced program runs
 * on unchanged), and the paths are put at unload.
 *
 * The probes are one process's: the site's pid, or $target (the -c/-p
 * process dtapio names with "target PID" before "go").  The consumer's
 * filter gives the breakpoints to that process only: at registration the
 * kernel asks about every process that maps the file (libc: all of them)
 * and the filter takes the target's mm alone; when a process maps the
 * file later (the -c command's exec and its loader's mmaps), the filter
 * asks whether it is the target.  A process that got them anyway (a fork
 * of the target inherits its text) has its first hit of each probe run
 * no clause and take the breakpoint out of it (UPROBE_HANDLER_REMOVE,
 * confirmed by the filter).
 *
 * Handlers run in the probed thread's context (interrupts on, preemption
 * possible); dtap_fire_args disables interrupts around the clauses.  The
 * arguments are the x86-64 SysV ones: six registers, then the stack above
 * the return address, read with copy_from_user_nofault (zeros if the
 * stack cannot be read; nothing is faulted in).
 *
 * The kernel API (feature probes, translator/build/dt_features.c):
 *   HAVE_UPROBE_REGISTER_RETURNS  6.12: uprobe_register(inode, offset,
 *       ref_ctr_offset, uc) returns the struct uprobe, unregistered with
 *       uprobe_unregister_nosync() then one uprobe_unregister_sync();
 *       before: uprobe_register(inode, offset, uc) returns an errno
 *       (uprobe_register_refctr(inode, offset, ref_ctr_offset, uc) with
 *       a semaphore), uprobe_unregister(inode, offset, uc) waits itself.
 *   HAVE_UPROBE_FILTER_CTX  the consumer's filter takes an enum
 *       uprobe_filter_ctx before the mm (5.10, 6.1, RT; gone by 6.12).
 */
#ifndef DTAP_NUPROBES
#define DTAP_NUPROBES	0
#endif

#if DTAP_NUPROBES > 0
#include <linux/uprobes.h>
#include <linux/namei.h>
#include <linux/uaccess.h>

struct dtap_up {
	struct uprobe_consumer uc;
	const struct dtap_usite *site;
	struct path path;
	bool have_path, registered;
#ifdef HAVE_UPROBE_REGISTER_RETURNS
	struct uprobe *uprobe;
#endif
};

static struct dtap_up *dtap_ups;	/* [DTAP_NUPROBES] */
/* The target's address space when "go" registered the probes: compared
 * only (never dereferenced), so a stale value costs at most a breakpoint
 * in a process the handler then refuses. */
static struct mm_struct *dtap_up_mm;

/* 1: fire in this process; 0: no target (dtapio named none); -1: another
 * process.  Probes are registered at "go", after "target". */
static __always_inline int dtap_up_want(const struct dtap_usite *s)
{
	int pid = s->pid ? s->pid : READ_ONCE(dtap_target);

	if (!pid)
		return 0;
	return task_tgid_nr(current) == pid ? 1 : -1;
}

#ifdef HAVE_UPROBE_FILTER_CTX
static bool dtap_up_filter(struct uprobe_consumer *uc, enum uprobe_filter_ctx fctx,
			   struct mm_struct *mm)
#else
static bool dtap_up_filter(struct uprobe_consumer *uc, struct mm_struct *mm)
#endif
{
	struct dtap_up *u = container_of(uc, struct dtap_up, uc);

	/* asked about the current process (a hit, an exec, an mmap), say
	 * whether it is the target; about another (at registration), whether
	 * it is the target's address space */
	if (mm == current->mm)
		return dtap_up_want(u->site) > 0;
	return mm == READ_ONCE(dtap_up_mm);
}

#if DTAP_USES_ARGS
/* x86-64 general register NR (encoding order) of REGS. */
static u64 dtap_ureg(const struct pt_regs *regs, int nr)
{
	switch (nr) {
	case 0: return regs->ax;
	case 1: return regs->cx;
	case 2: return regs->dx;
	case 3: return regs->bx;
	case 4: return regs->sp;
	case 5: return regs->bp;
	case 6: return regs->si;
	case 7: return regs->di;
	case 8: return regs->r8;
	case 9: return regs->r9;
	case 10: return regs->r10;
	case 11: return regs->r11;
	case 12: return regs->r12;
	case 13: return regs->r13;
	case 14: return regs->r14;
	case 15: return regs->r15;
	}
	return 0;
}

/*
 * A USDT probe's arguments, from its note's operands: registers as the
 * probed thread had them at the probe's nop, memory read with
 * copy_from_user_nofault (nothing is faulted in), each sign- or
 * zero-extended from its size.  A global (sym(%rip)) is where the object
 * was loaded: the probe's address now (the uprobe's ip) minus its
 * link-time address, plus the global's.  Returns the operands that could
 * not be read, a bit each, their addresses in ARGS: a clause that uses
 * one faults (dtap_uarg in memory.c).
 */
static u32 dtap_uargs_read(const struct dtap_usite *s, struct pt_regs *regs, u64 *args)
{
	u32 bad = 0;
	int i;

	memset(args, 0, DTAP_NARGS * sizeof(*args));
	for (i = 0; i < s->nuargs && i < DTAP_NARGS; i++) {
		const struct dtap_uarg *a = &s->uargs[i];
		int size = a->size < 0 ? -a->size : a->size;
		u64 v = 0, addr;

		if (size != 1 && size != 2 && size != 4 && size != 8)
			continue;
		switch (a->kind) {
		case DTAP_UARG_REG:
			v = dtap_ureg(regs, a->base);
			break;
		case DTAP_UARG_IMM:
			v = (u64)a->disp;
			break;
		case DTAP_UARG_MEM:
		case DTAP_UARG_RIPMEM:
			if (a->kind == DTAP_UARG_RIPMEM)
				addr = instruction_pointer(regs) - s->link_pc + (u64)a->disp;
			else
				addr = (a->base >= 0 ? dtap_ureg(regs, a->base) : 0) +
				       (a->index >= 0 ? dtap_ureg(regs, a->index) * a->scale : 0) +
				       (u64)a->disp;
			/* little-endian: the low SIZE bytes of v */
			if (copy_from_user_nofault(&v, (const void __user *)addr, size)) {
				args[i] = addr;
				bad |= 1u << i;
				continue;
			}
			break;
		}
		switch (a->size) {
		case -1: v = (u64)(s64)(s8)v; break;
		case -2: v = (u64)(s64)(s16)v; break;
		case -4: v = (u64)(s64)(s32)v; break;
		case 1: v = (u8)v; break;
		case 2: v = (u16)v; break;
		case 4: v = (u32)v; break;
		}
		args[i] = v;
	}
	return bad;
}
#endif

/* Entry and offset probes; a return probe's handler only filters.  The
 * arguments are read for a program that reads them (19% of a hit's cost
 * when not: bench/probe-cost --user). */
static int dtap_up_handler(struct uprobe_consumer *uc, struct pt_regs *regs)
{
	struct dtap_up *u = container_of(uc, struct dtap_up, uc);
	int want = dtap_up_want(u->site);
	unsigned long flags;
	struct dtap_ctx *ctx;
#if DTAP_USES_ARGS
	u64 args[DTAP_NARGS], stack[DTAP_NARGS - 6];
	u32 bad = 0;

	if (want > 0 && u->site->is_usdt) {
		bad = dtap_uargs_read(u->site, regs, args);
	} else if (want > 0 && !u->site->is_return) {
		dtap_reg_args(regs, args);
		/* the stack arguments, above the return address (an offset
		 * probe inside a function reads whatever is there, as
		 * dtrace's would) */
		if (copy_from_user_nofault(stack, (const void __user *)(regs->sp + 8),
					   sizeof(stack)))
			memset(stack, 0, sizeof(stack));
		memcpy(&args[6], stack, sizeof(stack));
	}
#endif

	/* another process, or none named (a pid$target module run without
	 * -c or -p): the breakpoint goes */
	if (want <= 0)
		return UPROBE_HANDLER_REMOVE;
	if (u->site->is_return)
		return 0;
	local_irq_save(flags);
	ctx = dtap_ctx_this_cpu();
	if (dtap_ctx_claim(ctx)) {
#if DTAP_USES_ARGS
		memcpy(ctx->args, args, sizeof(ctx->args));
		ctx->args_bad = bad;
#endif
		/* only at the first instruction is the top of the stack the
		 * return address */
		ctx->uentry_sp = u->site->is_entry ? regs->sp : 0;
		u->site->probe->handler(ctx, u->site->probe);
#if DTAP_USES_ARGS
		memset(ctx->args, 0, sizeof(ctx->args));
		ctx->args_bad = 0;
#endif
		ctx->uentry_sp = 0;
		dtap_ctx_exit(ctx);
	}
	local_irq_restore(flags);
	return 0;
}

/* Return probes: arg0 0 (which return instruction ran, a uretprobe does
 * not know; dtrace-utils gives 0 too), arg1 the return value. */
static int dtap_up_ret_handler(struct uprobe_consumer *uc, unsigned long func,
			       struct pt_regs *regs)
{
	struct dtap_up *u = container_of(uc, struct dtap_up, uc);
	u64 args[DTAP_NARGS] = { 0 };

	if (dtap_up_want(u->site) <= 0)
		return 0;
	args[1] = regs->ax;
	/* the kernel has put the caller's address back into ip */
	dtap_fire_args(u->site->probe, args, instruction_pointer(regs));
	return 0;
}

static void dtap_up_unregister(struct dtap_up *u)
{
	if (!u->registered)
		return;
#ifdef HAVE_UPROBE_REGISTER_RETURNS
	uprobe_unregister_nosync(u->uprobe, &u->uc);
#else
	uprobe_unregister(d_inode(u->path.dentry), u->site->offset, &u->uc);
#endif
	u->registered = false;
}

static int dtap_up_register(struct dtap_up *u)
{
	struct inode *inode = d_inode(u->path.dentry);
	/* a USDT probe's semaphore: the kernel adds one to it in every
	 * process the uprobe is installed in, at registration or when the
	 * process maps the object later (a program started after tracing
	 * began), and takes it back at unregistration */
#ifdef HAVE_UPROBE_REGISTER_RETURNS
	struct uprobe *up = uprobe_register(inode, u->site->offset, u->site->ref_ctr_offset,
					    &u->uc);

	if (IS_ERR(up))
		return PTR_ERR(up);
	u->uprobe = up;
#else
	int err = u->site->ref_ctr_offset
		  ? uprobe_register_refctr(inode, u->site->offset, u->site->ref_ctr_offset,
					   &u->uc)
		  : uprobe_register(inode, u->site->offset, &u->uc);

	if (err)
		return err;
#endif
	u->registered = true;
	return 0;
}

/* Process context: unregister every uprobe, then wait for handlers. */
static void dtap_ups_stop(void)
{
	bool any = false;
	int i;

	for (i = 0; dtap_ups && i < DTAP_NUPROBES; i++) {
		any |= dtap_ups[i].registered;
		dtap_up_unregister(&dtap_ups[i]);
	}
#ifdef HAVE_UPROBE_REGISTER_RETURNS
	if (any)
		uprobe_unregister_sync();
#endif
}

/* The target's mm, for the filter: PID's (0: none), in the pid namespace
 * of the writer of "go", which is dtapio's, as $target's. */
static struct mm_struct *dtap_up_target_mm(int pid)
{
	struct task_struct *t;
	struct mm_struct *mm = NULL;

	if (pid <= 0)
		return NULL;
	rcu_read_lock();
	t = pid_task(find_vpid(pid), PIDTYPE_PID);
	if (t)
		mm = READ_ONCE(t->mm);
	rcu_read_unlock();
	return mm;
}

/*
 * The file of site U as the target process PID sees it: its path under
 * /proc/PID/root (process context).  Kept instead of the load's lookup
 * when found there; else the load's lookup stands, if it found one.
 */
static int dtap_up_target_path(struct dtap_up *u, int pid)
{
	/* "go" runs under the ctl mutex: one buffer, no allocation */
	static char buf[PATH_MAX];
	const char *path = u->site->path;
	struct path p;
	int err;

	/* (strnlen first: memcmp reads no byte past a shorter path's end) */
	if (pid <= 0 || path[0] != '/' ||
	    (strnlen(path, 6) == 6 && !memcmp(path, "/proc/", 6)))
		return u->have_path ? 0 : -ENOENT;
	scnprintf(buf, sizeof(buf), "/proc/%d/root%s", pid, path);
	err = kern_path(buf, LOOKUP_FOLLOW, &p);
	if (err)
		return u->have_path ? 0 : err;
	if (!S_ISREG(d_inode(p.dentry)->i_mode)) {
		path_put(&p);
		return u->have_path ? 0 : -EINVAL;
	}
	if (u->have_path)
		path_put(&u->path);
	u->path = p;
	u->have_path = true;
	return 0;
}

/* "go": register every uprobe, all or none. */
static int dtap_ups_start(void)
{
	int i, err = 0, pid;

	if (!dtap_ups)
		return 0;
	/* one process per program: any site's pid, else $target */
	pid = dtap_usites[0].pid ? dtap_usites[0].pid : READ_ONCE(dtap_target);
	WRITE_ONCE(dtap_up_mm, dtap_up_target_mm(pid));
	for (i = 0; i < DTAP_NUPROBES && !err; i++) {
		struct dtap_up *u = &dtap_ups[i];

		err = dtap_up_target_path(u, pid);
		if (err) {
			pr_err("dtap: %s: cannot probe %s: no such file (error %d)\n",
			       DTAP_MODNAME, u->site->path, err);
			break;
		}
		err = dtap_up_register(u);
		if (err)
			pr_err("dtap: %s: cannot probe %s at offset 0x%llx: refused by "
			       "uprobes (error %d)\n", DTAP_MODNAME, u->site->path,
			       (unsigned long long)u->site->offset, err);
	}
	if (err)
		dtap_ups_stop();
	return err;
}

static void dtap_ups_free(void)
{
	int i;

	if (!dtap_ups)
		return;
	dtap_ups_stop();
	for (i = 0; i < DTAP_NUPROBES; i++)
		if (dtap_ups[i].have_path)
			path_put(&dtap_ups[i].path);
	kfree(dtap_ups);
	dtap_ups = NULL;
}

/* Load: find each site's file (again in the target's root and registered
 * at "go": dtap_ups_start). */
static int dtap_ups_alloc(void)
{
	int i, err = 0;

	dtap_ups = kcalloc(DTAP_NUPROBES, sizeof(*dtap_ups), GFP_KERNEL);
	if (!dtap_ups)
		return -ENOMEM;
	for (i = 0; i < DTAP_NUPROBES && !err; i++) {
		struct dtap_up *u = &dtap_ups[i];

		u->site = &dtap_usites[i];
		/* not there: perhaps in the target's root (dtap_ups_start) */
		if (!kern_path(u->site->path, LOOKUP_FOLLOW, &u->path))
			u->have_path = true;
		if (u->have_path && !S_ISREG(d_inode(u->path.dentry)->i_mode)) {
			pr_err("dtap: %s: cannot probe %s: not a regular file\n",
			       DTAP_MODNAME, u->site->path);
			err = -EINVAL;
			break;
		}
		u->uc.handler = dtap_up_handler;
		u->uc.filter = dtap_up_filter;
		if (u->site->is_return)
			u->uc.ret_handler = dtap_up_ret_handler;
	}
	if (err)
		dtap_ups_free();
	return err;
}
#else
static int dtap_ups_alloc(void) { return 0; }
static int dtap_ups_start(void) { return 0; }
static void dtap_ups_stop(void) { }
static void dtap_ups_free(void) { }
#endif /* DTAP_NUPROBES > 0 */
