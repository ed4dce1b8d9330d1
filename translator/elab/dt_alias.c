/*
 * dt_alias.c - stable probes: the probe-alias form of tapsets.
 *
 *   probe proc:::exit (int)
 *   {
 *           sdt:::sched_process_exit = (xlate<...>(...));     first choice
 *           fbt::do_exit:entry / arg0 != 0 / = (arg0 >> 8);    fallback
 *   };
 *
 * A stable probe PROV:MOD:FUNC:NAME (MOD and FUNC usually empty) with the
 * types of its args[], and the lower probes it may fire through, in order
 * of preference: a tracepoint, a function, a system call; each with an
 * optional guard (joined to the predicate of every clause using it) and
 * the expressions of its args[] in terms of the lower probe's (arg0 ..,
 * args[] of the lower probe are not available there).  An alternative may
 * name several lower probes ("fbt::ip_output:entry, fbt::ip6_output:entry":
 * IPv4 and IPv6, the same arguments), all used.  A record line
 * ("desc /guard/ { stmts };") is no alternative: it becomes a clause of
 * every program using the stable probe, to note what its args[] need
 * (lockstat's contention times).  On a target, the
 * first alternative that matches any probe is used, for all its probes;
 * none matching: a use of the probe is an error naming each one tried.
 *
 * Each stable provider (proc, sched, io ...) is a dt_provider of its own,
 * made here when a tapset declares its first probe: dtap -l lists its
 * probes with the lower probe each resolves to (FUNCTION column), -lv the
 * declared argument types.  A clause on a stable probe is enabled on a
 * copy of the lower probe (dt_probe_clone) that carries the stable
 * probe's names, so output and probeprov/probename say "proc".
 */
#include <string.h>

#include "elab/dt_elab.h"

#define MAXLOWER 64

struct dt_alias {
	const struct dt_decl *decl;
	const struct dt_provider *pv;
	struct dt_probedesc *desc;	/* the stable probe's name */
	struct dt_type *types[8];	/* declared args[] types (pass 2) */
	bool typed;
	/* resolution on the target, once */
	bool resolved;
	const struct dt_decl_member *alt;	/* NULL: none matched */
	struct dt_probe *lower[MAXLOWER];	/* its probes (scratch program) */
	int nlower;
	const char *tried;		/* what was tried, for diagnostics */
	/* this program's copies of LOWER */
	const struct dt_program *prog;
	struct dt_probe *copies[MAXLOWER];
	struct dt_alias *next;
};

struct stable_provider {
	struct dt_provider pv;
	struct stable_provider *next;
};

static struct dt_alias *aliases;
static struct stable_provider *providers;

/* The record lines PROG has got, so that the same line written in several
 * stable probes (all the lockstat probes that time a contention) is
 * added once. */
struct record {
	const struct dt_program *prog;
	const struct dt_decl_member *m;
	struct record *next;
};

static struct record *records;

void dt_alias_reset(void)
{
	records = NULL;
	aliases = NULL;
	providers = NULL;
}

static void list_aliases(struct dt_lister *l);
static struct dt_type *alias_argtype(struct dt_probe *pr, int i, const struct dt_loc *loc);

static const struct dt_provider *provider_named(const char *name)
{
	struct stable_provider *p;

	for (p = providers; p; p = p->next)
		if (!strcmp(p->pv.name, name))
			return &p->pv;
	p = dt_zalloc(sizeof(*p));
	p->pv.name = dt_strdup(name);
	p->pv.list = list_aliases;
	p->pv.argtype = alias_argtype;
	/* dtrace's for a provider declared in D, until its tapset's
	 * "#pragma D attributes ... provider NAME PART" say otherwise */
	p->pv.pattr = (struct dt_pattr){ DT_ATTR(UNSTABLE, UNSTABLE, COMMON),
		DT_ATTR(UNSTABLE, UNSTABLE, COMMON), DT_ATTR(UNSTABLE, UNSTABLE, COMMON),
		DT_ATTR(UNSTABLE, UNSTABLE, COMMON), DT_ATTR(UNSTABLE, UNSTABLE, COMMON) };
	p->next = providers;
	providers = p;
	return &p->pv;
}

void dt_alias_providers(void (*fn)(const struct dt_provider *pv, void *arg), void *arg)
{
	for (struct stable_provider *p = providers; p; p = p->next)
		fn(&p->pv, arg);
}

