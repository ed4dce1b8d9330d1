/*
 * dt_provider.h - the providers: plug-ins of the elaborator, one file
 * each behind struct dt_provider, and the probes they make.  The program
 * (struct dt_program: what pass 2 builds and pass 3 reads) is declared
 * here, the lowest layer that fills it: providers add its probes and, in
 * pass 3, emit their handlers through struct dt_cg_env.
 *
 *   dt_probe.c         the providers' table, description matching, probes made on demand
 *   dt_list.c          dtap -l: probes numbered, matched and printed as dtrace -l
 *   dt_prov_dtrace.c   dtrace: BEGIN, END, ERROR
 *   dt_prov_profile.c  profile: profile-N, tick-N (hrtimers)
 *   dt_prov_syscall.c  syscall: entry/return of every system call
 *   dt_prov_sdt.c      sdt / rawtp: the kernel's tracepoints
 *   dt_prov_fbt.c      fbt: entry/return of kernel functions (kprobes)
 *   dt_prov_pid.c      pidPID / pid$target: user functions (uprobes)
 *   dt_prov_usdt.c     PROVIDERPID / PROVIDER$target: sys/sdt.h probes (uprobes)
 *   dt_uobj.c          the traced program's objects and functions (ELF, /proc/PID/maps)
 *   dt_uldso.c         where ld.so finds a -c program's libraries
 *   dt_unote.c         an object's USDT probes (.note.stapsdt) and their operands
 */
#ifndef DT_PROVIDER_H
#define DT_PROVIDER_H

#include "parse/dt_parse.h"

struct dt_program;
struct dt_uobj;
struct dt_ident;
struct dt_agg;
struct dt_alias;

#define DT_MAXARGS 10		/* arg0..arg9 */

/* What pass 3 (cg/dt_cg.c) lends the code hooks of a provider: a provider
 * sits below the code generator and calls it only through these. */
struct dt_cg_env {
	/* the C function that runs the clauses of probe PROBE_ID */
	const char *(*handler)(int probe_id);
	/* the fields of probe ID's struct dtap_probe initializer */
	void (*probe_fields)(FILE *out, const struct dt_program *p, int id, const char *prov,
			     const char *mod, const char *func, const char *name);
	/* the runtime's C spelling of a scalar type: u8 .. s64 */
	const char *(*ctype)(const struct dt_type *t);
};

/* A probe a provider matched; owned by the provider, described to the
 * runtime by provider-specific fields. */
struct dt_provider;
struct dt_program;
struct dt_probe {
	int id;			/* 1 BEGIN, 2 END, 3 ERROR, others from 4 */
	const char *prov, *mod, *func, *name;
	const struct dt_provider *provider;
	uint64_t period_ns;	/* profile: firing interval */
	bool per_cpu;		/* profile-N: on every CPU; tick-N: one */
	bool is_return;		/* fbt: the :return probe */
	struct dt_type *proto;	/* fbt: the function's type (DWARF), once
				 * proto_tried; NULL: unknown */
	bool proto_tried;
	struct dt_probe *hnext;	/* pass 2: the program's probe hash */
	const struct dt_clause *enabled_for;	/* pass 2: the last clause */
	struct dt_epid *epids, *epids_tail;	/* its epids, through pnext */
	long nr;		/* syscall: the system call's number */
	/* pid: the object, the probe's file offset in it, and the process
	 * (0: $target, the -c/-p process the consumer names at run time) */
	const struct dt_uobj *uobj;
	uint64_t uoff;
	long upid;
	/* usdt: its sites in uobj (one probe, a site per expansion of the
	 * macro: inlined or repeated) */
	const struct dt_unote **unotes;
	int nunotes;
	/* args[0..nargs-1]: D types, and the C types -lv shows ("char *") */
	int nargs;
	struct dt_type *argtypes[DT_MAXARGS];
	const char *argnative[DT_MAXARGS];
	/* a stable probe of a tapset (dt_alias.c) firing through this lower
	 * probe: named, and its args[] given, by the alias */
	const struct dt_alias *alias;
	struct dt_probe *next;	/* in the program's probe list */
};

/* One clause enabled on one probe. */
struct dt_epid {
	int epid;		/* from 1 in order: clause, then probe */
	struct dt_clause *clause;
	struct dt_probe *probe;
	struct dt_epid *next;
	struct dt_epid *pnext;	/* the next epid of the same probe */
};

