/* SPDX-License-Identifier: GPL-2.0 */
/*
 * dtap_wire.h - the contract between the probe side (runtime/, generated C)
 * and the consumer (stapio/dtapio, libdtap).  Included by kernel code and by
 * user-space code alike, so it uses only <linux/types.h> types.
 *
 * TRANSPORT FILES
 *   The module creates a directory named after the module, first in debugfs
 *   (/sys/kernel/debug/dtap/<module>/), and if debugfs is unavailable or
 *   locked down, in procfs (/proc/dtap/<module>/).  Files (mode 0400/0600,
 *   owned by the loading user):
 *
 *   buffers  read-only.  read() returns zero or more chunks, each a
 *            struct dtap_chunk_hdr followed by chunk.bytes bytes holding
 *            whole records taken from that CPU's ring.  It never returns a
 *            partial record.  Returns 0 when every ring is empty (never
 *            blocks).  The user buffer must be at least DTAP_READ_MIN bytes.
 *   aggs     read-only.  Reading from offset 0 returns a snapshot of all
 *            aggregations of all CPUs: a sequence of
 *            struct dtap_agg_entry_hdr, each followed by the key bytes
 *            (keysize from the metadata of that aggregation), then
 *            struct dtap_agg_val, then the function's extra s64 words
 *            (dt_agg_nvals(): stddev's 128-bit sum of squares, low word
 *            first; a histogram's bucket counts).  Entries of different CPUs for the same
 *            key are separate; the consumer merges them.
 *   ctl      read/write.  Writes are one command per write():
 *              "go"      run BEGIN clauses, then enable all other probes.
 *              "stop"    disable probes (except END), run END clauses.
 *            Read returns one line of text, struct-like key=value pairs:
 *              "state=S exit=N begun=B ended=E errors=N cpus=C fbt_missed=M
 *               specdrops=N specbusy=N specunavail=N\n" (one line)
 *              followed by one line per possible CPU:
 *              "cpu=K drops=N aggdrops=N reentrant=N dyndrops=N\n"
 *            state is one of: loaded running exiting stopped.
 *
 * RECORDS (in a CPU's ring; all little endian, 8-byte aligned)
 *   struct dtap_rec_hdr { epid, size } then payload.  size counts the
 *   header and is a multiple of 8.
 *   - epid >= 1: a data record of an enabled probe (a clause on a probe).
 *     With "option rectime 1" (programs compiled with -x oformat=json) the
 *     payload starts with __u64 the probe's timestamp (as D's timestamp
 *     reads it); then the data of the clause's data actions in order, laid
 *     out as the metadata "act" lines describe (see below).
 *   - epid == DTAP_EPID_ERROR: a run-time error; payload is
 *     struct dtap_err_rec.
 *
 * DATA ITEM LAYOUT inside a data record
 *   int    : 8 bytes, the value sign- or zero-extended to 64 bits.
 *   string : __u32 len (bytes, excluding NUL, at most strsize), then len
 *            bytes and a NUL,
 *            then zero padding so the item's total size is a multiple of 8.
 *   memory : (TYPE mN) __u32 len (bytes to print, at most N), __u32 0,
 *            __u64 the address copied from, then N bytes, zero padded to 8.
 *
 * METADATA
 *   The translator stores a text description of the program in the module
 *   in a section named DTAP_META_SECTION, as one NUL-terminated string.
 *   One item per line, fields separated by single spaces; strings that may
 *   hold spaces are written in double quotes with C escapes (\n \t \\ \"
 *   \ooo).  Lines, in this order:
 *
 *     dtap-meta 1
 *     module NAME
 *     kernel RELEASE
 *     source "DESCRIPTION" N        one per -s/-n: "script 'x.d'" or
 *                                   "description 'BEGIN '", and the number of
 *                                   enabled probes it gave; dtapio prints
 *                                   "dtap: DESCRIPTION matched N probe(s)"
 *                                   unless quiet
 *     option NAME VALUE             quiet 0|1, strsize N, bufsize N, aggsize N,
 *                                   aggsortkey 0|1, aggsortrev 0|1,
 *                                   aggsortpos 0|1, aggsortkeypos N,
 *                                   aggzoom 1 (only when set)
 *                                   switchrate NS (only when set: the
 *                                   consumer's longest pause between
 *                                   reads of the buffers, in ns)
 *                                   oformat 1 (only when set: -x
 *                                   oformat=json, structured output)
 *                                   rectime 1 (with oformat json: each
 *                                   data record starts with its time)
 *     destructive 1                 only when compiled with -w (chill, raise,
 *                                   stop, system, panic)
 *     kdestructive 1                only when the program calls a kernel-
 *                                   destructive action (chill, panic):
 *                                   dtaprun loads it for root only
 *     guru 1                        only when compiled with -g (embedded C):
 *                                   dtaprun loads it for root only
 *     probe ID PROVIDER MODULE FUNCTION NAME    ("-" stands for an empty field)
 *     fmt FMTID "FORMAT"            printf/printa format strings
 *     agg AGGID NAME FUNC KEYSIZE NKEYS [KEYTYPE...]
 *                                   FUNC: count sum min max avg stddev
 *                                   quantize lquantize:BASE:LIMIT:STEP
 *                                   llquantize:FACTOR:LOW:HIGH:NSTEPS
 *                                   KEYTYPE: see TYPE below; an int key takes
 *                                   8 bytes of the key, a string key strsize
 *                                   bytes (NUL padded; a string of strsize
 *                                   bytes, the most a value holds as in
 *                                   DTrace, has no NUL there)
 *     agglabels AGGID LABEL...      after its agg line, one label per key:
 *                                   #pragma D option metric_labels, the
 *                                   names of --metrics' key labels
 *     epid EPID PROBEID CLAUSE NACTS
 *     act EPID INDEX KIND ...       one per data action of the clause,
 *                                   INDEX counts from 1 in source order of
 *                                   the clause's statements (as "action #N")
 *        act E I printf FMTID NARGS [TYPE...]
 *        act E I trace TYPE
 *        act E I exit                 (one int item: the status)
 *        act E I printa AGGID FMTID [AGGID...]
 *                                     (no data item; FMTID -1: no format;
 *                                     more AGGIDs: joined on the keys)
 *        act E I clear AGGID          (no data item)
 *        act E I trunc AGGID [TYPE]   (the number of entries to keep, if given)
 *        act E I normalize AGGID TYPE (the normalization factor)
 *        act E I denormalize AGGID    (no data item)
 *        act E I setopt "NAME" ["VALUE"]  (no data item)
 *        act E I freopen s            (the path, "": the original output)
 *        act E I tracemem mN          (N bytes at an address)
 *        act E I print PTYPEID TYPE   (a value, or a struct/union/array
 *                                     read from memory (mN), printed as
 *                                     the ptype PTYPEID)
 *     ptype ID KIND SIZE "NAME" [A B]  the types print() prints, each
 *     pmem ID OFF BITOFF BITWIDTH MTYPEID "NAME"   before its users;
 *     penum ID VALUE "NAME"           translator/cg/dt_meta_ptype.c
 *                                     describes the kinds
 *
 *   TYPE is i1 i2 i4 i8 u1 u2 u4 u8 (a D integer of that size and
 *   signedness, which sets printing width and sign) or s (string), or
 *   mN (N bytes of memory, 1 <= N <= 65536: tracemem, print), or
 *   sym / mod (a kernel address, 8 bytes like u8, that the consumer
 *   prints as "module`symbol" / "module": func() sym() mod()), or stackN
 *   (stack(N): N kernel return addresses, 8 bytes each, innermost first,
 *   0 after the last; 8 * N bytes in a record and in a key).
 *   A clause with no statements at all has an epid line with NACTS 0 and
 *   writes a record with no payload (the consumer prints the probe line).
 *   A clause whose statements record no data writes no record at all.
 */