/* argN in a stable probe's definition (its args[], guards, record
 * lines) and in the declarations they use is the lower probe's: marked,
 * so that a clause of the stable probe, where argN is its own
 * (dt_alias_argn), types them as written. */
static void mark_lower_args(struct dt_node *e)
{
	for (; e; e = e->next) {
		if (e->kind == ND_IDENT && e->name && !strncmp(e->name, "arg", 3) &&
		    e->name[3] >= '0' && e->name[3] <= '9' && !e->name[4])
			e->lower_arg = true;
		mark_lower_args(e->lhs);
		mark_lower_args(e->rhs);
		mark_lower_args(e->cond);
		mark_lower_args(e->args);
	}
}

/* Register alias declaration D (once); NULL (diagnosed) if malformed. */
static struct dt_alias *add(const struct dt_decl *d)
{
	struct dt_alias *a;
	struct dt_probedesc *desc;

	for (a = aliases; a; a = a->next)
		if (a->decl == d)
			return a;
	desc = dt_probedesc_parse(d->name, &d->loc);
	if (!desc)
		return NULL;
	if (!*desc->prov || strpbrk(d->name, "*?[")) {
		dt_error(D_PDESC_INVAL, &d->loc, "invalid probe alias \"%s\": it needs a provider "
			 "and no glob", d->name);
		return NULL;
	}
	for (a = aliases; a; a = a->next)
		if (!strcmp(a->desc->prov, desc->prov) && !strcmp(a->desc->mod, desc->mod) &&
		    !strcmp(a->desc->func, desc->func) && !strcmp(a->desc->name, desc->name)) {
			dt_error(D_DECL_IDRED, &d->loc, "probe %s is already defined", d->name);
			return NULL;
		}
	for (const struct dt_decl_member *m = d->members; m; m = m->next) {
		mark_lower_args(m->init);	/* (again when collected) */
		mark_lower_args(m->pred);
		mark_lower_args(m->body);
	}
	a = dt_zalloc(sizeof(*a));
	a->decl = d;
	a->desc = desc;
	a->pv = provider_named(desc->prov);
	a->next = aliases;
	aliases = a;
	return a;
}

void dt_alias_collect(const struct dt_script *s)
{
	for (const struct dt_decl *d = s->decls; d; d = d->next) {
		/* the declarations' argN: a stable probe's definition, and
		 * the translators and inlines it uses (tapsets/net.d's
		 * tcpsinfo_t reads the tracepoint's arg2) */
		mark_lower_args(d->init);
		for (const struct dt_decl_member *m = d->members; m; m = m->next) {
			mark_lower_args(m->init);
			mark_lower_args(m->pred);
			mark_lower_args(m->body);
		}
		if (d->scope == 'P')
			add(d);
	}
}

/* The stable probe whose record lines line M takes: a line that names a
 * stable probe and nothing else ("lockstat:::adaptive-block;"); NULL if M
 * is no such line. */
static struct dt_alias *records_of(const struct dt_decl_member *m)
{
	if (m->record || m->pred || m->init || strchr(m->type, ','))
		return NULL;
	for (struct dt_alias *a = aliases; a; a = a->next)
		if (!strcmp(a->decl->name, m->type))
			return a;
	return NULL;
}

/* ---- resolution ---- */

struct capture {
	struct dt_alias *a;
};

static void capture(struct dt_program *scratch, struct dt_probe *pr, void *arg)
{
	struct dt_alias *a = ((struct capture *)arg)->a;

	(void)scratch;
	if (a->nlower < MAXLOWER)
		a->lower[a->nlower++] = pr;
}

/* The first alternative of A with probes on the target; A->tried says
 * what was tried when none has. */