/* dtap -l: a provider's list() calls dt_list_probe() for every probe it
 * offers; dt_list.c numbers, matches and prints them. */
struct dt_lister;
struct dt_provider;
void dt_list_probe(struct dt_lister *l, const char *mod, const char *func,
		   const char *name, int nargs, const char *const *argtypes);
/* For providers whose argument types cost a lookup: is this -lv, and
 * does the pattern show this probe? */
bool dt_list_verbose(const struct dt_lister *l);
const char *dt_list_provider_name(const struct dt_lister *l);
const char *dt_list_module(const struct dt_lister *l);
bool dt_list_wants(const struct dt_lister *l, const char *mod, const char *func,
		   const char *name);
void dt_list_skip(struct dt_lister *l);	/* unwanted, not listed: its id is used */
/* For providers whose name depends on the probe (pid1234): the pattern's
 * provider field (NULL: no pattern), and a probe listed as provider PROV
 * (the caller matched its module: a.out names the executable), with
 * its argument types for -lv. */
const char *dt_list_provider_pattern(const struct dt_lister *l);
bool dt_list_wants_as(const struct dt_lister *l, const char *prov, const char *func,
		      const char *name);
void dt_list_probe_as(struct dt_lister *l, const char *prov, const char *mod,
		      const char *func, const char *name, int nargs,
		      const char *const *argtypes);

/* A provider plug-in of the elaborator (dt_prov_dtrace.c, dt_prov_profile.c). */
struct dt_provider {
	const char *name;
	/* Providers named by more than their name (pid1234, pid$target):
	 * does the description's provider field PROV name this one?  NULL:
	 * PROV is matched against name. */
	bool (*owns)(const char *prov);
	/* Call fn for every probe of this provider that DESC matches,
	 * creating probes in PROG as needed; returns the number matched. */
	int (*match)(struct dt_program *prog, const struct dt_probedesc *desc,
		     void (*fn)(struct dt_program *, struct dt_probe *, void *),
		     void *arg);
	/* dtap -l: list the provider's (predefined) probes, all of them:
	 * their ids are their rank in the listing of every provider. */
	void (*list)(struct dt_lister *l);
	/* said on stderr after a listing that shows some of its probes */
	const char *list_note;
	/* dtrace's stability attributes of its probes (dtrace -lv, -v) */
	struct dt_pattr pattr;
	/* The type of args[I] on probe PR, or NULL (diagnosed at LOC);
	 * NULL hook: the provider's probes have no args[]. */
	struct dt_type *(*argtype)(struct dt_probe *pr, int i, const struct dt_loc *loc);
	/* Pass 3 of providers with code of their own (NULL: none): the
	 * DTAP_* macros before the runtime, then handlers and tables; CG is
	 * what pass 3 lends them. */
	void (*cg_config)(FILE *out, const struct dt_program *p, const struct dt_cg_env *cg);
	void (*cg_probes)(FILE *out, const struct dt_program *p, const struct dt_cg_env *cg);
	/* NULL, or the provider whose pass-3 hooks emit this one's probes
	 * too (usdt: pid's, one table of uprobe sites) */
	const struct dt_provider *cg_by;
};

/* Everything pass 2 produces and pass 3 consumes. */
struct dt_program {
	struct dt_script *script;
#define DT_MAXSOURCES 64
	/* "script 'x.d'" / "description 'BEGIN '" and enabled probes of each */
	const char *source_desc[DT_MAXSOURCES];
	int source_matched[DT_MAXSOURCES];
	int nsources;
	struct dt_options opts;
	struct dt_probe *probes;	/* matched probes, by id */
	int nprobes;
	struct dt_epid *epids;		/* by epid */
	int nepids;
	struct dt_ident *globals;	/* by id */
	int nglobals;
	struct dt_ident *thisvars;	/* this->: by id */
	int nthis;
	int thiswords;			/* u64 words of per-CPU this-> storage */
	struct dt_ident *inlines;
	struct dt_ident *dynvars;	/* self-> and associative arrays: by id */
	int ndyn;
	int dynkeysz, dynvalsz;		/* largest key (with id and task), value */
	bool dynself;			/* some are thread-local */
	struct dt_agg *aggs;		/* by id */
	int naggs;
	struct dt_clause *clause;	/* pass 2: the clause being typed */
	struct dt_probe **probe_hash;	/* pass 2: probes by name */
	struct dt_probe *probes_tail;
	struct dt_epid *epids_tail;
	int last_id;			/* the highest probe id given */
	bool uses_spec;			/* speculation() is called */
	bool uses_args;			/* some clause reads arg0.. args[] errno */
	bool uses_ustack;		/* ustack() jstack() ucaller ustackdepth:
					 * the module takes CFI tables */
	bool uses_entry_args;		/* some clause reads arg2..arg7 (on an fbt
					 * return: the entry's arguments) */
	int stackdepth;			/* deepest stack( ) of the program, 0: none */
	bool uses_destructive;		/* some destructive action: needs -w to run */
	bool kdestructive;		/* chill( ) or panic( ): for root only */
	int inline_uses;		/* parameterized inlines expanded so far */
};

