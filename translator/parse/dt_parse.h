/*
 * dt_parse.h - pass 1: D source text becomes a tree (tokens, then the
 * AST of clauses, declarations and pragmas).  The parser asks the type
 * store whether a name is a type, as a C parser must; nothing of pass 2.
 *
 *   dt_lex.c         source text -> token list (typedef names, constants typed)
 *   dt_parse.c       tokens -> AST: clauses, statements, expressions
 *   dt_parse_decl.c  tokens -> AST: declarations, types, translators, pragmas
 *   dt_ast_print.c   --pass=1: the tree printed back as canonical D
 *   dt_cpp_filter.c  -C: what system headers hold that D cannot declare
 */
#ifndef DT_PARSE_H
#define DT_PARSE_H

#include <setjmp.h>

#include "types/dt_types.h"

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
	ND_CAST,	/* (name)lhs; args: the dimensions of an array type
			 * named with constant expressions, its element type
			 * in name ("(char [sizeof (int)])"), else NULL */
	ND_SIZEOF,	/* sizeof (name) with args as ND_CAST's, or sizeof lhs */
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
struct dt_subr;

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
	bool umem;		/* ND_MEMBER, ND_INDEX, unary *: the memory read
				 * (or the address an aggregate stands for) is
				 * the traced process's, through a user pointer
				 * (dt_type.user): pass 3 reads it as copyin does */
	const struct dt_subr *subr; /* ND_CALL of a subroutine: its row (dt_subr.c) */
	bool str_index;		/* ND_INDEX: s[i] of a string, its char */
	bool str_offset;	/* ND_BINOP: s + i, i + s, s - i of a string */
	bool str_null_cmp;	/* ND_BINOP: a string compared with 0 */
	bool lower_arg;		/* ND_IDENT argN written in a stable probe's
				 * definition: the lower probe's argument */
	/* actions that record memory (elab/dt_elab_mem.c), for pass 3 */
	uint64_t memdump;	/* tracemem( ), printm( ): the bytes reserved; 0: none */
	struct dt_type *memtype; /* print( ), trace( ): the type read from memory;
				  * NULL: a value */
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
	bool uargs_fault;		/* pass 2: enabled on a USDT probe with a
					 * memory operand: argN may fault */
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
	int sou_ptrs;			/* "struct { ... } **m": 2 */
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
	int sou_ptrs;			/* "union { ... } *u;": pointers to it */
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

/* %{ C %} at file scope (guru mode): emitted before the clauses. */
struct dt_embed {
	struct dt_loc loc;
	char *text;
	struct dt_embed *next;
};

/* Everything pass 1 produces. */
struct dt_script {
	struct dt_clause *clauses;
	struct dt_pragma *pragmas;
	struct dt_decl *decls;		/* in source order */
	struct dt_embed *embeds;	/* in source order */
	/* the numbers N of the $N and $$N it names, wherever (expressions,
	 * probe descriptions), known once parsed as dtrace's lexer knows
	 * them (dt_lex.l): repeats allowed */
	long *macro_refs;
	size_t nmacro_refs, macro_refs_cap;
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
/* The nodes of LIST (linked through next): a call's arguments. */
int dt_node_count(const struct dt_node *list);
/* Split a probe specification "p:m:f:n" (1-4 fields, filled from the
 * right) into a description; NULL (diagnosed at LOC) if invalid. */
struct dt_probedesc *dt_probedesc_parse(const char *text, const struct dt_loc *loc);
/* --pass=1: print the AST back as canonical D. */
void dt_ast_print(FILE *out, const struct dt_script *s);

/* ---- between the parser's two files (dt_parse.c, dt_parse_decl.c) ---- */

struct parser {
	struct dt_token *tok;	/* current token */
	struct dt_script *script;	/* its macro_refs grow as it parses */
	int source;
	int depth;		/* of the recursion in expressions */
	jmp_buf fail;
};

/* How deep an expression may nest.  Every pass recurses over the tree and
 * the generated C nests as deeply: a bound keeps a hostile script (a
 * thousand '(' or a chain of 100,000 '+') from overflowing dtap's stack.
 * Real scripts stay far below it. */
#define DT_MAXDEPTH 200

/* dt_parse.c: tokens and errors (an error longjmps to ps->fail) */
char *dt_ps_tok_text(const struct dt_token *t);
/* Note the $N / $$N that TEXT (LEN bytes) names, if any: a macro token's
 * name without its '$' (all of it), or a probe description (each '$'). */
void dt_ps_note_macros(struct parser *ps, const char *text, size_t len, bool whole);
_Noreturn void dt_ps_syntax_error(struct parser *ps, const struct dt_token *t);
_Noreturn void dt_ps_unsupported(struct parser *ps, const struct dt_loc *loc, const char *what);
bool dt_ps_is_punct(const struct parser *ps, const char *s);
bool dt_ps_consume(struct parser *ps, const char *s);
void dt_ps_skip(struct parser *ps, const char *s);
bool dt_ps_is_type_word(const struct dt_token *t);
bool dt_ps_is_type_start(const struct dt_token *t);
/* dt_parse.c: grammar rules the declarations use */
char *dt_ps_type_name(struct parser *ps);
char *dt_ps_type_name_dims(struct parser *ps, struct dt_node **dims);
struct dt_node *dt_ps_args(struct parser *ps, const char *close);
struct dt_node *dt_ps_ternary(struct parser *ps);
struct dt_node *dt_ps_assign(struct parser *ps);
struct dt_node *dt_ps_comma_expr(struct parser *ps);
struct dt_node *dt_ps_expr(struct parser *ps);
struct dt_node *dt_ps_body(struct parser *ps);
/* dt_parse_decl.c: a declaration (decl = "extern"? type-name declarator ...) */
struct dt_decl *dt_ps_decl(struct parser *ps);

/* dt_cpp_filter.c: -C's output with the C function definitions and
 * extern prototypes of system headers blanked out (D has neither). */
void dt_cpp_filter_system(char *text);

#endif /* DT_PARSE_H */
