/*
 * dt_parse.c - pass 1b: tokens -> AST, by recursive descent (chibicc
 * style: one function per grammar rule, the rule in a comment above it).
 *
 * The whole D expression grammar is parsed, with C's precedence plus D's
 * "^^", even where pass 2 refuses a construct (casts, members, self->,
 * sizeof ...): later features then only touch pass 2 and 3.  The first
 * syntax error is diagnosed at the offending token and ends the parse.
 */
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include "parse/dt_parse.h"

static struct dt_node *cast(struct parser *ps);

/* ---- helpers ---- */

/* The token as the user wrote it, for "near" messages. */
char *dt_ps_tok_text(const struct dt_token *t)
{
	if (t->kind == TK_AGG || t->kind == TK_MACRO)
		return dt_strndup(t->text - 1, (size_t)t->len + 1);
	return dt_strndup(t->text, (size_t)t->len);
}

_Noreturn void dt_ps_syntax_error(struct parser *ps, const struct dt_token *t)
{
	if (t->kind == TK_EOF)
		dt_error(D_SYNTAX, &t->loc, "syntax error near end of input");
	else
		dt_error(D_SYNTAX, &t->loc, "syntax error near \"%s\"", dt_ps_tok_text(t));
	longjmp(ps->fail, 1);
}

_Noreturn void dt_ps_unsupported(struct parser *ps, const struct dt_loc *loc,
				 const char *what)
{
	dt_error(D_UNSUPPORTED, loc, "%s is not supported yet", what);
	longjmp(ps->fail, 1);
}

bool dt_ps_is_punct(const struct parser *ps, const char *s)
{
	return ps->tok->kind == TK_PUNCT && dt_tok_is(ps->tok, s);
}

static bool is_ident(const struct parser *ps, const char *s)
{
	return ps->tok->kind == TK_IDENT && dt_tok_is(ps->tok, s);
}

bool dt_ps_consume(struct parser *ps, const char *s)
{
	if (!dt_ps_is_punct(ps, s))
		return false;
	ps->tok = ps->tok->next;
	return true;
}

void dt_ps_skip(struct parser *ps, const char *s)
{
	if (!dt_ps_consume(ps, s))
		dt_ps_syntax_error(ps, ps->tok);
}

static void too_deep(struct parser *ps, const struct dt_loc *loc)
{
	dt_error(D_SYNTAX, loc, "expression nested too deeply (more than %d levels)",
		 DT_MAXDEPTH);
	longjmp(ps->fail, 1);
}

/* Count one level of recursion (cast and assign both recurse). */
static void enter(struct parser *ps)
{
	if (++ps->depth > DT_MAXDEPTH)
		too_deep(ps, &ps->tok->loc);
}

/* The depth of tree N, counted up to DT_MAXDEPTH + 1 at most: left-deep
 * operator chains are built by loops, not recursion, so they are
 * measured once the expression is complete. */
static int tree_depth(const struct dt_node *n, int d)
{
	int max = d;

	if (!n || d > DT_MAXDEPTH)
		return d;
	const struct dt_node *kids[] = { n->lhs, n->rhs, n->cond };
	for (size_t i = 0; i < 3 && max <= DT_MAXDEPTH; i++) {
		int k = tree_depth(kids[i], d + 1);

		if (k > max)
			max = k;
	}
	for (const struct dt_node *a = n->args; a && max <= DT_MAXDEPTH; a = a->next) {
		int k = tree_depth(a, d + 1);

		if (k > max)
			max = k;
	}
	return max;
}

static struct dt_node *new_node(enum dt_node_kind kind, const struct dt_loc *loc)
{
	struct dt_node *n = dt_zalloc(sizeof(*n));

	n->kind = kind;
	n->loc = *loc;
	return n;
}

static struct dt_node *new_binary(enum dt_node_kind kind, const struct dt_token *op,
				  struct dt_node *lhs, struct dt_node *rhs)
{
	struct dt_node *n = new_node(kind, &op->loc);

	n->op = dt_strndup(op->text, (size_t)op->len);
	n->lhs = lhs;
	n->rhs = rhs;
	return n;
}

/* Words that start a type name (casts, sizeof, declarations). */
bool dt_ps_is_type_word(const struct dt_token *t)
{
	return dt_tok_is_type_word(t);
}

/* A type name starts at T: D's words, a typedef of the script, or a type
 * the store knows by that name (the kernel's u64, loff_t, spinlock_t). */
