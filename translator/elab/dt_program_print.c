/*
 * dt_program_print.c - --pass=2: what elaboration decided, deterministic:
 *
 *   sources:
 *     SOURCE-DESCRIPTION: N probes              (enabled probes per -s/-n)
 *   options: quiet=0 strsize=256 bufsize=4194304 aggsize=1024 ...
 *   probes:
 *     ID PROVIDER:MODULE:FUNCTION:NAME[ every Nns[ on each cpu]]
 *       epid E: clause C at FILE:LINE:COL        (one per enabled clause)
 *   globals:
 *     name: type                                 (by id)
 *   aggregations:
 *     @name[keytype, ...]: func                  (by id; no [] without keys)
 *
 * Clause numbers count from 1 in program order.  Empty sections print
 * only their heading.
 */
#include <inttypes.h>

#include "elab/dt_elab.h"



static void print_probe(FILE *out, const struct dt_program *p, const struct dt_probe *pr)
{
	const char *prov = pr->prov, *mod = pr->mod, *func = pr->func, *name = pr->name;

	dt_alias_names(pr, &prov, &mod, &func, &name);
	fprintf(out, "  %d %s:%s:%s:%s", pr->id, prov, mod, func, name);
	if (pr->alias)	/* a stable probe: the lower probe it fires through */
		fprintf(out, " through %s:%s:%s:%s", pr->prov, pr->mod, pr->func, pr->name);
	if (pr->period_ns)
		fprintf(out, " every %" PRIu64 "ns%s", pr->period_ns,
			pr->per_cpu ? " on each cpu" : "");
	fputc('\n', out);
	(void)p;
	for (const struct dt_epid *e = pr->epids; e; e = e->pnext)
		if (e->probe == pr)
			fprintf(out, "    epid %d: clause %d at %s:%d:%d\n", e->epid,
				e->clause->index + 1, e->clause->loc.file, e->clause->loc.line,
				e->clause->loc.col);
}

void dt_program_print(FILE *out, const struct dt_program *p)
{
	const struct dt_options *o = &p->opts;

	fputs("sources:\n", out);
	for (int i = 0; i < p->nsources; i++)
		fprintf(out, "  %s: %d probe%s\n", p->source_desc[i], p->source_matched[i],
			p->source_matched[i] == 1 ? "" : "s");
	fprintf(out, "options: quiet=%d strsize=%d bufsize=%" PRIu64 " aggsize=%d "
		"aggsortkey=%d aggsortrev=%d aggsortpos=%d aggsortkeypos=%d destructive=%d\n",
		o->quiet, o->strsize, o->bufsize, o->aggsize, o->aggsortkey, o->aggsortrev,
		o->aggsortpos, o->aggsortkeypos, o->destructive);
	fprintf(out, "  rates (ns): switchrate=%" PRIu64 " aggrate=%" PRIu64 " statusrate=%" PRIu64
		" cleanrate=%" PRIu64 "\n", o->switchrate, o->aggrate, o->statusrate,
		o->cleanrate);
	fprintf(out, "  sizes: dynvarsize=%" PRIu64 " specsize=%" PRIu64 " scratchsize=%" PRIu64
		" nspec=%d bufpolicy=%s maxframes=%d stackframes=%d ustackframes=%d\n",
		o->dynvarsize, o->specsize, o->scratchsize, o->nspec,
		o->bufpolicy == 1 ? "fill" : o->bufpolicy == 2 ? "ring" : "switch",
		o->maxframes, o->stackframes, o->ustackframes);
	fprintf(out, "  flags: aggpack=%d aggzoom=%d rawbytes=%d flowindent=%d zdefs=%d "
		"argref=%d droptags=%d\n", o->aggpack, o->aggzoom, o->rawbytes, o->flowindent,
		o->zdefs, o->argref, o->droptags);
	fputs("probes:\n", out);
	for (const struct dt_probe *pr = p->probes; pr; pr = pr->next)
		print_probe(out, p, pr);
	fputs("globals:\n", out);
	for (const struct dt_ident *id = p->globals; id; id = id->next)
		fprintf(out, "  %s: %s\n", id->name, id->type->name);
	fputs("aggregations:\n", out);
	for (const struct dt_agg *g = p->aggs; g; g = g->next) {
		fprintf(out, "  @%s", g->name);
		for (int i = 0; i < g->nkeys; i++)
			fprintf(out, "%s%s", i ? ", " : "[", g->keytypes[i]->name);
		fprintf(out, "%s: %s\n", g->nkeys ? "]" : "", dt_aggfunc_names[g->func]);
	}
}
