/*
 * dt_attr.c - dtrace's stability attributes: what "#pragma D attributes"
 * declares, what -x amin requires and what dtap -v reports.
 *
 * An attribute is three levels, identifier names / data semantics /
 * dependency class ("Stable/Private/Common"), ordered as dtrace orders
 * them (Internal < Private < ... < Standard; Unknown < CPU < ... <
 * Common); the attribute of a whole is the least of its parts', part by
 * part (dtrace's dt_attr_min).
 *
 *   probe description  a provider has attributes for each of its four
 *                      fields and for args[] (struct dt_pattr, in each
 *                      dt_prov_*.c; tapsets set their providers' with
 *                      "#pragma D attributes A provider NAME PART").  A
 *                      description gets the least of the provider's and
 *                      of each field it spells out (not empty, no glob),
 *                      as dtrace's dt_probe_info(): Unstable when the
 *                      provider is not named, or when it matches several
 *                      probes whose arguments or globbed fields may
 *                      differ, or none.
 *   expression         the least of its operands' and of what it names:
 *                      built-ins are Stable/Stable/Common but curthread
 *                      (Stable/Private/Common), a few Evolving functions,
 *                      probeprov.. probename and args[] (the clause's
 *                      provider's); `kernel symbols Private/Private/
 *                      Unknown; an inline its pragma's, else its value's;
 *                      a variable its pragma's, else Stable/Stable/Common.
 *   statements         the least of a clause's statements and predicate.
 *
 * -x amin=A makes an expression below A an error (D_ATTR_MIN) at the
 * first thing named below it, as dtrace reports it.
 */
#include <string.h>
#include <strings.h>

#include "elab/dt_elab.h"

static const struct dt_attr attr_default = DT_ATTR(STABLE, STABLE, COMMON);
static const struct dt_attr attr_max = DT_ATTR(STANDARD, STANDARD, COMMON);
static const struct dt_attr attr_unstable = DT_ATTR(UNSTABLE, UNSTABLE, COMMON);
static const struct dt_attr attr_symbol = DT_ATTR(PRIVATE, PRIVATE, UNKNOWN);

static bool below(struct dt_attr a, struct dt_attr min)
{
	return a.name < min.name || a.data < min.data || a.dclass < min.dclass;
}

/* ---- #pragma D attributes ---- */

enum { PART_PROV, PART_MOD, PART_FUNC, PART_NAME, PART_ARGS, PART_IDENT };
static const char *const part_names[] = { "provider", "module", "function", "name", "args" };

struct declared {
	const char *name;	/* an identifier, or a provider */
	int part;		/* PART_IDENT, or which part of the provider */
	struct dt_attr attr;
	struct declared *next;	/* the latest first */
};

static struct declared *declared;
static const struct dt_clause *ctx_clause;	/* clause_context()'s */
static struct dt_pattr ctx_attrs;

void dt_attr_reset(void)
{
	declared = NULL;
	ctx_clause = NULL;
}

static void declare(const char *name, int part, struct dt_attr attr)
{
	struct declared *d = dt_zalloc(sizeof(*d));

	d->name = dt_strdup(name);
	d->part = part;
	d->attr = attr;
	d->next = declared;
	declared = d;
}

static const struct declared *declared_for(const char *name, int part)
{
	for (const struct declared *d = declared; d; d = d->next)
		if (d->part == part && !strcmp(d->name, name))
			return d;
	return NULL;
}

struct dt_pattr dt_provider_pattr(const struct dt_provider *pv)
{
	struct dt_pattr pa = pv->pattr;
	struct dt_attr *parts[] = { &pa.prov, &pa.mod, &pa.func, &pa.name, &pa.args };

	for (int i = PART_PROV; i <= PART_ARGS; i++) {
		const struct declared *d = declared_for(pv->name, i);

		if (d)
			*parts[i] = d->attr;
	}
	return pa;
}