bool dt_ps_is_type_start(const struct dt_token *t)
{
	return dt_ps_is_type_word(t) || dt_tok_is_store_type(t);
}

/* "(" at T starts a cast (or sizeof's type): a type name follows.  A
 * name only the store knows must be followed by "*"s and ")", so that
 * "(code * 2)" stays a product when the kernel has a typedef "code". */
static bool type_in_parens(const struct dt_token *t)
{
	const struct dt_token *n = t->next;

	if (t->kind != TK_PUNCT || !dt_tok_is(t, "("))
		return false;
	if (dt_ps_is_type_word(n))
		return true;
	/* n may be the last token (EOF): nothing follows it */
	for (t = n->next; t && t->kind == TK_PUNCT && dt_tok_is(t, "*"); t = t->next)
		;
	return t && t->kind == TK_PUNCT && dt_tok_is(t, ")") && dt_tok_is_store_type(n);
}

/* ---- expressions ---- */

/*
 * fp-abstract = "(" "*"+ ")" "(" (param ("," param)* | "void")? ")":
 * C's abstract declarator of a pointer to a function, "void (*)(void)"
 * in a cast, a sizeof or a probe declaration's arguments (dtrace's
 * grammar has it: dt_grammar.y, direct_abstract_declarator).  Named as
 * dtrace names the type (libctf: no parameters print as "void");
 * a parameter may have a name, which the type drops.
 */
static bool fp_abstract_starts(const struct dt_token *t)
{
	if (!dt_tok_is(t, "(") || !dt_tok_is(t->next, "*"))
		return false;
	for (t = t->next; dt_tok_is(t, "*"); t = t->next)
		;
	return dt_tok_is(t, ")") && dt_tok_is(t->next, "(");
}

static char *fp_abstract(struct parser *ps, const char *ret)
{
	char *stars = dt_strdup(""), *params = dt_strdup("");
	int n = 0;

	ps->tok = ps->tok->next;
	while (dt_ps_consume(ps, "*"))
		stars = dt_sprintf("%s*", stars);
	dt_ps_skip(ps, ")");
	dt_ps_skip(ps, "(");
	while (!dt_ps_consume(ps, ")")) {
		struct dt_token *t = ps->tok;
		char *p;

		if (n && !dt_ps_consume(ps, ","))
			dt_ps_syntax_error(ps, ps->tok);
		t = ps->tok;
		if (dt_ps_consume(ps, "...")) {
			p = dt_strdup("...");
		} else {
			if (!dt_ps_is_type_start(t))
				dt_ps_syntax_error(ps, t);
			p = dt_ps_type_name(ps);
			if (ps->tok->kind == TK_IDENT && !strcmp(p, "void")) {
				dt_error(D_DECL_PROTO_NAME, &ps->tok->loc, "void parameter may not "
					 "have a name: %s", dt_ps_tok_text(ps->tok));
				longjmp(ps->fail, 1);
			}
			if (ps->tok->kind == TK_IDENT)
				ps->tok = ps->tok->next;	/* the parameter's name */
		}
		/* dt_decl.c, dt_decl_prototype(): void is the sole parameter */
		if ((!strcmp(p, "void") && (n || !dt_ps_is_punct(ps, ")"))) ||
		    (n == 1 && !strcmp(params, "void"))) {
			dt_error(D_DECL_PROTO_VOID, &t->loc, "void must be sole parameter");
			longjmp(ps->fail, 1);
		}
		params = dt_sprintf("%s%s%s", params, n++ ? ", " : "", p);
	}
	return dt_sprintf("%s (%s)(%s)", ret, stars, *params ? params : "void");
}

/*
 * abstract-dims = ("[" cond "]")*: "(char [16])", an array type named
 * without a declarator.  dtrace's dt_decl_array() cooks each dimension
 * and wants an integer constant after folding (dt_node_is_posconst()):
 * "[sizeof (int) * 2]", an enum's name, a #define'd expression under -C.
 * Literal dimensions join the name ("char [16]"); with DIMS (a cast or
 * sizeof, whose pass 2 folds them), any other sends every dimension
 * there as an expression, outermost first, the name keeping the element
 * type; without, only literals are taken.
 */
