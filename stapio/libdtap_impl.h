/*
 * libdtap_impl.h - the consumer's internal state, shared by the files of
 * libdtap's consumer half (stapio/): meta.c, elf_section.c, transport.c,
 * consume.c, out_printf.c, out_trace.c, aggregate.c, errors.c, handle.c.
 */
#ifndef LIBDTAP_IMPL_H
#define LIBDTAP_IMPL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>

#include "dtap.h"
#include "dtap_json.h"
#include "util/dt_util.h"	/* struct dt_conv */

#define DTC_MAXSOURCES 64
#define DTC_MAXCONVS 64

/* A printf/printa format compiled once (out_printf.c): literal runs with
 * "%%" folded, and per conversion its C format and whether it is plain
 * (no flags, width or precision: converted without printf). */
struct dtc_fconv {
	struct dt_conv conv;
	size_t litoff, litlen;	/* literal text before it, in text */
	char host[24];		/* e.g. "%-*.*lld" */
	char shost[16];		/* for a string item: "%FLAGS*.*s" */
	bool plain;		/* no flags, width or precision */
	bool padonly;		/* at most '-' and a width: padded by hand */
};

struct dtc_pfmt {
	char *text;		/* the literal runs, back to back */
	struct dtc_fconv *convs;
	int nconvs;
	size_t tailoff, taillen;	/* literal text after the last one */
	bool bad;		/* did not parse: printed as is */
};

int dtc_pfmt_compile(struct dtc_pfmt *pf, const char *fmt);
void dtc_pfmt_free(struct dtc_pfmt *pf);

/* A type print() prints (meta_ptype.c; translator/cg/dt_meta_ptype.c). */
struct dtc_pmember {
	char *name;		/* "": anonymous struct/union */
	uint64_t off;
	int bitoff, bitwidth;	/* bitwidth 0: not a bitfield */
	int type;
};

struct dtc_penum {
	int64_t value;
	char *name;
};

struct dtc_ptype {
	char kind;		/* i e p s u a c o; 0: no such id */
	uint64_t size;
	char *name;
	bool is_signed;
	int elem;		/* a c: element type */
	uint64_t nelems;
	struct dtc_pmember *members;
	int nmembers;
	struct dtc_penum *enums;
	int nenums;
};

/* The program as the metadata describes it (meta.c). */
struct dtc_meta {
	char *module, *kernel;
	int nsources;
	char *source_desc[DTC_MAXSOURCES];
	int source_matched[DTC_MAXSOURCES];
	bool quiet;
	bool destructive;		/* compiled with -w */
	int strsize;
	bool aggsortkey, aggsortrev, aggzoom, aggpack;
	bool flowindent;		/* -F: dtrace's flow layout (out_flow.c) */
	bool rawbytes;			/* trace( ) of bytes: always the hex dump */
	int aggsortpos;			/* printa of several: which one sorts */
	int aggsortkeypos;
	uint64_t switchrate;		/* ns; 0: not set (DTC_SWITCHRATE_NS) */
	int bufpolicy;			/* 0 switch, 1 fill, 2 ring */
	bool oformat_json;		/* -x oformat=json: the program asks for it */
	bool rectime;			/* data records start with their time */
	struct dtap_probedesc *probes;	/* indexed by probe id (sparse) */
	char **probecols;		/* the same: "%32s " of FUNC:NAME */
	int nprobes;			/* max id + 1 */
	char **fmts;			/* indexed by fmtid */
	struct dtc_pfmt *pfmts;		/* the same, compiled */
	int nfmts;
	struct dtap_aggdesc *aggs;	/* indexed by aggid */
	int naggs;
	struct dtap_epdesc *epids;	/* indexed by epid */
	int nepids;			/* max epid + 1 */
	struct dtc_ptype *ptypes;	/* indexed by ptype id */
	int nptypes;
};

/* ptype/pmem/penum lines (W[0..NW-1]); -1 if malformed. */
int dtc_meta_ptype(struct dtc_meta *m, char **w, int nw);
void dtc_meta_ptypes_free(struct dtc_meta *m);
/* tracemem()'s hex dump and print()'s typed value (out_mem.c). */
void dtc_tracemem(FILE *out, const struct dtap_item *it);
/* trace( ) of a struct, union or array: dtrace's dt_print_bytes (out_mem.c). */
void dtc_trace_bytes(FILE *out, const struct dtap_item *it, bool quiet, bool rawbytes);
void dtc_print(FILE *out, const struct dtc_meta *m, int ptype, const struct dtap_item *it);
/* -x flowindent: the probe column in dtrace's flow layout (out_flow.c). */
void dtc_flow_prefix(struct dtap_hdl *h, FILE *out, const struct dtap_probedata *pd);

