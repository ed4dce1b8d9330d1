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
#include <string.h>

#include "dt_impl.h"

struct parser {
	struct dt_token *tok;	/* current token */
	int source;
	int depth;		/* of the recursion in expressions */
	jmp_buf fail;
};

/* How deep an expression may nest.  Every pass recurses over the tree and
 * the generated C nests as deeply: a bound keeps a hostile script (a
 * thousand '(' or a chain of 100,000 '+') from overflowing dtap's stack.
 * Real scripts stay far below it. */
#define DT_MAXDEPTH 200

static struct dt_node *expr(struct parser *ps);
static struct dt_node *assign(struct parser *ps);
static struct dt_node *cast(struct parser *ps);

/* ---- helpers ---- */

/* The token as the user wrote it, for "near" messages. */
static char *tok_text(const struct dt_token *t)
{
	if (t->kind == TK_AGG || t->kind == TK_MACRO)
		return dt_strndup(t->text - 1, (size_t)t->len + 1);
	return dt_strndup(t->text, (size_t)t->len);
}

static _Noreturn void syntax_error(struct parser *ps, const struct dt_token *t)
{
	if (t->kind == TK_EOF)
		dt_error(D_SYNTAX, &t->loc, "syntax error near end of input");
	else
		dt_error(D_SYNTAX, &t->loc, "syntax error near \"%s\"", tok_text(t));
	longjmp(ps->fail, 1);
}

static _Noreturn void unsupported(struct parser *ps, const struct dt_loc *loc,
				  const char *what)
{
	dt_error(D_UNSUPPORTED, loc, "%s is not supported yet", what);
	longjmp(ps->fail, 1);
}

static bool is_punct(const struct parser *ps, const char *s)
{
	return ps->tok->kind == TK_PUNCT && dt_tok_is(ps->tok, s);
}

static bool is_ident(const struct parser *ps, const char *s)
{
	return ps->tok->kind == TK_IDENT && dt_tok_is(ps->tok, s);
}

static bool consume(struct parser *ps, const char *s)
{
	if (!is_punct(ps, s))
		return false;
	ps->tok = ps->tok->next;
	return true;
}