static char *abstract_dims(struct parser *ps, char *s, struct dt_node **dims)
{
	struct dt_node head = { 0 }, *cur = &head;
	bool literal = true;

	for (struct dt_token *t = ps->tok; dt_tok_is(t, "["); t = t->next->next->next)
		if (t->next->kind != TK_INT || !dt_tok_is(t->next->next, "]")) {
			literal = false;
			break;
		}
	while (dt_ps_is_punct(ps, "[")) {
		struct dt_token *t = ps->tok->next;

		if (!literal && dims) {
			ps->tok = t;
			cur = cur->next = dt_ps_ternary(ps);
			dt_ps_skip(ps, "]");
			continue;
		}
		if (t->kind != TK_INT || !t->ival || !dt_tok_is(t->next, "]")) {
			dt_error(D_DECL_ARRSUB, &t->loc, "positive integral constant expression or "
				 "tuple signature expected as array declaration subscript");
			longjmp(ps->fail, 1);
		}
		if (t->ival > UINT32_MAX) {
			dt_error(D_DECL_ARRBIG, &t->loc, "array dimension too big");
			longjmp(ps->fail, 1);
		}
		s = dt_sprintf("%s [%llu]", s, (unsigned long long)t->ival);
		ps->tok = t->next->next;
	}
	if (dims)
		*dims = head.next;
	return s;
}

/* type-name = type-word+ ident? "*"* (fp-abstract | abstract-dims)
 * (struct/union/enum take a tag); DIMS as abstract_dims() takes it */
char *dt_ps_type_name_dims(struct parser *ps, struct dt_node **dims)
{
	char *s = dt_strdup("");

	if (dims)
		*dims = NULL;
	if (!dt_ps_is_type_word(ps->tok) && dt_tok_is_store_type(ps->tok)) {
		s = dt_ps_tok_text(ps->tok);	/* a whole type, as a typedef is */
		ps->tok = ps->tok->next;
	}
	while (dt_ps_is_type_word(ps->tok)) {
		bool tagged;

		/* a typedef name is a whole type: after other words it is
		 * the declared name ("typedef unsigned char byte_t;") */
		if (*s && dt_tok_is_typedef_name(ps->tok))
			break;
		tagged = dt_tok_is(ps->tok, "struct") || dt_tok_is(ps->tok, "union") ||
			 dt_tok_is(ps->tok, "enum");

		s = dt_sprintf("%s%s%s", s, *s ? " " : "", dt_ps_tok_text(ps->tok));
		ps->tok = ps->tok->next;
		if (tagged) {
			if (ps->tok->kind != TK_IDENT)
				dt_ps_syntax_error(ps, ps->tok);
			s = dt_sprintf("%s %s", s, dt_ps_tok_text(ps->tok));
			ps->tok = ps->tok->next;
		}
	}
	while (dt_ps_consume(ps, "*"))
		s = dt_sprintf("%s%s*", s, strchr(s, '*') ? "" : " ");
	if (fp_abstract_starts(ps->tok))
		return fp_abstract(ps, s);
	return abstract_dims(ps, s, dims);
}

char *dt_ps_type_name(struct parser *ps)
{
	return dt_ps_type_name_dims(ps, NULL);
}

/* args = (assign ("," assign)*)?   up to the closing CLOSE */
struct dt_node *dt_ps_args(struct parser *ps, const char *close)
{
	struct dt_node head = { 0 }, *cur = &head;

	if (dt_ps_consume(ps, close))
		return NULL;
	do {
		cur = cur->next = dt_ps_assign(ps);
	} while (dt_ps_consume(ps, ","));
	dt_ps_skip(ps, close);
	return head.next;
}

/* offsetof = ("offsetof" | "__builtin_offsetof") "(" type-name "," ident ")" */
static struct dt_node *offsetof_expr(struct parser *ps)
{
	struct dt_node *n = new_node(ND_OFFSETOF, &ps->tok->loc);

	ps->tok = ps->tok->next->next;
	if (!dt_ps_is_type_start(ps->tok))
		dt_ps_syntax_error(ps, ps->tok);
	n->name = dt_ps_type_name(ps);
	dt_ps_skip(ps, ",");
	if (ps->tok->kind != TK_IDENT)
		dt_ps_syntax_error(ps, ps->tok);
	n->str = dt_ps_tok_text(ps->tok);
	ps->tok = ps->tok->next;
	dt_ps_skip(ps, ")");
	return n;
}

