/*
 * dt_parse_decl.c - pass 1b, declarations: D's declarations by recursive
 * descent, as dt_parse.c parses clauses and expressions (one function
 * per grammar rule, the rule in a comment above it): variables with their
 * scope (self, this, inline, extern), typedefs, enums, structs and
 * unions, translators, and the probe-alias form of tapsets.
 */
#include <setjmp.h>
#include <string.h>

#include "parse/dt_parse.h"

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
	if (dt_ps_consume(ps, "]"))
		return;
	do {
		struct dt_token *t = ps->tok = param_class(ps, ps->tok);

		if (dt_tok_is(t, "...")) {	/* dt_decl.c, dt_decl_prototype(): no
						 * DT_DP_VARARGS for an array */
			dt_error(D_DECL_PROTO_VARARGS, &t->loc, "array prototype may not use a "
				 "variable-length argument list");
			longjmp(ps->fail, 1);
		}
		if (!dt_ps_is_type_start(t))
			dt_ps_syntax_error(ps, t);
		if (d->nkeys == 8) {
			dt_error(named ? D_DECL_ARRBIG : D_AGG_NOKEYS, &t->loc,
				 "%s[ ] has more than 8 %s", d->name, named ? "parameters" : "keys");
			longjmp(ps->fail, 1);
		}
		d->keys[d->nkeys] = dt_ps_type_name(ps);
		if (named) {
			if (ps->tok->kind != TK_IDENT)
				dt_ps_syntax_error(ps, ps->tok);
			d->params[d->nkeys] = dt_ps_tok_text(ps->tok);
			ps->tok = ps->tok->next;
		}
		d->nkeys++;
	} while (dt_ps_consume(ps, ","));
	dt_ps_skip(ps, "]");
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
		d->name = dt_ps_tok_text(ps->tok);
		ps->tok = ps->tok->next;
	}
	dt_ps_skip(ps, "{");
	do {
		struct dt_decl_enum *e;

		if (dt_ps_is_punct(ps, "}"))
			break;	/* a trailing comma */
		if (ps->tok->kind != TK_IDENT)
			dt_ps_syntax_error(ps, ps->tok);
		e = dt_zalloc(sizeof(*e));
		e->loc = ps->tok->loc;
		e->name = dt_ps_tok_text(ps->tok);
		ps->tok = ps->tok->next;
		if (dt_ps_consume(ps, "="))
			e->value = dt_ps_assign(ps);
		*ep = e;
		ep = &e->next;
	} while (dt_ps_consume(ps, ","));
	dt_ps_skip(ps, "}");
	if (!is_typedef && dt_ps_consume(ps, ";"))
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
	} while (dt_ps_consume(ps, ","));
	dt_ps_skip(ps, ";");
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

	if (dt_ps_is_type_word(t))
		return dt_ps_type_name(ps);
	if (t->kind == TK_IDENT && (t->next->kind == TK_IDENT ||
				    (t->next->kind == TK_PUNCT && dt_tok_is(t->next, "*")))) {
		char *s = dt_ps_tok_text(t);

		ps->tok = t->next;
		while (dt_ps_consume(ps, "*"))	/* as type_name() takes them */
			s = dt_sprintf("%s%s*", s, strchr(s, '*') ? "" : " ");
		return s;
	}
	dt_ps_syntax_error(ps, t);
}

/* The type of a declarator after the first of "int *a, *b, c;": the
 * base type BASE without the first one's stars, with its own. */
static char *next_declarator_type(struct parser *ps, const char *base)
{
	char *type = dt_strndup(base, strcspn(base, "*"));

	while (*type && type[strlen(type) - 1] == ' ')
		type[strlen(type) - 1] = '\0';
	while (dt_ps_consume(ps, "*"))
		type = dt_sprintf("%s%s*", type, strchr(type, '*') ? "" : " ");
	return type;
}

/* A function pointer's parameter starting at T (FIRST: the first one):
 * a type, "void" alone, or "...", as dtrace's dt_decl_prototype wants. */