static void resolve(struct dt_alias *a, const struct dt_options *o)
{
	struct dt_program *scratch = dt_zalloc(sizeof(*scratch));
	char *tried = dt_strdup("");

	if (a->resolved)
		return;
	a->resolved = true;
	if (o)
		scratch->opts = *o;
	else
		dt_options_init(&scratch->opts);
	for (const struct dt_decl_member *m = a->decl->members; m && !a->alt; m = m->next) {
		struct capture cap = { a };
		char *descs = dt_strdup(m->type), *one, *save = NULL;

		if (m->record || records_of(m))
			continue;
		dt_diag_capture(true);
		for (one = strtok_r(descs, ", ", &save); one; one = strtok_r(NULL, ", ", &save)) {
			struct dt_probedesc *d = dt_probedesc_parse(one, &m->loc);

			for (int i = 0; d && dt_providers[i]; i++)
				if (!strcmp(dt_providers[i]->name, d->prov))
					dt_providers[i]->match(scratch, d, capture, &cap);
		}
		dt_diag_capture(false);
		if (a->nlower)
			a->alt = m;
		else
			tried = dt_sprintf("%s%s%s", tried, *tried ? ", " : "", m->type);
	}
	a->tried = tried;
}

/* The lower probe text of A for dtap -l ("sdt:vmlinux::sched_process_exit"). */
static const char *lower_text(const struct dt_alias *a)
{
	const struct dt_probe *p;

	if (!a->alt)
		return "-";
	p = a->lower[0];
	return dt_sprintf("%s:%s:%s:%s%s", p->prov, p->mod, p->func, p->name,
			  a->nlower > 1 ? ",..." : "");
}

static void list_aliases(struct dt_lister *l)
{
	/* declaration order: aliases is newest first */
	const struct dt_alias *order[1024];
	int n = 0;

	for (struct dt_alias *a = aliases; a && n < 1024; a = a->next)
		order[n++] = a;
	while (n-- > 0) {
		struct dt_alias *a = (struct dt_alias *)order[n];

		if (strcmp(a->pv->name, dt_list_provider_name(l)))
			continue;
		if (!dt_list_wants(l, a->desc->mod, a->desc->func, a->desc->name) &&
		    !dt_list_wants(l, "vmlinux", "", a->desc->name)) {
			dt_list_skip(l);	/* not resolved: it is not shown */
			continue;
		}
		resolve(a, NULL);
		dt_list_probe(l, *a->desc->mod ? a->desc->mod : "vmlinux", lower_text(a),
			      a->desc->name, a->decl->nkeys, (const char *const *)a->decl->keys);
	}
}

/* ---- pass 2 ---- */

void dt_alias_define(struct dt_program *prog, struct dt_decl *d)
{
	struct dt_alias *a = add(d);

	if (!a)
		return;
	for (int i = 0; i < d->nkeys; i++) {
		a->types[i] = dt_type_by_name(d->keys[i]);
		if (!a->types[i]) {
			dt_error(D_TYPE_ERR, &d->loc, "probe %s args[%d]: type %s is not a known "
				 "type%s", d->name, i, d->keys[i], dt_type_hint);
			return;
		}
	}
	for (const struct dt_decl_member *m = d->members; m; m = m->next) {
		int n = 0;

		for (const struct dt_node *e = m->init; e; e = e->next)
			n++;
		if (m->init && n != d->nkeys) {
			dt_error(D_PROTO_LEN, &m->loc, "probe %s through %s: %d args[] given, %d "
				 "declared", d->name, m->type, n, d->nkeys);
			return;
		}
	}
	a->typed = true;
	(void)prog;
}

static struct dt_probe *copy_for(struct dt_program *prog, struct dt_alias *a, int i)
{
	if (a->prog != prog) {
		memset(a->copies, 0, sizeof(a->copies));
		a->prog = prog;
	}
	if (!a->copies[i]) {
		a->copies[i] = dt_probe_clone(prog, a->lower[i]);
		a->copies[i]->alias = a;
	}
	return a->copies[i];
}

/* ---- record lines ---- */

/* Are the statement lists A and B the same, as written? */
static bool same_expr(const struct dt_node *a, const struct dt_node *b);

static bool same_list(const struct dt_node *a, const struct dt_node *b)
{
	for (; a && b; a = a->next, b = b->next)
		if (!same_expr(a, b))
			return false;
	return a == b;
}

static bool record_added(const struct dt_program *prog, const struct dt_decl_member *m)
{
	for (const struct record *r = records; r; r = r->next)
		if (r->prog == prog && (r->m == m || (!strcmp(r->m->type, m->type) &&
						     same_expr(r->m->pred, m->pred) &&
						     same_list(r->m->body, m->body))))
			return true;
	return false;
}