/* xlate = "xlate" "<" type-name ">" "(" expr ")" */
static struct dt_node *xlate_expr(struct parser *ps)
{
	struct dt_node *n = new_node(ND_XLATE, &ps->tok->loc);

	ps->tok = ps->tok->next->next;
	if (!dt_ps_is_type_start(ps->tok))
		dt_ps_syntax_error(ps, ps->tok);
	n->name = dt_ps_type_name(ps);
	dt_ps_skip(ps, ">");
	dt_ps_skip(ps, "(");
	n->lhs = dt_ps_comma_expr(ps);
	dt_ps_skip(ps, ")");
	return n;
}

/* primary = "(" expr ")" | int | string | "@"name ("[" args "]")? | "$"macro
 *         | ("self" | "this") "->" ident | ident */
static struct dt_node *primary(struct parser *ps)
{
	struct dt_token *t = ps->tok;
	struct dt_node *n;

	switch (t->kind) {
	case TK_INT:
		n = new_node(ND_INT, &t->loc);
		n->ival = t->ival;
		n->type = t->ity;
		break;
	case TK_STR:
		n = new_node(ND_STR, &t->loc);
		n->str = t->str;
		n->slen = t->slen;
		n->type = &dt_ty_string;
		break;
	case TK_AGG:
		ps->tok = t->next;
		n = new_node(ND_AGG, &t->loc);
		n->name = dt_strndup(t->text, (size_t)t->len);
		if (dt_ps_consume(ps, "["))
			n->args = dt_ps_args(ps, "]");
		if (dt_ps_is_punct(ps, "[")) {	/* @a[i][j]: keys form one tuple */
			dt_error(D_AGG_MDIM, &ps->tok->loc, "aggregation @%s may not be used as a "
				 "multi-dimensional array: its keys form one tuple, as in @%s[k1, k2]",
				 n->name, n->name);
			longjmp(ps->fail, 1);
		}
		return n;
	case TK_EMBED:	/* guru mode: a C expression */
		n = new_node(ND_EMBED, &t->loc);
		n->str = t->str;
		n->slen = t->slen;
		break;
	case TK_MACRO:
		n = new_node(ND_MACRO, &t->loc);
		n->name = dt_strndup(t->text, (size_t)t->len);
		dt_ps_note_macros(ps, t->text, (size_t)t->len, true);
		break;
	case TK_IDENT:
		if (dt_tok_is(t, "self") || dt_tok_is(t, "this")) {
			n = new_node(dt_tok_is(t, "self") ? ND_SELF : ND_THIS, &t->loc);
			ps->tok = t->next;
			dt_ps_skip(ps, "->");
			if (ps->tok->kind != TK_IDENT)
				dt_ps_syntax_error(ps, ps->tok);
			n->name = dt_ps_tok_text(ps->tok);
			break;
		}
		/* <stddef.h>'s offsetof() is GCC's builtin: the same under -C */
		if ((dt_tok_is(t, "offsetof") || dt_tok_is(t, "__builtin_offsetof")) &&
		    t->next->kind == TK_PUNCT &&
		    dt_tok_is(t->next, "("))
			return offsetof_expr(ps);
		if (dt_tok_is(t, "xlate") && t->next->kind == TK_PUNCT &&
		    dt_tok_is(t->next, "<"))
			return xlate_expr(ps);
		n = new_node(ND_IDENT, &t->loc);
		n->name = dt_ps_tok_text(t);
		break;
	case TK_PUNCT:
		if (dt_tok_is(t, "(")) {
			ps->tok = t->next;
			n = dt_ps_comma_expr(ps);
			dt_ps_skip(ps, ")");
			return n;
		}
		/* fall through */
	default:
		dt_ps_syntax_error(ps, t);
	}
	ps->tok = ps->tok->next;
	return n;
}

/* postfix = primary ("[" args "]" | "(" args ")" | ("." | "->") ident
 *                    | "++" | "--")* */
static struct dt_node *postfix(struct parser *ps)
{
	struct dt_node *n = primary(ps);