static void fp_param(struct parser *ps, struct dt_token *t, bool first)
{
	if (dt_tok_is(t, "void") && t->next->kind == TK_IDENT) {	/* dt_decl_prototype() */
		dt_error(D_DECL_PROTO_NAME, &t->next->loc, "void parameter may not have a name: "
			 "%s", dt_ps_tok_text(t->next));
		longjmp(ps->fail, 1);
	}
	if (dt_tok_is(t, "void") && !dt_tok_is(t->next, "*") &&
	    (!first || !dt_tok_is(t->next, ")"))) {
		dt_error(D_DECL_PROTO_VOID, &t->loc, "void must be sole parameter");
		longjmp(ps->fail, 1);
	}
	/* (without the kernel's types, a kernel typedef is no type known) */
	if (t->kind == TK_IDENT && !dt_ps_is_type_start(t) && !*dt_type_hint &&
	    (dt_tok_is(t->next, ",") || dt_tok_is(t->next, ")"))) {
		dt_error(D_DECL_PROTO_FORM, &t->loc, "function declaration may not use an "
			 "identifier list: parameter %s has no type", dt_ps_tok_text(t));
		longjmp(ps->fail, 1);
	}
}

static int array_dims(struct parser *ps, struct dt_node **dims, bool flex);

/*
 * fp-declarator = "(" "*"+ ident dims ")" "(" params ")": a pointer to a
 * function (struct sigevent's "void (*_function)(__sigval_t);"), or an
 * array of them ("int (*afp[2])();", as dtrace's grammar has C's
 * direct_declarator), kept as a pointer to void of that name: D calls no
 * function through it, it is 8 bytes to read and print.  The parameters
 * are skipped (balanced, bounded by the input).  False when the tokens
 * are not one.
 */
static bool fp_declarator(struct parser *ps, char **name, struct dt_node **dims, int *ndims)
{
	struct dt_token *t = ps->tok;
	int depth = 0;

	if (!dt_ps_is_punct(ps, "(") || !dt_tok_is(t->next, "*"))
		return false;
	for (t = t->next; dt_tok_is(t, "*"); t = t->next)
		;
	if (t->kind != TK_IDENT ||
	    !((dt_tok_is(t->next, ")") && dt_tok_is(t->next->next, "(")) ||
	      dt_tok_is(t->next, "[")))
		return false;
	*name = dt_ps_tok_text(t);
	ps->tok = t->next;
	*ndims = array_dims(ps, dims, false);
	dt_ps_skip(ps, ")");
	if (!dt_ps_is_punct(ps, "("))
		dt_ps_syntax_error(ps, ps->tok);
	for (t = ps->tok; t->kind != TK_EOF; t = t->next) {
		depth += dt_tok_is(t, "(") - dt_tok_is(t, ")");
		if (depth == 0)
			break;
		if (depth == 1 && (dt_tok_is(t, "(") || dt_tok_is(t, ",")))
			fp_param(ps, param_class(ps, t->next), dt_tok_is(t, "("));
	}
	if (t->kind == TK_EOF)
		dt_ps_syntax_error(ps, t);
	ps->tok = t->next;
	return true;
}

