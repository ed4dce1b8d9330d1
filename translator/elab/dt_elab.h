/*
 * dt_elab.h - pass 2, the elaborator: the parsed script becomes a
 * program.  Probes are matched (through the providers), identifiers
 * resolved, every node typed, constants folded, EPIDs given; what pass 3
 * needs to know of a node is decided here and recorded on it.
 *
 *   dt_elab.c          the pass: pragmas, clauses matched, predicates and bodies typed
 *   dt_elab_expr.c     expressions: operators, conversions, identifiers
 *   dt_elab_assign.c   assignments and ++/--: what can be written, and how
 *   dt_elab_stmt.c     statements and actions
 *   dt_elab_var.c      variables and declarations (globals, self->, this->, inlines)
 *   dt_elab_ptr.c      C's memory model: ->, ., *, &, [], pointer arithmetic
 *   dt_elab_sou.c      structs and unions a script declares, offsetof
 *   dt_elab_xlate.c    translators and xlate; copies of trees
 *   dt_elab_agg.c      aggregations "@name[keys] = func(args)"
 *   dt_metric_labels.c #pragma D option metric_labels: --metrics' label names
 *   dt_elab_mem.c      tracemem(), print() and trace() of memory
 *   dt_elab_spec.c     speculations
 *   dt_subr.c          D's subroutines: one table, prototypes for pass 2, helpers for pass 3
 *   dt_fold.c          constant folding as dtrace's parser does it
 *   dt_macro.c         macro variables: $1 $$1 $0 $pid $target ...
 *   dt_alias.c         stable probes: the probe-alias form of tapsets
 *   dt_tapset.c        the tapset library loaded before the script
 *   dt_attr.c          stability attributes: #pragma D attributes, -x amin, -v
 *   dt_program_print.c --pass=2: what elaboration decided
 */
#ifndef DT_ELAB_H
#define DT_ELAB_H

#include "providers/dt_provider.h"

enum dt_ident_kind {
	ID_GLOBAL,	/* global scalar variable */
	ID_BUILTIN,	/* timestamp, cpu, probefunc, ... */
	ID_THIS,	/* this->name: per-CPU, lives for one probe firing */
	ID_INLINE,	/* inline name = expr: its (folded) value */
	ID_DYN,		/* self->x, a[k...], self->a[k...]: dynamic variables */
};

struct dt_ident {
	enum dt_ident_kind kind;
	char *name;
	struct dt_type *type;
	int id;			/* globals: 0..n-1; builtins: enum dt_builtin */
	struct dt_loc loc;	/* first use (globals) */
	bool declared;		/* by a declaration (not a first assignment) */
	int off;		/* ID_THIS: offset in u64 words */
	bool self;		/* ID_DYN: thread-local */
	int nkeys;		/* ID_DYN: associative array keys (0: scalar) */
	struct dt_type *keys[8];
	struct dt_node *value;	/* ID_INLINE */
	char *const *params;	/* ID_INLINE name[T p, ...] (nkeys, keys): p, ... */
	signed char body_ok;	/* ID_INLINE with params: its expression names
				 * only earlier inlines (1), not (-1), unknown (0) */
	struct dt_ident *next;
};

enum dt_builtin {
	BI_TIMESTAMP, BI_WALLTIMESTAMP, BI_CPU, BI_ID, BI_EPID,
	BI_PROBEPROV, BI_PROBEMOD, BI_PROBEFUNC, BI_PROBENAME,
	BI_ARG0,	/* ... BI_ARG0 + 9: arg0..arg9 (ctx->args[]) */
	BI_CALLER = BI_ARG0 + 10,
	BI_PID, BI_TID, BI_PPID, BI_UID, BI_GID, BI_EXECNAME, BI_VTIMESTAMP,
	BI_STACKDEPTH, BI_ERRNO, BI_CURTHREAD, BI_UCALLER, BI_USTACKDEPTH,
	BI_CPUCYCLES,
};


struct dt_agg {
	char *name;		/* without '@'; "" for the anonymous @ */
	int id;			/* 0..n-1 */
	enum dt_aggfunc func;
	int nkeys;
	struct dt_type *keytypes[8];
	int keysize;		/* bytes: 8 per int key, strsize per string */
	int64_t param[4];	/* lquantize base limit step; llquantize
				 * factor low high nsteps */
	int nvals;		/* s64 words beyond count/sum/min/max */
	struct dt_loc loc;	/* first use */
	/* #pragma D option metric_labels (dt_metric_labels.c): the keys'
	 * label names, or NULL (key0, key1 ...) */
	char *labels[8];
	bool labels_set;	/* a pragma named it (even without keys) */
	struct dt_agg *next;
};

