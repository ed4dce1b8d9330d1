/*
 * dt_util.h - the translator's ground floor: what every pass shares and
 * that knows nothing of D.  Nothing here includes another layer.
 *
 *   dt_util.c        allocation (die on exhaustion), strings, globs
 *   dt_diag.c        diagnostics "dtap: FILE:LINE:COL: [TAG] message"
 *   dt_errtags.h     every diagnostic's tag, one row each
 *   dt_options.c     the one table of options (-x, -q, #pragma D option)
 *   dt_stability.c   dtrace's stability attributes: spelt, parsed, compared
 *   dt_aggfunc.c     aggregating functions: names and value words (and dtapio)
 *   dt_printf_fmt.c  printf/printa format strings into conversions (and dtapio)
 *   dt_paths.c       where dtap's parts are
 *   dt_cachedir.c    where the caches are, and when not to trust them
 *   dt_file.c        files: remove a tree, copy, write, mkdir -p, map
 *   dt_spawn.c       run programs by argv, never through a shell
 *   dt_interrupt.c   SIGINT/SIGTERM/SIGHUP during passes 3-4
 *   dt_minidebug.c   the functions of a file's MiniDebugInfo (and dtapio)
 *
 * The layers above, each with one header that is its map (lowest first):
 * types/dt_types.h, parse/dt_parse.h, providers/dt_provider.h,
 * elab/dt_elab.h, cg/dt_cg.h, build/dt_build.h, driver/dt_driver.h.  A
 * file includes its own layer's header and those below, never above
 * (testsuite/layering.sh checks it); translator/README.md tells the passes.
 */
#ifndef DT_UTIL_H
#define DT_UTIL_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>

/* ---- source locations and diagnostics (dt_diag.c, dt_errtags.h) ---- */

struct dt_loc {
	const char *file;	/* "x.d", or "<command line>" for -n */
	int line;		/* 1-based */
	int col;		/* 1-based, in bytes */
};

enum dt_errtag {
#define DT_ERRTAG(tag, text) tag,
#include "util/dt_errtags.h"
#undef DT_ERRTAG
	D_NTAGS
};

/*
 * Report an error at LOC: prints "dtap: FILE:LINE:COL: [TAG] message" (the
 * tag only with -x errtags) to stderr and counts it.  dt_error() returns;
 * callers keep going where that yields more useful diagnostics and the
 * pass fails at its end when dt_nerrors() > 0.
 */