/* dims = ("[" expr "]")*   (at most 4) */
static int array_dims(struct parser *ps, struct dt_node **dims, bool flex)
{
	int n = 0;

	while (dt_ps_is_punct(ps, "[")) {
		if (n == 4)
			dt_ps_syntax_error(ps, ps->tok);
		/* dt_decl.c, dt_decl_array(): keys after a dimension */
		if (n && dt_ps_is_type_start(ps->tok->next)) {
			dt_error(D_DECL_DYNOBJ, &ps->tok->next->loc, "cannot declare array of "
				 "associative arrays");
			longjmp(ps->fail, 1);
		}
		ps->tok = ps->tok->next;
		/* a struct member "T m[];": C99's flexible array, NULL */
		dims[n] = flex && n == 0 && dt_ps_is_punct(ps, "]") ? NULL : dt_ps_expr(ps);
		n++;
		dt_ps_skip(ps, "]");
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
		if (!sou && fp_declarator(ps, &m->name, m->dims, &m->ndims)) {
			m->type = "void *";
		} else {
			while (sou && dt_ps_consume(ps, "*"))	/* struct { } *m */
				m->sou_ptrs++;
			if (ps->tok->kind == TK_IDENT) {
				m->name = dt_ps_tok_text(ps->tok);
				ps->tok = ps->tok->next;
			} else if ((!sou || m->sou_ptrs) && !dt_ps_is_punct(ps, ":")) {
				dt_ps_syntax_error(ps, ps->tok);
			}
			m->ndims = array_dims(ps, m->dims, true);
		}
		if (dt_ps_consume(ps, ":"))
			m->bits = dt_ps_ternary(ps);
		**mp = m;
		*mp = &m->next;
	} while (dt_ps_consume(ps, ","));
	dt_ps_skip(ps, ";");
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
		d->name = dt_ps_tok_text(ps->tok);
		ps->tok = ps->tok->next;
	}
	dt_ps_skip(ps, "{");
	while (!dt_ps_consume(ps, "}"))
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
	if (!dt_ps_is_type_start(ps->tok) && !sou_def_starts(ps->tok))
		dt_ps_syntax_error(ps, ps->tok);
	d->type = dt_ps_type_name(ps);
	dt_ps_skip(ps, "<");
	d->xin_loc = ps->tok->loc;
	d->xin_type = member_type(ps);
	if (ps->tok->kind != TK_IDENT)
		dt_ps_syntax_error(ps, ps->tok);
	d->xin_name = dt_ps_tok_text(ps->tok);
	ps->tok = ps->tok->next;
	dt_ps_skip(ps, ">");
	dt_ps_skip(ps, "{");
	while (!dt_ps_consume(ps, "}")) {
		struct dt_decl_member *m = dt_zalloc(sizeof(*m));

		if (ps->tok->kind != TK_IDENT)
			dt_ps_syntax_error(ps, ps->tok);
		m->loc = ps->tok->loc;
		m->name = dt_ps_tok_text(ps->tok);
		ps->tok = ps->tok->next;
		dt_ps_skip(ps, "=");
		m->init = dt_ps_expr(ps);
		dt_ps_skip(ps, ";");
		*mp = m;
		mp = &m->next;
	}
	dt_ps_skip(ps, ";");
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
		dt_ps_syntax_error(ps, t);
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
		dt_ps_syntax_error(ps, ps->tok);
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
	if (dt_ps_consume(ps, "(") && !dt_ps_consume(ps, ")")) {
		do {
			if (d->nkeys == 8)
				dt_ps_syntax_error(ps, ps->tok);
			if (ps->tok->kind == TK_IDENT && ps->tok->next->kind == TK_PUNCT &&
			    (dt_tok_is(ps->tok->next, ",") || dt_tok_is(ps->tok->next, ")"))) {
				d->keys[d->nkeys++] = dt_ps_tok_text(ps->tok);	/* u32 */
				ps->tok = ps->tok->next;
				continue;
			}
			d->keys[d->nkeys++] = member_type(ps);
		} while (dt_ps_consume(ps, ","));
		dt_ps_skip(ps, ")");
	}
	dt_ps_skip(ps, "{");
	while (!dt_ps_consume(ps, "}")) {
		struct dt_decl_member *m = dt_zalloc(sizeof(*m));

		m->loc = ps->tok->loc;
		m->type = desc_text(ps);
		while (dt_ps_consume(ps, ","))	/* all of them, as one alternative */
			m->type = dt_sprintf("%s, %s", m->type, desc_text(ps));
		if (dt_ps_is_punct(ps, "/")) {
			mark_guard_end(ps);
			ps->tok = ps->tok->next;
			m->pred = dt_ps_expr(ps);
			dt_ps_skip(ps, "/");
		}
		if (dt_ps_is_punct(ps, "{")) {	/* a record line: a clause of its own */
			m->record = true;
			m->body = dt_ps_body(ps);
		} else if (dt_ps_consume(ps, "=")) {
			dt_ps_skip(ps, "(");
			m->init = dt_ps_args(ps, ")");
		}
		dt_ps_skip(ps, ";");
		*mp = m;
		mp = &m->next;
	}
	dt_ps_skip(ps, ";");
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
		d->name = dt_ps_tok_text(ps->tok);
		ps->tok = ps->tok->next;
		dt_ps_skip(ps, ";");
		return d;
	}
	s = sou_def(ps);
	if (!is_typedef && dt_ps_consume(ps, ";"))
		return s;
	d->scope = is_typedef ? 'T' : 'g';
	/* "union { ... } *u, v;": declarators as C's, each with its own
	 * pointers and dimensions, all of the one type defined here */
	for (struct dt_decl *cur = d;; cur = cur->next = dt_zalloc(sizeof(*d))) {
		cur->scope = d->scope;
		cur->sou = s;
		cur->type_loc = s->loc;
		while (dt_ps_consume(ps, "*"))
			cur->sou_ptrs++;
		if (ps->tok->kind != TK_IDENT)
			dt_ps_syntax_error(ps, ps->tok);
		cur->loc = ps->tok->loc;
		cur->name = dt_ps_tok_text(ps->tok);
		ps->tok = ps->tok->next;
		cur->ndims = array_dims(ps, cur->dims, false);
		if (!dt_ps_consume(ps, ","))
			break;
	}
	dt_ps_skip(ps, ";");
	return d;
}

