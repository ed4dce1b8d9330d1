/*
 * dt_elab.c - pass 2: the parsed script becomes a program.
 *
 *   1. "#pragma D option" lines are applied (they may change strsize).
 *   2. Clause by clause, in source order: each probe description is given
 *      to every provider whose name it matches (the providers are plug-ins,
 *      dt_providers[]); each probe matched gets an EPID for the clause.
 *      Then the predicate and the statements are typed (dt_elab_expr.c,
 *      dt_elab_stmt.c), which also defines globals and aggregations in
 *      source order.
 *
 * The first error ends the pass: later diagnostics would mostly be
 * consequences of it (a global whose defining assignment failed ...).
 */
#include <string.h>

#include "elab/dt_elab.h"

/* DTrace providers dtap does not offer yet: named, they get a clear
 * "not supported" instead of "matches no probes". */
/* Not "pid", "usdt" or "uprobe": dtrace-utils registers those providers
 * (dt_prov_uprobe.c, populate()) with no probe of their own, so "pid:::entry"
 * or "usdt:::" (no process id) matches none and is D_PDESC_ZERO (dt_cc.c,
 * dt_setcontext: dt_pid_create_probes() only for a name ending in digits),
 * nothing with -Z */
static const char *const known_providers[] = {
	"proc", "sched", "io", "tcp", "udp",
	"ip", "lockstat", "fasttrap", "mib", "vminfo", "sysinfo", "plockstat", "cpc",
	"fsinfo", "kinst", "lockstat", "tracepoint", "kprobe",
};

/* Provider callback: enable CLAUSE (ARG) on probe PR, once per clause. */
static void enable(struct dt_program *prog, struct dt_probe *pr, void *arg)
{
	struct dt_clause *c = arg;
	struct dt_epid **ep, *e;

	/* clauses are enabled one after the other: a probe enabled for C
	 * already was so last */
	if (pr->enabled_for == c)
		return;
	pr->enabled_for = c;
	ep = prog->epids_tail ? &prog->epids_tail->next : &prog->epids;
	e = dt_zalloc(sizeof(*e));
	e->epid = ++prog->nepids;
	e->clause = c;
	e->probe = pr;
	*ep = e;
	prog->epids_tail = e;
	if (pr->epids_tail)
		pr->epids_tail->pnext = e;
	else
		pr->epids = e;
	pr->epids_tail = e;
	c->uargs_fault |= dt_usdt_reads_memory(pr);
	if (c->source >= 0 && c->source < DT_MAXSOURCES)
		prog->source_matched[c->source]++;
}

static bool is_known_provider(const char *name)
{
	for (size_t i = 0; i < sizeof(known_providers) / sizeof(known_providers[0]); i++)
		if (strcmp(known_providers[i], name) == 0)
			return true;
	/* pid1234, and the like */
	return strncmp(name, "pid", 3) == 0 && name[3] &&
	       strspn(name + 3, "0123456789") == strlen(name + 3);
}

static void match_desc(struct dt_program *prog, struct dt_clause *c,
		       const struct dt_probedesc *d)
{
	int n = 0, providers = 0, errors = dt_nerrors(), stable;

	if (strchr(d->text, '$')) {
		char *text = dt_macro_subst(prog, d->text, &d->loc);

		if (!text || !(d = dt_probedesc_parse(text, &d->loc)))
			return;
	}
	if (*d->prov && strspn(d->prov, "0123456789") == strlen(d->prov)) {
		/* a name ending in digits is a process's provider, whose
		 * digits follow a name (dt_cc.c, dt_setcontext; dt_pid.c,
		 * dt_pid_get_pid): "$1:::entry" with $1 12345 */
		dt_error(D_PROC_BADPROV, &d->loc, "'%s' is not a valid provider", d->prov);
		return;
	}
	for (int i = 0; dt_providers[i]; i++) {
		if (dt_providers[i]->owns ? !dt_providers[i]->owns(d->prov)
					  : !dt_pdesc_field_match(d->prov, dt_providers[i]->name))
			continue;
		providers++;
		n += dt_providers[i]->match(prog, d, enable, c);
	}
	if ((stable = dt_alias_match(prog, d, enable, c)) >= 0) {	/* tapsets' */
		providers++;
		n += stable;
	}
	if (!providers && is_known_provider(d->prov))
		dt_error(D_UNSUPPORTED, &d->loc, "provider '%s' is not supported yet", d->prov);
	else if (n == 0 && dt_nerrors() == errors && !prog->opts.zdefs)	/* zdefs: may match nothing */
		dt_error(D_PDESC_ZERO, &d->loc,
			 "probe description %s:%s:%s:%s does not match any probes",
			 d->prov, d->mod, d->func, d->name);
}

