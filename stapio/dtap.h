/*
 * dtap.h - libdtap, the public consumer API (modelled on libdtrace).
 *
 * A consumer is opened for a loaded dtap module: it reads the module's
 * metadata (the .dtap_meta section of its .ko), finds the module's
 * transport directory, and then
 *
 *	h = dtap_open("mymod", "mymod.ko", &err);
 *	dtap_go(h);
 *	while (!done) {
 *		dtap_sleep(h);
 *		switch (dtap_work(h, out, NULL, NULL, NULL)) ...
 *	}
 *	dtap_stop(h);   ... dtap_work() until dtap_drained(h)
 *	dtap_aggregate_print(h, out);
 *	dtap_close(h);
 *
 * Records are formatted by the library (printf, trace, printa) exactly as
 * dtrace(1) formats them; callbacks see every record and every action and
 * may print their own prefixes (the default prints dtrace's CPU/ID/NAME
 * columns unless the program is quiet).
 */
#ifndef DTAP_H
#define DTAP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct dtap_hdl;

/* ---- description of the program (from the metadata) ---- */

struct dtap_probedesc {
	int id;
	const char *prov, *mod, *func, *name;	/* "" when empty */
};

enum dtap_actkind {
	DTAP_ACT_PRINTF,
	DTAP_ACT_TRACE,
	DTAP_ACT_EXIT,
	DTAP_ACT_PRINTA,
	DTAP_ACT_SYSTEM,	/* system() (-w): a printf whose text dtapio runs */
	DTAP_ACT_CLEAR,		/* clear(@a) */
	DTAP_ACT_TRUNC,		/* trunc(@a[, n]): nargs 0 or 1 */
	DTAP_ACT_NORMALIZE,	/* normalize(@a, n) */
	DTAP_ACT_DENORMALIZE,	/* denormalize(@a) */
	DTAP_ACT_SETOPT,	/* setopt(name[, value]): optname, optval */
	DTAP_ACT_FREOPEN,	/* freopen(path): one string item */
	DTAP_ACT_FTRUNCATE,	/* ftruncate(): no item */
	DTAP_ACT_TRACEMEM,	/* tracemem(addr, size[, dsize]): one 'm' item */
	DTAP_ACT_PRINT,		/* print(e): one item, printed as type ptypeid */
};

/* A D value type as the wire carries it. */
struct dtap_vtype {
	char kind;		/* 'i' signed int, 'u' unsigned int, 's' string,
				 * 'S' kernel symbol, 'M' its module (8-byte
				 * addresses), 'K' kernel stack,
				 * 'm' memory (tracemem, print),
				 * 'f' a float's (size 4) or double's bits */
	int size;		/* ints: 1 2 4 8; 'K': frames (8 bytes each);
				 * 'm': bytes recorded */
};

struct dtap_actdesc {
	int index;		/* "action #N" of the clause */
	enum dtap_actkind kind;
	int fmtid;		/* printf, printa: -1 none */
	int aggid;		/* printa (the first), clear trunc normalize ... */
	int naggids;		/* printa: the aggregations it joins */
	int aggids[8];
	char *optname, *optval;	/* setopt (optval NULL: none) */
	int ptypeid;		/* print: the type (metadata "ptype") */
	int nargs;		/* data items: printf args, 1 for trace/exit */
	struct dtap_vtype *types;	/* nargs entries */
};

struct dtap_epdesc {
	int epid;
	int clause;
	const struct dtap_probedesc *probe;
	int probeid;		/* the probe's id (probe->id) */
	int nacts;
	struct dtap_actdesc *acts;
};

/* One decoded data item of a record. */
struct dtap_item {
	struct dtap_vtype type;
	int64_t ival;		/* ints: the value as recorded (64-bit);
				 * memory: the address it was copied from */
	const char *str;	/* strings: in the record or the key; NOT
				 * always NUL-terminated (a key of exactly
				 * strsize bytes has no NUL): */
	size_t len;		/* print at most len bytes of str */
	/* kind 'a': a histogram aggregation value (printa's %@), printed
	 * as its block, counts divided by NORMAL, scaled as aggzoom says */
	const struct dtap_aggentry *agg;
	int64_t normal;
	bool zoom;
};

/* ---- opening and running ---- */

/* Open a consumer of module MODNAME whose file is KOPATH.  On failure
 * returns NULL and writes a message into ERRBUF. */
struct dtap_hdl *dtap_open(const char *modname, const char *kopath,
			   char *errbuf, size_t errlen);