/*
 * A's record lines ("sdt:::contention_begin { t[curthread, arg0] =
 * timestamp; };": what its args[] need to have been noted earlier, e.g. when
 * a contention began) become clauses of PROG, after the script's: a clause
 * of the stable probe sees what they noted before they clear it.  They
 * belong to no -s/-n (source -1: no "matched" count).  A line naming
 * another stable probe and nothing else takes that probe's record lines.
 */
static void add_records(struct dt_program *prog, struct dt_alias *a, int depth)
{
	for (const struct dt_decl_member *m = a->decl->members; m; m = m->next) {
		struct dt_clause *c, **cp = &prog->script->clauses;
		struct dt_probedesc **dp;
		char *descs, *one, *save = NULL;
		struct record *r;
		int index = 0;

		if (records_of(m) && depth < 4)	/* another probe's, written once */
			add_records(prog, records_of(m), depth + 1);
		if (!m->record || record_added(prog, m))
			continue;
		c = dt_zalloc(sizeof(*c));
		c->loc = m->loc;
		c->source = -1;
		dp = &c->descs;
		descs = dt_strdup(m->type);
		for (one = strtok_r(descs, ", ", &save); one; one = strtok_r(NULL, ", ", &save)) {
			if (!(*dp = dt_probedesc_parse(one, &m->loc)))
				return;
			dp = &(*dp)->next;
		}
		c->pred = dt_node_copy(m->pred);
		c->stmts = dt_node_copy_list(m->body);
		c->empty = !c->stmts;
		while (*cp) {
			cp = &(*cp)->next;
			index++;
		}
		c->index = index;
		*cp = c;
		r = dt_zalloc(sizeof(*r));
		r->prog = prog;
		r->m = m;
		r->next = records;
		records = r;
	}
}

int dt_alias_match(struct dt_program *prog, const struct dt_probedesc *desc,
		   void (*fn)(struct dt_program *, struct dt_probe *, void *), void *arg)
{
	int n = 0, named = 0;
	const char *failed = NULL;

	for (struct dt_alias *a = aliases; a; a = a->next) {
		if (!dt_pdesc_field_match(desc->prov, a->desc->prov))
			continue;
		named++;
		if (!dt_pdesc_field_match(desc->mod, *a->desc->mod ? a->desc->mod : "vmlinux") ||
		    !dt_pdesc_field_match(desc->func, a->desc->func) ||
		    !dt_pdesc_field_match(desc->name, a->desc->name))
			continue;
		if (!a->typed)		/* a tapset's: typed on first use */
			dt_tapset_need(prog, 'P', a->decl->name);
		if (!a->typed) {	/* its tapset declaration failed */
			const char *why = dt_tapset_why(a->decl->name);

			failed = dt_sprintf("probe %s is not available%s%s", a->decl->name,
					    why ? ": " : "", why ? why : "");
			continue;
		}
		resolve(a, &prog->opts);
		if (!a->alt) {
			failed = dt_sprintf("probe %s cannot be resolved on the target kernel: "
					    "none of its lower probes exists (tried %s)",
					    a->decl->name, a->tried);
			continue;
		}
		for (int i = 0; i < a->nlower; i++, n++)
			fn(prog, copy_for(prog, a, i), arg);
		add_records(prog, a, 0);
	}
	if (!named)
		return -1;
	if (!n && failed)
		dt_error(D_PDESC_ZERO, &desc->loc, "%s", failed);
	return n;
}

/* The alternative clause C fires through, when all its probes are stable
 * ones of one alternative; NULL (diagnosed when mixed) otherwise. */
static const struct dt_decl_member *clause_alt(struct dt_program *prog,
					       const struct dt_clause *c, bool *mixed)
{
	const struct dt_decl_member *alt = NULL;
	bool plain = false;

	*mixed = false;
	for (struct dt_epid *e = prog->epids; e; e = e->next) {
		const struct dt_alias *a;

		if (e->clause != c)
			continue;
		a = e->probe->alias;
		if (!a)
			plain = true;
		else if (alt && alt != a->alt)
			*mixed = true;
		else
			alt = a->alt;
	}
	if (alt && plain)
		*mixed = true;
	return alt;
}

static struct dt_node *node2(enum dt_node_kind kind, const char *op, struct dt_node *l,
			     struct dt_node *r, const struct dt_loc *loc)
{
	struct dt_node *n = dt_zalloc(sizeof(*n));