extern const struct dt_provider *const dt_providers[];
extern const struct dt_provider dt_provider_dtrace, dt_provider_profile,
	dt_provider_syscall, dt_provider_sdt, dt_provider_rawtp, dt_provider_fbt,
	dt_provider_pid, dt_provider_usdt;
/* What the elaborator adds to a listing (elab/dt_alias.c's
 * dt_list_stable): the providers tapsets define, and the attributes
 * "#pragma D attributes" gave a probe (dtrace -lv). */
struct dt_list_more {
	void (*providers)(void (*fn)(const struct dt_provider *pv, void *arg), void *arg);
	void (*attrs)(const struct dt_provider *pv, const char *mod, const char *func,
		      const char *name, struct dt_attr *desc, struct dt_attr *args);
};
/* dtap -l [-n PATTERN]: dtrace's listing of the providers' probes that
 * PATTERN (a probe specification, NULL: all) matches; HEADER: the column
 * titles first; VERBOSE (-lv): attributes and argument types too; MORE:
 * the stable providers and declared attributes (dt_list_stable). */
void dt_list_probes(FILE *out, const char *pattern, bool header, bool verbose,
		    const struct dt_list_more *more);

/* The probes of a program (dt_probe.c). */
/* The argtype hook of providers that fill a probe's nargs/argtypes. */
struct dt_type *dt_probe_argtype(struct dt_probe *pr, int i, const struct dt_loc *loc);
/* args[I] beyond PR's arguments: D_ARGS_IDX in dtrace's words (dt_ident.c,
 * dt_idcook_args). */
void dt_probe_args_idx_error(const struct dt_probe *pr, int i, const struct dt_loc *loc);
/* Parameter I of PR's function type FN, or NULL after D_ARGS_IDX
 * (fbt and pid args[]). */
struct dt_member *dt_probe_param(const struct dt_type *fn, int i, const struct dt_probe *pr,
				 const struct dt_loc *loc);
bool dt_pdesc_match(const struct dt_probedesc *d, const char *prov,
		    const char *mod, const char *func, const char *name);
/* The probe PV:MOD:FUNC:NAME of PROG, created on first use with id ID
 * (0: the next free id from 4); PROG's list stays sorted by id. */
struct dt_probe *dt_probe_get(struct dt_program *prog, const struct dt_provider *pv,
			      const char *mod, const char *func, const char *name,
			      int id);
/* dt_probe_get for a provider whose probes carry their own provider
 * name PROV (pid1234). */
struct dt_probe *dt_probe_get_named(struct dt_program *prog, const struct dt_provider *pv,
				    const char *prov, const char *mod, const char *func,
				    const char *name, int id);
/* A second probe of PROG made like TMPL, not found by dt_probe_get: a
 * stable probe of a tapset fires through it (elab/dt_alias.c). */
struct dt_probe *dt_probe_clone(struct dt_program *prog, const struct dt_probe *tmpl);

/* ---- the traced program's objects (dt_uobj.c) ---- */

struct dt_ufunc {
	const char *name;
	uint64_t vaddr, size;	/* the symbol's */
	uint64_t off;		/* its first byte's offset in the file */
};

/* A USDT argument: an operand of a .note.stapsdt note, read by the
 * module from the probed thread's registers (runtime/probe_uprobe.c has
 * the same numbers). */
enum { DT_UARG_REG = 1, DT_UARG_IMM, DT_UARG_MEM, DT_UARG_RIPMEM };
#define DT_UREG_RIP 16		/* registers 0-15: x86-64's encoding order */
struct dt_uarg {
	int kind;		/* DT_UARG_* */
	int size;		/* bytes: 1 2 4 8, negative when signed */
	int base, index;	/* registers, -1: none */
	int scale;		/* of index */
	int64_t disp;		/* MEM: displacement; IMM: the value;
				 * RIPMEM: the global's link-time address */
};