static void skip(struct parser *ps, const char *s)
{
	if (!consume(ps, s))
		syntax_error(ps, ps->tok);
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
static bool is_type_word(const struct dt_token *t)
{
	return dt_tok_is_type_word(t);
}

/* A type name starts at T: D's words, a typedef of the script, or a type
 * the store knows by that name (the kernel's u64, loff_t, spinlock_t). */
static bool is_type_start(const struct dt_token *t)
{
	return is_type_word(t) || dt_tok_is_store_type(t);
}

/* "(" at T starts a cast (or sizeof's type): a type name follows.  A
 * name only the store knows must be followed by "*"s and ")", so that
 * "(code * 2)" stays a product when the kernel has a typedef "code". */
static bool type_in_parens(const struct dt_token *t)
{
	const struct dt_token *n = t->next;

	if (t->kind != TK_PUNCT || !dt_tok_is(t, "("))
		return false;
	if (is_type_word(n))
		return true;
	/* n may be the last token (EOF): nothing follows it */
	for (t = n->next; t && t->kind == TK_PUNCT && dt_tok_is(t, "*"); t = t->next)
		;
	return t && t->kind == TK_PUNCT && dt_tok_is(t, ")") && dt_tok_is_store_type(n);
}

/* ---- expressions ---- */

/* type-name = type-word+ ident? "*"*   (struct/union/enum take a tag) */
static char *type_name(struct parser *ps)
{
	char *s = dt_strdup("");

	if (!is_type_word(ps->tok) && dt_tok_is_store_type(ps->tok)) {
		s = tok_text(ps->tok);	/* a whole type, as a typedef is */
		ps->tok = ps->tok->next;
	}
	while (is_type_word(ps->tok)) {
		bool tagged;

		/* a typedef name is a whole type: after other words it is
		 * the declared name ("typedef unsigned char byte_t;") */
		if (*s && dt_tok_is_typedef_name(ps->tok))
			break;
		tagged = dt_tok_is(ps->tok, "struct") || dt_tok_is(ps->tok, "union") ||
			 dt_tok_is(ps->tok, "enum");

		s = dt_sprintf("%s%s%s", s, *s ? " " : "", tok_text(ps->tok));
		ps->tok = ps->tok->next;
		if (tagged) {
			if (ps->tok->kind != TK_IDENT)
				syntax_error(ps, ps->tok);
			s = dt_sprintf("%s %s", s, tok_text(ps->tok));
			ps->tok = ps->tok->next;
		}
	}
	while (consume(ps, "*"))
		s = dt_sprintf("%s%s*", s, strchr(s, '*') ? "" : " ");
	return s;
}

/* args = (assign ("," assign)*)?   up to the closing CLOSE */
static struct dt_node *args(struct parser *ps, const char *close)
{
	struct dt_node head = { 0 }, *cur = &head;

	if (consume(ps, close))
		return NULL;
	do {
		cur = cur->next = assign(ps);
	} while (consume(ps, ","));
	skip(ps, close);
	return head.next;
}

/* offsetof = ("offsetof" | "__builtin_offsetof") "(" type-name "," ident ")" */
static struct dt_node *offsetof_expr(struct parser *ps)
{
	struct dt_node *n = new_node(ND_OFFSETOF, &ps->tok->loc);

	ps->tok = ps->tok->next->next;
	if (!is_type_start(ps->tok))
		syntax_error(ps, ps->tok);
	n->name = type_name(ps);
	skip(ps, ",");
	if (ps->tok->kind != TK_IDENT)
		syntax_error(ps, ps->tok);
	n->str = tok_text(ps->tok);
	ps->tok = ps->tok->next;
	skip(ps, ")");
	return n;
}

/* xlate = "xlate" "<" type-name ">" "(" expr ")" */
static struct dt_node *xlate_expr(struct parser *ps)
{
	struct dt_node *n = new_node(ND_XLATE, &ps->tok->loc);

	ps->tok = ps->tok->next->next;
	if (!is_type_start(ps->tok))
		syntax_error(ps, ps->tok);
	n->name = type_name(ps);
	skip(ps, ">");
	skip(ps, "(");
	n->lhs = expr(ps);
	skip(ps, ")");
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
		if (consume(ps, "["))
			n->args = args(ps, "]");
		if (is_punct(ps, "[")) {	/* @a[i][j]: keys form one tuple */
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
		break;
	case TK_IDENT:
		if (dt_tok_is(t, "self") || dt_tok_is(t, "this")) {
			n = new_node(dt_tok_is(t, "self") ? ND_SELF : ND_THIS, &t->loc);
			ps->tok = t->next;
			skip(ps, "->");
			if (ps->tok->kind != TK_IDENT)
				syntax_error(ps, ps->tok);
			n->name = tok_text(ps->tok);
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
		n->name = tok_text(t);
		break;
	case TK_PUNCT:
		if (dt_tok_is(t, "(")) {
			ps->tok = t->next;
			n = expr(ps);
			skip(ps, ")");
			return n;
		}
		/* fall through */
	default:
		syntax_error(ps, t);
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

		if (consume(ps, "[")) {
			struct dt_node *x = new_binary(ND_INDEX, t, n, NULL);

			x->args = args(ps, "]");
			n = x;
		} else if (is_punct(ps, "(")) {
			if (n->kind != ND_IDENT) {	/* self->f( ), 1( ), a[1]( ) */
				dt_error(D_FUNC_IDENT, &n->loc, "function designator is not of "
					 "function type");
				longjmp(ps->fail, 1);
			}
			ps->tok = t->next;
			n->kind = ND_CALL;
			n->args = args(ps, ")");
		} else if (consume(ps, ".") || consume(ps, "->")) {
			struct dt_node *m = new_binary(ND_MEMBER, t, n, NULL);

			if (ps->tok->kind != TK_IDENT)
				syntax_error(ps, ps->tok);
			m->name = tok_text(ps->tok);
			ps->tok = ps->tok->next;
			n = m;
		} else if (consume(ps, "++") || consume(ps, "--")) {
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
	if (consume(ps, "++") || consume(ps, "--"))
		return new_binary(ND_PREINC, t, unary(ps), NULL);
	if (is_ident(ps, "sizeof")) {
		struct dt_node *n = new_node(ND_SIZEOF, &t->loc);

		ps->tok = t->next;
		if (type_in_parens(ps->tok)) {
			ps->tok = ps->tok->next;
			n->name = type_name(ps);
			skip(ps, ")");
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
		n->name = type_name(ps);
		skip(ps, ")");
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

		for (op = ops; *op && !is_punct(ps, *op); op++)
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
static struct dt_node *ternary(struct parser *ps)
{
	struct dt_node *c = logor(ps), *n;
	struct dt_token *t = ps->tok;

	if (!consume(ps, "?"))
		return c;
	n = new_binary(ND_TERNARY, t, NULL, NULL);
	n->cond = c;
	n->lhs = expr(ps);
	skip(ps, ":");
	n->rhs = ternary(ps);
	return n;
}

/* assign = ternary (assign-op assign)?
 * assign-op = "=" | "+=" | "-=" | "*=" | "/=" | "%=" | "&=" | "|=" | "^="
 *           | "<<=" | ">>=" */
static struct dt_node *assign(struct parser *ps)
{
	static const char *const ops[] = { "=", "+=", "-=", "*=", "/=", "%=", "&=",
					   "|=", "^=", "<<=", ">>=" };
	struct dt_node *n;
	struct dt_token *t;

	enter(ps);
	n = ternary(ps);
	t = ps->tok;
	for (size_t i = 0; i < sizeof(ops) / sizeof(ops[0]); i++)
		if (consume(ps, ops[i])) {
			n = new_binary(ND_ASSIGN, t, n, assign(ps));
			break;
		}
	ps->depth--;
	return n;
}

/* expr = assign */
static struct dt_node *expr(struct parser *ps)
{
	struct dt_token *t = ps->tok;
	struct dt_node *n = assign(ps);

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
			unsupported(ps, &t->loc, dt_sprintf("'%s' statement", ctl[i]));
	if (is_type_word(t) || ((dt_tok_is(t, "self") || dt_tok_is(t, "this")) &&
				t->kind == TK_IDENT && t->next->kind == TK_IDENT))
		unsupported(ps, &t->loc, "a declaration");
}

/* stmt = "@"name ("[" args "]")? "=" expr   (an aggregating statement)
 *      | expr */
static struct dt_node *stmt(struct parser *ps)
{
	struct dt_loc loc = ps->tok->loc;
	struct dt_node *e, *s;

	refuse_statement(ps);
	e = expr(ps);
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
static struct dt_node *body(struct parser *ps)
{
	struct dt_node head = { 0 }, *cur = &head;

	skip(ps, "{");
	while (!consume(ps, "}")) {
		if (consume(ps, ";"))
			continue;
		cur = cur->next = stmt(ps);
		if (!consume(ps, ";") && !is_punct(ps, "}"))
			syntax_error(ps, ps->tok);
	}
	return head.next;
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
		syntax_error(ps, t);
	d = dt_probedesc_parse(tok_text(t), &t->loc);
	if (!d)
		longjmp(ps->fail, 1);
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
	} while (consume(ps, ","));
	if (consume(ps, "/")) {
		c->pred = expr(ps);
		skip(ps, "/");
	}
	if (is_punct(ps, "{")) {
		c->stmts = body(ps);
		c->empty = c->stmts == NULL;
	} else if (ps->tok->kind == TK_EOF || ps->tok->kind == TK_PROBESPEC ||
		   ps->tok->kind == TK_PRAGMA || is_punct(ps, ";")) {
		c->empty = true;
	} else {
		syntax_error(ps, ps->tok);
	}
	return c;
}

static bool is_class_word(const struct dt_token *t);

/* A parameter (array key, function pointer parameter) may be "register",
 * as in C, and of no other storage class (dtrace's parameter_declaration):
 * T past it. */
static struct dt_token *param_class(struct parser *ps, struct dt_token *t)
{
	if (dt_tok_is(t, "register"))
		return t->next;
	if (is_class_word(t) || dt_tok_is(t, "typedef")) {
		dt_error(D_DECL_PARMCLASS, &t->loc, "inappropriate storage class for function "
			 "or associative array parameter");
		longjmp(ps->fail, 1);
	}
	return t;
}

/* decl-keys = (type-name ("," type-name)*)? "]", the "[" taken; with
 * NAMED, inline-params = (type-name ident ("," type-name ident)*)? "]":
 * "inline fileinfo_t fds[int fd] = xlate <fileinfo_t> (... fd ...);" is
 * used as fds[e], its value the expression with fd replaced by (int)e. */
static void bracket_types(struct parser *ps, struct dt_decl *d, bool named)
{
	d->assoc = true;
	if (consume(ps, "]"))
		return;
	do {
		struct dt_token *t = ps->tok = param_class(ps, ps->tok);

		if (!is_type_start(t))
			syntax_error(ps, t);
		if (d->nkeys == 8) {
			dt_error(named ? D_DECL_ARRBIG : D_AGG_NOKEYS, &t->loc,
				 "%s[ ] has more than 8 %s", d->name, named ? "parameters" : "keys");
			longjmp(ps->fail, 1);
		}
		d->keys[d->nkeys] = type_name(ps);
		if (named) {
			if (ps->tok->kind != TK_IDENT)
				syntax_error(ps, ps->tok);
			d->params[d->nkeys] = tok_text(ps->tok);
			ps->tok = ps->tok->next;
		}
		d->nkeys++;
	} while (consume(ps, ","));
	skip(ps, "]");
}

static void declarator(struct parser *ps, struct dt_decl *d);
static char *next_declarator_type(struct parser *ps, const char *type);

/* enum-def = "typedef"? "enum" ident? "{" ident ("=" expr)? ("," ident ("=" expr)?)* ","? "}"
 *            (declarator ("," "*"* declarator)*)? ";"
 * as C has it: "typedef enum { ... } name_t;" (glibc's idtype_t) and
 * "enum e { ... } v;" also declare NAME_T or V, the enum's type (D's
 * enums are ints), as the declarations chained after D. */
static struct dt_decl *enum_def(struct parser *ps, struct dt_decl *d)
{
	struct dt_decl_enum **ep = &d->enums;
	bool is_typedef = dt_tok_is(ps->tok, "typedef");
	struct dt_decl *prev = d;

	if (is_typedef)
		ps->tok = ps->tok->next;
	d->scope = 'E';
	d->loc = ps->tok->loc;
	ps->tok = ps->tok->next;
	if (ps->tok->kind == TK_IDENT) {
		d->name = tok_text(ps->tok);
		ps->tok = ps->tok->next;
	}
	skip(ps, "{");
	do {
		struct dt_decl_enum *e;

		if (is_punct(ps, "}"))
			break;	/* a trailing comma */
		if (ps->tok->kind != TK_IDENT)
			syntax_error(ps, ps->tok);
		e = dt_zalloc(sizeof(*e));
		e->loc = ps->tok->loc;
		e->name = tok_text(ps->tok);
		ps->tok = ps->tok->next;
		if (consume(ps, "="))
			e->value = assign(ps);
		*ep = e;
		ep = &e->next;
	} while (consume(ps, ","));
	skip(ps, "}");
	if (!is_typedef && consume(ps, ";"))
		return d;
	do {
		struct dt_decl *n = dt_zalloc(sizeof(*n));

		n->scope = is_typedef ? 'T' : 'g';
		n->type_loc = d->loc;
		n->type = prev == d ? (d->name ? dt_sprintf("enum %s", d->name) : dt_strdup("int"))
				    : next_declarator_type(ps, prev->type);
		declarator(ps, n);
		prev->next = n;
		prev = n;
	} while (consume(ps, ","));
	skip(ps, ";");
	return d;
}

static bool is_sou_word(const struct dt_token *t)
{
	return t->kind == TK_IDENT && (dt_tok_is(t, "struct") || dt_tok_is(t, "union"));
}

/* Does a struct/union definition start at T ("struct" tag? "{")? */
static bool sou_def_starts(const struct dt_token *t)
{
	if (!is_sou_word(t) || t->next->kind == TK_EOF)
		return false;
	if (dt_tok_is(t->next, "{"))
		return true;
	return t->next->kind == TK_IDENT && t->next->next->kind != TK_EOF &&
	       dt_tok_is(t->next->next, "{");
}

/* A member's type: a type name, or any identifier followed by a name or
 * '*' (a kernel typedef such as u32, which the lexer cannot know). */
static char *member_type(struct parser *ps)
{
	struct dt_token *t = ps->tok;

	if (is_type_word(t))
		return type_name(ps);
	if (t->kind == TK_IDENT && (t->next->kind == TK_IDENT ||
				    (t->next->kind == TK_PUNCT && dt_tok_is(t->next, "*")))) {
		char *s = tok_text(t);

		ps->tok = t->next;
		while (consume(ps, "*"))	/* as type_name() takes them */
			s = dt_sprintf("%s%s*", s, strchr(s, '*') ? "" : " ");
		return s;
	}
	syntax_error(ps, t);
}

/* The type of a declarator after the first of "int *a, *b, c;": the
 * base type BASE without the first one's stars, with its own. */
static char *next_declarator_type(struct parser *ps, const char *base)
{
	char *type = dt_strndup(base, strcspn(base, "*"));

	while (*type && type[strlen(type) - 1] == ' ')
		type[strlen(type) - 1] = '\0';
	while (consume(ps, "*"))
		type = dt_sprintf("%s%s*", type, strchr(type, '*') ? "" : " ");
	return type;
}

/* A function pointer's parameter starting at T (FIRST: the first one):
 * a type, "void" alone, or "...", as dtrace's dt_decl_prototype wants. */
static void fp_param(struct parser *ps, struct dt_token *t, bool first)
{
	if (dt_tok_is(t, "void") && !dt_tok_is(t->next, "*") &&
	    (!first || !dt_tok_is(t->next, ")"))) {
		dt_error(D_DECL_PROTO_VOID, &t->loc, "void must be sole parameter in function "
			 "declaration");
		longjmp(ps->fail, 1);
	}
	/* (without the kernel's types, a kernel typedef is no type known) */
	if (t->kind == TK_IDENT && !is_type_start(t) && !*dt_type_hint &&
	    (dt_tok_is(t->next, ",") || dt_tok_is(t->next, ")"))) {
		dt_error(D_DECL_PROTO_FORM, &t->loc, "function declaration may not use an "
			 "identifier list: parameter %s has no type", tok_text(t));
		longjmp(ps->fail, 1);
	}
}

/*
 * fp-declarator = "(" "*"+ ident ")" "(" params ")": a pointer to a
 * function (struct sigevent's "void (*_function)(__sigval_t);"), kept
 * as a pointer to void of that name: D calls no function through it, it
 * is 8 bytes to read and print.  The parameters are skipped (balanced,
 * bounded by the input).  False when the tokens are not one.
 */
static bool fp_declarator(struct parser *ps, char **name)
{
	struct dt_token *t = ps->tok;
	int depth = 0;

	if (!is_punct(ps, "(") || !dt_tok_is(t->next, "*"))
		return false;
	for (t = t->next; dt_tok_is(t, "*"); t = t->next)
		;
	if (t->kind != TK_IDENT || !dt_tok_is(t->next, ")") || !dt_tok_is(t->next->next, "("))
		return false;
	*name = tok_text(t);
	for (t = t->next->next; t->kind != TK_EOF; t = t->next) {
		depth += dt_tok_is(t, "(") - dt_tok_is(t, ")");
		if (depth == 0)
			break;
		if (depth == 1 && (dt_tok_is(t, "(") || dt_tok_is(t, ",")))
			fp_param(ps, param_class(ps, t->next), dt_tok_is(t, "("));
	}
	if (t->kind == TK_EOF)
		syntax_error(ps, t);
	ps->tok = t->next;
	return true;
}

/* dims = ("[" expr "]")*   (at most 4) */
static int array_dims(struct parser *ps, struct dt_node **dims, bool flex)
{
	int n = 0;

	while (is_punct(ps, "[")) {
		if (n == 4)
			syntax_error(ps, ps->tok);
		ps->tok = ps->tok->next;
		/* a struct member "T m[];": C99's flexible array, NULL */
		dims[n] = flex && n == 0 && is_punct(ps, "]") ? NULL : expr(ps);
		n++;
		skip(ps, "]");
	}
	return n;
}

static struct dt_decl *sou_def(struct parser *ps);

/* member-decl = (sou-def | member-type) declarator ("," declarator)* ";"
 * declarator = "*"* ident? dims (":" expr)? */
static void member_decl(struct parser *ps, struct dt_decl_member ***mp)
{
	struct dt_loc type_loc = ps->tok->loc;
	struct dt_decl *sou = NULL;
	char *base = NULL, *type;
	bool first = true;

	if (sou_def_starts(ps->tok))
		sou = sou_def(ps);
	else
		base = member_type(ps);
	type = base;
	do {
		struct dt_decl_member *m = dt_zalloc(sizeof(*m));

		if (!first && base)
			type = next_declarator_type(ps, base);
		first = false;
		m->type = type;
		m->type_loc = type_loc;
		m->sou = sou;
		m->loc = ps->tok->loc;
		if (!sou && fp_declarator(ps, &m->name)) {
			m->type = "void *";
		} else if (ps->tok->kind == TK_IDENT) {
			m->name = tok_text(ps->tok);
			ps->tok = ps->tok->next;
		} else if (!sou && !is_punct(ps, ":")) {
			syntax_error(ps, ps->tok);
		}
		m->ndims = array_dims(ps, m->dims, true);
		if (consume(ps, ":"))
			m->bits = ternary(ps);
		**mp = m;
		*mp = &m->next;
	} while (consume(ps, ","));
	skip(ps, ";");
}

/* sou-def = ("struct" | "union") ident? "{" member-decl* "}" */
static struct dt_decl *sou_def(struct parser *ps)
{
	struct dt_decl *d = dt_zalloc(sizeof(*d));
	struct dt_decl_member **mp = &d->members;

	d->scope = 'S';
	d->loc = ps->tok->loc;
	d->is_union = dt_tok_is(ps->tok, "union");
	ps->tok = ps->tok->next;
	if (ps->tok->kind == TK_IDENT) {
		d->name = tok_text(ps->tok);
		ps->tok = ps->tok->next;
	}
	skip(ps, "{");
	while (!consume(ps, "}"))
		member_decl(ps, &mp);
	return d;
}

/* translator-def = "translator" type-name "<" type-name ident ">"
 *                  "{" (ident "=" expr ";")* "}" ";" */
static struct dt_decl *translator_def(struct parser *ps, struct dt_decl *d)
{
	struct dt_decl_member **mp = &d->members;

	d->scope = 'X';
	d->loc = ps->tok->loc;
	ps->tok = ps->tok->next;
	d->type_loc = ps->tok->loc;
	if (!is_type_start(ps->tok) && !sou_def_starts(ps->tok))
		syntax_error(ps, ps->tok);
	d->type = type_name(ps);
	skip(ps, "<");
	d->xin_loc = ps->tok->loc;
	d->xin_type = member_type(ps);
	if (ps->tok->kind != TK_IDENT)
		syntax_error(ps, ps->tok);
	d->xin_name = tok_text(ps->tok);
	ps->tok = ps->tok->next;
	skip(ps, ">");
	skip(ps, "{");
	while (!consume(ps, "}")) {
		struct dt_decl_member *m = dt_zalloc(sizeof(*m));

		if (ps->tok->kind != TK_IDENT)
			syntax_error(ps, ps->tok);
		m->loc = ps->tok->loc;
		m->name = tok_text(ps->tok);
		ps->tok = ps->tok->next;
		skip(ps, "=");
		m->init = expr(ps);
		skip(ps, ";");
		*mp = m;
		mp = &m->next;
	}
	skip(ps, ";");
	return d;
}

/* A probe description written in a declaration, where it is lexed as C
 * tokens (proc:::exec-success is "proc" ":" ":" ":" "exec" "-" "success"):
 * the source text of the tokens that touch each other from the current
 * one on. */
static char *desc_text(struct parser *ps)
{
	struct dt_token *t = ps->tok, *last = t;

	if (t->kind != TK_IDENT && t->kind != TK_PROBESPEC)
		syntax_error(ps, t);
	for (t = t->next; t->kind != TK_EOF && t->text == last->text + last->len &&
	     (t->kind == TK_IDENT || t->kind == TK_INT || t->kind == TK_PROBESPEC ||
	      (t->kind == TK_PUNCT && (dt_tok_is(t, ":") || dt_tok_is(t, "::") ||
				       dt_tok_is(t, "-") || dt_tok_is(t, "*") ||
				       dt_tok_is(t, ".") ||	/* foo.isra.0 */
				       dt_tok_is(t, "?") || dt_tok_is(t, "[") ||
				       dt_tok_is(t, "]")))); t = t->next)
		last = t;
	{
		char *text = dt_strndup(ps->tok->text, (size_t)(last->text + last->len -
								ps->tok->text));

		ps->tok = last->next;
		return text;
	}
}

/* The "/" closing a guard "/ expr /" that starts at the current token: the
 * last one before the "=", "{" or ";" ending the alternative; marked as a
 * predicate delimiter, as the lexer marks a clause's. */
static void mark_guard_end(struct parser *ps)
{
	struct dt_token *close = NULL;
	int depth = 0;

	for (struct dt_token *t = ps->tok->next; t->kind != TK_EOF; t = t->next) {
		if (t->kind != TK_PUNCT)
			continue;
		if (dt_tok_is(t, "(") || dt_tok_is(t, "["))
			depth++;
		else if (dt_tok_is(t, ")") || dt_tok_is(t, "]"))
			depth--;
		else if (depth == 0 && (dt_tok_is(t, "=") || dt_tok_is(t, ";") ||
					dt_tok_is(t, "{")))
			break;
		else if (depth == 0 && dt_tok_is(t, "/"))
			close = t;
	}
	if (!close)
		syntax_error(ps, ps->tok);
	close->ival = 1;
}

/* alias-def = "probe" desc ("(" (type-name ("," type-name)*)? ")")?
 *             "{" (desc ("," desc)* ("/" expr "/")? ("=" "(" args | body)? ";")* "}" ";" */
static struct dt_decl *alias_def(struct parser *ps, struct dt_decl *d)
{
	struct dt_decl_member **mp = &d->members;

	d->scope = 'P';
	ps->tok = ps->tok->next;
	d->loc = ps->tok->loc;
	d->name = desc_text(ps);
	if (consume(ps, "(") && !consume(ps, ")")) {
		do {
			if (d->nkeys == 8)
				syntax_error(ps, ps->tok);
			if (ps->tok->kind == TK_IDENT && ps->tok->next->kind == TK_PUNCT &&
			    (dt_tok_is(ps->tok->next, ",") || dt_tok_is(ps->tok->next, ")"))) {
				d->keys[d->nkeys++] = tok_text(ps->tok);	/* u32 */
				ps->tok = ps->tok->next;
				continue;
			}
			d->keys[d->nkeys++] = member_type(ps);
		} while (consume(ps, ","));
		skip(ps, ")");
	}
	skip(ps, "{");
	while (!consume(ps, "}")) {
		struct dt_decl_member *m = dt_zalloc(sizeof(*m));

		m->loc = ps->tok->loc;
		m->type = desc_text(ps);
		while (consume(ps, ","))	/* all of them, as one alternative */
			m->type = dt_sprintf("%s, %s", m->type, desc_text(ps));
		if (is_punct(ps, "/")) {
			mark_guard_end(ps);
			ps->tok = ps->tok->next;
			m->pred = expr(ps);
			skip(ps, "/");
		}
		if (is_punct(ps, "{")) {	/* a record line: a clause of its own */
			m->record = true;
			m->body = body(ps);
		} else if (consume(ps, "=")) {
			skip(ps, "(");
			m->init = args(ps, ")");
		}
		skip(ps, ";");
		*mp = m;
		mp = &m->next;
	}
	skip(ps, ";");
	return d;
}

/* sou-decl = "typedef"? sou-def (ident dims)? ";"  |  ("struct" | "union") ident ";" */
static struct dt_decl *sou_decl(struct parser *ps, struct dt_decl *d)
{
	bool is_typedef = dt_tok_is(ps->tok, "typedef");
	struct dt_decl *s;

	if (is_typedef)
		ps->tok = ps->tok->next;
	if (!sou_def_starts(ps->tok)) {		/* "struct s;" */
		d->scope = 'S';
		d->forward = true;
		d->is_union = dt_tok_is(ps->tok, "union");
		ps->tok = ps->tok->next;
		d->loc = ps->tok->loc;
		d->name = tok_text(ps->tok);
		ps->tok = ps->tok->next;
		skip(ps, ";");
		return d;
	}
	s = sou_def(ps);
	if (!is_typedef && consume(ps, ";"))
		return s;
	d->scope = is_typedef ? 'T' : 'g';
	d->sou = s;
	d->type_loc = s->loc;
	if (ps->tok->kind != TK_IDENT)
		syntax_error(ps, ps->tok);
	d->loc = ps->tok->loc;
	d->name = tok_text(ps->tok);
	ps->tok = ps->tok->next;
	d->ndims = array_dims(ps, d->dims, false);
	skip(ps, ";");
	return d;
}

/* declarator = ident (dims | decl-keys)? ("=" expr)?   (dims: "[" a
 * constant "]", keys: "[" type names "]"; inline: the "=" expr) */
static void declarator(struct parser *ps, struct dt_decl *d)
{
	if (is_punct(ps, ";")) {	/* "int;": declares nothing */
		dt_error(D_DECL_USELESS, &ps->tok->loc, "useless declaration");
		longjmp(ps->fail, 1);
	}
	d->loc = ps->tok->loc;
	if (d->scope != 'i' && fp_declarator(ps, &d->name)) {	/* T (*name)(...) */
		d->type = "void *";
		return;
	}
	if (ps->tok->kind != TK_IDENT ||
	    (is_type_word(ps->tok) && !dt_tok_is_typedef_name(ps->tok)))
		syntax_error(ps, ps->tok);
	d->loc = ps->tok->loc;
	d->name = tok_text(ps->tok);
	ps->tok = ps->tok->next;
	if (is_punct(ps, "[") && ps->tok->next->kind == TK_PUNCT && dt_tok_is(ps->tok->next, "]")) {
		dt_error(D_DECL_ARRNULL, &ps->tok->loc, "array declaration requires array "
			 "dimension or tuple");
		longjmp(ps->fail, 1);
	}
	if (d->scope == 'T' || (is_punct(ps, "[") && !is_type_start(ps->tok->next) &&
				!is_class_word(ps->tok->next) && !dt_tok_is(ps->tok->next, "typedef")))
		d->ndims = array_dims(ps, d->dims, false);	/* "int a[4];": an array */
	else if (consume(ps, "["))
		bracket_types(ps, d, d->scope == 'i');	/* an inline's: parameters */
	if (d->scope == 'i') {
		skip(ps, "=");
		d->init = expr(ps);
	}
}

static bool is_class_word(const struct dt_token *t)
{
	return t->kind == TK_IDENT && (dt_tok_is(t, "extern") || dt_tok_is(t, "static") ||
				       dt_tok_is(t, "register") || dt_tok_is(t, "auto"));
}

/* C's storage classes: D keeps "extern" (a kernel symbol's type) and
 * refuses the others, and more than one, as dtrace's dt_decl_class does. */
static void storage_class(struct parser *ps)
{
	struct dt_token *t = ps->tok;

	if (is_class_word(t->next)) {
		dt_error(D_DECL_CLASS, &t->next->loc, "only one storage class allowed in a "
			 "declaration");
		longjmp(ps->fail, 1);
	}
	if (!dt_tok_is(t, "extern")) {
		dt_error(D_DECL_BADCLASS, &t->loc, "specified storage class not appropriate in D");
		longjmp(ps->fail, 1);
	}
	ps->tok = t->next;
}

/* decl = "extern"? type-name declarator
 *        ("," "*"* declarator)* ";"
 *      | "inline" type-name ident "=" expr ";"
 *      | "typedef" type-name ident ";"
 *      | enum-def */
static struct dt_decl *decl(struct parser *ps)
{
	struct dt_decl *d = dt_zalloc(sizeof(*d));
	struct dt_token *t = ps->tok;

	d->scope = 'g';
	if (dt_tok_is(t, "typedef") && t->next->kind != TK_EOF)
		t = t->next;	/* "typedef enum {": an enum_def */
	if (dt_tok_is(t, "enum") && t->next->kind != TK_EOF &&
	    (dt_tok_is(t->next, "{") || dt_tok_is(t->next->next, "{")))
		return enum_def(ps, d);
	t = ps->tok;
	if (dt_tok_is(t, "translator"))
		return translator_def(ps, d);
	if (dt_tok_is(t, "probe"))
		return alias_def(ps, d);
	if (dt_tok_is(t, "provider"))
		unsupported(ps, &t->loc, dt_sprintf("'%s' declaration", tok_text(t)));
	if (sou_def_starts(t) || (dt_tok_is(t, "typedef") && sou_def_starts(t->next)) ||
	    (is_sou_word(t) && t->next->kind == TK_IDENT && t->next->next->kind == TK_PUNCT &&
	     dt_tok_is(t->next->next, ";")))
		return sou_decl(ps, d);
	if (dt_tok_is(t, "self") || dt_tok_is(t, "this") || dt_tok_is(t, "inline") ||
	    dt_tok_is(t, "typedef")) {
		d->scope = dt_tok_is(t, "self") ? 's' : dt_tok_is(t, "this") ? 't' :
			   dt_tok_is(t, "inline") ? 'i' : 'T';
		ps->tok = t->next;
	} else if (is_class_word(t)) {
		storage_class(ps);
	}
	if (!is_type_start(ps->tok))
		syntax_error(ps, ps->tok);
	d->type_loc = ps->tok->loc;
	d->type = type_name(ps);
	declarator(ps, d);
	/* "int a, *b, c[int];": one declaration each (not for inlines) */
	for (struct dt_decl *prev = d; d->scope != 'i' && consume(ps, ","); ) {
		struct dt_decl *n = dt_zalloc(sizeof(*n));

		n->scope = prev->scope;
		n->type_loc = prev->type_loc;
		n->type = next_declarator_type(ps, d->type);
		declarator(ps, n);
		prev->next = n;
		prev = n;
	}
	skip(ps, ";");
	return d;
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
	if (!ps.tok || setjmp(ps.fail))
		return NULL;
	while (ps.tok->kind != TK_EOF) {
		if (ps.tok->kind == TK_PRAGMA) {
			if ((*pp = pragma(&ps)))
				pp = &(*pp)->next;
		} else if (ps.tok->kind == TK_IDENT) {
			*dp = decl(&ps);
			while (*dp)	/* one per declarator */
				dp = &(*dp)->next;
		} else if (ps.tok->kind == TK_EMBED) {
			*ep = dt_zalloc(sizeof(**ep));
			(*ep)->loc = ps.tok->loc;
			(*ep)->text = ps.tok->str;
			ep = &(*ep)->next;
			ps.tok = ps.tok->next;
		} else if (!consume(&ps, ";")) {
			*cp = clause(&ps);
			(*cp)->index = index++;
			cp = &(*cp)->next;
		}
	}
	return s;
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
}