/* Same from metadata text already in memory (tests, replays): no
 * transport is opened; feed records with dtap_consume_buf(). */
struct dtap_hdl *dtap_open_meta(const char *metatext, char *errbuf,
				size_t errlen);
void dtap_close(struct dtap_hdl *h);
/* The module's transport directory ("" without a transport). */
const char *dtap_transport_dir(const struct dtap_hdl *h);
/* Message of the last failed call. */
const char *dtap_errmsg(const struct dtap_hdl *h);

bool dtap_quiet(const struct dtap_hdl *h);
/* Compiled with -w (its metadata's "destructive 1"). */
bool dtap_destructive(const struct dtap_hdl *h);
int dtap_nsources(const struct dtap_hdl *h);
/* "script 'x.d'" and the number of probes it enabled. */
const char *dtap_source(const struct dtap_hdl *h, int i, int *nmatched);

/* Write "go": BEGIN runs, then the other probes are enabled. */
int dtap_go(struct dtap_hdl *h);
/* $target of the program: the -c command's or -p process's pid (before go). */
int dtap_set_target(struct dtap_hdl *h, int pid);
/* Read the target's mappings again (call while it runs, as dtapio does
 * when it polls): its user addresses resolve after it has exited. */
void dtap_snapshot_target(struct dtap_hdl *h);

/* ---- the -c command (command.c) ---- */

/* Forked and stopped (traced) before "go" until dtap_cmd_release(); then
 * held again at its exec (and, dynamically linked, at its entry point)
 * until dtap_snapshot_target() has sent the unwinding tables of its
 * image and libraries. */
struct dtap_cmd {
	int pid;
	int gate;		/* closing it releases the command */
	bool shell;		/* run by sh -c, else exec'd itself */
	int stage, execs;	/* command.c's */
	int wstatus;		/* of one that ended before its release */
	uint64_t entry;		/* the breakpoint's address, and the word */
	long entry_word;	/* it replaced */
	int64_t released_ns;	/* CLOCK_MONOTONIC */
};
enum dtap_cmd_state {
	DTAP_CMD_RUNNING,	/* running or held */
	DTAP_CMD_EXITED,	/* reaped: its wait status returned */
	DTAP_CMD_UNHELD,	/* it runs untraced (no ptrace): poll its maps */
};
/* Fork CMD (by execvp, or sh -c), held; -1 and errno if it could not be
 * forked. */
int dtap_cmd_start(struct dtap_cmd *c, const char *cmd);
void dtap_cmd_release(struct dtap_cmd *c);
/* Without blocking: handle its stops (exec: send tables), or reap it. */
enum dtap_cmd_state dtap_cmd_poll(struct dtap_hdl *h, struct dtap_cmd *c, int *wstatus);
/* True while it is held and has just been released: poll often (ms),
 * so that it starts soon whatever the wakeups dtap_sleep() misses. */
bool dtap_cmd_starting(const struct dtap_cmd *c);
/* Tracing over: release it, let it go at its next stop, wait for its end
 * (-1: interrupted, it runs on). */
int dtap_cmd_wait(struct dtap_cmd *c);
/* Write "stop": probes are disabled and END runs. */
int dtap_stop(struct dtap_hdl *h);
/* Pause between polls of the (never blocking) buffers: 10 ms after
 * dtap_work() calls that read data (halved, down to 1 ms, after each
 * burst of 64 KiB or more), doubling after each empty one up to the
 * switchrate period (dtap_switchrate(): the program's switchrate option,
 * default 100 ms).  A signal ends the pause early. */
void dtap_sleep(struct dtap_hdl *h);
uint64_t dtap_switchrate(const struct dtap_hdl *h);
/* -x bufpolicy=fill or ring: the module hands out no record before END
 * has run, so an exit() is seen in its state, not in a record. */
bool dtap_buffers_held(const struct dtap_hdl *h);

/* ---- consuming ---- */

enum {
	DTAP_CONSUME_NEXT = 0,	/* go on with default handling */
	DTAP_CONSUME_THIS = 1,	/* handled: skip the default */
	DTAP_CONSUME_ABORT = -1,
};

struct dtap_probedata {
	int cpu;
	const struct dtap_epdesc *ep;
	const unsigned char *data;	/* the actions' data (after header, time) */
	size_t size;
	uint64_t ts;			/* the probe's timestamp; 0: not recorded */
};

/* Called once per data record before its actions.  Default (NULL):
 * dtrace's header line once, then "%3d %6d %32s " unless quiet (with
 * -x flowindent: "CPU FUNCTION", then "%3d %-41s ", even when quiet). */
