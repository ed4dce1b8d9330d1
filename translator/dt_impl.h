/*
 * dt_impl.h - the types that travel between the passes of the translator
 * (chibicc-style: Token, Node, Type, and the elaborated Program), and the
 * entry points of each pass.  Nothing outside translator/ and stapio/
 * includes this; the public library API is dtap.h.
 *
 *   pass 1  dt_lex.c  dt_parse.c        source -> struct dt_clause list
 *           dt_ast_print.c              --pass=1 output
 *   pass 2  dt_elab.c  dt_prov_*.c      probes matched, idents resolved,
 *                                       every node typed, EPIDs assigned
 *   pass 3  dt_cg.c  dt_meta.c          program -> module C + metadata
 *   pass 4  dt_build.c  dt_features.c   kbuild, then signing/
 */
#ifndef DT_IMPL_H
#define DT_IMPL_H

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
#include "dt_errtags.h"
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
/* Forget what a compile left in module-level state (dt_reset.c), so one
 * process may compile again: the fuzzer, which frees each compile's
 * memory, and the unit tests. */
void dt_compile_reset(void);
/* true: errors from now on are kept, not reported nor counted; false:
 * back to reporting, returns the first one kept ("LINE:COL: message"),
 * NULL if none (tapset declarations, dt_tapset.c). */
const char *dt_diag_capture(bool on);
const char *dt_errtag_name(enum dt_errtag tag);
extern bool dt_opt_errtags;

/* ---- tokens (dt_lex.c) ---- */

enum dt_tok_kind {
	TK_IDENT,	/* identifiers and keywords (check with dt_tok_is) */
	TK_PUNCT,	/* operators and punctuation */
	TK_INT,		/* integer constant: ival, ity */
	TK_STR,		/* string constant: str/len (escapes decoded) */
	TK_AGG,		/* @name or bare @: text without the '@' */
	TK_MACRO,	/* $1 $$1 $pid $target ...: text without the '$' */
	TK_PROBESPEC,	/* a probe description, lexed in clause-head state */
	TK_PRAGMA,	/* a "#pragma" line: str holds the words after it */
	TK_EOF,
	TK_EMBED,	/* %{ C %} (guru mode): str holds the C text */
};

struct dt_token {
	enum dt_tok_kind kind;
	struct dt_token *next;
	struct dt_loc loc;
	const char *text;	/* start in the source buffer */
	int len;		/* length of the source text */
	uint64_t ival;		/* TK_INT value; TK_PUNCT "/": 1 on the
				 * delimiters of a predicate */
	struct dt_type *ity;	/* type of an integer constant */
	char *str;		/* decoded string constant (NUL terminated) */
	size_t slen;
};

struct dt_token *dt_tokenize(const char *file, const char *src);
void dt_lex_reset(void);	/* forget the typedef names seen */
bool dt_tok_is(const struct dt_token *t, const char *s);
/* Does T name a C/D type ("int", "uint8_t", "string", "struct" ...)? */
bool dt_tok_is_type_word(const struct dt_token *t);
/* Is T a name a typedef of the script declared? */
bool dt_tok_is_typedef_name(const struct dt_token *t);
/* Is T an identifier the type store knows (a kernel typedef: u64)? */
bool dt_tok_is_store_type(const struct dt_token *t);

/* ---- types and the type store (dt_types.c, dt_typestore.c) ---- */

/*
 * C's type model, as pass 2 needs it for D (LP64, x86-64 little-endian).
 * Every type records the SIZE and signedness of what it finally is, so
 * pass 3 can pick a C type from any scalar type without resolving it:
 * a typedef of u32 has size 4, unsigned; a pointer has size 8, unsigned;
 * an enum has its underlying integer's size.
 */
enum dt_type_kind {
	TY_VOID,
	TY_INT,		/* all integer types: size 1,2,4,8 + is_signed */
	TY_STRING,	/* D's string: size is strsize */
	TY_PTR,		/* base: the pointee (void for void *) */
	TY_ARRAY,	/* base: the element; nelems (0: unknown or flexible) */
	TY_STRUCT,	/* members, in offset order */
	TY_UNION,	/* members, all at offset 0 */
	TY_ENUM,	/* enums; behaves as its underlying integer */
	TY_TYPEDEF,	/* base: the type it names */
	TY_FUNC,	/* base: return type; members: parameters (offset 0) */
	TY_FLOAT,	/* float, double: sized, but D does no arithmetic on them */
	TY_STACK,	/* stack(N): size 8 * N bytes of return addresses */
};

/* A struct/union member or a function parameter. */
struct dt_member {
	const char *name;	/* NULL: an anonymous struct/union, whose own
				 * members dt_type_member() finds through it */
	struct dt_type *type;
	uint64_t offset;	/* bytes from the start of the enclosing type;
				 * bitfields: the byte holding their first bit */
	int bit_offset;		/* bitfields: first bit within that byte (0-7,
				 * counted from the least significant bit) */
	int bit_width;		/* bitfields: width in bits; 0: not a bitfield */
	struct dt_member *next;
};

/* An enumerator: NAME = VALUE of an enum type. */
struct dt_enumerator {
	const char *name;
	int64_t value;
	struct dt_enumerator *next;
};