/* dt_metric_labels.c: is NAME the pragma option metric_labels (handled
 * here, not by the options table)?  Apply every such pragma of the
 * script once the clauses are elaborated (D_METRIC_LABELS). */
bool dt_metric_labels_option(const char *name);
void dt_metric_labels_apply(struct dt_program *prog);


struct dt_program *dt_elaborate(struct dt_script *s, const struct dt_options *o,
				const char *const *source_desc, int nsources);
/* --pass=2: matched probes and the types of globals and aggregations. */
void dt_program_print(FILE *out, const struct dt_program *p);

/* Stable probes of tapsets (dt_alias.c): "probe proc:::exit (int) {
 * sdt:::sched_process_exit = (...); fbt::do_exit:entry = (...); };" each a
 * provider of its own, resolved to the first lower probe the target has. */
struct dt_alias;
void dt_alias_define(struct dt_program *prog, struct dt_decl *d);	/* 'P' */
void dt_alias_collect(const struct dt_script *s);	/* -l: before pass 2 */
/* Call FN(dt_alias provider) for each provider tapsets define. */
void dt_alias_providers(void (*fn)(const struct dt_provider *pv, void *arg), void *arg);
/* Match DESC against the stable probes (as a provider's match); the
 * number matched, -1 when DESC names no stable provider. */
int dt_alias_match(struct dt_program *prog, const struct dt_probedesc *desc,
		   void (*fn)(struct dt_program *, struct dt_probe *, void *), void *arg);
/* After clause C is matched: the guards of its stable probes join its
 * predicate. */
void dt_alias_clause(struct dt_program *prog, struct dt_clause *c);
/* args[I] (node N) in a clause of stable probes: N becomes the alias's
 * expression; false when the clause's probes are not stable ones. */
bool dt_alias_args(struct dt_program *prog, struct dt_node *n, int i);
bool dt_alias_argn(struct dt_program *prog, struct dt_node *n, int i);
/* The stable probe's names, for output and probeprov ... (PR->alias). */
void dt_alias_names(const struct dt_probe *pr, const char **prov, const char **mod,
		    const char **func, const char **name);
void dt_alias_reset(void);
/* For dtap -l: the stable providers and the declared attributes. */
extern const struct dt_list_more dt_list_stable;

void dt_elab_expr(struct dt_program *prog, struct dt_node *n);
/* Between dt_elab_expr.c and dt_elab_assign.c: assignments and ++/--,
 * the keys of a variable reference, and whether a reference has the
 * shape of its variable (scalar, array, keys); is N[...] an associative
 * array reference (not a pointer or array index)? is OP RHS "/ 0"? */
void dt_elab_assign(struct dt_program *prog, struct dt_node *n);
void dt_elab_incdec(struct dt_program *prog, struct dt_node *n);
bool dt_elab_keys(struct dt_program *prog, struct dt_node *n);
/* Key #I of an associative array or an aggregation (KIND, dtrace's
 * words: "associative array", "aggregation") typed: false, said, when it
 * has no value (void, an action) or is an aggregation, dtrace-utils'
 * D_KEY_TYPE (dt_ident.c, dt_idcook_assc). */
bool dt_elab_key(struct dt_program *prog, struct dt_node *k, int i, const char *kind);
/* @name, used as a value, names an aggregation of the program; else it is
 * said as dtrace says it (dt_parser.c, dt_xcook_ident: D_IDENT_UNDEF). */
bool dt_elab_agg_known(struct dt_program *prog, const struct dt_node *n);
bool dt_var_shape_ok(const struct dt_ident *id, const struct dt_node *n);
bool dt_is_assoc_ref(struct dt_program *prog, const struct dt_node *n);
bool dt_div_by_zero(const char *op, const struct dt_node *rhs);
void dt_elab_embed(struct dt_program *prog, const struct dt_loc *loc);
void dt_elab_stmt(struct dt_program *prog, struct dt_node *s);
/* Variables and declarations (dt_elab_var.c). */
void dt_elab_decl(struct dt_program *prog, struct dt_decl *d);
struct dt_ident *dt_var_find(struct dt_program *prog, const struct dt_node *n);
struct dt_ident *dt_inline_find(struct dt_program *prog, const char *name);
/* N is name[args]: when name is an inline, N becomes its value for ARGS
 * (typed) and true is returned; false: not an inline. */
bool dt_elab_inline_index(struct dt_program *prog, struct dt_node *n);
struct dt_ident *dt_var_define(struct dt_program *prog, const struct dt_node *n,
			       struct dt_type *type);