/* Is NAME defined outside the script: a built-in, or a tapset's? */
static bool outside_scope(const struct dt_program *prog, const char *name)
{
	if (dt_builtin_exists(name) || dt_subr_exists(name))
		return true;
	for (const struct dt_decl *d = prog->script->decls; d; d = d->next)
		if (d->tapset && d->name && !strcmp(d->name, name))
			return true;
	return false;
}

/* "attributes A IDENT" and "attributes A provider NAME PART" (dtrace's
 * dt_pragma_attributes). */
void dt_attr_pragma(struct dt_program *prog, const struct dt_pragma *p)
{
	char w[5][128];
	int n = sscanf(p->text, "%*s %127s %127s %127s %127s %127s", w[0], w[1], w[2], w[3],
		       w[4]);
	bool prov = n >= 2 && !strcmp(w[1], "provider");
	struct dt_attr a;
	int part = PART_IDENT;

	if (n < 2 || (!prov && n != 2) || (prov && n != 4)) {
		dt_error(D_PRAGMA_MALFORM, &p->loc, prov ? "malformed #pragma attributes "
			 "<attributes> provider <name> <part>" : "malformed #pragma attributes "
			 "<attributes> <ident>");
		return;
	}
	if (!dt_attr_parse(w[0], &a)) {
		dt_error(D_PRAGMA_INVAL, &p->loc, "invalid attributes specified by #pragma "
			 "attributes");
		return;
	}
	if (prov) {
		for (part = PART_PROV; part <= PART_ARGS; part++)
			if (!strcmp(w[3], part_names[part]))
				break;
		if (part > PART_ARGS) {
			dt_error(D_PRAGMA_INVAL, &p->loc, "invalid component \"%s\" in attribute "
				 "#pragma for provider %s", w[3], w[2]);
			return;
		}
		declare(w[2], part, a);
		return;
	}
	if (prog && outside_scope(prog, w[1])) {
		dt_error(D_PRAGMA_SCOPE, &p->loc, "#pragma attributes cannot modify entity "
			 "defined outside program scope");
		return;
	}
	declare(w[1], PART_IDENT, a);
}

/* Is NAME a global variable or an inline the script declared? */
static bool declared_global(const struct dt_program *prog, const char *name)
{
	for (const struct dt_ident *id = prog->globals; id; id = id->next)
		if (!strcmp(id->name, name))
			return true;
	for (const struct dt_ident *id = prog->inlines; id; id = id->next)
		if (!strcmp(id->name, name))
			return true;
	return false;
}

/* dtrace keeps "#pragma D attributes A IDENT" and "#pragma D binding "V"
 * IDENT" for an identifier not yet defined until a declaration defines
 * it; one still pending once the declarations are read (before the
 * clauses, whose assignments do not count) is an error at the pragma
 * (dt_cc.c, dt_idpragma). */
void dt_attr_check_unused(const struct dt_program *prog)
{
	for (const struct dt_pragma *p = prog->script->pragmas; p; p = p->next) {
		char word[16], a[128], name[128], extra[2];

		if (sscanf(p->text, "%15s %127s %127s %1s", word, a, name, extra) != 3 ||
		    (strcmp(word, "attributes") && strcmp(word, "binding")) ||
		    !strcmp(name, "provider"))
			continue;
		if (!outside_scope(prog, name) && !declared_global(prog, name)) {
			dt_error(D_PRAGMA_UNUSED, &p->loc, "unused #pragma %s", word);
			return;
		}
	}
}

/* ---- probe descriptions ---- */

/* The provider probe PR belongs to: a tapset's for a stable probe. */
struct find_alias {
	const char *name;
	const struct dt_provider *pv;
};

static void find_alias(const struct dt_provider *pv, void *arg)
{
	struct find_alias *f = arg;

	if (!strcmp(pv->name, f->name))
		f->pv = pv;
}

static void probe_names(const struct dt_probe *pr, const char *n[4])
{
	n[0] = pr->prov;
	n[1] = pr->mod;
	n[2] = pr->func;
	n[3] = pr->name;
	dt_alias_names(pr, &n[0], &n[1], &n[2], &n[3]);
}

