/* SPDX-License-Identifier: GPL-2.0 */
/*
 * dtap_shared.h - what crosses between the two objects of a dtap module.
 *
 * The module's own object is the generated C with the runtime's first
 * half included (dtap_runtime.h: everything a probe runs, inlined into the
 * clauses and sized by the program's DTAP_* macros) and its second half
 * (dtap_module.c).  The shared object, dtap_shared.c, is the part of the
 * runtime that no program changes: compiled once per kernel build tree and
 * runtime, cached by the translator (translator/build/dt_shared.c) and
 * linked into every module.  What it needs of a program is data the
 * module's object defines (dtap_prog_cfg, the rings, ...), never a macro;
 * a function of one object called by the other is declared here.
 */
#ifndef DTAP_SHARED_H
#define DTAP_SHARED_H

/* -x bufpolicy (transport.c). */
#define DTAP_BUFPOLICY_SWITCH	0
#define DTAP_BUFPOLICY_FILL	1
#define DTAP_BUFPOLICY_RING	2

/* Module states, as the ctl file names them. */
enum dtap_state {
	DTAP_LOADED,
	DTAP_RUNNING,
	DTAP_EXITING,
	DTAP_STOPPED,
};

#define DTAP_ALIGN8(x)	(((x) + 7) & ~(u32)7)

/*
 * Memory taken at load whose size the script chose (this-> storage, the
 * dynamic variable space, rings, aggregation tables, speculation
 * buffers): zeroed, and when the machine lacks it the load fails with
 * ENOMEM (dtaprun says so) instead of waking the OOM killer, which killed
 * dtaprun for a 900 MB this-> array (__GFP_RETRY_MAYFAIL); quietly
 * (__GFP_NOWARN): the failure is reported where the user looks.
 */
static inline void *dtap_vzalloc(size_t size)
{
	return __vmalloc(size, GFP_KERNEL | __GFP_ZERO | __GFP_RETRY_MAYFAIL | __GFP_NOWARN);
}

struct dtap_ctx;
struct dtap_probe;

typedef void (*dtap_handler_fn)(struct dtap_ctx *ctx, const struct dtap_probe *p);

/* A probe of the program, as the generated tables describe it. */
struct dtap_probe {
	u32 id;			/* the metadata's probe id */
	const char *prov, *mod, *func, *name;
	/* their lengths, at most DTAP_STRSIZE: string keys built from them
	 * need no strnlen */
	u32 prov_len, mod_len, func_len, name_len;
	u64 period_ns;		/* profile provider: interval */
	bool per_cpu;		/* profile-N (every CPU) vs tick-N (one) */
	dtap_handler_fn handler; /* runs the probe's clauses in order */
	const u32 *epids;	/* the epid of each, in that order */
};

/* A profile-N or tick-N timer (timers.c sets it up, probe_profile.c's
 * handler runs it). */
struct dtap_ptimer {
	struct hrtimer timer;
	const struct dtap_probe *probe;
	ktime_t period;
};

/* A $target provider's name, renamed when the pid is known (ctl.c). */
struct dtap_tprov {
	char *buf;
	size_t size;
};

/* The program's settings the shared object reads (dtap_module.c). */
struct dtap_prog_cfg {
	const char *modname;	/* DTAP_MODNAME: the transport files' directory */
	u32 bufpolicy;		/* DTAP_BUFPOLICY */
	bool procfs;		/* -x procfs: DTAP_PROCFS */
	u32 naggs;		/* DTAP_NAGGS, and of each aggregation: */
	const u32 *agg_keysize;	/* key bytes */
	const u32 *agg_nvals;	/* s64 words after the value */
	const u32 *agg_nents;	/* entries per CPU table */
	u64 bufsize;		/* DTAP_BUFSIZE: bytes of a CPU's ring */
	size_t ctx_size;	/* of struct dtap_ctx (context.c) */
	/* the profile provider's probes (timers.c sets up their timers) */
	const struct dtap_probe *timer_probes;
	u32 ntimers;		/* DTAP_NTIMERS */
	enum hrtimer_restart (*timer_fn)(struct hrtimer *t);	/* probe_profile.c */
	/* pid$target's name (control.c), and the usdt providers'
	 * PROVIDER$target names (generated: dtap_tprovs) */
	struct dtap_tprov target_prov;
	const struct dtap_tprov *tprovs;
	u32 ntprovs;		/* DTAP_NTPROVS */
};
extern const struct dtap_prog_cfg dtap_prog_cfg;