struct dt_type {
	enum dt_type_kind kind;
	int size;		/* bytes; strings: strsize; incomplete: 0 */
	bool is_signed;
	const char *name;	/* C spelling: "int", "struct file *", "char [16]" */
	struct dt_type *base;	/* PTR, ARRAY, TYPEDEF, FUNC (return), ENUM */
	uint64_t nelems;	/* ARRAY */
	struct dt_member *members;	/* STRUCT, UNION; FUNC: parameters */
	struct dt_enumerator *enums;	/* ENUM */
	bool varargs;		/* FUNC: "..." */
	/* A type read lazily from a source (DWARF, BTF): its members or
	 * enumerators are read by complete(self) on first use; never call it,
	 * call dt_type_complete(). */
	void (*complete)(struct dt_type *self);
	uint64_t src_ref;	/* the source's reference (a DIE offset ...) */
	const char *origin;	/* where it came from: "D", "vmlinux", the
				 * script's file; for messages and -v */
	struct dt_type *ptr_to;	/* the interned pointer to this type */
};

extern struct dt_type dt_ty_void, dt_ty_int, dt_ty_uint, dt_ty_long,
	dt_ty_ulong, dt_ty_int64, dt_ty_uint64, dt_ty_char, dt_ty_string,
	dt_ty_symaddr, dt_ty_modaddr;
/* How dtapio prints an integer of type T: 0 a number; 'S' a kernel
 * address as its symbol (func, sym: dt_ty_symaddr), 'M' as its module
 * (mod: dt_ty_modaddr). */
char dt_type_print(const struct dt_type *t);
/* The type of stack(DEPTH) (one per depth). */
struct dt_type *dt_type_stack(int depth);
struct dt_type *dt_type_ustack(int depth);
bool dt_type_is_ustack(const struct dt_type *t);
struct dt_type *dt_type_uaddr(const char *fn);
bool dt_type_is_uaddr(const struct dt_type *t);
#define DT_STACK_DEFAULT 20	/* dtrace's stackframes default */
#define DT_STACK_MAX 100

/* The type a type name of a script names ("unsigned int", "uint8_t",
 * "string", "long long" ..., then anything the type store knows: "struct
 * file *"), NULL if none (dt_typename.c).  dt_type_base_by_name: only D's
 * own integer, string and void names (the store's first source). */
struct dt_type *dt_type_by_name(const char *name);
struct dt_type *dt_type_base_by_name(const char *name);
/* NAME is C base words C refuses together: diagnosed (D_DECL_SIGNINT,
 * D_DECL_LONGINT, D_DECL_COMBO) at LOC, true. */
bool dt_type_name_check(const char *name, const struct dt_loc *loc);
/* typedef: NAME becomes another name of T (false: NAME is taken). */
bool dt_type_alias(const char *name, const struct dt_type *t);
void dt_typename_reset(void);	/* called by dt_typestore_reset() */

/* C's integer promotion and usual arithmetic conversions (dt_types.c):
 * pass 2 types nodes with them and pass 3 computes in those types.  They
 * take integer types (typedefs and enums included). */
struct dt_type *dt_type_promote(struct dt_type *t);
struct dt_type *dt_type_usual_conv(struct dt_type *a, struct dt_type *b);

/*
 * The type store (dt_typestore.c): ONE name space of named types that
 * every source feeds, as libdtrace keeps one CTF container per module.
 * Names are spelt as in C: "int", "uint64_t", "struct task_struct",
 * "union thread_union", "enum pid_type", "ssize_t".  A lookup asks the
 * store first, then each registered source in order (the D built-ins are
 * always there; then the kernel's DWARF or BTF, registered by whoever
 * found them); what a source returns is kept, so it is asked once per
 * name.  Script declarations (struct/union/enum/typedef in D) go in with
 * dt_type_define().
 *
 * Types from a source may be incomplete until used: call
 * dt_type_complete() (dt_type_member() and dt_type_sizeof() do) before
 * reading members or enums directly.
 */
struct dt_typesrc {
	const char *name;	/* "DWARF", "BTF": for -v and messages */
	/* The type NAME ("struct file", "size_t") or NULL if unknown. */
	struct dt_type *(*lookup)(const char *name);
	/* The value of the enumerator NAME; false if unknown. */
	bool (*enumerator)(const char *name, struct dt_type **type, int64_t *value);
	/* The kernel global NAME (a backquoted name without the quote,
	 * "jiffies"): its address and type; false if unknown. */
	bool (*symbol)(const char *name, uint64_t *addr, struct dt_type **type);
	struct dt_typesrc *next;
};

/* Register SRC (static storage), asked after the sources already there. */
void dt_typesrc_add(struct dt_typesrc *src);
/* Forget every type and source (the unit tests; a second program). */
void dt_typestore_reset(void);
/* The type named NAME; trailing " *"s make pointers ("struct file *").
 * NULL if no source knows it. */
struct dt_type *dt_type_lookup(const char *name);
/* Enter the named type T (T->name) in the store.  Returns T, or the type
 * already there under that name (the caller diagnoses a conflict when it
 * is not T). */
struct dt_type *dt_type_define(struct dt_type *t);
/* Was NAME defined by the script (dt_type_define), not read from a source? */
bool dt_type_is_defined(const char *name);
/* The enumerator NAME of any enum known to the store or its sources. */
bool dt_type_enumerator(const char *name, struct dt_type **type, int64_t *value);