	for (;;) {
		struct dt_token *t = ps->tok;

		if (dt_ps_consume(ps, "[")) {
			struct dt_node *x = new_binary(ND_INDEX, t, n, NULL);

			x->args = dt_ps_args(ps, "]");
			n = x;
		} else if (dt_ps_is_punct(ps, "(")) {
			if (n->kind != ND_IDENT) {	/* self->f( ), 1( ), a[1]( ) */
				dt_error(D_FUNC_IDENT, &n->loc, "function designator is not of "
					 "function type");
				longjmp(ps->fail, 1);
			}
			ps->tok = t->next;
			n->kind = ND_CALL;
			n->args = dt_ps_args(ps, ")");
		} else if (dt_ps_consume(ps, ".") || dt_ps_consume(ps, "->")) {
			struct dt_node *m = new_binary(ND_MEMBER, t, n, NULL);

			if (ps->tok->kind != TK_IDENT)
				dt_ps_syntax_error(ps, ps->tok);
			m->name = dt_ps_tok_text(ps->tok);
			ps->tok = ps->tok->next;
			n = m;
		} else if (dt_ps_consume(ps, "++") || dt_ps_consume(ps, "--")) {
			n = new_binary(ND_POSTINC, t, n, NULL);
		} else {
			return n;
		}
	}
}

/* unary = ("+" | "-" | "!" | "~" | "*" | "&") cast | ("++" | "--") unary
 *       | "sizeof" ("(" type-name ")" | unary) | "stringof" unary | postfix */
static struct dt_node *unary(struct parser *ps)
{
	struct dt_token *t = ps->tok;

	if (t->kind == TK_PUNCT && (dt_tok_is(t, "+") || dt_tok_is(t, "-") ||
				    dt_tok_is(t, "!") || dt_tok_is(t, "~") ||
				    dt_tok_is(t, "*") || dt_tok_is(t, "&"))) {
		ps->tok = t->next;
		return new_binary(ND_UNOP, t, cast(ps), NULL);
	}
	if (dt_ps_consume(ps, "++") || dt_ps_consume(ps, "--"))
		return new_binary(ND_PREINC, t, unary(ps), NULL);
	if (is_ident(ps, "sizeof")) {
		struct dt_node *n = new_node(ND_SIZEOF, &t->loc);

		ps->tok = t->next;
		if (type_in_parens(ps->tok)) {
			ps->tok = ps->tok->next;
			n->name = dt_ps_type_name_dims(ps, &n->args);
			dt_ps_skip(ps, ")");
		} else {
			n->lhs = unary(ps);
		}
		return n;
	}
	if (is_ident(ps, "stringof")) {
		struct dt_node *n = new_node(ND_CALL, &t->loc);

		ps->tok = t->next;
		n->name = dt_strdup("stringof");
		n->args = unary(ps);
		return n;
	}
	return postfix(ps);
}

/* cast = "(" type-name ")" cast | unary */
static struct dt_node *cast(struct parser *ps)
{
	struct dt_node *n;

	enter(ps);
	if (type_in_parens(ps->tok)) {
		n = new_node(ND_CAST, &ps->tok->loc);
		ps->tok = ps->tok->next;
		n->name = dt_ps_type_name_dims(ps, &n->args);
		dt_ps_skip(ps, ")");
		n->lhs = cast(ps);
	} else {
		n = unary(ps);
	}
	ps->depth--;
	return n;
}

/* One level of left-associative binary operators: next (op next)*. */
static struct dt_node *binary_level(struct parser *ps, struct dt_node *(*next)(struct parser *),
				    const char *const *ops, enum dt_node_kind kind)
{
	struct dt_node *n = next(ps);

	for (;;) {
		struct dt_token *t = ps->tok;
		const char *const *op;

		for (op = ops; *op && !dt_ps_is_punct(ps, *op); op++)
			;
		/* a predicate's closing '/' is not a division */
		if (!*op || (t->ival && dt_tok_is(t, "/")))
			return n;
		ps->tok = t->next;
		n = new_binary(kind, t, n, next(ps));
	}
}

#define LEVEL(fn, next, kind, ...)						\
	static struct dt_node *fn(struct parser *ps)				\
	{									\
		static const char *const ops[] = { __VA_ARGS__, NULL };	\
		return binary_level(ps, next, ops, kind);			\
	}