/* A CPU's record ring (transport.c writes it, transport_read.c reads it). */
struct dtap_ring {
	u64 head;	/* bytes ever written; producer-owned */
	u64 tail;	/* bytes ever consumed; consumer-owned */
	u64 drops;	/* records that did not fit; producer-owned */
	u64 undelivered; /* records too big for the reader; consumer-owned */
	u8 *data;
};

/* An aggregation's entry (agg.c), its size, and its table on a CPU. */
struct dtap_agg_entry {
	u32 used;
	u32 hash;		/* of the key's parts, as dtap_key_part() */
	struct dtap_agg_val val;
	u8 key[];		/* keysize bytes, then padding to 8 */
};

/* size_t: aggsize entries of this size can pass 4 GiB, and the offset
 * of entry i (i * esize) must not wrap. */
static inline size_t dtap_agg_entry_size(u32 keysize, u32 nvals)
{
	return DTAP_ALIGN8(sizeof(struct dtap_agg_entry) + (size_t)keysize) + 8 * (size_t)nvals;
}

extern u8 **dtap_agg_tabs;		/* agg.c: [agg * nr_cpu_ids + cpu] */

static inline u8 **dtap_agg_tab(u32 agg, unsigned int cpu)
{
	return &dtap_agg_tabs[agg * nr_cpu_ids + cpu];
}

/* A CPU's counters of lost work, for the ctl file (context.c). */
struct dtap_cpu_counts {
	u64 aggdrops, reentrant, dyndrops;
};

/* Defined by the module's object. */
struct dtap_ctx;
extern struct dtap_ctx **dtap_ctxs;	/* context.c: per CPU number */
DECLARE_PER_CPU(struct dtap_ctx *, dtap_ctx_this);
void dtap_ctx_set_aggtab(unsigned int cpu, u32 agg, u8 *tab);
int dtap_prog_alloc(void);		/* dtap_module.c: the rest of load */
void dtap_prog_free(void);
extern struct dtap_ring *dtap_rings;	/* transport.c */
extern u64 dtap_ring_size;
extern struct mutex dtap_read_lock;
extern bool dtap_ended;			/* control.c: END has run */
extern int dtap_uid, dtap_gid;		/* privilege.c: the loading user */
extern atomic_t dtap_state;		/* control.c: enum dtap_state */
extern atomic64_t dtap_exit_word;	/* control.c: exit()'s status */
extern bool dtap_begun;			/* BEGIN has run */
extern atomic64_t dtap_errors;		/* ERRORs */
extern int dtap_target;			/* $target */
extern u32 dtap_agg_stamp[], dtap_agg_hide[];	/* agg.c: generations */
extern atomic64_t dtap_spec_drops, dtap_spec_busy, dtap_spec_unavail;	/* spec.c */
void dtap_fire_begin(void);		/* probe_dtrace.c: BEGIN's clauses */
void dtap_fire_end(void);		/* END's */
int dtap_enable_probes(void);		/* probes.c */
void dtap_disable_probes(void);
u64 dtap_fbt_missed(void);		/* probe_fbt.c */
int dtap_uwt_load(const char __user *buf, size_t len);	/* uwind.c: "unwind" */
void dtap_uwt_free(void);
void dtap_cpu_counts(unsigned int cpu, struct dtap_cpu_counts *c);	/* context.c */
void dtap_ctx_gates(bool open);		/* context.c: dtap_state's mirror */

/* Defined by the shared object. */
int dtap_timers_alloc(void);			/* timers.c */
void dtap_timers_free(void);
void dtap_timers_start(void);
void dtap_timers_stop(void);
extern bool dtap_timers_on;			/* started: handlers may fire */
ssize_t dtap_buffers_read(struct file *file, char __user *ubuf, size_t count,
			  loff_t *ppos);	/* transport_read.c */
ssize_t dtap_aggs_read(struct file *file, char __user *ubuf, size_t count,
		       loff_t *ppos);		/* agg_read.c */
int dtap_aggs_release(struct inode *inode, struct file *file);
ssize_t dtap_ctl_read(struct file *file, char __user *ubuf, size_t count,
		      loff_t *ppos);		/* ctl.c */
ssize_t dtap_ctl_write(struct file *file, const char __user *ubuf,
		       size_t count, loff_t *ppos);
int dtap_files_create(void);			/* files.c */
void dtap_files_remove(void);
extern struct mutex dtap_ctl_lock;		/* ctl.c: one command at a time */
void dtap_agg_clear(u32 agg, bool hide);	/* agg_read.c: clear(), trunc() */

#endif /* DTAP_SHARED_H */