/* The kernel global NAME (`name in D, without the backquote; "mod`name"
 * also accepted): address and type, from the first source that knows it. */
bool dt_type_symbol(const char *name, uint64_t *addr, struct dt_type **type);

/* Appended to "unknown type / symbol" diagnostics: what would provide the
 * kernel's types ("; install linux-image-6.1.0-56-cloud-amd64-dbg ..."),
 * set by whoever looked for them; "" by default. */
extern const char *dt_type_hint;

/* New types (not entered in the store: dt_type_define() does that). */
struct dt_type *dt_type_new(enum dt_type_kind kind, const char *name, int size,
			    bool is_signed);
struct dt_type *dt_type_ptr(struct dt_type *t);		/* T *, interned */
struct dt_type *dt_type_array(struct dt_type *t, uint64_t nelems);	/* T [N] */
struct dt_type *dt_type_typedef(const char *name, struct dt_type *t);
/* Append a member (or parameter) to struct/union/function T; the size of
 * T is the caller's to set (C's layout rules are the source's). */
struct dt_member *dt_type_add_member(struct dt_type *t, const char *name,
				     struct dt_type *mt, uint64_t offset,
				     int bit_offset, int bit_width);
void dt_type_add_enumerator(struct dt_type *t, const char *name, int64_t value);

/* T without its typedefs (T itself if it is none); NULL for NULL. */
struct dt_type *dt_type_resolve(struct dt_type *t);
/* Read T's members/enumerators from its source if not done yet. */
void dt_type_complete(struct dt_type *t);
/* The member NAME of struct/union T (typedefs resolved), looking through
 * anonymous struct/union members; *OUT gets the member with its offset
 * from the start of T.  False if T has no such member. */
bool dt_type_member(struct dt_type *t, const char *name, struct dt_member *out);
/* sizeof: bytes of T (typedefs resolved, arrays: nelems * element). */
uint64_t dt_type_sizeof(struct dt_type *t);

/* Classification, typedefs resolved: integers include enums (and char);
 * scalars are integers and pointers (what D compares, tests and prints
 * with %d / %x / %p). */
bool dt_type_is_integer(struct dt_type *t);
bool dt_type_is_pointer(struct dt_type *t);
bool dt_type_is_scalar(struct dt_type *t);
bool dt_type_is_string(struct dt_type *t);
/* A char array or a pointer to char (any signedness): what D turns into a
 * string where one is wanted (printf %s, trace, stringof). */
bool dt_type_is_charseq(struct dt_type *t);
/* Pointer arithmetic: the pointee size of pointer/array T (void: 1). */
uint64_t dt_type_elem_size(struct dt_type *t);

/* ---- stability attributes (dt_attr.c): dtrace's, in dtrace's order ---- */

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

/* ---- AST (dt_parse.c builds it, dt_elab.c annotates it) ---- */

enum dt_node_kind {
	/* expressions */
	ND_INT,		/* ival, type */
	ND_STR,		/* str, slen */
	ND_IDENT,	/* name: variable or built-in, resolved to ident */
	ND_AGG,		/* @name[args]: name, args (keys) - lvalue of '=' only */
	ND_CALL,	/* name(args): D functions and actions */
	ND_BINOP,	/* lhs op rhs: + - * / % & | ^ << >> == != < <= > >= */
	ND_LOGAND,	/* lhs && rhs */
	ND_LOGOR,	/* lhs || rhs */
	ND_LOGXOR,	/* lhs ^^ rhs */
	ND_UNOP,	/* op lhs: - + ! ~ (op holds the operator) */
	ND_ASSIGN,	/* lhs op rhs: op is "=", "+=", "-=", "*=", "/=", ... */
	ND_PREINC,	/* ++lhs / --lhs: op "++" or "--" */
	ND_POSTINC,	/* lhs++ / lhs--: op "++" or "--" */
	ND_TERNARY,	/* cond ? lhs : rhs */
	ND_INDEX,	/* lhs[args]: associative array (not yet) / pointer, array */
	ND_MEMBER,	/* lhs.name or lhs->name (op "." or "->"); member */
	ND_SELF,	/* self->name (not yet) */
	ND_THIS,	/* this->name (not yet) */
	ND_CAST,	/* (cast_type)lhs (not yet) */
	ND_SIZEOF,	/* sizeof (not yet) */
	/* statements */
	ND_EXPR_STMT,	/* lhs; */
	ND_AGG_STMT,	/* @name[keys] = func(args); lhs: ND_AGG, rhs: ND_CALL */
	ND_EMPTY_STMT,	/* ; */
	/* more expressions (kept apart so the numbering above is stable) */
	ND_MACRO,	/* $1 $target: name without the '$' (not yet) */
	ND_EMBED,	/* %{ C expression %} (guru mode): str, type int64_t */
	ND_OFFSETOF,	/* offsetof(name, str): a type name and a member */
	ND_XLATE,	/* xlate <name> (lhs); pass 2: rhs keeps lhs as parsed */
};

struct dt_ident;
struct dt_agg;