#ifndef DTAP_WIRE_H
#define DTAP_WIRE_H

#include <linux/types.h>

#define DTAP_META_SECTION	".dtap_meta"
/* Present in every module compiled with -g (guru mode): the translator
 * emits it before any of the script's C, which cannot remove a section,
 * so dtaprun knows a guru module without trusting a claim the script's
 * own C could forge in the metadata. */
#define DTAP_GURU_SECTION	".dtap_guru"
#define DTAP_META_VERSION	1
#define DTAP_DEBUGFS_DIR	"dtap"		/* under the debugfs mount */
#define DTAP_PROCFS_DIR		"dtap"		/* under /proc */
#define DTAP_READ_MIN		(64 * 1024)

#define DTAP_EPID_ERROR		0xfffffffeU

/* Fixed probe ids of the dtrace provider; other probes count from 4. */
#define DTAP_PROBE_BEGIN	1
#define DTAP_PROBE_END		2
#define DTAP_PROBE_ERROR	3

struct dtap_rec_hdr {
	__u32 epid;
	__u32 size;
};

struct dtap_chunk_hdr {
	__u32 cpu;
	__u32 bytes;
};

/* Fault codes: the consumer prints them with dtap_fault_name(). */
enum dtap_fault {
	DTAP_FAULT_NONE = 0,
	DTAP_FAULT_DIVZERO,	/* "divide-by-zero" */
	DTAP_FAULT_BADADDR,	/* "invalid address (0x%llx)" */
	DTAP_FAULT_BADSTR,	/* "invalid string" (unterminated) */
	DTAP_FAULT_NOSCRATCH,	/* "out of scratch space" */
	DTAP_FAULT_ILLOP,	/* "illegal operation" */
	DTAP_FAULT_UPRIV,	/* "invalid user access": a process not the
				 * loading user's (runtime/privilege.c) */
	DTAP_FAULT_KPRIV,	/* "invalid kernel access" */
	DTAP_FAULT_MAX
};