	n->kind = kind;
	n->op = (char *)op;
	n->lhs = l;
	n->rhs = r;
	n->loc = *loc;
	return n;
}

/* "id == PR's id": which probe of the clause fired (the built-in id). */
static struct dt_node *is_probe(const struct dt_probe *pr, const struct dt_loc *loc)
{
	struct dt_node *id = dt_zalloc(sizeof(*id)), *v = dt_zalloc(sizeof(*v));

	id->kind = ND_IDENT;
	id->name = dt_strdup("id");
	id->loc = *loc;
	v->kind = ND_INT;
	v->ival = (uint64_t)pr->id;
	v->type = &dt_ty_int;
	v->loc = *loc;
	return node2(ND_BINOP, "==", id, v, loc);
}

/*
 * The guards of clause C's stable probes join its predicate: "guard &&
 * pred" when all its probes fire through one alternative, else "((id ==
 * A && guardA) || (id == B) || ...) && pred", each probe's own guard.
 */
void dt_alias_clause(struct dt_program *prog, struct dt_clause *c)
{
	bool mixed, guarded = false;
	const struct dt_decl_member *alt = clause_alt(prog, c, &mixed);
	struct dt_node *g = NULL;

	for (struct dt_epid *e = prog->epids; e; e = e->next)
		if (e->clause == c && e->probe->alias && e->probe->alias->alt->pred)
			guarded = true;
	if (!guarded)
		return;
	if (!mixed) {
		g = dt_node_copy(alt->pred);	/* typed anew in this clause */
	} else {
		for (struct dt_epid *e = prog->epids; e; e = e->next) {
			const struct dt_alias *a = e->probe->alias;
			struct dt_node *t;

			if (e->clause != c)
				continue;
			t = is_probe(e->probe, &c->loc);
			if (a && a->alt->pred)
				t = node2(ND_LOGAND, "&&", t, dt_node_copy(a->alt->pred), &c->loc);
			g = g ? node2(ND_LOGOR, "||", g, t, &c->loc) : t;
		}
	}
	c->pred = c->pred ? node2(ND_LOGAND, "&&", g, c->pred, &c->pred->loc) : g;
}

/* Are A and B the same expression, as written? */
static bool same_expr(const struct dt_node *a, const struct dt_node *b)
{
	if (!a || !b)
		return a == b;
	if (a->kind != b->kind || a->ival != b->ival || a->slen != b->slen ||
	    (a->op && b->op ? strcmp(a->op, b->op) : a->op != b->op) ||
	    (a->name && b->name ? strcmp(a->name, b->name) : a->name != b->name) ||
	    (a->str && b->str ? memcmp(a->str, b->str, a->slen) : a->str != b->str))
		return false;
	if (!same_expr(a->lhs, b->lhs) || !same_expr(a->rhs, b->rhs) ||
	    !same_expr(a->cond, b->cond))
		return false;
	for (a = a->args, b = b->args; a && b; a = a->next, b = b->next)
		if (!same_expr(a, b))
			return false;
	return a == b;
}

/* Is args[I] of every stable probe of the clause being typed E, as
 * written (signal-send and signal-discard: the same translations)? */
static bool same_arg_everywhere(struct dt_program *prog, const struct dt_node *e, int i)
{
	for (struct dt_epid *ep = prog->epids; ep; ep = ep->next) {
		const struct dt_alias *a = ep->probe->alias;
		const struct dt_node *x;
		int k = 0;

		if (ep->clause != prog->clause)
			continue;
		if (!a || !a->alt->init || i >= a->decl->nkeys)
			return false;
		for (x = a->alt->init; k < i; x = x->next)
			k++;
		if (!same_expr(x, e))
			return false;
	}
	return true;
}

/* Does E name the lower probe (probefunc, probename, probemod: in an
 * alias's args[], the probe it fires through)? */
static bool names_lower(const struct dt_node *e)
{
	for (; e; e = e->next)
		if ((e->kind == ND_IDENT && (!strcmp(e->name, "probefunc") ||
					     !strcmp(e->name, "probename") ||
					     !strcmp(e->name, "probemod"))) ||
		    names_lower(e->lhs) || names_lower(e->rhs) || names_lower(e->cond) ||
		    names_lower(e->args))
			return true;
	return false;
}