/* mul = cast ("*" cast | "/" cast | "%" cast)* */
LEVEL(mul, cast, ND_BINOP, "*", "/", "%")
/* add = mul ("+" mul | "-" mul)* */
LEVEL(add, mul, ND_BINOP, "+", "-")
/* shift = add ("<<" add | ">>" add)* */
LEVEL(shift, add, ND_BINOP, "<<", ">>")
/* relational = shift ("<" shift | "<=" shift | ">" shift | ">=" shift)* */
LEVEL(relational, shift, ND_BINOP, "<", "<=", ">", ">=")
/* equality = relational ("==" relational | "!=" relational)* */
LEVEL(equality, relational, ND_BINOP, "==", "!=")
/* bitand = equality ("&" equality)* */
LEVEL(bitand, equality, ND_BINOP, "&")
/* bitxor = bitand ("^" bitand)* */
LEVEL(bitxor, bitand, ND_BINOP, "^")
/* bitor = bitxor ("|" bitxor)* */
LEVEL(bitor, bitxor, ND_BINOP, "|")
/* logand = bitor ("&&" bitor)* */
LEVEL(logand, bitor, ND_LOGAND, "&&")
/* logxor = logand ("^^" logand)* */
LEVEL(logxor, logand, ND_LOGXOR, "^^")
/* logor = logxor ("||" logxor)* */
LEVEL(logor, logxor, ND_LOGOR, "||")

/* ternary = logor ("?" expr ":" ternary)? */
struct dt_node *dt_ps_ternary(struct parser *ps)
{
	struct dt_node *c = logor(ps), *n;
	struct dt_token *t = ps->tok;

	if (!dt_ps_consume(ps, "?"))
		return c;
	n = new_binary(ND_TERNARY, t, NULL, NULL);
	n->cond = c;
	n->lhs = dt_ps_comma_expr(ps);
	dt_ps_skip(ps, ":");
	n->rhs = dt_ps_ternary(ps);
	return n;
}

/* assign = ternary (assign-op assign)?
 * assign-op = "=" | "+=" | "-=" | "*=" | "/=" | "%=" | "&=" | "|=" | "^="
 *           | "<<=" | ">>=" */
struct dt_node *dt_ps_assign(struct parser *ps)
{
	static const char *const ops[] = { "=", "+=", "-=", "*=", "/=", "%=", "&=",
					   "|=", "^=", "<<=", ">>=" };
	struct dt_node *n;
	struct dt_token *t;

	enter(ps);
	n = dt_ps_ternary(ps);
	t = ps->tok;
	for (size_t i = 0; i < sizeof(ops) / sizeof(ops[0]); i++)
		if (dt_ps_consume(ps, ops[i])) {
			n = new_binary(ND_ASSIGN, t, n, dt_ps_assign(ps));
			break;
		}
	ps->depth--;
	return n;
}

/* expr = assign   (dtrace's assignment_expression: an inline's value, a
 * translator member's, an array dimension) */
struct dt_node *dt_ps_expr(struct parser *ps)
{
	struct dt_token *t = ps->tok;
	struct dt_node *n = dt_ps_assign(ps);

	if (tree_depth(n, 1) > DT_MAXDEPTH)
		too_deep(ps, &t->loc);
	return n;
}

/* comma-expr = assign ("," assign)*: C's comma operator, where dtrace's
 * grammar has "expression" (dt_grammar.y): a statement, a predicate,
 * parentheses, ?:'s middle operand, xlate's operand. */
struct dt_node *dt_ps_comma_expr(struct parser *ps)
{
	struct dt_token *t = ps->tok;
	struct dt_node *n = dt_ps_expr(ps);

	while (dt_ps_is_punct(ps, ",")) {
		struct dt_token *c = ps->tok;

		ps->tok = c->next;
		n = new_binary(ND_BINOP, c, n, dt_ps_expr(ps));
	}
	if (tree_depth(n, 1) > DT_MAXDEPTH)
		too_deep(ps, &t->loc);
	return n;
}

/* ---- statements and clauses ---- */

/* A statement that starts like a declaration or a C control statement. */
static void refuse_statement(struct parser *ps)
{
	struct dt_token *t = ps->tok;
	static const char *const ctl[] = { "if", "else", "for", "while", "do",
					   "switch", "return", "goto", "break", "continue" };

	for (size_t i = 0; i < sizeof(ctl) / sizeof(ctl[0]); i++)
		if (is_ident(ps, ctl[i]))
			dt_ps_unsupported(ps, &t->loc, dt_sprintf("'%s' statement", ctl[i]));
	if (dt_ps_is_type_word(t) || ((dt_tok_is(t, "self") || dt_tok_is(t, "this")) &&
				t->kind == TK_IDENT && t->next->kind == TK_IDENT))
		dt_ps_unsupported(ps, &t->loc, "a declaration");
}