/* Parse metadata text; -1 with a message in ERR on error. */
int dtc_meta_parse(struct dtc_meta *m, const char *text, char *err,
		   size_t errlen);
void dtc_meta_free(struct dtc_meta *m);
const struct dtap_epdesc *dtc_meta_epid(const struct dtc_meta *m, uint32_t epid);
/* The largest record the program can write, header included: a read of
 * the buffers file must have room for it plus a chunk header, or that
 * CPU's ring would never be read again. */
size_t dtc_meta_recmax(const struct dtc_meta *m);
/* The read buffer for M: DTAP_READ_MIN * 4, or more for big records. */
size_t dtc_read_bufsize(const struct dtc_meta *m);

/* Read the DTAP_META_SECTION of the ELF file PATH (elf_section.c); a
 * malloc'ed NUL-terminated string, or NULL with a message in ERR. */
char *dtc_elf_read_meta(const char *path, char *err, size_t errlen);

/* Transport (transport.c). */
struct dtc_transport {
	char dir[4096];
	int buffers_fd, ctl_fd;
};
int dtc_transport_open(struct dtc_transport *t, const char *modname,
		       char *err, size_t errlen);
void dtc_transport_close(struct dtc_transport *t);
int dtc_ctl_write(struct dtc_transport *t, const char *cmd);
/* One write of LEN bytes (a command with its binary data). */
int dtc_ctl_write_bytes(struct dtc_transport *t, const void *buf, size_t len);
/* Read the ctl status; per-CPU counters go to the arrays (NCPU entries,
 * grown with realloc as needed). */
struct dtc_cpustat {
	long long drops, aggdrops, reentrant, dyndrops;
};
int dtc_ctl_read(struct dtc_transport *t, struct dtap_status *st,
		 struct dtc_cpustat **cpus, int *ncpus);
/* The same from ctl text already read (modified in place). */
int dtc_ctl_parse(char *text, struct dtap_status *st, struct dtc_cpustat **cpus,
		  int *ncpus);
/* Read all of the aggs file into a malloc'ed buffer. */
int dtc_aggs_read(struct dtc_transport *t, unsigned char **buf, size_t *len);

/* A merged aggregation snapshot (aggregate.c). */
struct dtc_aggsnap {
	struct dtap_aggentry *ents;	/* grouped per aggregation */
	unsigned char *keys;		/* storage of the entries' keys */
	int64_t *vals;			/* storage of the entries' vals */
	size_t nents;
};

/* Merge the raw aggs-file bytes BUF into SNAP, trunc()'s removals
 * applied; entries grouped by aggregation id, sorted by key bytes. */
int dtc_aggsnap_load(struct dtap_hdl *h, struct dtc_aggsnap *snap, const void *buf,
		     size_t len);
void dtc_aggsnap_free(struct dtc_aggsnap *snap);
/* metrics.c: the metric name of A, and a label value written quoted and
 * escaped (any bytes). */
void dtc_metric_name(const struct dtap_aggdesc *a, char *buf, size_t len);
void dtc_metric_label_value(FILE *out, const char *s, size_t n);

/* What trunc(@a, n) removed from one entry (aggregate.c): hidden while
 * the entry holds no more than this, and subtracted once it grows. */
struct dtc_aggbase {
	int aggid;
	unsigned char *key;		/* keysize bytes */
	int64_t count, sum;
	int64_t *vals;			/* nvals words */
};