/* declarator = ident (dims | decl-keys)? ("=" expr)?   (dims: "[" a
 * constant "]", keys: "[" type names "]"; inline: the "=" expr) */
static void declarator(struct parser *ps, struct dt_decl *d)
{
	if (dt_ps_is_punct(ps, ";")) {	/* "int;": declares nothing */
		dt_error(D_DECL_USELESS, &ps->tok->loc, "useless declaration");
		longjmp(ps->fail, 1);
	}
	d->loc = ps->tok->loc;
	if (d->scope != 'i' && fp_declarator(ps, &d->name, d->dims, &d->ndims)) {
		d->type = "void *";	/* T (*name)(...), T (*name[N])(...) */
		return;
	}
	if (ps->tok->kind != TK_IDENT ||
	    (dt_ps_is_type_word(ps->tok) && !dt_tok_is_typedef_name(ps->tok)))
		dt_ps_syntax_error(ps, ps->tok);
	d->loc = ps->tok->loc;
	d->name = dt_ps_tok_text(ps->tok);
	ps->tok = ps->tok->next;
	if (dt_ps_is_punct(ps, "[") && ps->tok->next->kind == TK_PUNCT &&
	    dt_tok_is(ps->tok->next, "]")) {
		dt_error(D_DECL_ARRNULL, &ps->tok->loc, "array declaration requires array "
			 "dimension or tuple");
		longjmp(ps->fail, 1);
	}
	if (d->scope == 'T' || (dt_ps_is_punct(ps, "[") && !dt_ps_is_type_start(ps->tok->next) &&
				!is_class_word(ps->tok->next) && !dt_tok_is(ps->tok->next, "typedef") &&
				!dt_tok_is(ps->tok->next, "...")))
		d->ndims = array_dims(ps, d->dims, false);	/* "int a[4];": an array */
	else if (dt_ps_consume(ps, "["))
		bracket_types(ps, d, d->scope == 'i');	/* an inline's: parameters */
	/* "char a[int][4];": dtrace-utils' dt_decl.c, dt_decl_array() puts
	 * the dimensions that follow the keys under them, so it is an
	 * associative array of char [4] (dt_node_decl(): its value type is
	 * dt_decl_type() of what is below the keys) */
	if (d->assoc && d->scope != 'i' && dt_ps_is_punct(ps, "["))
		d->ndims = array_dims(ps, d->dims, false);
	if (d->scope == 'i') {
		dt_ps_skip(ps, "=");
		d->init = dt_ps_expr(ps);
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
struct dt_decl *dt_ps_decl(struct parser *ps)
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
		dt_ps_unsupported(ps, &t->loc, dt_sprintf("'%s' declaration", dt_ps_tok_text(t)));
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
	d->type_loc = ps->tok->loc;
	if (ps->tok != t && (d->scope == 's' || d->scope == 't' || d->scope == 'g') &&
	    ps->tok->kind == TK_IDENT && !dt_ps_is_type_start(ps->tok)) {
		/* "self x;", "this x;", "extern x;": a storage class and no
		 * type is an int, C's old rule, as in dtrace (dt_decl.c,
		 * dt_decl_type(): no kind, no attributes, no name: "int") */
		d->type = "int";
	} else {
		if (!dt_ps_is_type_start(ps->tok))
			dt_ps_syntax_error(ps, ps->tok);
		d->type = dt_ps_type_name(ps);
	}
	declarator(ps, d);
	/* "int a, *b, c[int];": one declaration each (not for inlines) */
	for (struct dt_decl *prev = d; d->scope != 'i' && dt_ps_consume(ps, ","); ) {
		struct dt_decl *n = dt_zalloc(sizeof(*n));

		n->scope = prev->scope;
		n->type_loc = prev->type_loc;
		n->type = next_declarator_type(ps, d->type);
		declarator(ps, n);
		prev->next = n;
		prev = n;
	}
	dt_ps_skip(ps, ";");
	return d;
}