/* The variable lvalue LV of operator OP names, defined on first use;
 * ZERO_RHS: the value is the constant 0 (frees a dynamic string). */
struct dt_ident *dt_var_lvalue(struct dt_program *prog, struct dt_node *lv, const char *op,
			       const struct dt_loc *oploc, struct dt_type *rtype, bool zero_rhs);
bool dt_var_check_keys(const struct dt_ident *id, const struct dt_node *n);
/* Fold N (typed) into an ND_INT when its operands are constants
 * (dt_fold.c); V converted to integer type T and widened to 64 bits. */
void dt_fold(struct dt_node *n);
uint64_t dt_int_convert(uint64_t v, const struct dt_type *t);
/* Macro variables (dt_macro.c): ARGV[0] is $0; PID the -p pid; CMD: -c. */
void dt_macro_set_args(int argc, char **argv, const char *pid, bool cmd);
void dt_macro_reset(void);	/* no arguments, as before dt_macro_set_args */
void dt_elab_macro(struct dt_program *prog, struct dt_node *n);
void dt_macro_check_unused(const struct dt_program *prog);
char *dt_macro_subst(struct dt_program *prog, const char *text, const struct dt_loc *loc);
/* D's subroutines (dt_subr.c): a row of their table; pass 2 records it
 * on the call node (n->subr) for pass 3. */
/*
 * Prototype letters, one per argument: 's' string, 'i' any integer, 'S'
 * a string or NULL (strtok's "go on with the last string"), 'U' a user
 * address (the helper gets ctx), 'p' a kernel address (a pointer or an
 * integer); arguments after the first `min` are optional.  The return:
 * "s" string, "void", or a type name ("void *", "int" ...).  A helper
 * that may fault gets ctx first and is followed by a fault check.
 * LOCK: 'm' a mutex or 'r' a reader-writer lock subroutine, whose helper
 * also gets where the lock word is (locks.c).
 */
struct dt_subr {
	const char *name;
	const char *ret;
	const char *args;
	int min;
	const char *cfn;	/* runtime helper */
	const char *proto;	/* dtrace's prototype, for diagnostics */
	bool faults;		/* may abort the clause (ctx->fault) */
	char lock;		/* 'm' mutex_*, 'r' rw_*, 0: neither */
};
bool dt_subr_exists(const char *name);
void dt_elab_subr(struct dt_program *prog, struct dt_node *n);
/* CALL (a subroutine, an action, an aggregating function) has ARGC
 * arguments, from MIN to MAX (INT_MAX: no most)?  Else D_PROTO_LEN in
 * dtrace's words (dt_parser.c, dt_node_proto: "... %d args passed, at
 * least 2 expected") and false. */
bool dt_proto_len_ok(const struct dt_node *call, int argc, int min, int max);
/* Clause C calls alloca copyin copyinto or bcopy: the module needs its
 * scratch space (scratchsize bytes per CPU). */
bool dt_subr_uses_scratch(const struct dt_clause *c);
/* Aggregations (dt_elab_agg.c): "@a[keys] = func(args);" and lookup. */
void dt_elab_agg_stmt(struct dt_program *prog, struct dt_node *s);
struct dt_agg *dt_agg_find(struct dt_program *prog, const char *name);
/* clear(@a) trunc(@a[, n]) normalize(@a, n) denormalize(@a): CALL's
 * arguments checked, call->agg set. */
void dt_elab_agg_action(struct dt_program *prog, struct dt_node *call);
/* tracemem( ), printm( ), print( ) (dt_elab_mem.c): bytes of memory in the
 * record, at most DT_MEMREC_MAX; what each records is set on the call node
 * for pass 3 (call->memdump, call->memtype).  dt_print_memtype: the type
 * print( ) reads from memory for argument A (NULL: A's value is printed as
 * a scalar). */
#define DT_MEMREC_MAX 65536
void dt_elab_tracemem(struct dt_program *prog, struct dt_node *call);
void dt_elab_printm(struct dt_program *prog, struct dt_node *call);
void dt_elab_print(struct dt_program *prog, struct dt_node *call);
struct dt_type *dt_print_memtype(const struct dt_node *a);
/* dt_trace_memtype: the type of a struct, union or array trace( ) records
 * by its bytes (dtrace's by-reference trace), NULL for other values. */
struct dt_type *dt_trace_memtype(const struct dt_node *a);
/* dt_meta_ptype.c: the "ptype" metadata lines of T (and of the types in
 * it) written to OUT once per program; T's id. */