/* stmt = "@"name ("[" args "]")? "=" expr   (an aggregating statement)
 *      | expr */
static struct dt_node *stmt(struct parser *ps)
{
	struct dt_loc loc = ps->tok->loc;
	struct dt_node *e, *s;

	refuse_statement(ps);
	e = dt_ps_comma_expr(ps);
	if (e->kind == ND_ASSIGN && e->lhs->kind == ND_AGG && strcmp(e->op, "=") == 0) {
		s = new_node(ND_AGG_STMT, &loc);
		s->lhs = e->lhs;
		s->rhs = e->rhs;
	} else {
		s = new_node(ND_EXPR_STMT, &loc);
		s->lhs = e;
	}
	return s;
}

/* body = "{" (";" | stmt (";" | &"}"))* "}" */
struct dt_node *dt_ps_body(struct parser *ps)
{
	struct dt_node head = { 0 }, *cur = &head;

	dt_ps_skip(ps, "{");
	while (!dt_ps_consume(ps, "}")) {
		if (dt_ps_consume(ps, ";"))
			continue;
		cur = cur->next = stmt(ps);
		if (!dt_ps_consume(ps, ";") && !dt_ps_is_punct(ps, "}"))
			dt_ps_syntax_error(ps, ps->tok);
	}
	return head.next;
}

static void note_macro_ref(struct dt_script *s, long n)
{
	s->macro_refs = dt_grow(s->macro_refs, &s->macro_refs_cap, s->nmacro_refs + 1,
				sizeof(*s->macro_refs));
	s->macro_refs[s->nmacro_refs++] = n;
}

/* $N, $$N: N of at most 9 digits (no count of arguments has 10; a longer
 * one names no argument, as elaboration says) */
static void note_macro_at(struct parser *ps, const char *p, const char *end)
{
	size_t digits;

	if (p < end && *p == '$')
		p++;
	digits = strspn(p, "0123456789");
	if ((size_t)(end - p) < digits)
		digits = (size_t)(end - p);
	if (digits == 0 || digits - strspn(p, "0") > 9)
		return;
	note_macro_ref(ps->script, strtol(p, NULL, 10));
}

void dt_ps_note_macros(struct parser *ps, const char *text, size_t len, bool whole)
{
	const char *end = text + len;

	if (whole) {
		note_macro_at(ps, text, end);
		return;
	}
	for (const char *p = memchr(text, '$', len); p; p = memchr(p, '$', (size_t)(end - p))) {
		p++;
		note_macro_at(ps, p, end);
		if (p < end && *p == '$')
			p++;
	}
}

/* Split "a:b:c:d" into fields; fewer fields fill from the right. */
struct dt_probedesc *dt_probedesc_parse(const char *text, const struct dt_loc *loc)
{
	struct dt_probedesc *d = dt_zalloc(sizeof(*d));
	char *f[4];
	int n = 1;

	d->loc = *loc;
	d->text = dt_strdup(text);
	f[0] = dt_strdup(text);
	for (char *c = f[0]; *c; c++) {
		if (*c != ':')
			continue;
		if (n == 4) {
			dt_error(D_PDESC_INVAL, loc,
				 "invalid probe description \"%s\": too many fields", text);
			return NULL;
		}
		*c = '\0';
		f[n++] = c + 1;
	}
	d->prov = d->mod = d->func = "";
	d->name = f[n - 1];
	if (n >= 2)
		d->func = f[n - 2];
	if (n >= 3)
		d->mod = f[n - 3];
	if (n == 4)
		d->prov = f[0];
	return d;
}

/* probe-desc = probespec */
static struct dt_probedesc *probe_desc(struct parser *ps)
{
	struct dt_token *t = ps->tok;
	struct dt_probedesc *d;

	if (t->kind != TK_PROBESPEC)
		dt_ps_syntax_error(ps, t);
	d = dt_probedesc_parse(dt_ps_tok_text(t), &t->loc);
	if (!d)
		longjmp(ps->fail, 1);
	dt_ps_note_macros(ps, d->text, strlen(d->text), false);
	ps->tok = t->next;
	return d;
}

/* clause = probe-desc ("," probe-desc)* ("/" expr "/")? body? */
static struct dt_clause *clause(struct parser *ps)
{
	struct dt_clause *c = dt_zalloc(sizeof(*c));
	struct dt_probedesc **dp = &c->descs;