void dt_error(enum dt_errtag tag, const struct dt_loc *loc, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
int dt_nerrors(void);
void dt_diag_reset(void);
/* true: errors from now on are kept, not reported nor counted; false:
 * back to reporting, returns the first one kept ("LINE:COL: message"),
 * NULL if none (tapset declarations, dt_tapset.c). */
const char *dt_diag_capture(bool on);
const char *dt_errtag_name(enum dt_errtag tag);
extern bool dt_opt_errtags;

/* ---- stability attributes: dtrace's, in dtrace's order (dt_stability.c) ---- */

enum dt_stability { DT_STAB_INTERNAL, DT_STAB_PRIVATE, DT_STAB_OBSOLETE, DT_STAB_EXTERNAL,
		    DT_STAB_UNSTABLE, DT_STAB_EVOLVING, DT_STAB_STABLE, DT_STAB_STANDARD };
enum dt_depclass { DT_CLASS_UNKNOWN, DT_CLASS_CPU, DT_CLASS_PLATFORM, DT_CLASS_GROUP,
		   DT_CLASS_ISA, DT_CLASS_COMMON };
/* Identifier names, data semantics, dependency class ("Stable/Stable/Common"). */
struct dt_attr {
	unsigned char name, data, dclass;
};
#define DT_ATTR(n, d, c) { DT_STAB_##n, DT_STAB_##d, DT_CLASS_##c }
/* A provider's: of the four fields of its probe descriptions and of args[]. */
struct dt_pattr {
	struct dt_attr prov, mod, func, name, args;
};

/* ---- attributes as words (dt_stability.c; pass 2 computes them: elab/dt_attr.c) ---- */

struct dt_attr dt_attr_min(struct dt_attr a, struct dt_attr b);
/* "Name/Data/Class" (parts may be left out, any case); false if invalid. */
bool dt_attr_parse(const char *s, struct dt_attr *a);
const char *dt_attr_str(struct dt_attr a);	/* "Stable/Private/Common" */
/* dtrace's block of three lines of attribute A under TITLE (-v, -lv). */
void dt_attr_print(FILE *out, const char *title, struct dt_attr a);
/* dtrace -lv's block: DESC and ARGS attributes, NARGS argument types
 * (< 0: the provider has none). */
void dt_list_print_info(FILE *out, struct dt_attr desc, struct dt_attr args, int nargs,
			const char *const *argtypes);

/* ---- aggregating functions (dt_aggfunc.c): shared by pass 2/3 and dtapio ---- */

enum dt_aggfunc { AGG_COUNT, AGG_SUM, AGG_MIN, AGG_MAX, AGG_AVG, AGG_STDDEV,
		  AGG_QUANTIZE, AGG_LQUANTIZE, AGG_LLQUANTIZE, AGG_NFUNCS };

extern const char *const dt_aggfunc_names[AGG_NFUNCS];
/* Extra s64 words an entry of FUNC with PARAM needs: stddev's 128-bit sum
 * of squares, a histogram's buckets. */
int dt_agg_nvals(enum dt_aggfunc func, const int64_t *param);
/* The value of llquantize bucket I >= 1 (bucket 0 is "< factor^low");
 * the last bucket is ">= the value this returns for it". */
int64_t dt_llquantize_bucketval(const int64_t *param, int i);


/* ---- options (dt_options.c): one table for -x, -q, #pragma D option ---- */

/* Most aggregations one printa() joins (-x aggsortpos's range). */
#define DT_PRINTA_MAXAGGS 8

struct dt_options {
	bool quiet;
	int strsize;		/* default 256 */
	uint64_t bufsize;	/* per-CPU ring bytes, default 4m */
	int aggsize;		/* entries per aggregation per CPU, default 1024 */
	bool aggsortkey, aggsortrev;
	int aggsortpos;		/* printa of several: the one to sort by */
	int aggsortkeypos;	/* key to sort on first (from 0) */
	bool destructive;	/* -w */
	bool guru;		/* -g: embedded C, any kernel function */
	bool errtags;
	bool procfs;		/* transport files in /proc/dtap, not debugfs */
	uint64_t switchrate;	/* ns between buffer reads; 0: dtapio's default */
	/* the rest of dtrace's options (dt_options.c says which act how) */
	bool aggpack, aggzoom, aggpercpu, rawbytes, flowindent, stackindent;
	bool defaultargs;	/* $N not given: 0 / "" */
	bool zdefs, argref, droptags, nolibs, grabanon;
	bool empty;		/* an -s file may hold no D at all */
	int bufpolicy;		/* 0 switch, 1 fill, 2 ring */
	int bufresize;		/* 0 auto, 1 manual */
	int oformat;		/* 0 text, 1 json (FreeBSD dtrace's -x oformat) */
	uint64_t aggrate, statusrate, cleanrate;	/* ns */
	uint64_t dynvarsize, specsize, scratchsize, lockmem, pcapsize;
	uint64_t jstackstrsize;
	int nspec, maxframes, stackframes, ustackframes, jstackframes, cpu;
	struct dt_attr amin;	/* -x amin: the least stability allowed */
	bool amin_set;
};


void dt_options_init(struct dt_options *o);
/* Set option NAME (VALUE NULL for a bare flag); diagnoses with LOC (NULL
 * for the command line) and returns -1 on an unknown name or bad value. */
int dt_option_set(struct dt_options *o, const char *name, const char *value,
		  const struct dt_loc *loc);
/* The same without a diagnostic: -1 with dtrace's reason in *WHY. */
int dt_option_try(struct dt_options *o, const char *name, const char *value,
		  const char **why);

/* ---- printf formats (dt_printf_fmt.c): shared by pass 2 and dtapio ---- */

struct dt_conv {
	int start, end;		/* byte range of "%...c" in the format */
	char flags[8];		/* any of "-+ #0" */
	int width;		/* -1: none, -2: '*' */
	int prec;		/* -1: none, -2: '*' */
	char length[3];		/* "", "h", "hh", "l", "ll", "z", "j", "t" */
	char conv;		/* d i u x X o c s p % */
	bool agg;		/* %@...: the aggregation value (printa) */
};

/* The conversion characters dtrace's printf knows. */
#define DT_FMT_CONVS "diuxXocspaACSYTeEfgGk"
/* Read FMT as dtrace's format parser does (any mix of flags, digits,
 * '.', '*' before the length letters and the name) and say, in its words,
 * the first conversion it refuses: 0, or -1 with *errmsg set.  Its errors
 * are D_SYNTAX in dtrace; dt_fmt_parse() then reads what it accepts. */
int dt_fmt_check(const char *fmt, const char **errmsg);
/* Parse FMT into at most MAX conversions (%% is not returned).  Returns
 * the count, or -1 with *errmsg / *erroff set on an invalid conversion. */
int dt_fmt_parse(const char *fmt, struct dt_conv *convs, int max,
		 const char **errmsg, int *erroff);

/* ---- installation paths (dt_paths.c) ---- */

/* Where dtap's parts live: "runtime", "tapsets" (directories), "dtaprun",
 * "dtapio", "dtap-vm" (programs).  Works from the build tree (next to the
 * dtap binary) and from an installation (PREFIX/share/dtap, PREFIX/bin,
 * PREFIX/libexec/dtap); $DTAP_HOME overrides the search. */
const char *dt_path(const char *what);
/* The cache's directory SUB ("modules", "features", "kbuild", "dwarf",
 * "kernel"), $XDG_CACHE_HOME/dtap/SUB or ~/.cache/dtap/SUB; a cache
 * another user could write is refused: message, exit 1 (dt_cachedir.c). */
const char *dt_cache_dir(const char *sub);
/* May PATH, read from the cache, be trusted (the user's alone; a missing
 * one may)?  False said on stderr. */
bool dt_cache_trusted(const char *path);

/* ---- running programs (dt_spawn.c): argv only, never a shell ---- */

/* Run ARGV (argv[0] found on PATH) in CWD (NULL: ours), stdout and stderr
 * appended to LOG (NULL: ours).  Its exit status, or -1 when it could not
 * be run or died of a signal. */
int dt_run(const char *const argv[], const char *cwd, const char *log);
/* dt_run with ENV ("NAME=VALUE", NULL-terminated) added to its environment. */
int dt_run_env(const char *const argv[], const char *cwd, const char *log,
	       char *const *env);
/* Run ARGV and return its standard output (stderr is ours); *STATUS as
 * dt_run's.  NULL when it cannot be started. */
char *dt_run_capture(const char *const argv[], int *status);

/* ---- files (dt_file.c): 0 or -1 with errno ---- */
int dt_remove_tree(const char *dir);	/* rm -rf, without a shell */
int dt_copy_file(const char *from, const char *to);
/* Copy the file FROM to the open FD; write LEN bytes of BUF to FD (short
 * writes resumed).  0, or -1 with errno. */
int dt_copy_to_fd(const char *from, int fd);
int dt_write_all(int fd, const void *buf, size_t len);
int dt_write_text(const char *path, const char *text);
/* PATH's bytes whole, NUL-terminated (*LEN of them when LEN is not NULL;
 * free with dt_free); NULL when it cannot be opened or read. */
char *dt_read_file(const char *path, size_t *len);
int dt_mkdir_p(const char *path, unsigned int mode);	/* mkdir -p */
/* PATH mapped read-only whole (the caches of kernel symbols and DWARF
 * names); NULL when it cannot be, or is shorter than MIN bytes. */
const void *dt_map_file(const char *path, size_t min, size_t *len);

/* ---- small helpers (dt_util.c) ---- */
void *dt_zalloc(size_t n);		/* calloc or die */
/* P (an array of *CAP items of ELEM bytes) with room for NEED items:
 * the capacity doubles; realloc or die. */
void *dt_grow(void *p, size_t *cap, size_t need, size_t elem);
void dt_free(void *p);	/* a block of dt_zalloc/dt_grow/dt_strdup... */
char *dt_strdup(const char *s);
char *dt_strndup(const char *s, size_t n);
size_t dt_strhash(const char *s);	/* djb2: symbol and DWARF name tables */
char *dt_sprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
bool dt_glob_match(const char *pattern, const char *s);	/* * ? [..] */
/* "ms" -> 1000000 ns; "hz" -> 0 (a rate); false for no such unit. */
bool dt_time_unit(const char *unit, bool nocase, uint64_t *ns_per);
/* Does the probe description field PAT (glob; "" matches anything) match S? */
bool dt_pdesc_field_match(const char *pat, const char *s);

/* dt_interrupt.c: a signal during passes 3-4 is noted (and passed on to
 * dt_child_pid, the running build step) so that dtap cleans up first. */
extern volatile pid_t dt_child_pid;
void dt_interrupt_catch(void);
bool dt_interrupt_active(void);	/* after dt_interrupt_catch() */
int dt_interrupted(void);	/* the signal caught, 0 if none */
void dt_interrupt_exit(void) __attribute__((noreturn));

/* dt_minidebug.c: the function symbols of ELF file ELF (open on FD, named
 * PATH), a stripped one that keeps a MiniDebugInfo (.gnu_debugdata): its
 * .dynsym's and the MiniDebugInfo's, each given to FN; the number, -1
 * when the file has none or it cannot be read. */
struct Elf;
struct dt_minisym {
	const char *name;
	uint64_t value, size;	/* as linked */
	int bind;		/* STB_* */
	bool undef;		/* not defined in the file */
	size_t index;		/* dwfl's: the order of the tables */
};
int dt_minidebug_funcs(struct Elf *elf, int fd, const char *path,
		       void (*fn)(void *arg, const struct dt_minisym *s), void *arg);

#endif /* DT_UTIL_H */