typedef int dtap_probe_f(struct dtap_hdl *h, FILE *out,
			 const struct dtap_probedata *pd, void *arg);
/* Called after each action of a record with its items, and once more
 * with ACT NULL at the end of the record.  Default (NULL): "\n" at the
 * end of the record unless quiet. */
typedef int dtap_rec_f(struct dtap_hdl *h, FILE *out,
		       const struct dtap_probedata *pd,
		       const struct dtap_actdesc *act,
		       const struct dtap_item *items, void *arg);

enum dtap_workstatus {
	DTAP_WORK_ERROR = -1,
	DTAP_WORK_OKAY = 0,	/* records consumed (or none available) */
	DTAP_WORK_DONE = 1,	/* an exit() record was seen */
};

/* Read and consume everything the buffers hold now. */
enum dtap_workstatus dtap_work(struct dtap_hdl *h, FILE *out,
			       dtap_probe_f *pfn, dtap_rec_f *rfn, void *arg);
/* Consume BUF (chunks of records as the buffers file returns them). */
enum dtap_workstatus dtap_consume_buf(struct dtap_hdl *h, FILE *out,
				      const void *buf, size_t len,
				      dtap_probe_f *pfn, dtap_rec_f *rfn,
				      void *arg);
/* Bytes the last dtap_work() read (0: the buffers were empty). */
size_t dtap_last_read(const struct dtap_hdl *h);
/* exit() seen, and its status (the last exit record consumed wins, as in
 * dtrace). */
bool dtap_exited(const struct dtap_hdl *h, int *status);
/* Print the dtrace header/prefix of a record (what the default probe
 * callback does), for callbacks that want to add to it. */
void dtap_print_prefix(struct dtap_hdl *h, FILE *out,
		       const struct dtap_probedata *pd);

/* ---- status, drops and errors ---- */

struct dtap_status {
	char state[16];		/* loaded running exiting stopped */
	int exit;
	int begun, ended;
	long errors;
	int ncpus;
	long long fbt_missed;	/* fbt returns missed (no free kretprobe) */
	/* speculations: records that did not fit, speculations that found
	 * their buffer busy, speculation() calls that found none free */
	long specdrops, specbusy, specunavail;
};

/* Read the ctl file. */
int dtap_status(struct dtap_hdl *h, struct dtap_status *st);
/* Read ctl and report growth of per-CPU drop counters on ERR as dtrace
 * does ("dtap: N drops on CPU K").  Returns the number of new drops. */
long dtap_check_drops(struct dtap_hdl *h, FILE *err);
/* Read ctl and report, per CPU, the probe firings the module skipped
 * because a dtap probe was already running on that CPU (an interrupt or
 * NMI in the middle of a clause): "dtap: N re-entrant probe firings
 * skipped on CPU K", only for CPUs with N > 0.  The counts are totals
 * since the module was loaded: call it once, at the end.  Returns the
 * total. */
long dtap_report_reentrant(struct dtap_hdl *h, FILE *err);
/* Where the trace output goes now: OUT, or the file freopen() named. */
FILE *dtap_output(struct dtap_hdl *h, FILE *out);
/* Where run-time error records are reported (default stderr). */
void dtap_set_errfile(struct dtap_hdl *h, FILE *err);

/* ---- structured output ---- */

/* -x oformat=json: what the program asks for (dtapio -O overrides it). */
enum dtap_oformat { DTAP_OFORMAT_TEXT, DTAP_OFORMAT_JSON };
enum dtap_oformat dtap_oformat(const struct dtap_hdl *h);
/* Structured output (dtap(1), STRUCTURED OUTPUT): every record, run-time
 * error, drop report and aggregation as one JSON object per line.  Records
 * go where the text would (dtap_work's OUT, or freopen()'s file), errors
 * and drops to OUT here, aggregations to dtap_aggregate_print's.  COPY:
 * the text output stays as it is and the JSON goes to OUT beside it
 * (the test suite checks every golden case's JSON that way). */
void dtap_set_json(struct dtap_hdl *h, FILE *out, bool copy);
bool dtap_json(const struct dtap_hdl *h);

/* ---- aggregations ---- */

/* In the order of the translator's enum dt_aggfunc. */
enum dtap_aggfunc { DTAP_AGG_COUNT, DTAP_AGG_SUM, DTAP_AGG_MIN,
		    DTAP_AGG_MAX, DTAP_AGG_AVG, DTAP_AGG_STDDEV,
		    DTAP_AGG_QUANTIZE, DTAP_AGG_LQUANTIZE, DTAP_AGG_LLQUANTIZE };