struct dtap_err_rec {
	__u32 epid;		/* enabled probe whose clause faulted */
	__u32 action;		/* 1-based action number, 0: predicate */
	__u32 fault;		/* enum dtap_fault */
	__u32 pad;
	__u64 addr;		/* faulting address, if any */
	__u64 ts;		/* when: the timestamp of the faulting probe */
};

struct dtap_agg_entry_hdr {
	__u32 aggid;
	__u32 cpu;
};

/* Values of one aggregation entry; which fields mean what depends on FUNC:
 * count: count; sum: sum; min: min (count > 0); max: max; avg: sum/count. */
struct dtap_agg_val {
	__s64 count;
	__s64 sum;
	__s64 min;
	__s64 max;
};

/*
 * User stack unwinding tables ("unwind" command of the ctl file): what
 * dtapio made of the CFI (.eh_frame and .debug_frame) of the objects
 * the target process maps, for ustack(), ucaller and ustackdepth
 * (runtime/uwind.c walks them; stapio/ucfi.c and uwind.c make them).
 * The write is "unwind\n", a head, then NROWS rows sorted by pc (the
 * process's own addresses): a row rules from its pc up to the next
 * row's.  The return address is at CFA - 8 (x86-64).
 */
#define DTAP_UWT_MAGIC		0x74777564u	/* "duwt" */
#define DTAP_UWT_VERSION	1
#define DTAP_UWT_CMD		"unwind\n"
/* The most rows a module takes (16 bytes each: 16 MiB). */
#define DTAP_UWT_MAXROWS	(1u << 20)

enum dtap_uwt_kind {
	DTAP_UWT_NONE = 0,	/* no CFI here: walk by the frame pointer */
	DTAP_UWT_RSP,		/* CFA = rsp + cfa_off */
	DTAP_UWT_RBP,		/* CFA = rbp + cfa_off */
	DTAP_UWT_STOP,		/* the outermost frame (return address undefined) */
};

struct dtap_uwt_head {
	__u32 magic;
	__u32 version;
	__s32 pid;		/* the process the addresses are of */
	__u32 nrows;
	__u64 exe_dev;		/* its executable as stat(2) gives it: a table */
	__u64 exe_ino;		/* made before an exec is refused after it */
};

struct dtap_uwt_row {
	__u64 pc;
	__s32 cfa_off;
	__s16 rbp_off;		/* the caller's rbp at CFA + rbp_off */
	__u8 kind;		/* enum dtap_uwt_kind */
	__u8 rbp_saved;		/* 0: rbp is the caller's still */
};

#endif /* DTAP_WIRE_H */