struct dt_ptypes;
struct dt_ptypes *dt_ptypes_new(void);
void dt_ptypes_free(struct dt_ptypes *pt);
int dt_ptype_id(FILE *out, struct dt_ptypes *pt, struct dt_type *t);
/* Speculations (dt_elab_spec.c). */
bool dt_is_spec_action(const char *name);
/* NAME is a D built-in variable (execname, args, uregs, zonename ...) */
bool dt_is_builtin_name(const char *name);
/* What dtrace calls the function NAME (dt_ident.c, dt_idkind_name):
 * "function", "aggregating function", "tracing function"; NULL if none. */
const char *dt_function_kind(const char *name);
/* N calls an action (printf, exit ...): a statement, never a value */
bool dt_is_action_call(const struct dt_node *n);
/* N, an action call, checked against its prototype alone: true if fits */
bool dt_elab_action_proto(struct dt_program *prog, struct dt_node *n);
void dt_elab_spec_action(struct dt_program *prog, struct dt_node *call);
void dt_elab_spec_order(const struct dt_clause *c);
/* Which argument of FUNC is the histogram increment (-1: none). */
int dt_agg_incr_arg(enum dt_aggfunc func);
/* A function called for its value (actions have none). */
void dt_elab_call_value(struct dt_program *prog, struct dt_node *n);
/* dt_elab_ptr.c: member access, unary * and &, pointer/array indexing
 * (after LHS is typed), pointer arithmetic (false: no pointer operand),
 * stringof, and char arrays/pointers turned into strings in place where a
 * string is wanted.  dt_node_is_addr: N (struct, union or array typed)
 * stands for its address, not a value; pass 3 follows that convention. */
void dt_elab_member(struct dt_program *prog, struct dt_node *n);
void dt_elab_deref(struct dt_program *prog, struct dt_node *n);
/* s[i] of a string typed (dt_elab_expr.c); *s is s[0] (dt_elab_deref). */
void dt_elab_str_index(struct dt_program *prog, struct dt_node *n);
void dt_elab_addr(struct dt_program *prog, struct dt_node *n);
void dt_elab_mem_index(struct dt_program *prog, struct dt_node *n);
/* The one index of [ ] node N, elaborated; NULL when there is not exactly
 * one (reported) or it has no type (pass 2 reported why). */
struct dt_node *dt_elab_index_arg(struct dt_program *prog, struct dt_node *n);
bool dt_elab_ptr_binop(struct dt_node *n);
/* Operands L and R do not suit binary (or compound assignment) operator
 * OP: dtrace's tag and words by OP's family. */
void dt_op_operands_error(const struct dt_loc *loc, const char *op, const struct dt_type *l,
			  const struct dt_type *r);
void dt_elab_stringof(struct dt_program *prog, struct dt_node *n);
void dt_elab_to_string(struct dt_node *n);
bool dt_node_is_addr(const struct dt_node *n);
bool dt_node_in_dynvar(const struct dt_node *n);	/* self->s.m, a[k].m[1] */
/* dt_elab_sou.c: struct/union declarations into the type store (NULL:
 * diagnosed), array types of declarators and of casts, offsetof, and whether member
 * (or element) N of a struct variable may be assigned with OP. */
struct dt_type *dt_elab_sou(struct dt_program *prog, struct dt_decl *d);
char *dt_elab_dims_name(struct dt_program *prog, const char *base, struct dt_node *dims);
struct dt_type *dt_elab_array_type(struct dt_program *prog, struct dt_type *t,
				   struct dt_node *const *dims, int ndims,
				   const struct dt_loc *loc);
void dt_elab_offsetof(struct dt_program *prog, struct dt_node *n);
struct dt_type *dt_type_or_forward(struct dt_program *prog, const char *name);
bool dt_elab_member_lvalue(struct dt_program *prog, struct dt_node *n, const char *op);
/* Is lvalue N a checked store: through a pointer (p->m, *p, p[i]) or at
 * a variable index of a variable's array (a[i])? */
bool dt_lvalue_checked(const struct dt_node *n);
/* A string in memory: an element of a string array, a string member
 * (read by copying it, written in place: its address is known). */
bool dt_is_mem_string(const struct dt_node *n);
/* The variable (struct or array) whose part the store N is, when an index
 * of its chain is not a constant: pass 3 checks the store against that
 * variable's own object; NULL for other stores. */
const struct dt_node *dt_lvalue_var_base(const struct dt_node *n);
/* dt_elab_xlate.c: translators (declarations) and xlate expressions;
 * member access on a translated value becomes the translator's
 * expression for that member. */