struct dt_node {
	enum dt_node_kind kind;
	struct dt_loc loc;
	const char *op;		/* operator text, e.g. "+", "+=", "++", "->" */
	struct dt_node *lhs, *rhs, *cond;
	struct dt_node *args;	/* list linked through next */
	struct dt_node *next;	/* next statement / argument */
	char *name;		/* identifier, function, aggregation, member */
	char *str;		/* string constant */
	size_t slen;
	uint64_t ival;		/* integer constant */
	bool kaddr;		/* ND_INT: a kernel link-time address (System.map),
				 * moved by the kernel's KASLR offset at run time */
	struct dt_type *type;	/* set for constants by pass 1, all by pass 2 */
	/* pass 2 */
	struct dt_ident *ident;	/* ND_IDENT: the variable or built-in */
	struct dt_agg *agg;	/* ND_AGG_STMT, printa arg: the aggregation */
	struct dt_member *member; /* ND_MEMBER: the member, offset from lhs */
	int action;		/* statements: 1-based action number */
	struct dt_attr attr;	/* pass 2: stability (has_attr: computed) */
	bool has_attr;
};

struct dt_probedesc {
	struct dt_loc loc;
	char *text;		/* as written */
	char *prov, *mod, *func, *name;	/* "" where empty; may hold globs */
	struct dt_probedesc *next;
};

struct dt_clause {
	struct dt_loc loc;
	struct dt_probedesc *descs;	/* one or more */
	struct dt_node *pred;		/* NULL: none */
	struct dt_node *stmts;		/* list through next; NULL: empty {} */
	bool empty;			/* written as {} or with no body */
	int index;			/* 0-based position in the program */
	int source;			/* which -s/-n it came from (0-based) */
	struct dt_attr stmtattr;	/* pass 2: its statements' stability */
	struct dt_clause *next;
};

/* One name of "enum tag { A, B = 5 };". */
struct dt_decl_enum {
	struct dt_loc loc;
	char *name;
	struct dt_node *value;		/* NULL: the previous one's plus 1 */
	struct dt_decl_enum *next;
};

struct dt_decl;
struct dt_xlator;
/* A member of "struct s { ... };" or of "translator T < I *p > { ... };". */
struct dt_decl_member {
	struct dt_loc loc;		/* of the name (or of the type if none) */
	char *type;			/* type name as written; NULL: see sou */
	struct dt_loc type_loc;
	struct dt_decl *sou;		/* a struct/union defined in place */
	char *name;			/* NULL: an anonymous struct/union */
	int ndims;
	struct dt_node *dims[4];	/* array dimensions, outermost first */
	struct dt_node *bits;		/* bit-field width; NULL: none */
	struct dt_node *init;		/* translator member: its expression;
					 * probe alias: its args[] (a list) */
	struct dt_node *pred;		/* probe alias: its guard, or NULL */
	struct dt_node *body;		/* probe alias: a record line's statements */
	bool record;			/* ... "desc /guard/ { stmts };" */
	struct dt_decl_member *next;
};

/* A program-level declaration: "int x;", "self string s;", "this int t;",
 * "uint64_t a[int, string];", "inline int N = 3;", "struct s { ... };",
 * "translator T < I *p > { ... };". */
struct dt_decl {
	struct dt_loc loc;		/* of the declared name */
	char scope;			/* 'g' global, 's' self->, 't' this->,
					 * 'i' inline, 'T' typedef, 'E' enum */
	char *type;			/* type name as written */
	struct dt_loc type_loc;
	char *name;
	bool assoc;			/* name[keys] */
	int nkeys;
	char *keys[8];			/* key type names */
	char *params[8];		/* inline name[T a, ...]: a, ... (keys: T) */
	struct dt_node *init;		/* inline: its value */
	struct dt_decl_enum *enums;	/* enum: its names (name: the tag) */
	/* 'S' struct/union (name: the tag or NULL), 'X' translator (type:
	 * the output type; xin_type, xin_name: the input) */
	bool is_union, forward;		/* 'S': union; "struct s;" only */
	struct dt_decl_member *members;
	struct dt_decl *sou;		/* type given by a struct/union defined
					 * in place (type is NULL) */
	int ndims;
	struct dt_node *dims[4];	/* typedef char name_t[16]; */
	char *xin_type, *xin_name;
	struct dt_loc xin_loc;
	struct dt_type *defined;	/* pass 2: the type 'S' defined */
	const char *tapset;		/* from this tapset file (NULL: the script) */
	struct dt_decl *next;
};

struct dt_pragma {
	struct dt_loc loc;
	char *text;			/* words after "#pragma D" */
	struct dt_pragma *next;
};

/* Everything pass 1 produces. */
/* %{ C %} at file scope (guru mode): emitted before the clauses. */
struct dt_embed {
	struct dt_loc loc;
	char *text;
	struct dt_embed *next;
};

struct dt_script {
	struct dt_clause *clauses;
	struct dt_pragma *pragmas;
	struct dt_decl *decls;		/* in source order */
	struct dt_embed *embeds;	/* in source order */
};

/* Parse SRC (already preprocessed when -C); NULL on error (diagnosed).
 * SOURCE is stored in every clause (the index of this -s/-n).  -n text is
 * parsed with dt_parse too: a program of one clause whose body may be
 * missing ("-n BEGIN").  dt_script_append moves B's clauses and pragmas
 * to the end of A, renumbering clause indexes. */