/* ... replaced in E by the names of the lower probe PR, as strings. */
static void lower_names(struct dt_node *e, const struct dt_probe *pr)
{
	for (; e; e = e->next) {
		if (e->kind == ND_IDENT && names_lower(&(struct dt_node){ .kind = ND_IDENT,
								    .name = e->name })) {
			const char *v = !strcmp(e->name, "probefunc") ? pr->func :
					!strcmp(e->name, "probename") ? pr->name : pr->mod;

			e->kind = ND_STR;
			e->str = (char *)v;
			e->slen = strlen(v);
			e->type = &dt_ty_string;
			continue;
		}
		lower_names(e->lhs, pr);
		lower_names(e->rhs, pr);
		lower_names(e->cond, pr);
		lower_names(e->args, pr);
	}
}

/* args[I] of a clause of several stable probes, each its own integer or
 * string: "id == A ? argA : id == B ? argB : ... argZ"; NULL when one is
 * neither (a translation is used member by member: it cannot be chosen
 * at run time).  Translations to one T of the same input type:
 * "xlate <T> (id == A ? eA : ... eZ)"; to a T * from inputs of several
 * types (io:::start's struct request *, io:::wait-start's struct bio *):
 * "id == A ? xlate <T *> (eA) : ... xlate <T *> (eZ)", whose members
 * dt_elab_xlate_member chooses the same way. */
static struct dt_node *arg_by_probe(struct dt_program *prog, int i, const struct dt_loc *loc)
{
	struct dt_node *chain = NULL, **hole = &chain;
	const char *xlate = NULL;	/* all "xlate <T> (e)" with one T: choose e */
	bool all_xlate = true;
	struct dt_node *xchain = NULL, **xhole = &xchain;	/* of the xlates */
	const struct dt_node *first_in = NULL;
	bool one_in = true;		/* all e are the same expression */

	for (struct dt_epid *ep = prog->epids; ep; ep = ep->next) {
		const struct dt_alias *a = ep->probe->alias;
		const struct dt_node *x;
		struct dt_node *t;
		int k = 0;

		if (ep->clause != prog->clause)
			continue;
		if (!a || !a->alt->init || i >= a->decl->nkeys)
			return NULL;
		for (x = a->alt->init; k < i; x = x->next)
			k++;
		if (x->kind != ND_XLATE || (xlate && strcmp(xlate, x->name)))
			all_xlate = false;
		else
			xlate = x->name;
		if (x->kind == ND_XLATE) {
			t = dt_zalloc(sizeof(*t));
			t->kind = ND_TERNARY;
			t->op = "?";
			t->loc = *loc;
			t->cond = is_probe(ep->probe, loc);
			t->lhs = dt_node_copy(x);
			lower_names(t->lhs, ep->probe);
			t->rhs = dt_node_copy(t->lhs);
			*xhole = t;
			xhole = &t->rhs;
			if (first_in && !same_expr(first_in, x->lhs))
				one_in = false;
			first_in = x->lhs;
			x = x->lhs;	/* the translated expression */
		}
		t = dt_zalloc(sizeof(*t));
		t->kind = ND_TERNARY;
		t->op = "?";
		t->loc = *loc;
		t->cond = is_probe(ep->probe, loc);
		t->lhs = dt_node_copy(x);
		lower_names(t->lhs, ep->probe);
		t->rhs = dt_node_copy(t->lhs);	/* the last one's, never used */
		*hole = t;
		hole = &t->rhs;
	}
	if (all_xlate && xlate && !one_in && xlate[strlen(xlate) - 1] == '*')
		return xchain;
	if (all_xlate && xlate) {
		struct dt_node *n = dt_zalloc(sizeof(*n));

		n->kind = ND_XLATE;
		n->name = (char *)xlate;
		n->loc = *loc;
		n->lhs = chain;
		return n;
	}
	for (struct dt_epid *ep = prog->epids; ep; ep = ep->next)
		if (ep->clause == prog->clause &&
		    !dt_type_is_integer(ep->probe->alias->types[i]) &&
		    !dt_type_is_string(ep->probe->alias->types[i]))
			return NULL;	/* mixed, or translations of several types */
	return chain;
}