	c->loc = ps->tok->loc;
	c->source = ps->source;
	do {
		*dp = probe_desc(ps);
		dp = &(*dp)->next;
	} while (dt_ps_consume(ps, ","));
	if (dt_ps_consume(ps, "/")) {
		c->pred = dt_ps_comma_expr(ps);
		dt_ps_skip(ps, "/");
	}
	if (dt_ps_is_punct(ps, "{")) {
		c->stmts = dt_ps_body(ps);
		c->empty = c->stmts == NULL;
	} else if (ps->tok->kind == TK_EOF || ps->tok->kind == TK_PROBESPEC ||
		   ps->tok->kind == TK_PRAGMA || dt_ps_is_punct(ps, ";")) {
		c->empty = true;
	} else {
		dt_ps_syntax_error(ps, ps->tok);
	}
	return c;
}

/* pragma = "#pragma" words   (only "#pragma D ..." is kept) */
static struct dt_pragma *pragma(struct parser *ps)
{
	struct dt_token *t = ps->tok;
	struct dt_pragma *p;

	ps->tok = t->next;
	if (strncmp(t->str, "D", 1) != 0 || (t->str[1] != ' ' && t->str[1] != '\t'))
		return NULL;	/* other pragmas (ident ...) mean nothing to D */
	p = dt_zalloc(sizeof(*p));
	p->loc = t->loc;
	p->text = t->str + 2;
	while (*p->text == ' ' || *p->text == '\t')
		p->text++;
	return p;
}

/* program = (pragma | ";" | decl | embed | clause)*
 * embed = "%{" C text "%}" */
struct dt_script *dt_parse(const char *file, const char *src, int source)
{
	struct parser ps = { 0 };
	struct dt_script *s = dt_zalloc(sizeof(*s));
	struct dt_clause **cp = &s->clauses;
	struct dt_pragma **pp = &s->pragmas;
	struct dt_decl **dp = &s->decls;
	struct dt_embed **ep = &s->embeds;
	int index = 0;

	ps.tok = dt_tokenize(file, src);
	ps.source = source;
	ps.script = s;
	if (!ps.tok || setjmp(ps.fail))
		return NULL;
	while (ps.tok->kind != TK_EOF) {
		if (ps.tok->kind == TK_PRAGMA) {
			if ((*pp = pragma(&ps)))
				pp = &(*pp)->next;
		} else if (ps.tok->kind == TK_IDENT) {
			*dp = dt_ps_decl(&ps);
			while (*dp)	/* one per declarator */
				dp = &(*dp)->next;
		} else if (ps.tok->kind == TK_EMBED) {
			*ep = dt_zalloc(sizeof(**ep));
			(*ep)->loc = ps.tok->loc;
			(*ep)->text = ps.tok->str;
			ep = &(*ep)->next;
			ps.tok = ps.tok->next;
		} else if (!dt_ps_consume(&ps, ";")) {
			*cp = clause(&ps);
			(*cp)->index = index++;
			cp = &(*cp)->next;
		}
	}
	return s;
}

int dt_node_count(const struct dt_node *list)
{
	int n = 0;

	for (; list; list = list->next)
		n++;
	return n;
}

bool dt_script_is_empty(const struct dt_script *s)
{
	return !s->clauses && !s->decls && !s->pragmas && !s->embeds;
}

void dt_script_append(struct dt_script *a, struct dt_script *b)
{
	struct dt_clause **cp = &a->clauses;
	struct dt_pragma **pp = &a->pragmas;
	struct dt_decl **dp = &a->decls;
	struct dt_embed **ep = &a->embeds;
	int index = 0;

	while (*cp) {
		cp = &(*cp)->next;
		index++;
	}
	*cp = b->clauses;
	for (struct dt_clause *c = b->clauses; c; c = c->next)
		c->index = index++;
	while (*pp)
		pp = &(*pp)->next;
	*pp = b->pragmas;
	while (*dp)
		dp = &(*dp)->next;
	*dp = b->decls;
	while (*ep)
		ep = &(*ep)->next;
	*ep = b->embeds;
	b->embeds = NULL;
	b->clauses = NULL;
	b->pragmas = NULL;
	b->decls = NULL;
	for (size_t i = 0; i < b->nmacro_refs; i++)
		note_macro_ref(a, b->macro_refs[i]);
	b->nmacro_refs = 0;
}