struct dt_script *dt_parse(const char *file, const char *src, int source);
void dt_script_append(struct dt_script *a, struct dt_script *b);
/* True if S holds nothing: no clause, declaration, pragma or embedded C
 * (dtrace's D_EMPTY, unless -x empty). */
bool dt_script_is_empty(const struct dt_script *s);
/* Split a probe specification "p:m:f:n" (1-4 fields, filled from the
 * right) into a description; NULL (diagnosed at LOC) if invalid. */
struct dt_probedesc *dt_probedesc_parse(const char *text, const struct dt_loc *loc);
/* --pass=1: print the AST back as canonical D. */
void dt_ast_print(FILE *out, const struct dt_script *s);

/* ---- elaboration (pass 2) ---- */

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
#define DT_MAXARGS 10		/* arg0..arg9 */

enum dt_aggfunc { AGG_COUNT, AGG_SUM, AGG_MIN, AGG_MAX, AGG_AVG, AGG_STDDEV,
		  AGG_QUANTIZE, AGG_LQUANTIZE, AGG_LLQUANTIZE, AGG_NFUNCS };

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
	struct dt_agg *next;
};

/* Aggregating functions (dt_aggfunc.c), shared by pass 2/3 and dtapio. */
extern const char *const dt_aggfunc_names[AGG_NFUNCS];
/* Extra s64 words an entry of FUNC with PARAM needs: stddev's 128-bit sum
 * of squares, a histogram's buckets. */
int dt_agg_nvals(enum dt_aggfunc func, const int64_t *param);
/* The value of llquantize bucket I >= 1 (bucket 0 is "< factor^low");
 * the last bucket is ">= the value this returns for it". */
int64_t dt_llquantize_bucketval(const int64_t *param, int i);

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

/* A provider plug-in of the elaborator (dt_prov_dtrace.c, dt_prov_profile.c). */
struct dt_provider {
	const char *name;
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
	 * DTAP_* macros before the runtime, then handlers and tables. */
	void (*cg_config)(FILE *out, const struct dt_program *p);
	void (*cg_probes)(FILE *out, const struct dt_program *p);
};

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
	uint64_t aggrate, statusrate, cleanrate;	/* ns */
	uint64_t dynvarsize, specsize, scratchsize, lockmem, pcapsize;
	uint64_t jstackstrsize;
	int nspec, maxframes, stackframes, ustackframes, jstackframes, cpu;
	struct dt_attr amin;	/* -x amin: the least stability allowed */
	bool amin_set;
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
	bool uses_entry_args;		/* some clause reads arg2..arg7 (on an fbt
					 * return: the entry's arguments) */
	int stackdepth;			/* deepest stack( ) of the program, 0: none */
};

/* Pass 2: NULL (diagnosed) when the script cannot be elaborated. */
struct dt_program *dt_elaborate(struct dt_script *s, const struct dt_options *o,
				const char *const *source_desc, int nsources);
/* --pass=2: matched probes and the types of globals and aggregations. */
void dt_program_print(FILE *out, const struct dt_program *p);
extern const struct dt_provider *const dt_providers[];
extern const struct dt_provider dt_provider_dtrace, dt_provider_profile,
	dt_provider_syscall, dt_provider_sdt, dt_provider_rawtp, dt_provider_fbt;
/* dtap -l [-n PATTERN]: dtrace's listing of the providers' probes that
 * PATTERN (a probe specification, NULL: all) matches; HEADER: the column
 * titles first; VERBOSE (-lv): attributes and argument types too. */
void dt_list_probes(FILE *out, const char *pattern, bool header, bool verbose);

/* The tracepoints of the target kernel's BTF (dt_btf.c, the reader of
 * the type store's BTF source; see there which file): its path, NULL if
 * none is found.  dt_btf_tracepoints calls FN for every tracepoint
 * (typedef btf_trace_NAME) with the BTF ids of its arguments (without the
 * probe's void *data); dt_btf_type_name spells type ID as C does, and
 * dt_btf_int gives its size and signedness if it is an integer, an enum
 * or a pointer (false otherwise: a struct by value). */
const char *dt_btf_tracepoint_source(void);
int dt_btf_tracepoints(void (*fn)(const char *name, int nargs, const uint32_t *args, void *arg),
		       void *arg);
const char *dt_btf_type_name(uint32_t id);
bool dt_btf_int(uint32_t id, int *size, bool *is_signed);

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
/* The stable probe's names, for output and probeprov ... (PR->alias). */
void dt_alias_names(const struct dt_probe *pr, const char **prov, const char **mod,
		    const char **func, const char **name);
void dt_alias_reset(void);
struct dt_probe *dt_probe_clone(struct dt_program *prog, const struct dt_probe *tmpl);

/* Pass 2 internals (dt_elab*.c, dt_prov_*.c). */
/* The argtype hook of providers that fill a probe's nargs/argtypes. */
struct dt_type *dt_probe_argtype(struct dt_probe *pr, int i, const struct dt_loc *loc);
/* Does the description field PAT (glob; "" matches anything) match S? */
bool dt_pdesc_field_match(const char *pat, const char *s);
bool dt_pdesc_match(const struct dt_probedesc *d, const char *prov,
		    const char *mod, const char *func, const char *name);
