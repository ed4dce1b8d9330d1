/* SPDX-License-Identifier: GPL-2.0 */
/*
 * dtap_runtime.h - first half of the runtime of a dtap module.
 *
 * The program's code is ONE translation unit, as SystemTap's modules are:
 * the generated NAME.c defines the program's sizes (DTAP_* macros below),
 * includes this file, defines its clauses, handlers and probe tables, and
 * ends with #include "dtap_module.c", the second half, which refers to
 * those tables.  Every runtime function a probe runs is static here and
 * can be inlined into the generated clauses.  What no program changes is
 * the shared object's (dtap_shared.c), linked into the module beside it:
 * dtap_shared.h says what crosses.
 *
 * Everything here is probe-context safe: no allocation, no sleeping, no
 * locks; probe-side storage is allocated at module load.
 */
#ifndef DTAP_RUNTIME_H
#define DTAP_RUNTIME_H

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/cpumask.h>
#include <linux/cpu.h>
#include <linux/percpu.h>
#include <linux/smp.h>
#include <linux/irqflags.h>
#include <linux/vmalloc.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/log2.h>
#include <linux/jhash.h>
#include <linux/mutex.h>
#include <linux/atomic.h>
#include <linux/uaccess.h>
#include <linux/fs.h>
#include <linux/fdtable.h>
#include <linux/debugfs.h>
#include <linux/proc_fs.h>
#include <linux/security.h>
#include <linux/cred.h>
#include <linux/hrtimer.h>
#include <linux/ktime.h>
#include <linux/timekeeping.h>
#include <linux/rcupdate.h>
#include <linux/sched/signal.h>
#include <linux/sched/task.h>
#include <linux/sched/clock.h>
#include <linux/irq_work.h>
#include <linux/fs_struct.h>
#include <linux/mount.h>

#include "dtap_wire.h"
#include "dtap_shared.h"

/*
 * Every function dtap generates for a script (clauses, probe handlers) is
 * placed in this section, apart from the runtime's own code, so that
 * `dtap --check-module` can find it in the built module and prove that it
 * has no loop: a backward branch there is a translator bug.  The runtime's
 * helpers with (bounded) loops are noinline for the same reason.
 * notrace: no ftrace call site (__fentry__) in a probe's own path, so
 * the function tracer cannot recurse through dtap, and each call of a
 * clause is an instruction cheaper (bench/probe-cost --syscall).
 */
#define DTAP_GENERATED	__section(".text.dtap_gen") notrace

/* Sizes of the program; the generated C defines them before including us. */
#ifndef DTAP_MODNAME
#error "the generated module must define DTAP_MODNAME"
#endif
#ifndef DTAP_STRSIZE
#define DTAP_STRSIZE	256	/* longest string value in bytes; as in DTrace,
				 * a string of strsize bytes has no room for a
				 * NUL, so string buffers are DTAP_STRSIZE + 1 */
#endif
#ifndef DTAP_BUFSIZE
#define DTAP_BUFSIZE	(4 << 20)	/* per-CPU ring bytes */
#endif
#ifndef DTAP_USTACKFRAMES
#define DTAP_USTACKFRAMES	100	/* the frames ustackdepth counts */
#endif
#ifndef DTAP_BUFPOLICY
#define DTAP_BUFPOLICY	DTAP_BUFPOLICY_SWITCH
#endif
#ifndef DTAP_END_RESERVE
#define DTAP_END_RESERVE	0	/* bytes END's records may need (fill) */
#endif
#ifndef DTAP_NAGGS
#define DTAP_NAGGS	0
#endif
#ifndef DTAP_AGG_KEYSIZES
#define DTAP_AGG_KEYSIZES	{ 0 }
#endif
#ifndef DTAP_AGG_NVALS
#define DTAP_AGG_NVALS		{ 0 }	/* s64 words after each agg's key */
#endif
#ifndef DTAP_AGG_NENTS
#define DTAP_AGG_NENTS		{ 1024 }	/* entries per agg and CPU */
#endif
#ifndef DTAP_RECMAX
#define DTAP_RECMAX	64	/* largest record a clause writes */
#endif
#ifndef DTAP_REC_TIME
#define DTAP_REC_TIME	0	/* records start with their time (-x oformat=json) */
#endif
#ifndef DTAP_KEYMAX
#define DTAP_KEYMAX	8	/* largest aggregation key */
#endif
#ifndef DTAP_KEYPARTS
#define DTAP_KEYPARTS	1	/* most keys of one aggregation */
#endif
#ifndef DTAP_NSTR
#define DTAP_NSTR	1	/* string scratch slots per CPU */
#endif
#ifndef DTAP_THISWORDS
#define DTAP_THISWORDS	1	/* u64 words of this-> variables per CPU */
#endif
#ifndef DTAP_DYN_NENT
#define DTAP_DYN_NENT	0	/* dynamic variable entries (power of 2) */
#define DTAP_DYN_KEYSZ	16	/* bytes of a dynamic variable's key */
#define DTAP_DYN_VALSZ	8	/* bytes of its value */
#define DTAP_DYN_SELF	0	/* the program has thread-local variables */
#endif
#ifndef DTAP_PROCFS
#define DTAP_PROCFS	0	/* -x procfs: transport files in /proc/dtap */
#endif
#ifndef DTAP_USES_SPEC
#define DTAP_USES_SPEC	0	/* the program calls speculation() */
#endif
#ifndef DTAP_SCRATCH
#define DTAP_SCRATCH	8	/* scratch bytes per CPU (alloca copyin ...) */
#endif
#ifndef DTAP_NPSLOTS
#define DTAP_NPSLOTS	0	/* entries kept per CPU for keys constant per probe (agg.c) */
#endif
#ifndef DTAP_STACKDEPTH
#define DTAP_STACKDEPTH	0	/* deepest stack() of the program */
#endif
#ifndef DTAP_USES_ARGS
#define DTAP_USES_ARGS	0	/* some clause reads arg0.. args[] errno */
#endif
#ifndef DTAP_NTPS
#define DTAP_NTPS	0	/* tracepoint provider probes */
#endif
#ifndef DTAP_NTIMERS
#define DTAP_NTIMERS	0	/* profile provider probes */
#endif