/* "#pragma D error words" (and #error): dtrace's dt_pragma_error joins
 * the words, each followed by a space, the quotes of a string removed. */
static void pragma_error(const struct dt_pragma *p, const char *words)
{
	char *msg = dt_strdup("");
	const char *w = words;

	while (*w) {
		size_t n;

		w += strspn(w, " \t");
		if (!*w)
			break;
		if (*w == '"') {	/* a string: its text */
			n = strcspn(w + 1, "\"");
			msg = dt_sprintf("%s%.*s ", msg, (int)n, w + 1);
			w += 1 + n + (w[1 + n] == '"');
		} else {
			n = strcspn(w, " \t");
			msg = dt_sprintf("%s%.*s ", msg, (int)n, w);
			w += n;
		}
	}
	dt_error(D_PRAGERR, &p->loc, "#error: %s", msg);
}

/* "#pragma D option name[=value]", attributes; depends_on and binding
 * are checked ("#pragma D line" is the lexer's). */
static void apply_pragma(struct dt_program *prog, const struct dt_pragma *p)
{
	size_t wl = strcspn(p->text, " \t");
	char *word = dt_strndup(p->text, wl), *arg, *eq;

	arg = dt_strdup(p->text + wl + strspn(p->text + wl, " \t"));
	if (strcmp(word, "option") == 0) {	/* dt_pragma.c, dt_pragma_option */
		size_t len = strcspn(arg, " \t");

		if (!*arg || *arg == '=') {
			dt_error(D_PRAGMA_MALFORM, &p->loc, "malformed #pragma option "
				 "<option>=<val>");
			return;
		}
		if (arg[len + strspn(arg + len, " \t")]) {
			dt_error(D_PRAGMA_MALFORM, &p->loc, "superfluous arguments specified for "
				 "#pragma option");
			return;
		}
		arg[len] = '\0';
		eq = strchr(arg, '=');
		if (eq)
			*eq++ = '\0';
		if (!dt_metric_labels_option(arg))	/* checked after the clauses */
			dt_option_set(&prog->opts, arg, eq, &p->loc);
		return;
	}
	if (!strcmp(word, "depends_on") || !strcmp(word, "binding")) {
		dt_tapset_pragma(p);	/* dt_tapset.c: dependencies are checked */
		return;
	}
	if (!strcmp(word, "attributes")) {
		dt_attr_pragma(prog, p);	/* dt_attr.c: stability */
		return;
	}
	if (!strcmp(word, "ident"))
		return;		/* nothing to D, as in dtrace */
	if (!strcmp(word, "error")) {
		pragma_error(p, arg);
		return;
	}
	dt_error(D_PRAGMA_INVAL, &p->loc, "invalid D pragma: %s", word);	/* dt_pragma() */
}

/*
 * How many dtrace actions statement S compiles to: dtrace numbers faults
 * by action ("action #N"), and printf makes one action per argument (at
 * least one), an aggregation one per key plus the aggregating one, any
 * other statement one.  (dtrace's own example: n = 1; printf("%s %d\n",
 * "cat", 9); trace(1 / --n) faults in action #4.)
 */
static int stmt_nactions(const struct dt_node *s)
{
	int n = 0;

	if (s->kind == ND_AGG_STMT)
		return s->agg ? s->agg->nkeys + 1 : 1;
	if (s->kind == ND_EXPR_STMT && s->lhs && s->lhs->kind == ND_CALL &&
	    (!strcmp(s->lhs->name, "printf") || !strcmp(s->lhs->name, "system"))) {
		for (const struct dt_node *a = s->lhs->args; a; a = a->next)
			n++;
		return n > 2 ? n - 1 : 1;
	}
	return 1;
}

/* Does N (a predicate) assign or step a variable, which may define it? */
static bool defines_vars(const struct dt_node *n)
{
	for (; n; n = n->next)
		if (n->kind == ND_ASSIGN || n->kind == ND_PREINC || n->kind == ND_POSTINC ||
		    defines_vars(n->lhs) || defines_vars(n->rhs) || defines_vars(n->cond) ||
		    defines_vars(n->args))
			return true;
	return false;
}