struct dtap_hdl {
	struct dtc_meta meta;
	bool have_transport;
	struct dtc_transport tp;
	FILE *errfp;
	char errmsg[512];
	bool header_done;
	int flow_indent;		/* out_flow.c: the current indent */
	uint32_t flow_last, flow_next;	/* epids of the record before / after, 0: none */
	bool exited;
	int exit_status;
	size_t last_read;
	size_t burst;			/* bytes read since the last sleep */
	uint64_t poll_ns;		/* the next pause of dtap_sleep() */
	unsigned char *rbuf;
	size_t rbufsize;
	struct dtc_cpustat *cpus;	/* last drop counts reported */
	long spec_seen[3];		/* speculation drops reported */
	int ncpus;
	struct dtc_aggsnap snap;
	bool *agg_printed;		/* per aggid */
	int64_t *agg_normal;		/* per aggid: normalize() factor, 1 */
	FILE *redirect;			/* freopen(): the output, or NULL */
	struct dtc_aggbase *bases;	/* trunc(@a, n) removals */
	size_t nbases;
	/* structured output (out_json.c): on; beside the text (a copy); the
	 * stream of errors, drops (and records, for a copy); the record
	 * being built and its output entries so far */
	bool json_on, json_copy;
	FILE *json_out;
	struct dtj json;
	int json_entries;
};