static const struct dt_provider *probe_provider(const struct dt_probe *pr)
{
	struct find_alias f = { NULL, pr->provider };
	const char *n[4];

	if (!pr->alias)
		return pr->provider;
	probe_names(pr, n);
	f.name = n[0];
	dt_alias_providers(find_alias, &f);
	return f.pv;
}

static bool is_glob(const char *field)
{
	return !*field || strpbrk(field, "*?[") != NULL;
}

/* dtrace's dt_probe_info(): the attributes of description D when it
 * matches M probes, the first of provider PV; false when dtrace finds no
 * representative probe (none, or several that may differ). */
static bool pdesc_info(const struct dt_probedesc *d, const struct dt_provider *pv, int m,
		       struct dt_attr *desc, struct dt_attr *args)
{
	const char *fields[3] = { d->mod, d->func, d->name };
	struct dt_pattr pa;
	const struct dt_attr *parts[3];

	if (m == 0 || !pv)
		return false;
	pa = dt_provider_pattr(pv);
	parts[0] = &pa.mod;
	parts[1] = &pa.func;
	parts[2] = &pa.name;
	if (m > 1) {
		if (pa.args.data < DT_STAB_EVOLVING)
			return false;
		for (int i = 0; i < 3; i++)
			if (parts[i]->name >= DT_STAB_EVOLVING && is_glob(fields[i]))
				return false;
	}
	if (is_glob(d->prov)) {
		pa.prov = pa.mod = pa.func = pa.name = pa.args = attr_unstable;
	}
	*desc = pa.prov;
	for (int i = 0; i < 3; i++)
		if (!is_glob(fields[i]))
			*desc = dt_attr_min(*desc, *parts[i]);
	*args = pa.args;
	return true;
}

void dt_attr_probe(const struct dt_provider *pv, const char *mod, const char *func,
		   const char *name, struct dt_attr *desc, struct dt_attr *args)
{
	struct dt_probedesc d = { .prov = (char *)pv->name, .mod = (char *)mod,
				  .func = (char *)func, .name = (char *)name };

	pdesc_info(&d, pv, 1, desc, args);
}

/* What description D of clause C matched: the count, the first probe. */
static int pdesc_matches(struct dt_program *prog, const struct dt_clause *c,
			 const struct dt_probedesc *d, struct dt_probe **first)
{
	int m = 0;

	if (strchr(d->text, '$')) {	/* as matched: macros replaced */
		char *text = dt_macro_subst(prog, d->text, &d->loc);

		if (!text || !(d = dt_probedesc_parse(text, &d->loc)))
			return 0;
	}
	*first = NULL;
	for (struct dt_epid *e = prog->epids; e; e = e->next) {
		const char *n[4];

		if (e->clause != c)
			continue;
		probe_names(e->probe, n);
		if (!dt_pdesc_match(d, n[0], n[1], n[2], n[3]))
			continue;
		if (!m++)
			*first = e->probe;
	}
	return m;
}

/* The attributes D gives clause C: of the description, and the
 * provider's (dtrace's dt_setcontext: Unstable without a representative
 * probe) for args[] and probeprov..probename. */
static bool pdesc_context(struct dt_program *prog, const struct dt_clause *c,
			  const struct dt_probedesc *d, struct dt_attr *desc,
			  struct dt_pattr *ctx, struct dt_probe **first)
{
	struct dt_attr args;
	int m = pdesc_matches(prog, c, d, first);
	const struct dt_provider *pv = *first ? probe_provider(*first) : NULL;

	if (pdesc_info(d, pv, m, desc, &args)) {
		*ctx = dt_provider_pattr(pv);
		return true;
	}
	*desc = attr_unstable;
	ctx->prov = ctx->mod = ctx->func = ctx->name = ctx->args = attr_unstable;
	return false;
}

/* The least context of the clause being elaborated's descriptions. */
static struct dt_pattr clause_context(struct dt_program *prog)
{
	struct dt_pattr ctx;
	const struct dt_clause *c = prog->clause;