struct dtap_aggdesc {
	int id;
	const char *name;	/* without '@'; "" for @ */
	enum dtap_aggfunc func;
	int keysize;
	int nkeys;
	struct dtap_vtype keytypes[8];
	int64_t param[4];	/* lquantize: base limit step;
				 * llquantize: factor low high nsteps */
	int nvals;		/* words of vals[] in an entry */
	const char *labels[8];	/* --metrics: the keys' label names
				 * (#pragma D option metric_labels);
				 * NULL: key0, key1 ... */
};

/* One merged entry (all CPUs). */
struct dtap_aggentry {
	const struct dtap_aggdesc *agg;
	const unsigned char *key;	/* keysize bytes */
	int64_t count, sum, min, max;
	int64_t value;			/* what dtrace prints for FUNC */
	int64_t *vals;			/* agg->nvals words: stddev's sum of
					 * squares (low, high), buckets */
};

/* Take a snapshot of all aggregations (reads the aggs file). */
int dtap_aggregate_snap(struct dtap_hdl *h);
/* Replace the snapshot by the raw aggs-file bytes in BUF. */
int dtap_aggregate_load(struct dtap_hdl *h, const void *buf, size_t len);
int dtap_naggs(const struct dtap_hdl *h);
const struct dtap_aggdesc *dtap_aggdesc(const struct dtap_hdl *h, int aggid);
/* Walk the entries of aggregation AGGID (-1: all, in id order) in
 * dtrace's sorted order.  FN returns non-zero to stop the walk. */
typedef int dtap_aggwalk_f(const struct dtap_aggentry *e, void *arg);
int dtap_aggregate_walk(struct dtap_hdl *h, int aggid, dtap_aggwalk_f *fn,
			void *arg);
/* Key I of entry E: ints as int64 (truncated/extended by key type),
 * strings as a pointer into the key: at most keytypes[I].size bytes,
 * with no NUL when the string fills them (use dtap_aggkey_strlen). */
int64_t dtap_aggkey_int(const struct dtap_aggentry *e, int i);
const char *dtap_aggkey_str(const struct dtap_aggentry *e, int i);
size_t dtap_aggkey_strlen(const struct dtap_aggentry *e, int i);
/* Print one aggregation as printa() does (FMTID -1: default layout) from
 * the current snapshot, and mark it printed. */
int dtap_aggregate_print_one(struct dtap_hdl *h, FILE *out, int aggid,
			     int fmtid);
/* clear(@a) (TRUNC false) or trunc(@a, N) as the consumer reaches the
 * action: N 0 removes every entry, N > 0 keeps the N largest values,
 * N < 0 the -N smallest.  Entries removed come back, from zero, when
 * they are updated again. */
int dtap_aggregate_clear(struct dtap_hdl *h, int aggid, bool trunc, int64_t n);
/* printa() of NAGGS aggregations joined on their keys (FMTID -1: the
 * default layout, the values side by side); sorted by the value of the
 * aggregation at position aggsortpos. */
int dtap_aggregate_print_joined(struct dtap_hdl *h, FILE *out, const int *aggids,
				int naggs, int fmtid);
/* Print every aggregation not yet printed, as dtrace does at exit. */
int dtap_aggregate_print(struct dtap_hdl *h, FILE *out);

/* ---- Prometheus metrics (metrics.c; dtap(1), METRICS) ---- */

/* Whether the aggregations can be served as metrics: -1 with a message
 * in ERR when the program has none, or two would give one metric name. */
int dtap_metrics_check(struct dtap_hdl *h, char *err, size_t errlen);
/* The aggregations in Prometheus' text exposition format (0.0.4), or
 * with DTAP_METRICS_OPENMETRICS in OpenMetrics' (1.0.0); with
 * DTAP_METRICS_FRESH from a snapshot of their own read now (a scrape: the
 * consumer's snapshot is not touched), otherwise from the last
 * dtap_aggregate_snap(). */
#define DTAP_METRICS_FRESH		1u
#define DTAP_METRICS_OPENMETRICS	2u
int dtap_metrics_write(struct dtap_hdl *h, FILE *out, unsigned int flags);
/* Does ACCEPT (a scrape's Accept header, or NULL) prefer OpenMetrics to
 * the 0.0.4 text? */
bool dtap_metrics_wants_om(const char *accept);

#endif /* DTAP_H */