bool dt_alias_args(struct dt_program *prog, struct dt_node *n, int i)
{
	bool mixed;
	const struct dt_decl_member *alt = clause_alt(prog, prog->clause, &mixed);
	const struct dt_alias *a = NULL;
	struct dt_node *e, *next = n->next;
	int k = 0;

	if (!alt)
		return false;
	for (struct dt_epid *ep = prog->epids; ep && !a; ep = ep->next)
		if (ep->clause == prog->clause)
			a = ep->probe->alias;
	if (i >= a->decl->nkeys || !alt->init) {
		dt_error(D_ARGS_IDX, &n->loc, "index %d is out of range for %s args[ ] (it has "
			 "%d)", i, a->decl->name, alt->init ? a->decl->nkeys : 0);
		return true;
	}
	for (e = alt->init; k < i; e = e->next)
		k++;
	if ((mixed && !same_arg_everywhere(prog, e, i)) || names_lower(e)) {
		e = arg_by_probe(prog, i, &n->loc);
		if (!e) {
			dt_error(D_ARR_BADREF, &n->loc, "args[%d] differs among the probes of "
				 "this clause: give the stable probes a clause of their own", i);
			return true;
		}
	} else {
		e = dt_node_copy(e);
	}
	dt_elab_expr(prog, e);
	if (!e->type)
		return true;
	if (e->kind != ND_XLATE && !dt_type_is_scalar(e->type) && !dt_type_is_string(e->type)) {
		dt_error(D_ARR_BADREF, &n->loc, "args[%d] of %s is a %s", i, a->decl->name,
			 e->type->name);
		return true;
	}
	if (dt_type_is_integer(a->types[i]) && e->kind != ND_XLATE)
		e = dt_node_cast_to(e, a->types[i], &n->loc);
	*n = *e;
	n->next = next;
	return true;
}

/*
 * argI in a clause of stable probes: the value of their args[I] as an
 * integer (a translated argument: the value translated), as dtrace's
 * providers put the mapped arguments in argv[] before the clauses run
 * (dtrace-utils libdtrace/dt_prov_lockstat.c stores a block's time as
 * arg1; dt_cg.c, dt_cg_tramp_map_args()).  False, N unchanged (the
 * lower probe's argI), where the stable probe has no integer there or
 * its probes differ.
 */
bool dt_alias_argn(struct dt_program *prog, struct dt_node *n, int i)
{
	bool mixed;
	const struct dt_decl_member *alt = clause_alt(prog, prog->clause, &mixed);
	const struct dt_alias *a = NULL;
	struct dt_node *e, *next = n->next;
	int k = 0;

	if (!alt || mixed || !alt->init)
		return false;
	for (struct dt_epid *ep = prog->epids; ep && !a; ep = ep->next)
		if (ep->clause == prog->clause)
			a = ep->probe->alias;
	if (!a || i >= a->decl->nkeys)
		return false;
	for (e = alt->init; k < i; e = e->next)
		k++;
	if (names_lower(e) || (e->kind == ND_XLATE ? !e->lhs : !dt_type_is_scalar(a->types[i])))
		return false;
	e = dt_node_copy(e->kind == ND_XLATE ? e->lhs : e);
	dt_elab_expr(prog, e);
	if (!e->type || !dt_type_is_scalar(e->type))
		return false;
	e = dt_node_cast_to(e, &dt_ty_int64, &n->loc);
	*n = *e;
	n->next = next;
	return true;
}

static struct dt_type *alias_argtype(struct dt_probe *pr, int i, const struct dt_loc *loc)
{
	const struct dt_alias *a = pr->alias;

	if (!a || i >= a->decl->nkeys) {
		dt_error(D_ARR_BADREF, loc, "args[%d] is not available here", i);
		return NULL;
	}
	return a->types[i];
}

void dt_alias_names(const struct dt_probe *pr, const char **prov, const char **mod,
		    const char **func, const char **name)
{
	const struct dt_alias *a = pr->alias;

	if (!a)
		return;
	*prov = a->desc->prov;
	*mod = *a->desc->mod ? a->desc->mod : "vmlinux";
	*func = a->desc->func;
	*name = a->desc->name;
}

const struct dt_list_more dt_list_stable = {
	.providers = dt_alias_providers,
	.attrs = dt_attr_probe,
};