/* The probe PV:MOD:FUNC:NAME of PROG, created on first use with id ID
 * (0: the next free id from 4); PROG's list stays sorted by id. */
struct dt_probe *dt_probe_get(struct dt_program *prog, const struct dt_provider *pv,
			      const char *mod, const char *func, const char *name,
			      int id);
void dt_elab_expr(struct dt_program *prog, struct dt_node *n);
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
/* Subroutines computing a value (dt_subr.c). */
bool dt_subr_exists(const char *name);
bool dt_subr_returns_string(const char *name);	/* needs a scratch string */
void dt_elab_subr(struct dt_program *prog, struct dt_node *n);
/* Clause C calls alloca copyin copyinto or bcopy: the module needs its
 * scratch space (scratchsize bytes per CPU). */
bool dt_subr_uses_scratch(const struct dt_clause *c);
/* Aggregations (dt_elab_agg.c): "@a[keys] = func(args);" and lookup. */
void dt_elab_agg_stmt(struct dt_program *prog, struct dt_node *s);
struct dt_agg *dt_agg_find(struct dt_program *prog, const char *name);
/* clear(@a) trunc(@a[, n]) normalize(@a, n) denormalize(@a): CALL's
 * arguments checked, call->agg set. */
void dt_elab_agg_action(struct dt_program *prog, struct dt_node *call);
/* tracemem( ) and print( ) (dt_elab_mem.c): bytes of memory in the record,
 * at most DT_MEMREC_MAX; dt_print_memtype: the type print( ) reads from
 * memory for argument A (NULL: A's value is printed as a scalar). */
#define DT_MEMREC_MAX 65536
void dt_elab_tracemem(struct dt_program *prog, struct dt_node *call);
void dt_elab_printm(struct dt_program *prog, struct dt_node *call);
/* tracemem( ) or printm( ): CALL records a memory item of a constant size */
bool dt_is_memdump(const struct dt_node *call);
uint64_t dt_memdump_size(const struct dt_node *call);
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
/* N calls an action (printf, exit ...): a statement, never a value */
bool dt_is_action_call(const struct dt_node *n);
void dt_elab_spec_action(struct dt_program *prog, struct dt_node *call);
void dt_elab_spec_order(const struct dt_clause *c);
/* Most aggregations one printa() joins. */
#define DT_PRINTA_MAXAGGS 8
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
void dt_elab_addr(struct dt_program *prog, struct dt_node *n);
void dt_elab_mem_index(struct dt_program *prog, struct dt_node *n);
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
 * diagnosed), array types of declarators, offsetof, and whether member
 * (or element) N of a struct variable may be assigned with OP. */
struct dt_type *dt_elab_sou(struct dt_program *prog, struct dt_decl *d);
struct dt_type *dt_elab_array_type(struct dt_program *prog, struct dt_type *t,
				   struct dt_node *const *dims, int ndims,
				   const struct dt_loc *loc);
void dt_elab_offsetof(struct dt_program *prog, struct dt_node *n);
struct dt_type *dt_type_or_forward(struct dt_program *prog, const char *name);
bool dt_elab_member_lvalue(struct dt_program *prog, struct dt_node *n, const char *op);
/* Is lvalue N a checked store: through a pointer (p->m, *p, p[i]) or at
 * a variable index of a variable's array (a[i])? */
bool dt_lvalue_checked(const struct dt_node *n);
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
/* A deep copy of expression N (its argument lists too, not N->next). */
struct dt_node *dt_node_copy(const struct dt_node *n);
struct dt_node *dt_node_copy_list(const struct dt_node *n);	/* through next */
/* Replace in N (a fresh copy) every use of identifier NAME with a copy of WITH. */
void dt_node_substitute(struct dt_node *n, const char *name, const struct dt_node *with);
/* (T)E for a typed E and an integer type T, folded when constant. */
struct dt_node *dt_node_cast_to(struct dt_node *e, struct dt_type *t, const struct dt_loc *loc);
/* Where the text of expression N starts (for argument diagnostics). */
const struct dt_loc *dt_node_start(const struct dt_node *n);

/* ---- the target kernel (dt_kernel.c, dt_dwarf.c) ---- */

/* The kernel dtap builds for (--kernel=REL, --vm's, or the host's): its
 * files, found once by dt_kernel_set() before pass 2. */
struct dt_kernel {
	const char *release;	/* "6.1.0-56-cloud-amd64" */
	const char *build_dir;	/* its kbuild tree (may be missing) */
	const char *sysmap;	/* System.map; NULL: not found */
	const char *vmlinux;	/* ELF with DWARF (--debuginfo or the -dbg
				 * package's); NULL: not found */
	const char *btf;	/* --btf=FILE; NULL: none */
	const char *dbg_package;	/* "linux-image-REL-dbg" */
	const char *types;	/* "DWARF", "BTF": the type source; NULL: none */
	bool verbose;
	bool no_debuginfo;	/* --debuginfo=none: no DWARF, BTF at most */
};

/* A function of vmlinux; REFUSED says why fbt cannot probe it (NULL: it
 * can). */
struct dt_kfunc {
	const char *name;
	uint64_t addr;		/* System.map's (link-time) address */
	const char *refused;
};

void dt_kernel_set(const char *release, const char *build_dir, const char *debuginfo,
		   const char *btf, bool verbose);