void dtc_seterr(struct dtap_hdl *h, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* Decode the data items of one action from a record payload; returns
 * bytes consumed or -1 if the record is malformed (too short, a string
 * running past it).  Strings are bounded by STRSIZE bytes whatever their
 * length field says. */
long dtc_decode_items(const struct dtap_actdesc *act, const unsigned char *p,
		      size_t len, int strsize, struct dtap_item *items);

/* A float's (its low 4 bytes) or double's bits, as the item carries them,
 * as a double (out_printf.c; printf's %e %f %g and JSON numbers). */
double dtc_item_double(const struct dtap_item *it);

/* Output of one action (out_printf.c, out_trace.c). */
/* printf FMT over ITEMS; %@ conversions take AGGVAL (printa). */
int dtc_format(FILE *out, const char *fmt, const struct dtap_item *items,
	       int nitems, const struct dtap_item *aggval);
/* The same with a compiled format (what records use). */
int dtc_format_c(FILE *out, const struct dtc_pfmt *pf, const struct dtap_item *items,
		 int nitems, const struct dtap_item *aggval);
/* The same for printa() of joined aggregations: %@ conversions take
 * AGGVALS in order. */
int dtc_format_joined(FILE *out, const struct dtc_pfmt *pf, const struct dtap_item *items,
		      int nitems, const struct dtap_item *aggvals, int naggvals);
/* Integers as text without printf (out_num.c).  dtc_num_* write the
 * digits backwards ending at END (DTC_NUMBUF bytes are enough) and return
 * the first; CONV: 'u' decimal, 'x'/'X' hex.  dtc_put_field writes N
 * bytes at P padded with spaces to WIDTH, on the right when LEFT. */
#define DTC_NUMBUF 24
/*
 * Where N bytes may be written straight into OUT's buffer (they are then
 * counted as written), or NULL: the caller writes through stdio.  As
 * glibc's putc_unlocked() stores its byte: a stdio call per piece of a
 * record cost ~100 instructions, a third of what formatting a printf
 * record costs (bench/README.md, "output path").  A line-buffered or
 * unbuffered glibc stream never has room there (its write end is kept at
 * its write pointer), so its flushing stays the library's; other C
 * libraries always get NULL.
 */
static inline char *dtc_put_room(FILE *out, size_t n)
{
#ifdef __GLIBC__
	if ((size_t)(out->_IO_write_end - out->_IO_write_ptr) >= n) {
		char *w = out->_IO_write_ptr;

		out->_IO_write_ptr += n;
		return w;
	}
#else
	(void)out, (void)n;
#endif
	return NULL;
}

/*
 * Copy N bytes from P to W.  The pieces of a record are short (a number,
 * a space, a newline): up to 16 bytes take two moves of fixed size that
 * may overlap, instead of a call of memcpy() that costs more than the
 * copy.
 */
static inline void dtc_copy(char *w, const char *p, size_t n)
{
	if (n > 16) {
		__builtin_memcpy(w, p, n);
	} else if (n >= 8) {
		__builtin_memcpy(w, p, 8);
		__builtin_memcpy(w + n - 8, p + n - 8, 8);
	} else if (n >= 4) {
		__builtin_memcpy(w, p, 4);
		__builtin_memcpy(w + n - 4, p + n - 4, 4);
	} else if (n > 0) {
		w[0] = p[0];
		w[n / 2] = p[n / 2];
		w[n - 1] = p[n - 1];
	}
}

/* Append the N bytes at P to OUT. */
static inline void dtc_put(FILE *out, const char *p, size_t n)
{
	char *w = dtc_put_room(out, n);

	if (w)
		dtc_copy(w, p, n);
	else
		fwrite_unlocked(p, 1, n, out);
}
char *dtc_num_int(char *end, int64_t v);
char *dtc_num_uint(char *end, uint64_t v, char conv);
void dtc_put_int(FILE *out, int64_t v);
void dtc_put_uint(FILE *out, uint64_t v, char conv);
void dtc_put_int_width(FILE *out, int64_t v, int width);
void dtc_put_spaces(FILE *out, int n);
void dtc_put_field(FILE *out, const char *p, size_t n, int width, bool left);
int dtc_printf(FILE *out, const char *fmt, const struct dtap_item *items,
	       int nitems);
void dtc_trace(FILE *out, const struct dtap_item *item, bool quiet);
/* A kernel stack of DEPTH frames at PCS as trace(stack()) and %k print it. */
void dtc_print_stack(FILE *out, const unsigned char *pcs, int depth);
/* A stack item or key of type T (stack() 'K' or ustack() 'U'). */
void dtc_print_stack_item(FILE *out, const struct dtap_vtype *t, const unsigned char *data);
/* User address PC of process PID as dtrace prints a ustack() frame
 * (usym.c). */
const char *dtc_usym(int pid, uint64_t pc, char *buf, size_t len);
/* usym() 'Y' (module`symbol), umod() 'O' (module), uaddr() 'X' (as
 * dtc_usym) of PC in PID; and the address an aggregation key of that kind
 * is merged at (the symbol's, the module's first mapping's). */
const char *dtc_uaddr_form(int pid, uint64_t pc, char kind, char *buf, size_t len);
uint64_t dtc_uaddr_canon(int pid, uint64_t pc, char kind);
/* %A of a plain address: named in the target process (-c's or -p's, as
 * dtrace's $target), a bare address without one. */
void dtc_usym_set_target(int pid);
void dtc_usym_snapshot(void);	/* the target's maps, kept after it exits */
const char *dtc_usym_target(uint64_t pc, char *buf, size_t len);
int dtc_usym_target_pid(void);
/* One line of /proc/PID/maps (usym.c); false unless it has the range,
 * the permissions and the offset (device, inode and path are 0 and ""
 * where the line has none: an anonymous mapping). */
struct dtc_mapline {
	uint64_t start, end, off;
	char perms[8];
	dev_t dev;
	ino_t ino;
	char file[4096];
};
bool dtc_maps_line(const char *line, struct dtc_mapline *m);
/* The file a mapping of PID maps (START-END, the maps line's device,
 * inode and path), open for reading with the user's rights (-1: none). */
int dtc_usym_open_mapped(int pid, uint64_t start, uint64_t end, dev_t dev, ino_t ino,
			 const char *path);
/* The unwinding rows of an ELF object's CFI (ucfi.c; link-time pcs,
 * sorted, malloc'ed in *ROWS); -1: out of memory.  dtc_cfi_tidy: rows
 * sorted, one per pc, equal neighbours merged; the new count. */
struct dtap_uwt_row;
typedef struct Elf Elf;
int dtc_cfi_rows(Elf *elf, struct dtap_uwt_row **rows, size_t *nrows);
size_t dtc_cfi_tidy(struct dtap_uwt_row *rows, size_t n);
/* The target PID's unwinding table, made and written to the module when
 * its executable mappings changed since the last (uwind.c). */
void dtc_uwind_update(struct dtap_hdl *h, int pid);
/* Print one value by type as an aggregation key column (no format). */
void dtc_print_key(FILE *out, const struct dtap_vtype *t, const unsigned char *key);

/* Forget the trunc(@a, n) removals of AGGID (-1: all). */
void dtc_aggbase_drop(struct dtap_hdl *h, int aggid);

/* An aggregation entry's value column (out_agg.c): " %16lld" or a
 * histogram block; NORMAL divides as normalize() asks. */
/* -x aggpack (quantize): the bucket range of an aggregation's entries
 * (widened by each entry's DATA; start with min > max), the header line
 * for keys WIDTH columns wide, and an entry's line after its keys. */
bool dtc_packs(const struct dtap_aggdesc *a);
void dtc_packed_range(const struct dtap_aggentry *e, int *minbin, int *maxbin);
void dtc_print_packed_header(FILE *out, const struct dtap_aggdesc *a, int width, int min,
			     int max);
void dtc_print_packed(FILE *out, const struct dtap_aggentry *e, int64_t normal, bool zoom,
		      int min, int max);
void dtc_print_aggval(FILE *out, const struct dtap_aggentry *e, int64_t normal, bool zoom);
uint64_t dtc_stddev(const struct dtap_aggentry *e, int64_t normal);
int64_t dtc_quantize_bucketval(int i);
/* Kernel symbols (ksyms.c): ADDR as "module`sym" (DTC_KSYM_SYM),
 * "module`sym+0xoff" (DTC_KSYM_OFF, stack frames) or "module"
 * (DTC_KSYM_MOD); "0x..." when no symbol is known.  Returns BUF. */
enum dtc_ksym_form { DTC_KSYM_SYM, DTC_KSYM_OFF, DTC_KSYM_MOD,
		     DTC_KSYM_ADDR /* as OFF, data symbols too: printf's %a */ };
const char *dtc_ksym(uint64_t addr, enum dtc_ksym_form form, char *buf, size_t len);
/* The address that stands for ADDR's symbol (DTC_KSYM_SYM) or module
 * (DTC_KSYM_MOD): aggregation keys of func()/sym()/mod() merge by it, as
 * dtrace's do. */
uint64_t dtc_ksym_canon(uint64_t addr, enum dtc_ksym_form form);
/* Bytes a value of type T takes in an aggregation key (and a record,
 * strings apart). */
size_t dtc_vtype_keysize(const struct dtap_vtype *t);
/* usym() 'Y', umod() 'O', uaddr() 'X': a pid and an address. */
static inline bool dtc_vtype_is_uaddr(const struct dtap_vtype *t)
{
	return t->kind == 'Y' || t->kind == 'O' || t->kind == 'X';
}

/* stack() and ustack() items (and user addresses): in place, compared as
 * bytes. */
static inline bool dtc_vtype_is_stack(const struct dtap_vtype *t)
{
	return t->kind == 'K' || t->kind == 'U' || dtc_vtype_is_uaddr(t);
}

/* Error records (errors.c). */
void dtc_error_record(struct dtap_hdl *h, const unsigned char *p, size_t len);
/* "dtap: N re-entrant probe firings skipped on CPU K" for each CPU of
 * CPUS (N entries) that skipped any; returns the total. */
long dtc_report_reentrant(FILE *err, const struct dtc_cpustat *cpus, int n);

/* Structured output (out_json.c, out_json_agg.c, out_json_print.c). */
struct dtap_err_rec;
/* Record: begin (probe fields), one entry per action that prints, end
 * (written to OUT, or the copy's stream; dropped when quiet and empty). */
void dtc_json_begin(struct dtap_hdl *h, const struct dtap_probedata *pd);
void dtc_json_action(struct dtap_hdl *h, const struct dtap_actdesc *a,
		     const struct dtap_item *items);
void dtc_json_end(struct dtap_hdl *h, FILE *out);
/* Actions whose text output the JSON entry replaces (the others, exit
 * clear setopt freopen ..., act in consume.c in both modes). */
bool dtc_json_replaces(const struct dtap_actdesc *a);
/* One value of any wire type under KEY (NULL in an array). */
void dtc_json_item(struct dtj *j, const char *key, const struct dtap_item *it);
void dtc_json_print(struct dtj *j, const struct dtc_meta *m, int ptype,
		    const struct dtap_item *it);
void dtc_json_aggval(struct dtj *j, const char *key, const struct dtap_aggentry *e,
		     int64_t normal);
void dtc_json_printa(struct dtap_hdl *h, struct dtj *j, const struct dtap_actdesc *a);
int dtc_json_aggregations(struct dtap_hdl *h, FILE *out, bool mark);
/* A run-time error (FAULT: its words, MESSAGE: the text's line without
 * "dtap: ") and a drop report (CPU -1: not per CPU), one line each. */
void dtc_json_error(struct dtap_hdl *h, const struct dtap_err_rec *er, const char *fault,
		    const char *message);
void dtc_json_drop(struct dtap_hdl *h, const char *kind, int cpu, long long count,
		   const char *message);
/* aggregate.c for the JSON: a row's keys as items, its value as the text
 * shows it, the entries of an aggregation in the snapshot. */
void dtc_agg_key_items(const struct dtap_aggentry *e, struct dtap_item *keys);
int64_t dtc_agg_shown(const struct dtap_aggentry *e, int64_t normal);
size_t dtc_agg_count(const struct dtap_hdl *h, int aggid);

#endif /* LIBDTAP_IMPL_H */