typedef void (*dtap_clause_fn)(struct dtap_ctx *ctx, u32 epid,
			       const struct dtap_probe *p);

/* An fbt probe site (probe_fbt.c): the function and which end. */
struct kprobe;
struct kretprobe_instance;
struct pt_regs;

struct dtap_fbt_site {
	const char *symbol;
	bool is_return;
	/* generated: the kprobe's handler (entry), the kretprobe's (return) */
	int (*entry)(struct kprobe *kp, struct pt_regs *regs);
	int (*ret)(struct kretprobe_instance *ri, struct pt_regs *regs);
};

/* An fbt probe of a program of thousands (probe_fbt_wide.c): numbers,
 * its names in the program's pool (dtap_fbt_names). */
struct dtap_fbt_wsite {
	u32 id;			/* the metadata's probe id */
	u32 epids;		/* its epids: dtap_epids + this */
	u32 func, mod;		/* offsets of its names in the pool */
	/* link-time address - DTAP_FBT_TEXT; by_name (a module's function,
	 * for kprobes): the offset of "module:name" in the pool */
	u32 text_off;
	u16 handler;		/* dtap_fbt_wide_run's case */
	u16 func_len;		/* at most DTAP_STRSIZE */
	u8 mod_len;
	u8 is_return;
	u8 by_name;
};

/* A USDT probe's argument (probe_uprobe.c): an operand of its
 * .note.stapsdt note, as the translator decoded it
 * (translator/providers/dt_unote.c, same numbers). */
#define DTAP_UARG_REG		1	/* register base */
#define DTAP_UARG_IMM		2	/* the constant disp */
#define DTAP_UARG_MEM		3	/* at base + index * scale + disp */
#define DTAP_UARG_RIPMEM	4	/* at disp, a link-time address */
struct dtap_uarg {
	u8 kind;
	s8 size;		/* bytes, negative: signed */
	s8 base, index;		/* x86-64 register numbers 0-15, -1: none */
	u8 scale;
	s64 disp;
};

/* A pid or usdt provider probe site (probe_uprobe.c): a file, an offset
 * in it, the process (0: $target) and the kind of probe. */
struct dtap_usite {
	const char *path;
	u64 offset;
	int pid;
	bool is_entry;		/* at a function's first instruction */
	bool is_return;		/* a uretprobe */
	bool is_usdt;		/* a sys/sdt.h probe: arguments from uargs */
	u64 ref_ctr_offset;	/* usdt: its semaphore's file offset, 0: none */
	u64 link_pc;		/* usdt: its address as linked (for RIPMEM) */
	int nuargs;
	const struct dtap_uarg *uargs;
	const struct dtap_probe *probe;
};

#define DTAP_NARGS	10	/* arg0..arg9 */

/* A tracepoint probe's callback, generated with the probe's prototype
 * (the table dtap_tps[DTAP_NTPS]: probe_tp.c). */
struct tracepoint;
struct dtap_tp {
	const char *name;
	void *probe;
	struct tracepoint *tp;
	bool registered;
};


/* The generated code defines these (after this header). */
static const struct dtap_probe dtap_probe_begin;
static const struct dtap_probe dtap_probe_end;
static const struct dtap_probe dtap_probe_error;

#include "context.c"
#include "transport.c"
#include "agg.c"
#include "spec.c"
#include "helpers.c"
#include "memory.c"
#include "strings.c"
#include "json.c"
#include "scratch.c"
#include "inet.c"
#include "paths.c"
#include "locks.c"
#include "dynvar.c"
#include "builtins.c"
#include "uwind.c"
#include "stack.c"
#include "control.c"
#include "error.c"
#include "privilege.c"
#include "destructive.c"
#include "fire.c"
#include "syscall_fire.c"

#endif /* DTAP_RUNTIME_H */
