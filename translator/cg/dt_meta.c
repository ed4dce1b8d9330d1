/*
 * dt_meta.c - pass 3: the metadata text of a program, exactly as
 * runtime/dtap_wire.h specifies (dtapio reads it from the module's
 * .dtap_meta section): probes, printf/printa formats, aggregations, and
 * for every enabled probe the layout of its record.
 */
#include <stdlib.h>
#include <string.h>

#include "cg/dt_cg.h"

/* "…" with C escapes: \n \t \\ \" and \ooo for other non-printables. */
static void meta_quote(FILE *out, const char *s, size_t len)
{
	fputc('"', out);
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == '\n')
			fputs("\\n", out);
		else if (c == '\t')
			fputs("\\t", out);
		else if (c == '\\' || c == '"')
			fprintf(out, "\\%c", c);
		else if (c < 0x20 || c >= 0x7f)
			fprintf(out, "\\%03o", c);
		else
			fputc(c, out);
	}
	fputc('"', out);
}

static const char *field(const char *s)
{
	return s && *s ? s : "-";
}

static const char *type_code(const struct dt_type *t)
{
	if (t->kind == TY_STRING)
		return "s";
	if (dt_type_is_uaddr(t))
		return t->name;		/* usym umod uaddr */
	if (dt_type_is_ustack(t))
		return dt_sprintf("ustack%d", t->size / 8 - 1);
	if (t->kind == TY_STACK)
		return dt_sprintf("stack%d", t->size / 8);
	if (dt_type_print(t) == 'S')
		return "sym";
	if (dt_type_print(t) == 'M')
		return "mod";
	if (dt_type_resolve((struct dt_type *)t)->kind == TY_FLOAT)	/* its bits */
		return dt_sprintf("f%d", dt_type_resolve((struct dt_type *)t)->size);
	return dt_sprintf("%c%d", t->is_signed ? 'i' : 'u', t->size);
}

/* Format ids: every printf, and every printa with a format, in the order
 * of clauses and statements. */
struct fmt_ids {
	const struct dt_node *call[4096];
	int n;
	struct dt_ptypes *ptypes;	/* print( )'s types */
};

static int fmt_id(const struct fmt_ids *f, const struct dt_node *call)
{
	for (int i = 0; i < f->n; i++)
		if (f->call[i] == call)
			return i;
	return -1;
}

static bool has_format(const struct dt_node *call)
{
	if (!strcmp(call->name, "printf") || !strcmp(call->name, "system"))
		return true;
	return !strcmp(call->name, "printa") && call->args && call->args->kind == ND_STR;
}

static void write_fmts(FILE *out, const struct dt_program *p, struct fmt_ids *f)
{
	for (const struct dt_clause *c = p->script->clauses; c; c = c->next) {
		for (const struct dt_node *s = c->stmts; s; s = s->next) {
			if (!dt_cg_is_data_action(s) || !has_format(s->lhs))
				continue;
			if (f->n == (int)(sizeof(f->call) / sizeof(f->call[0]))) {
				fprintf(stderr, "dtap: too many printf formats (at most 4096)\n");
				exit(1);
			}
			fprintf(out, "fmt %d ", f->n);
			meta_quote(out, s->lhs->args->str, s->lhs->args->slen);
			fputc('\n', out);
			f->call[f->n++] = s->lhs;
		}
	}
}

static void write_aggs(FILE *out, const struct dt_program *p)
{
	for (const struct dt_agg *g = p->aggs; g; g = g->next) {
		fprintf(out, "agg %d %s %s", g->id, field(g->name),
			dt_aggfunc_names[g->func]);
		/* the histograms' parameters: FUNC:P1:P2... */
		for (int i = 0; i < (g->func == AGG_LQUANTIZE ? 3 :
				     g->func == AGG_LLQUANTIZE ? 4 : 0); i++)
			fprintf(out, ":%lld", (long long)g->param[i]);
		fprintf(out, " %d %d", g->keysize, g->nkeys);
		for (int i = 0; i < g->nkeys; i++)
			fprintf(out, " %s", type_code(g->keytypes[i]));
		fputc('\n', out);
		if (!g->labels[0])
			continue;
		/* #pragma D option metric_labels: --metrics' label names */
		fprintf(out, "agglabels %d", g->id);
		for (int i = 0; i < g->nkeys; i++)
			fprintf(out, " %s", g->labels[i]);
		fputc('\n', out);
	}
}

/* The id of print( )'s type T; write_ptypes wrote its lines before. */
static int ptype_id(const struct fmt_ids *f, struct dt_type *t)
{
	return dt_ptype_id(NULL, f->ptypes, t);
}