/* A USDT probe site: one note of .note.stapsdt (dt_unote.c). */
struct dt_unote {
	const char *prov;	/* the note's provider */
	const char *rawname;	/* its name, and dtrace's ("__" as "-") */
	const char *name;
	const char *func;	/* the function holding it ("" if none) */
	const char *argstr;	/* its operands */
	uint64_t pc, off;	/* its address (link-time, after prelink), file offset */
	uint64_t sem, sem_off;	/* the semaphore's (0: none) */
	int nargs;
	struct dt_uarg args[DT_MAXARGS];
	const char *bad;	/* the first operand not understood, or NULL */
	int badarg;		/* its index */
};

struct dt_uobj {
	const char *path;	/* the file as the target opens it */
	const char *host;	/* the file read here (the same, or --vm-file's) */
	const char *named;	/* HOST by its name (-p: the maps path under
				 * /proc/PID/root, where HOST is a map_files
				 * link): its .gnu_debuglink's directory */
	const char *name;	/* dtrace's module name: the base name */
	bool is_exec;		/* the executable: "a.out" names it too */
	bool late;		/* not loaded at start: dlopen()ed (dt_uobj_late) */
	struct dt_ufunc *funcs;	/* by address, then preferred name first */
	size_t nfuncs;
	struct dt_unote *notes;	/* its USDT probes, in note order */
	size_t nnotes;
	struct dt_uobj *next;
};

/* dt_uldso.c: library LIB (a DT_NEEDED name) where ld.so finds it for
 * object BY (its path in the target, DT_RPATH, DT_RUNPATH: NULL when it
 * has none), EXE the executable (its DT_RPATH counts too); a path of the
 * target that EXISTS, NULL if none. */
struct dt_uldso_obj {
	const char *path, *rpath, *runpath;
};
const char *dt_uldso_find(const char *lib, const struct dt_uldso_obj *by,
			  const struct dt_uldso_obj *exe, bool (*exists)(const char *));
void dt_uldso_reset(void);

/* The process pid$target and pidPID name: -p PID or -c CMD; REMOTE: the
 * process is not on this host (dtap --vm). */
void dt_utarget_set(const char *pid, const char *cmd, bool remote);
bool dt_utarget_is_cmd(void);
bool dt_utarget_remote(void);
const char *dt_utarget_pid(void);	/* -p's or the first pidPID's; NULL */
void dt_uobj_reset(void);		/* all of it forgotten (dt_compile_reset) */
/* The target's file GUEST is this host's HOST (--vm-file). */
void dt_ufile_map(const char *host, const char *guest);
const char *dt_ufile_host(const char *path);
/* The objects of the target, read once; NULL with *WHY when none. */
struct dt_uobj *dt_uobjs(const char **why);
bool dt_uobjs_read(void);	/* has the pid provider read them? */
/* The objects of the process DESC's provider names, SUFFIX its "$target"
 * or digits; *PID the pid, 0: $target with -c.  NULL: none, diagnosed. */
struct dt_uobj *dt_uobjs_named(const struct dt_probedesc *desc, const char *suffix, long *pid);
/* Does module pattern PAT name O (its base name, or a.out)? */
bool dt_uobj_match(const struct dt_uobj *o, const char *pat);
/* Library MOD where the target's dlopen(MOD) would find it, added as a
 * late object (probed when mapped); NULL if none. */
struct dt_uobj *dt_uobj_late(const char *mod);
/* Is F+OFF the start of an instruction?  *CHECKED: could it be told. */
bool dt_uobj_insn_start(const struct dt_uobj *o, const struct dt_ufunc *f, uint64_t off,
			bool *checked);
/* Read the .note.stapsdt notes of O (open as ELF) into O->notes; O's
 * functions are read already (a note is named by the one holding it). */
struct Elf;
void dt_unotes_read(struct dt_uobj *o, struct Elf *elf);
const char *dt_usdt_name(const char *raw);
/* Is PR a usdt probe with a memory operand (a read that may fault)? */
bool dt_usdt_reads_memory(const struct dt_probe *pr);

#endif /* DT_PROVIDER_H */