	if (c && c == ctx_clause)
		return ctx_attrs;
	ctx.prov = ctx.mod = ctx.func = ctx.name = ctx.args = attr_max;
	for (const struct dt_probedesc *d = c ? c->descs : NULL; d; d = d->next) {
		struct dt_pattr one;
		struct dt_attr desc;
		struct dt_probe *first;

		pdesc_context(prog, c, d, &desc, &one, &first);
		ctx.prov = dt_attr_min(ctx.prov, one.prov);
		ctx.mod = dt_attr_min(ctx.mod, one.mod);
		ctx.func = dt_attr_min(ctx.func, one.func);
		ctx.name = dt_attr_min(ctx.name, one.name);
		ctx.args = dt_attr_min(ctx.args, one.args);
	}
	ctx_clause = c;
	ctx_attrs = ctx;
	return ctx;
}

/* ---- expressions and statements ---- */

/* dtrace's Evolving built-ins (dt_open.c's DT_ATTR_EVOLCMN ones). */
static const char *const evolving[] = {
	"mutex_owned", "mutex_owner", "mutex_type_adaptive", "mutex_type_spin",
	"rw_iswriter", "rw_read_held", "rw_write_held", "getmajor", "getminor",
	"ddi_pathname", "func", "mod", "sym", "uaddr", "usym", "umod", "htons", "htonl",
	"htonll", "ntohs", "ntohl", "ntohll", "inet_ntoa", "inet_ntoa6", "inet_ntop",
	"tolower", "toupper", "strtoll",
};

/* A built-in variable, subroutine or action NAME. */
static struct dt_attr builtin_attr(struct dt_program *prog, const char *name)
{
	static const char *const ctx_vars[] = { "probeprov", "probemod", "probefunc",
						"probename", "args" };
	static const struct dt_attr curthread = DT_ATTR(STABLE, PRIVATE, COMMON);
	static const struct dt_attr evolcmn = DT_ATTR(EVOLVING, EVOLVING, COMMON);

	for (int i = 0; i < 5; i++) {
		if (!strcmp(name, ctx_vars[i])) {
			struct dt_pattr c = clause_context(prog);
			const struct dt_attr *parts[] = { &c.prov, &c.mod, &c.func, &c.name,
							  &c.args };

			return dt_attr_min(attr_default, *parts[i]);
		}
	}
	if (!strcmp(name, "curthread"))
		return curthread;
	for (size_t i = 0; i < sizeof(evolving) / sizeof(evolving[0]); i++)
		if (!strcmp(name, evolving[i]))
			return evolcmn;
	return attr_default;
}

/* What names identifier NAME (not a built-in): an inline or a variable. */
static struct dt_attr ident_attr(struct dt_program *prog, const char *name)
{
	const struct declared *d = declared_for(name, PART_IDENT);
	struct dt_ident *in;

	if (d)
		return d->attr;
	in = dt_inline_find(prog, name);
	if (in && in->value && in->value->has_attr)
		return dt_attr_min(attr_default, in->value->attr);
	return attr_default;
}

/* How dtrace names a thing in D_ATTR_MIN: "scalar curthread", "function
 * getmajor( )", "clause" (NAME NULL); built only when reported. */
struct what {
	const char *kind, *name, *suffix;
};

/* ORIG's own attributes (its operands' aside), and how dtrace names it. */
static struct dt_attr own_attr(struct dt_program *prog, const struct dt_node *n,
			       const struct dt_node *orig, struct what *what)
{
	*what = (struct what){ "scalar", orig->name, "" };
	switch (orig->kind) {
	case ND_IDENT:
		if (strchr(orig->name, '`')) {
			what->kind = "symbol";
			return attr_symbol;
		}
		if (n->ident && n->ident->kind == ID_BUILTIN && !dt_inline_find(prog, orig->name))
			return builtin_attr(prog, orig->name);
		return ident_attr(prog, orig->name);
	case ND_INDEX:
		if (orig->lhs->kind == ND_IDENT && !strcmp(orig->lhs->name, "args")) {
			*what = (struct what){ "associative array", "args", "" };
			return builtin_attr(prog, "args");
		}
		break;
	case ND_SELF: case ND_THIS:
		return ident_attr(prog, orig->name);
	case ND_CALL:
		*what = (struct what){ "function", orig->name, "( )" };
		return builtin_attr(prog, orig->name);
	default:
		break;
	}
	*what = (struct what){ orig->op ? "operator" : "statement", orig->op, "" };
	return attr_default;
}