static void write_act(FILE *out, const struct fmt_ids *f, int epid, const struct dt_node *s)
{
	const struct dt_node *call = s->lhs, *a;
	int n = 0;

	/* printm( ) prints as tracemem( ) does: a memory item */
	fprintf(out, "act %d %d %s", epid, s->action,
		call->memdump ? "tracemem" : call->name);
	if (!strcmp(call->name, "printa")) {
		fprintf(out, " %d %d", call->agg->id, fmt_id(f, call));
		/* the other aggregations printa() joins with the first */
		a = call->args->kind == ND_STR ? call->args->next : call->args;
		for (a = a->next; a; a = a->next)
			fprintf(out, " %d", a->agg->id);
		fputc('\n', out);
		return;
	}
	if (!strcmp(call->name, "setopt")) {	/* the name and value, quoted */
		for (a = call->args; a; a = a->next) {
			fputc(' ', out);
			meta_quote(out, a->str, strlen(a->str));
		}
		fputc('\n', out);
		return;
	}
	if (call->args && call->args->kind == ND_AGG) {
		/* clear trunc normalize denormalize: AGGID, then the items */
		fprintf(out, " %d", call->agg->id);
		for (a = call->args->next; a; a = a->next)
			fprintf(out, " %s", type_code(a->type));
		fputc('\n', out);
		return;
	}
	if (!strcmp(call->name, "exit")) {
		fputc('\n', out);
		return;
	}
	if (call->memdump) {	/* its memory item */
		fprintf(out, " m%llu\n", (unsigned long long)call->memdump);
		return;
	}
	if (!strcmp(call->name, "trace") && call->memtype) {	/* its bytes */
		fprintf(out, " m%llu\n", (unsigned long long)dt_type_sizeof(call->args->type));
		return;
	}
	if (!strcmp(call->name, "print")) {	/* the type, then the item */
		struct dt_type *mt = call->memtype;

		fprintf(out, " %d %s\n", ptype_id(f, mt ? mt : call->args->type),
			mt ? dt_sprintf("m%llu", (unsigned long long)dt_type_sizeof(mt))
			   : type_code(call->args->type));
		return;
	}
	a = call->args;
	if (!strcmp(call->name, "printf") || !strcmp(call->name, "system")) {
		a = a->next;
		for (const struct dt_node *x = a; x; x = x->next)
			n++;
		fprintf(out, " %d %d", fmt_id(f, call), n);
	}
	for (; a; a = a->next)
		fprintf(out, " %s", type_code(a->type));
	fputc('\n', out);
}

/* The types print( ) prints, before the actions that name them. */
static void write_ptypes(FILE *out, const struct dt_program *p, struct fmt_ids *f)
{
	f->ptypes = dt_ptypes_new();
	for (const struct dt_clause *c = p->script->clauses; c; c = c->next) {
		for (const struct dt_node *s = c->stmts; s; s = s->next) {
			struct dt_type *mt;

			if (!dt_cg_is_data_action(s) || strcmp(s->lhs->name, "print"))
				continue;
			mt = s->lhs->memtype;
			dt_ptype_id(out, f->ptypes, mt ? mt : s->lhs->args->type);
		}
	}
}

static void write_epids(FILE *out, const struct dt_program *p, const struct fmt_ids *f)
{
	for (const struct dt_epid *e = p->epids; e; e = e->next) {
		int nacts = 0;

		for (const struct dt_node *s = e->clause->stmts; s; s = s->next)
			nacts += dt_cg_is_data_action(s);
		fprintf(out, "epid %d %d %d %d\n", e->epid, e->probe->id, e->clause->index,
			nacts);
		for (const struct dt_node *s = e->clause->stmts; s; s = s->next)
			if (dt_cg_is_data_action(s))
				write_act(out, f, e->epid, s);
	}
}

void dt_meta_write(FILE *out, const struct dt_program *p, const char *modname,
		   const char *kernel_release)
{
	const struct dt_options *o = &p->opts;
	struct fmt_ids *f = dt_zalloc(sizeof(*f));

	fprintf(out, "dtap-meta %d\n", 1);
	fprintf(out, "module %s\n", modname);
	fprintf(out, "kernel %s\n", field(kernel_release));
	for (int i = 0; i < p->nsources; i++) {
		fputs("source ", out);
		meta_quote(out, p->source_desc[i], strlen(p->source_desc[i]));
		fprintf(out, " %d\n", p->source_matched[i]);
	}
	fprintf(out, "option quiet %d\noption strsize %d\noption bufsize %llu\n"
		"option aggsize %d\noption aggsortkey %d\noption aggsortrev %d\n"
		"option aggsortpos %d\noption aggsortkeypos %d\n",
		o->quiet, o->strsize, (unsigned long long)o->bufsize, o->aggsize,
		o->aggsortkey, o->aggsortrev, o->aggsortpos, o->aggsortkeypos);
	if (o->destructive)	/* dtaprun and --check-module read these two */
		fputs("destructive 1\n", out);
	if (p->kdestructive)
		fputs("kdestructive 1\n", out);
	if (o->guru)
		fputs("guru 1\n", out);
	if (o->aggzoom)
		fprintf(out, "option aggzoom 1\n");
	if (o->aggpack)
		fprintf(out, "option aggpack 1\n");
	if (o->flowindent)
		fprintf(out, "option flowindent 1\n");
	if (o->rawbytes)
		fprintf(out, "option rawbytes 1\n");
	if (o->bufpolicy)	/* fill, ring: records come once tracing stops */
		fprintf(out, "option bufpolicy %d\n", o->bufpolicy);
	if (o->oformat)		/* json: structured output (dtapio -O overrides) */
		fprintf(out, "option oformat %d\n", o->oformat);
	if (dt_cg_rec_time(p))	/* records start with their time */
		fprintf(out, "option rectime 1\n");
	if (o->switchrate)	/* only when set: dtapio has its own default */
		fprintf(out, "option switchrate %llu\n", (unsigned long long)o->switchrate);
	for (const struct dt_probe *pr = p->probes; pr; pr = pr->next) {
		const char *prov = pr->prov, *mod = pr->mod, *func = pr->func, *name = pr->name;

		dt_alias_names(pr, &prov, &mod, &func, &name);	/* a stable probe's */
		fprintf(out, "probe %d %s %s %s %s\n", pr->id, field(prov), field(mod),
			field(func), field(name));
	}
	write_fmts(out, p, f);
	write_aggs(out, p);
	write_ptypes(out, p, f);
	write_epids(out, p, f);
	dt_ptypes_free(f->ptypes);
}