const struct dt_kernel *dt_kernel_get(void);	/* NULL before dt_kernel_set */
/* The kernel source headers of the target: its build tree itself, or
 * the tree its Makefile includes (Debian's linux-headers-*-common). */
const char *dt_kernel_srcdir(void);
const char *dt_debug_dir(void);	/* /usr/lib/debug, or $DTAP_DEBUGDIR */
void dt_kernel_reset(void);	/* as before dt_kernel_set; DWARF and BTF too */
/* A System.map symbol: link-time address and nm type letter. */
bool dt_kernel_symbol(const char *name, uint64_t *addr, char *type);
/* Every text function of vmlinux, sorted by name; probe-able or not. */
const struct dt_kfunc *dt_kernel_funcs(size_t *n);
const struct dt_kfunc *dt_kernel_func(const char *name);
/* Is there an ftrace call site in [ADDR, ADDR + 16) (SITES sorted)? */
bool dt_addr_has_site(const uint64_t *sites, size_t n, uint64_t addr);
bool dt_func_is_clone(const char *name);

/* dt_kmod.c: the target's modules (fbt:MODULE:FUNC:...). */
struct dt_kmod;
struct dt_kmod *dt_kmod_find(const char *name);	/* NULL: no such module */
struct dt_kmod *dt_kmod_next_loaded(struct dt_kmod *prev, const char *pattern);
const char *dt_kmod_name(const struct dt_kmod *m);
const struct dt_kfunc *dt_kmod_funcs(const struct dt_kmod *m, size_t *n);
const struct dt_kfunc *dt_kmod_func(const struct dt_kmod *m, const char *name);
struct dt_type *dt_kmod_func_type(struct dt_kmod *m, const char *name, const char **why);
void dt_kmod_reset(void);
/* dt_debuginfod.c: the DWARF of WHAT by build-id (hex) from
 * $DEBUGINFOD_URLS, as a file path; NULL: none.  The hint ends a
 * "no DWARF" message. */
const char *dt_debuginfod_fetch(const char *build_id, const char *what);
const char *dt_debuginfod_hint(void);

/* dt_dwarf.c: register the kernel's DWARF (K->vmlinux) as a type source
 * of the store, read lazily; nothing is read before the first lookup. */
void dt_dwarf_register(struct dt_kernel *k);
void dt_dwarf_reset(void);
/* The C prototype of kernel function NAME from DWARF: its parameters as
 * the members of a TY_FUNC type (base: the return type).  NULL if there
 * is no DWARF or no such function in it. */
struct dt_type *dt_dwarf_func(const char *name);
/* The same from the DWARF of a module (dt_kmod.c); ORIGIN: its name. */
typedef struct Dwarf Dwarf;
struct dt_type *dt_dwarf_func_in(Dwarf *dw, const char *origin, const char *name);
/* A first run (no caches): start reading what the first lookup needs. */
void dt_dwarf_prefetch(void);
/* Many dt_dwarf_func calls ahead: look functions up by the name index. */
void dt_dwarf_many_funcs(void);
/* dt_btf.c: the kernel's BTF (K->btf, or the running kernel's
 * /sys/kernel/btf/vmlinux when K is it) as the type source; returns the
 * file, NULL if none.  dt_btf_func: as dt_dwarf_func, from BTF. */
const char *dt_btf_register(const struct dt_kernel *k);
void dt_btf_reset(void);
struct dt_type *dt_btf_func(const char *name);

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
/* Parse FMT into at most MAX conversions (%% is not returned).  Returns
 * the count, or -1 with *errmsg / *erroff set on an invalid conversion. */
int dt_fmt_parse(const char *fmt, struct dt_conv *convs, int max,
		 const char **errmsg, int *erroff);

/* ---- pass 3 and 4 ---- */

/* Write the module's C source (including the metadata section). */
int dt_cg_program(FILE *out, const struct dt_program *p, const char *modname,
		  const char *kernel_release);
/* The metadata text of dtap_wire.h for P (dt_meta.c). */
void dt_meta_write(FILE *out, const struct dt_program *p, const char *modname,
		   const char *kernel_release);

/* Pass 4 (dt_build.c): write P's C into a build directory (WORKDIR, or a
 * fresh one under $TMPDIR removed afterwards unless keep_tmp), build it
 * with kbuild against KERNEL_DIR (NULL: /lib/modules/RELEASE/build), and
 * copy the module to OUTDIR/MODNAME.ko, whose path goes to KO_PATH
 * (OUTDIR NULL: with a WORKDIR, no copy and KO_PATH is WORKDIR/MODNAME.ko;
 * without, the current directory).  Returns 0, or -1 (diagnosed;
 * compiler errors are printed as an internal error).  Signing is not
 * done here.  SOURCE, when set, is P's C already generated (pass 3 done
 * by the caller, e.g. to key the compile cache on it). */
struct dt_build_opts {
	const char *modname;
	const char *source;
	const char *kernel_release;
	const char *kernel_dir;
	const char *workdir;
	const char *outdir;
	bool keep_tmp, verbose;
	bool kbuild;		/* --kbuild: make, not the fast path */
	bool verbose_passes;	/* time each phase of pass 4 */
};
/* Compiler flags of every module beyond kbuild's own; part of the compile
 * cache key, so changing them never reuses a module built without them.
 * -Werror: a warning in generated code or the runtime is a dtap bug,
 * caught at build time rather than shipped. */