static void elab_pred(struct dt_program *prog, struct dt_clause *c)
{
	dt_elab_expr(prog, c->pred);
	if (c->pred->type && dt_elab_xlate_left(c->pred))
		c->pred->type = NULL;
	if (c->pred->type && !dt_type_is_scalar(c->pred->type))
		dt_error(D_PRED_SCALAR, dt_node_start(c->pred),	/* dt_cook_clause */
			 "predicate result must be of scalar type");
}

/*
 * dtrace-utils types a clause's actions before its predicate, so that
 * /self->ts/ { self->ts = timestamp; } is valid, and the predicate first
 * only when the actions name a variable the predicate creates (x++ or an
 * assignment in it: dt_parser.c, dt_cook_clause, which retries on
 * D_IDENT_UNDEF or D_VAR_UNDEF).  dtap cannot take a diagnostic back, so
 * it decides beforehand: the predicate first when it may define one.
 */
static void elab_clause(struct dt_program *prog, struct dt_clause *c)
{
	int errors = dt_nerrors(), action = 0;
	const struct dt_node *pred = c->pred;	/* as written: no tapset guard */
	bool pred_first;

	prog->clause = c;
	for (struct dt_probedesc *d = c->descs; d && dt_nerrors() == errors; d = d->next)
		match_desc(prog, c, d);
	if (dt_nerrors() == errors)
		dt_alias_clause(prog, c);	/* stable probes' guards */
	pred_first = c->pred && defines_vars(c->pred);
	if (pred_first && dt_nerrors() == errors)
		elab_pred(prog, c);
	/* A statement's faults name its first action; an aggregation's name
	 * the aggregating action, where its argument is computed. */
	for (struct dt_node *s = c->stmts; s && dt_nerrors() == errors; s = s->next) {
		s->action = action + 1;
		dt_elab_stmt(prog, s);
		if (dt_nerrors() == errors)
			dt_elab_xlate_left(s);
		if (s->kind == ND_AGG_STMT)
			s->action = action + stmt_nactions(s);
		action += stmt_nactions(s);
	}
	if (c->pred && !pred_first && dt_nerrors() == errors)
		elab_pred(prog, c);
	if (dt_nerrors() == errors)
		dt_elab_spec_order(c);
	if (dt_nerrors() == errors)
		dt_attr_clause(prog, c, pred);
}

/* %{ C %}, at file scope or as an expression: guru mode only. */
void dt_elab_embed(struct dt_program *prog, const struct dt_loc *loc)
{
	if (!prog->opts.guru)
		dt_error(D_GURU, loc, "embedded C (%%{ ... %%}) is allowed only in guru mode: "
			 "use -g");
}

struct dt_program *dt_elaborate(struct dt_script *s, const struct dt_options *o,
				const char *const *source_desc, int nsources)
{
	struct dt_program *prog = dt_zalloc(sizeof(*prog));
	int errors = dt_nerrors();

	prog->script = s;
	prog->opts = *o;
	prog->nsources = nsources < DT_MAXSOURCES ? nsources : DT_MAXSOURCES;
	for (int i = 0; i < prog->nsources; i++)
		prog->source_desc[i] = source_desc[i];
	for (struct dt_pragma *p = s->pragmas; p && dt_nerrors() == errors; p = p->next)
		apply_pragma(prog, p);
	dt_ty_string.size = prog->opts.strsize;
	for (struct dt_decl *d = s->decls; d && dt_nerrors() == errors; d = d->next)
		if (d->tapset)
			dt_tapset_elab_decl(prog, d);
		else
			dt_elab_decl(prog, d);
	if (dt_nerrors() == errors)
		dt_attr_check_unused(prog);
	if (dt_nerrors() == errors)
		dt_macro_check_unused(prog);
	for (struct dt_embed *e = s->embeds; e && dt_nerrors() == errors; e = e->next)
		dt_elab_embed(prog, &e->loc);
	for (struct dt_clause *c = s->clauses; c && dt_nerrors() == errors; c = c->next)
		elab_clause(prog, c);
	if (dt_nerrors() == errors)
		dt_metric_labels_apply(prog);
	return dt_nerrors() == errors ? prog : NULL;
}