void dt_elab_translator(struct dt_program *prog, struct dt_decl *d);
void dt_elab_xlate(struct dt_program *prog, struct dt_node *n);
bool dt_elab_xlate_member(struct dt_program *prog, struct dt_node *n);
bool dt_elab_xlate_left(const struct dt_node *n);	/* diagnosed: true */
void dt_xlate_reset(void);
/* N, typed, is a translated value as a whole (xlate <T>(x), xlate <T *>(x),
 * *curpsinfo): what dtrace calls its dynamic type (dt_parser.c,
 * dt_node_type_name), else NULL. */
const char *dt_xlate_whole(const struct dt_node *n);
/* A deep copy of expression N (its argument lists too, not N->next). */
struct dt_node *dt_node_copy(const struct dt_node *n);
struct dt_node *dt_node_copy_list(const struct dt_node *n);	/* through next */
/* Replace in N (a fresh copy) every use of identifier NAME with a copy of WITH. */
void dt_node_substitute(struct dt_node *n, const char *name, const struct dt_node *with);
/* (T)E for a typed E and an integer type T, folded when constant. */
struct dt_node *dt_node_cast_to(struct dt_node *e, struct dt_type *t, const struct dt_loc *loc);
/* Where the text of expression N starts (for argument diagnostics). */
const struct dt_loc *dt_node_start(const struct dt_node *n);

/* ---- stability (dt_attr.c): #pragma D attributes, -x amin, -v ---- */

/* PV's attributes, as "#pragma D attributes A provider PV PART" left them. */
struct dt_pattr dt_provider_pattr(const struct dt_provider *pv);
/* dtrace -lv's two attributes of probe PROV:MOD:FUNC:NAME of PV. */
void dt_attr_probe(const struct dt_provider *pv, const char *mod, const char *func,
		   const char *name, struct dt_attr *desc, struct dt_attr *args);
/* "#pragma D attributes ..." of the script (PROG) or of a tapset (NULL). */
void dt_attr_pragma(struct dt_program *prog, const struct dt_pragma *p);
/* Pass 2, after the declarations: a pragma naming an identifier that no
 * declaration defined is D_PRAGMA_UNUSED. */
void dt_attr_check_unused(const struct dt_program *prog);
/* Pass 2: node N was elaborated; ORIG is N as it was before (its parts
 * may since have been replaced): N's attributes, checked against amin. */
void dt_attr_expr(struct dt_program *prog, struct dt_node *n, const struct dt_node *orig);
/* Pass 2: clause C was elaborated; PRED its predicate as written. */
void dt_attr_clause(struct dt_program *prog, struct dt_clause *c, const struct dt_node *pred);
/* dtap -v: dtrace's "Stability attributes for ..." of each -s/-n;
 * COMPILE_ONLY (-e): each probe description's attributes and types too. */
void dt_stability_report(FILE *out, struct dt_program *p, bool compile_only);
void dt_attr_reset(void);
/* Is NAME one of dtap's built-in variables (dt_elab_expr.c)? */
bool dt_builtin_exists(const char *name);

/* ---- the tapset library (dt_tapset.c) ---- */

/* -I DIR, -x libdir=DIR: a directory of tapsets after the installed one. */
void dt_tapset_add_dir(const char *dir);
/* Parse the tapsets whose depends_on the target meets (VERBOSE: say which
 * are skipped and loaded): one script of declarations to put before the
 * user's; NULL on a parse error (diagnosed). */
struct dt_script *dt_tapsets_load(bool verbose);
/* Pass 2: tapset declaration D, elaborated quietly (a failure is kept for
 * dt_tapset_why, not reported). */
void dt_tapset_elab_decl(struct dt_program *prog, struct dt_decl *d);
/* Elaborate the tapset declarations of SCOPE ('X' translators, 'P'
 * stable probes, 'i' inlines) named NAME (NULL: all) that were left for
 * their first use. */
void dt_tapset_need(struct dt_program *prog, char scope, const char *name);
/* Why NAME (an identifier, "struct s", "translator T") a tapset declares
 * is not available: "tapset F.d was skipped: ...", NULL if it is not one. */
const char *dt_tapset_why(const char *name);
bool dt_tapset_module_exists(const char *name);
/* A script's "#pragma D depends_on ..." or "binding ...": checked. */
void dt_tapset_pragma(const struct dt_pragma *p);
bool dt_tapset_library_loaded(const char *name);
bool dt_tapset_is_file(const char *path);	/* a loaded tapset's path */
void dt_tapset_reset(void);


#endif /* DT_ELAB_H */