static bool in_script(const struct dt_node *n)
{
	return !dt_tapset_is_file(n->loc.file);
}

/* D_ATTR_MIN for WHAT at LOC, the first error of the compile only. */
static void check_amin(struct dt_program *prog, struct dt_attr a, const struct what *w,
		       const struct dt_loc *loc)
{
	if (prog->opts.amin_set && below(a, prog->opts.amin) && dt_nerrors() == 0)
		dt_error(D_ATTR_MIN, loc, "attributes for %s%s%s%s (%s) are less than predefined "
			 "minimum", w->kind, w->name ? " " : "", w->name ? w->name : "",
			 w->suffix, dt_attr_str(a));
}

/* Operand K: as elaborated, or a variable assigned (not elaborated as a
 * value), checked here. */
static struct dt_attr operand_attr(struct dt_program *prog, const struct dt_node *k)
{
	const struct dt_node *v = k->kind == ND_INDEX ? k->lhs : k;
	struct dt_attr a;

	if (k->has_attr)
		return k->attr;
	if (v->kind != ND_IDENT && v->kind != ND_SELF && v->kind != ND_THIS)
		return attr_max;
	a = ident_attr(prog, v->name);
	if (in_script(k))
		check_amin(prog, a, &(struct what){ k->kind == ND_INDEX ? "associative array" :
			   "scalar", v->name, "" }, &k->loc);
	for (const struct dt_node *key = k->kind == ND_INDEX ? k->args : NULL; key;
	     key = key->next)
		if (key->has_attr)
			a = dt_attr_min(a, key->attr);
	return a;
}

static struct dt_attr operands_attr(struct dt_program *prog, const struct dt_node *orig)
{
	struct dt_attr a = attr_max;
	const struct dt_node *kids[] = { orig->lhs, orig->rhs, orig->cond };

	for (int i = 0; i < 3; i++)
		if (kids[i])
			a = dt_attr_min(a, operand_attr(prog, kids[i]));
	for (const struct dt_node *k = orig->args; k; k = k->next)
		a = dt_attr_min(a, operand_attr(prog, k));
	return a;
}

void dt_attr_expr(struct dt_program *prog, struct dt_node *n, const struct dt_node *orig)
{
	struct what what;
	struct dt_attr own, kids;

	if (orig->has_attr) {	/* typed again: its attributes are the text's */
		n->attr = orig->attr;
		n->has_attr = true;
		return;
	}
	if (orig->kind == ND_INT || orig->kind == ND_STR) {	/* constants: never checked */
		n->attr = attr_default;
		n->has_attr = true;
		return;
	}
	kids = operands_attr(prog, orig);
	own = own_attr(prog, n, orig, &what);
	n->attr = dt_attr_min(own, kids);
	n->has_attr = true;
	/* the innermost culprit, as dtrace's cooking reports it */
	if (in_script(orig) && !(prog->opts.amin_set && below(kids, prog->opts.amin)))
		check_amin(prog, own, &what, &orig->loc);
}

static bool is_aggfunc(const char *name)
{
	for (int i = 0; i < AGG_NFUNCS; i++)
		if (!strcmp(name, dt_aggfunc_names[i]))
			return true;
	return false;
}

/* A statement's attributes: its actions' (not elaborated as
 * expressions) and its expressions'. */
static struct dt_attr tree_attr(struct dt_program *prog, const struct dt_node *n)
{
	struct dt_attr a = attr_default;