#define DT_MODULE_CFLAGS "-Werror"

int dt_build_module(const struct dt_program *p, const struct dt_build_opts *o,
		    char *ko_path, size_t len);
/* Kernel feature probes (dt_features.c): the path of the header of
 * HAVE_* macros for the kernel build tree KDIR, probed on first use and
 * cached under ~/.cache/dtap/features/.  NULL (diagnosed) on failure. */
const char *dt_features_get(const char *kdir, const char *release, bool verbose);
/* "RELEASE-HASH": names what is cached per kernel build tree (its feature
 * header, its build recipe); HASH covers its .config and Module.symvers. */
const char *dt_tree_id(const char *kdir, const char *release);

/* dtap --check-module (dt_check_module.c): the static checks of a built
 * module; each problem is printed to OUT as "dtap: KO: ...".  0: passed. */
int dt_check_module(const char *ko, FILE *out);

/* ---- options (dt_options.c): one table for -x, -q, #pragma D option ---- */

void dt_options_init(struct dt_options *o);
/* Set option NAME (VALUE NULL for a bare flag); diagnoses with LOC (NULL
 * for the command line) and returns -1 on an unknown name or bad value. */
int dt_option_set(struct dt_options *o, const char *name, const char *value,
		  const struct dt_loc *loc);

/* ---- stability (dt_attr.c): #pragma D attributes, -x amin, -v ---- */

struct dt_attr dt_attr_min(struct dt_attr a, struct dt_attr b);
/* "Name/Data/Class" (parts may be left out, any case); false if invalid. */
bool dt_attr_parse(const char *s, struct dt_attr *a);
const char *dt_attr_str(struct dt_attr a);	/* "Stable/Private/Common" */
/* PV's attributes, as "#pragma D attributes A provider PV PART" left them. */
struct dt_pattr dt_provider_pattr(const struct dt_provider *pv);
/* dtrace -lv's two attributes of probe PROV:MOD:FUNC:NAME of PV. */
void dt_attr_probe(const struct dt_provider *pv, const char *mod, const char *func,
		   const char *name, struct dt_attr *desc, struct dt_attr *args);
/* "#pragma D attributes ..." of the script (PROG) or of a tapset (NULL). */
void dt_attr_pragma(struct dt_program *prog, const struct dt_pragma *p);
/* Pass 2: node N was elaborated; ORIG is N as it was before (its parts
 * may since have been replaced): N's attributes, checked against amin. */
void dt_attr_expr(struct dt_program *prog, struct dt_node *n, const struct dt_node *orig);
/* Pass 2: clause C was elaborated; PRED its predicate as written. */
void dt_attr_clause(struct dt_program *prog, struct dt_clause *c, const struct dt_node *pred);
/* dtap -v: dtrace's "Stability attributes for ..." of each -s/-n;
 * COMPILE_ONLY (-e): each probe description's attributes and types too. */
void dt_stability_report(FILE *out, struct dt_program *p, bool compile_only);
void dt_attr_reset(void);
/* dtrace -lv's block: DESC and ARGS attributes, NARGS argument types
 * (< 0: the provider has none). */
void dt_list_print_info(FILE *out, struct dt_attr desc, struct dt_attr args, int nargs,
			const char *const *argtypes);
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

/* ---- installation paths (dt_paths.c) ---- */

/* Where dtap's parts live: "runtime", "tapsets" (directories), "dtaprun",
 * "dtapio", "dtap-vm" (programs).  Works from the build tree (next to the
 * dtap binary) and from an installation (PREFIX/share/dtap, PREFIX/bin,
 * PREFIX/libexec/dtap); $DTAP_HOME overrides the search. */
const char *dt_path(const char *what);
const char *dt_cache_dir(const char *sub);	/* "modules", "features" */

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
int dt_write_text(const char *path, const char *text);
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
/* dt_elf.c: ELF's section NAME (libelf's Elf and Elf_Scn), NULL if none. */
struct Elf;
struct Elf_Scn;
struct Elf_Scn *dt_elf_section(struct Elf *elf, const char *name);
char *dt_strdup(const char *s);
char *dt_strndup(const char *s, size_t n);
size_t dt_strhash(const char *s);	/* djb2: symbol and DWARF name tables */
char *dt_sprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
bool dt_glob_match(const char *pattern, const char *s);	/* * ? [..] */
/* "ms" -> 1000000 ns; "hz" -> 0 (a rate); false for no such unit. */
bool dt_time_unit(const char *unit, bool nocase, uint64_t *ns_per);

/* dt_cpp_filter.c: -C's output with the C function definitions and
 * extern prototypes of system headers blanked out (D has neither). */
void dt_cpp_filter_system(char *text);

/* dt_interrupt.c: a signal during passes 3-4 is noted (and passed on to
 * dt_child_pid, the running build step) so that dtap cleans up first. */
extern volatile pid_t dt_child_pid;
void dt_interrupt_catch(void);
bool dt_interrupt_active(void);	/* after dt_interrupt_catch() */
int dt_interrupted(void);	/* the signal caught, 0 if none */
void dt_interrupt_exit(void) __attribute__((noreturn));

#endif /* DT_IMPL_H */