	if (n->has_attr)
		return n->attr;
	if (n->lhs)
		a = dt_attr_min(a, tree_attr(prog, n->lhs));
	if (n->rhs)
		a = dt_attr_min(a, tree_attr(prog, n->rhs));
	if (n->cond)
		a = dt_attr_min(a, tree_attr(prog, n->cond));
	for (const struct dt_node *k = n->args; k; k = k->next)
		a = dt_attr_min(a, tree_attr(prog, k));
	if (n->kind == ND_CALL) {
		struct dt_attr own = builtin_attr(prog, n->name);

		check_amin(prog, own, &(struct what){ is_aggfunc(n->name) ? "aggregating function" :
			   "tracing function", n->name, "( )" }, &n->loc);
		a = dt_attr_min(a, own);
	}
	return a;
}

void dt_attr_clause(struct dt_program *prog, struct dt_clause *c, const struct dt_node *pred)
{
	struct dt_attr a = attr_default;

	for (const struct dt_node *s = c->stmts; s; s = s->next)
		a = dt_attr_min(a, tree_attr(prog, s));
	if (pred)
		a = dt_attr_min(a, tree_attr(prog, pred));
	if (!c->stmts && !pred)
		check_amin(prog, a, &(struct what){ "clause", NULL, "" }, &c->loc);
	c->stmtattr = a;
}

/* ---- dtap -v ---- */

/* -e -v: dtrace's -lv block for description D's first probe. */
static void print_pdesc(FILE *out, struct dt_program *p, const struct dt_clause *c,
			const struct dt_probedesc *d)
{
	struct dt_attr desc, args;
	struct dt_probe *first;
	int m = pdesc_matches(p, c, d, &first);
	const char *types[DT_MAXARGS];
	int nargs = 0;
	const struct dt_provider *pv = first ? probe_provider(first) : NULL;

	fprintf(out, "\n%s:%s:%s:%s\n", d->prov, d->mod, d->func, d->name);
	if (!pdesc_info(d, pv, m, &desc, &args))
		return;
	if (pv->argtype) {
		dt_diag_capture(true);	/* the types it has, quietly */
		for (struct dt_type *t; nargs < DT_MAXARGS &&
		     (t = pv->argtype(first, nargs, &d->loc)); nargs++)
			types[nargs] = !first->alias && nargs < first->nargs &&
				       first->argnative[nargs] ? first->argnative[nargs] : t->name;
		dt_diag_capture(false);
	}
	dt_list_print_info(out, desc, args, nargs, types);
}

/* "script 'x.d'" -> "script x.d", as dtrace names a program here. */
static const char *source_name(const char *desc)
{
	const char *q = strchr(desc, '\'');
	size_t len = q ? strlen(q + 1) : 0;

	if (!q || len == 0)
		return desc;
	return dt_sprintf("%.*s%.*s", (int)(q - desc), desc, (int)(len - 1), q + 1);
}

void dt_stability_report(FILE *out, struct dt_program *p, bool compile_only)
{
	for (int i = 0; i < p->nsources; i++) {
		struct dt_attr desc = attr_default, stmt = attr_default;
		bool any = false;

		for (const struct dt_clause *c = p->script->clauses; c; c = c->next) {
			if (c->source != i)
				continue;
			if (!any)
				desc = stmt = attr_max;
			any = true;
			for (const struct dt_probedesc *d = c->descs; d; d = d->next) {
				struct dt_attr a;
				struct dt_pattr ctx;
				struct dt_probe *first;

				pdesc_context(p, c, d, &a, &ctx, &first);
				desc = dt_attr_min(desc, a);
				stmt = dt_attr_min(stmt, c->stmtattr);
			}
		}
		fprintf(out, "\nStability attributes for %s:\n", source_name(p->source_desc[i]));
		dt_attr_print(out, "Minimum Probe Description Attributes", desc);
		dt_attr_print(out, "Minimum Statement Attributes", stmt);
		if (!compile_only) {
			fputc('\n', out);
			continue;
		}
		for (const struct dt_clause *c = p->script->clauses; c; c = c->next)
			for (const struct dt_probedesc *d = c->descs; d && c->source == i;
			     d = d->next)
				print_pdesc(out, p, c, d);
	}
	fflush(out);
}
