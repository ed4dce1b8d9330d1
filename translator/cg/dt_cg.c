/*
 * dt_cg.c - pass 3: a program becomes the C source of one kernel module.
 *
 * Layout of the generated file (one translation unit, like SystemTap's):
 *   the program's sizes as DTAP_* macros, the kernel feature header, the
 *   first half of the runtime (dtap_runtime.h), the D globals, one function
 *   per clause (dt_cg_stmt.c), one handler per probe that runs the probe's
 *   clauses in order, the probe tables, the metadata in .dtap_meta
 *   (dt_meta.c), and the second half of the runtime (dtap_module.c), which
 *   uses the tables and holds module init/exit.
 */
#include <stdlib.h>
#include <string.h>

#include "cg/dt_cg.h"
#include "runtime/dtap_wire.h"

bool dt_cg_is_fbt(const struct dt_probe *pr)
{
	return !strcmp(pr->prov, "fbt");
}

int dt_cg_count_probes(const struct dt_program *p, bool (*is)(const struct dt_probe *))
{
	int n = 0;

	for (const struct dt_probe *pr = p->probes; pr; pr = pr->next)
		n += is(pr);
	return n;
}

/*
 * Entries of one CPU's table of G.  -x aggsize is what dtrace says: the
 * bytes of a CPU's aggregation space, here shared evenly by the program's
 * aggregations; an entry takes 40 bytes, its key's (8 per integer,
 * strsize per string, rounded up to 8) and 8 per further value word
 * (stddev's, histogram buckets: runtime/agg.c's dtap_agg_esize).  At
 * least one entry; no table of more than 16 MiB; the largest power of two
 * that fits, so that a key's slot is its hash masked, not divided (9
 * instructions per hit of @[execname], bench/probe-cost).
 */
static int64_t agg_esize(const struct dt_agg *g)
{
	return 40 + ((g->keysize + 7) & ~7) + 8 * (int64_t)g->nvals;
}

static int agg_nents(const struct dt_program *p, const struct dt_agg *g)
{
	int64_t esize = agg_esize(g);
	int64_t n = (int64_t)p->opts.aggsize / (p->naggs ? p->naggs : 1) / esize;
	int64_t cap = (16 << 20) / esize, p2 = 1;

	n = n > cap ? cap : n;
	while (p2 * 2 <= n)	/* a power of two: the probe's index is a mask */
		p2 *= 2;
	return (int)p2;
}

/* The largest record a clause of P writes, header included. */
static int max_recsize(const struct dt_program *p)
{
	int recmax = 0;

	for (const struct dt_clause *c = p->script->clauses; c; c = c->next) {
		int n = dt_cg_clause_recsize(p, c);

		recmax = n > recmax ? n : recmax;
	}
	return recmax;
}

/*
 * Can P's aggregations and dynamic variables hold an element each in the
 * aggsize and dynvarsize it has, and its per-CPU buffer its largest
 * record?  dtrace-utils refuses to start a program whose space holds none
 * (dt_bpf.c, gmap_create_aggs() and gmap_create_dvars(): the option over
 * the largest key and value is 0, EDT_BUFTOOSMALL) or whose bufsize is
 * under a perf header and the largest record (dt_work.c, dtrace_go());
 * here an element is what it takes in dtap's tables, and a record bigger
 * than the ring would be dropped every time.
 */
bool dt_cg_space_fits(const struct dt_program *p)
{
	if (p->opts.bufsize < (uint64_t)max_recsize(p))
		return false;
	for (const struct dt_agg *g = p->aggs; g; g = g->next)
		if (p->opts.aggsize < agg_esize(g))
			return false;
	return !p->ndyn || p->opts.dynvarsize >= dt_cg_dyn_esize(p);
}

/*
 * Bytes a CPU's ring keeps back from the probes while tracing runs (fill
 * and switch policies), so that what ends tracing is never dropped when
 * the rings are full: END's records (each clause one record at most, plus
 * an error record should it fault) and the record of the biggest clause
 * that calls exit(), which commits once exit() has stopped the others
 * (transport.c, dtap_ring_room).
 */
static int end_reserve(const struct dt_program *p)
{
	int n = 0, exit_max = 0;

	for (const struct dt_epid *e = p->epids; e; e = e->next) {
		int size = dt_cg_clause_recsize(p, e->clause) + 64;

		if (e->probe->id == DTAP_PROBE_END)
			n += size;
		else if (dt_cg_clause_exits(e->clause) && size > exit_max)
			exit_max = size;
	}
	return n + exit_max;
}

/* What the code hooks of providers may call (providers/dt_provider.h). */
static const struct dt_cg_env cg_env = {
	.handler = dt_cg_handler,
	.probe_fields = dt_cg_probe_fields,
	.ctype = dt_cg_ctype,
};

static void cg_config(FILE *out, const struct dt_program *p, const char *modname, int ntimers)
{
	int recmax = max_recsize(p), keymax = 8, keyparts = 1, nstr = 1;
	uint64_t jiffies;

	recmax = recmax > 64 ? recmax : 64;
	for (const struct dt_clause *c = p->script->clauses; c; c = c->next) {
		int ns = dt_cg_clause_nstr(c);

		nstr = ns > nstr ? ns : nstr;
	}
	for (const struct dt_agg *g = p->aggs; g; g = g->next) {
		keymax = g->keysize > keymax ? g->keysize : keymax;
		keyparts = g->nkeys > keyparts ? g->nkeys : keyparts;
	}

	fprintf(out, "#define DTAP_MODNAME\t\"%s\"\n", modname);
	fprintf(out, "#define DTAP_STRSIZE\t%d\n", p->opts.strsize);
	fprintf(out, "#define DTAP_BUFSIZE\t%lluULL\n", (unsigned long long)p->opts.bufsize);
	fprintf(out, "#define DTAP_BUFPOLICY\t%d\n", p->opts.bufpolicy);
	fprintf(out, "#define DTAP_USTACKFRAMES\t%d\n", p->opts.ustackframes);
	fprintf(out, "#define DTAP_END_RESERVE\t%d\n", end_reserve(p));
	fprintf(out, "#define DTAP_NAGGS\t%d\n", p->naggs);
	fprintf(out, "#define DTAP_AGG_KEYSIZES\t{");
	for (const struct dt_agg *g = p->aggs; g; g = g->next)
		fprintf(out, " %d,", g->keysize);
	fprintf(out, "%s }\n", p->naggs ? "" : " 0");
	fprintf(out, "#define DTAP_AGG_NVALS\t{");
	for (const struct dt_agg *g = p->aggs; g; g = g->next)
		fprintf(out, " %d,", g->nvals);
	fprintf(out, "%s }\n", p->naggs ? "" : " 0");
	fprintf(out, "#define DTAP_AGG_NENTS\t{");
	for (const struct dt_agg *g = p->aggs; g; g = g->next)
		fprintf(out, " %d,", agg_nents(p, g));
	fprintf(out, "%s }\n", p->naggs ? "" : " 0");
	fprintf(out, "#define DTAP_RECMAX\t%d\n", recmax);
	fprintf(out, "#define DTAP_REC_TIME\t%d\n", dt_cg_rec_time(p));
	fprintf(out, "#define DTAP_NSPEC\t%d\n", p->opts.nspec > 0 ? p->opts.nspec : 1);
	fprintf(out, "#define DTAP_SPECSIZE\t%lluULL\n",
		(unsigned long long)(p->opts.specsize > 4096 ? p->opts.specsize : 4096));
	fprintf(out, "#define DTAP_USES_SPEC\t%d\n", p->uses_spec);
	fprintf(out, "#define DTAP_KEYMAX\t%d\n", keymax);
	fprintf(out, "#define DTAP_KEYPARTS\t%d\n", keyparts);
	fprintf(out, "#define DTAP_NSTR\t%d\n", nstr);
	fprintf(out, "#define DTAP_NPSLOTS\t%d\n", dt_cg_agg_plan(p));
	for (const struct dt_clause *c = p->script->clauses; c; c = c->next) {
		if (dt_subr_uses_scratch(c)) {	/* runtime/scratch.c */
			fprintf(out, "#define DTAP_SCRATCH\t%lluULL\n",
				(unsigned long long)((p->opts.scratchsize + 7) & ~7ULL));
			break;
		}
	}
	fprintf(out, "#define DTAP_THISWORDS\t%d\n", p->thiswords ? p->thiswords : 1);
	dt_cg_dyn_config(out, p);
	fprintf(out, "#define DTAP_PROCFS\t%d\n", p->opts.procfs ? 1 : 0);
	fprintf(out, "#define DTAP_NTIMERS\t%d\n", ntimers);
	fprintf(out, "#define DTAP_NFBT\t%d\n", dt_cg_count_probes(p, dt_cg_is_fbt));
	fprintf(out, "#define DTAP_FBT_WIDE\t%d\n", dt_cg_fbt_wide(p));
	if (dt_kernel_symbol("jiffies", &jiffies, NULL))	/* KASLR: runtime/memory.c */
		fprintf(out, "#define DTAP_KASLR_REF_ADDR\t0x%llxULL\n",
			(unsigned long long)jiffies);
	fprintf(out, "#define DTAP_USES_ARGS\t%d\n", p->uses_args);
	fprintf(out, "#define DTAP_USES_USTACK\t%d\n", p->uses_ustack);
	fprintf(out, "#define DTAP_DESTRUCTIVE\t%d\n", p->opts.destructive ? 1 : 0);
	fprintf(out, "#define DTAP_STACKDEPTH\t%d\n", p->stackdepth);
	for (int i = 0; dt_providers[i]; i++)
		if (dt_providers[i]->cg_config)
			dt_providers[i]->cg_config(out, p, &cg_env);
	fputc('\n', out);
	fprintf(out, "#include \"dtap_features.h\"\n#include \"dtap_runtime.h\"\n\n");
}

/* (__maybe_unused: a declared global the clauses never use is no error) */
static void cg_globals(FILE *out, const struct dt_program *p)
{
	/* the value of a string dynamic variable not set: "" at an address
	 * of its own, which a string compared with 0 (NULL) tells apart */
	fprintf(out, "static const char __maybe_unused dtap_nullstr[1];\n");
	for (const struct dt_ident *g = p->globals; g; g = g->next) {
		if (g->type->kind == TY_STRING)
			fprintf(out, "static char __maybe_unused dtap_g%d[DTAP_STRSIZE + 1];"
				"\t/* %s */\n", g->id, g->name);
		else if (!dt_type_is_scalar(g->type))	/* struct, union, array */
			fprintf(out, "static u64 __maybe_unused dtap_g%d[%llu];\t/* %s */\n", g->id,
				(unsigned long long)(dt_type_sizeof(g->type) + 7) / 8, g->name);
		else
			fprintf(out, "static %s __maybe_unused dtap_g%d;\t/* %s */\n", dt_cg_ctype(g->type),
				g->id, g->name);
	}
	if (p->globals)
		fputc('\n', out);
}

/* Run clause C as epid EPID (a C expression): what the runtime must do
 * around it depends on what the clause does (runtime/fire.c).  The
 * first clause of a handler runs on the claim's word (DTAP_CL_GATED:
 * the probe may run), the others test the run state again (an exit() in
 * an earlier one stops them): RUNNING, no probe running it is END or
 * ERROR, which run after tracing, so the state alone (DTAP_CL_RUNNING). */
void dt_cg_run_clause(FILE *out, const char *indent, const char *epid,
		      const struct dt_clause *c, bool first, bool running)
{
	fprintf(out, "%sdtap_run_clause(ctx, %s, p, dtap_clause_%d, %s%s);\n", indent, epid,
		c->index, dt_cg_clause_flags(c),
		first ? " | DTAP_CL_GATED" : running ? " | DTAP_CL_RUNNING" : "");
}

/*
 * Handlers: one per distinct list of clauses, shared by every probe that
 * runs those clauses (syscall:::entry, fbt::vfs_*:entry: hundreds of
 * probes, one handler), each clause's epid read from the probe
 * (dtap_probe.epids, a slice of dtap_epids[]).  Few call sites of each
 * clause, so the compiler inlines small clauses into their handler; and
 * the handler is always inline, so that a provider whose dispatch is
 * generated (syscall) or whose callback has its probe as a constant
 * (tracepoints) gets the whole probe as one function: an indirect call
 * and two calls and returns less per hit, about a third of a syscall
 * count() probe's cost (bench/probe-cost --syscall).  Indexed by probe
 * id: the handler's number, the offset of the probe's epids.
 */
static int *handler_of, *epids_at;
static int nids;

static bool same_clauses(const struct dt_probe *a, const struct dt_probe *b)
{
	const struct dt_epid *x = a->epids, *y = b->epids;

	for (; x && y; x = x->pnext, y = y->pnext)
		if (x->clause != y->clause)
			return false;
	return !x && !y;
}

/*
 * A handler of more than HANDLER_INLINE clauses runs them in groups of
 * about GROUP_WEIGHT statements (dt_cg_clause_weight), each group a
 * function of its own (not inlined) that runs its clauses inline, as a
 * short handler does, one after the other: every clause keeps its own
 * predicate, record, fault and speculation (dtap_run_clause).  With one
 * inline handler, 1,600 one-statement BEGIN clauses took gcc 8.2 s
 * (6 ms a clause, growing with the function, as a long clause's
 * statements did: dt_cg_stmt.c); with a function per clause called
 * through dtap_run_clause_ool(), 3.4 s, gcc's cost per function most of
 * it.  Groups keep the functions few and small.  A probe of a few
 * clauses, every probe-cost case, keeps one inline handler.
 */
#define HANDLER_INLINE	8
#define GROUP_WEIGHT	32

static int count_clauses(const struct dt_probe *pr)
{
	int n = 0;

	for (const struct dt_epid *e = pr ? pr->epids : NULL; e; e = e->pnext)
		n++;
	return n;
}

/* Handler H's groups of clauses, from FIRST's list; returns how many. */
static int cg_clause_groups(FILE *out, int h, const struct dt_probe *first, bool running)
{
	int g = 0, i = 0, w = 0;

	for (const struct dt_epid *e = first->epids; e; e = e->pnext, i++) {
		if (!w)
			fprintf(out, "static noinline void DTAP_GENERATED\n"
				"dtap_clauses_%d_%d(struct dtap_ctx *ctx, "
				"const struct dtap_probe *p)\n{\n", h, g++);
		dt_cg_run_clause(out, "\t", dt_sprintf("p->epids[%d]", i), e->clause, i == 0,
				 running);
		w += dt_cg_clause_weight(e->clause);
		if (w >= GROUP_WEIGHT || !e->pnext) {
			fputs("}\n\n", out);
			w = 0;
		}
	}
	return g;
}

/* Handler 0 runs nothing (BEGIN END ERROR without clauses). */
static void cg_handlers(FILE *out, const struct dt_program *p)
{
	const struct dt_probe **first;
	bool *ends;	/* handler runs END or ERROR, which run after tracing */
	int nh = 1, off = 0;
	bool wide = dt_cg_fbt_wide(p);

	nids = DTAP_PROBE_ERROR + 1;
	for (const struct dt_probe *pr = p->probes; pr; pr = pr->next)
		nids = pr->id + 1 > nids ? pr->id + 1 : nids;
	handler_of = dt_zalloc((size_t)nids * sizeof(*handler_of));
	epids_at = dt_zalloc((size_t)nids * sizeof(*epids_at));
	first = dt_zalloc((size_t)nids * sizeof(*first));
	ends = dt_zalloc((size_t)nids * sizeof(*ends));
	fputs("static const u32 dtap_epids[] = {\n", out);
	for (const struct dt_probe *pr = p->probes; pr; pr = pr->next) {
		int h;

		if (!pr->epids)
			continue;
		for (h = 1; h < nh && !same_clauses(first[h], pr); h++)
			;
		if (h == nh)
			first[nh++] = pr;
		handler_of[pr->id] = h;
		ends[h] |= pr->id == DTAP_PROBE_END || pr->id == DTAP_PROBE_ERROR;
		epids_at[pr->id] = off;
		fputc('\t', out);
		for (const struct dt_epid *e = pr->epids; e; e = e->pnext, off++)
			fprintf(out, "%d, ", e->epid);
		if (wide && dt_cg_is_fbt(pr))	/* 40k lines of C, for nobody */
			fputc('\n', out);
		else
			fprintf(out, "/* %d: %s:%s:%s:%s */\n", pr->id, pr->prov, pr->mod,
				pr->func, pr->name);
	}
	fputs("\t0\n};\n\n", out);
	for (int h = 0; h < nh; h++) {
		int ng = count_clauses(h ? first[h] : NULL) > HANDLER_INLINE ?
			cg_clause_groups(out, h, first[h], !ends[h]) : 0;
		int i = 0;

		fprintf(out, "static __always_inline void DTAP_GENERATED\n"
			"dtap_handler_%d(struct dtap_ctx *ctx, const struct dtap_probe *p)\n{\n", h);
		for (int g = 0; g < ng; g++)
			fprintf(out, "\tdtap_clauses_%d_%d(ctx, p);\n", h, g);
		for (const struct dt_epid *e = h ? first[h]->epids : NULL; e && !ng;
		     e = e->pnext, i++)
			dt_cg_run_clause(out, "\t", dt_sprintf("p->epids[%d]", i), e->clause,
					 i == 0, !ends[h]);
		fputs("}\n\n", out);
	}
	free(ends);
}

int dt_cg_handler_index(int probe_id)
{
	return probe_id < nids ? handler_of[probe_id] : 0;
}

int dt_cg_epids_at(int probe_id)
{
	return probe_id < nids ? epids_at[probe_id] : 0;
}

const char *dt_cg_handler(int probe_id)
{
	return dt_sprintf("dtap_handler_%d", dt_cg_handler_index(probe_id));
}


static char *cstr(const char *s)
{
	return dt_cg_cstring(s ? s : "", s ? strlen(s) : 0);
}

/* A probe's name field's length as a string value: at most strsize. */
size_t dt_cg_field_len(const struct dt_program *p, const char *s)
{
	size_t len = s ? strlen(s) : 0;

	return len < (size_t)p->opts.strsize ? len : (size_t)p->opts.strsize;
}

void dt_cg_probe_fields(FILE *out, const struct dt_program *p, int id, const char *prov,
			const char *mod, const char *func, const char *name)
{
	for (const struct dt_probe *pr = p->probes; pr && pr->id <= id; pr = pr->next)
		if (pr->id == id)	/* a stable probe (tapsets) has its own names */
			dt_alias_names(pr, &prov, &mod, &func, &name);
	/* pid$target and a usdt PROVIDER$target with -c: the pid is known
	 * at run time, where the runtime names the provider
	 * (runtime/control.c; a usdt probe's buffer is dtap_tprov_ID,
	 * providers/dt_prov_pid.c) */
	size_t plen = strlen(prov);
	const char *cprov = !strcmp(prov, "pid$target") ? "dtap_target_prov"
			    : plen > 7 && !strcmp(prov + plen - 7, "$target")
			    ? dt_sprintf("dtap_tprov_%d", id) : cstr(prov);

	fprintf(out, "\t.id = %d,\n\t.prov = %s,\n\t.mod = %s,\n\t.func = %s,\n"
		"\t.name = %s,\n\t.handler = %s,\n\t.epids = dtap_epids + %d,\n",
		id, cprov, cstr(mod), cstr(func), cstr(name), dt_cg_handler(id),
		dt_cg_epids_at(id));
	fprintf(out, "\t.prov_len = %zu,\n\t.mod_len = %zu,\n\t.func_len = %zu,\n"
		"\t.name_len = %zu,\n", dt_cg_field_len(p, prov), dt_cg_field_len(p, mod),
		dt_cg_field_len(p, func), dt_cg_field_len(p, name));
}

/* BEGIN END ERROR always exist for the runtime, with or without clauses. */
static void cg_dtrace_probes(FILE *out, const struct dt_program *p)
{
	static const char *const names[] = { "begin", "end", "error" };
	static const char *const pnames[] = { "BEGIN", "END", "ERROR" };

	for (int id = DTAP_PROBE_BEGIN; id <= DTAP_PROBE_ERROR; id++) {
		fprintf(out, "static const struct dtap_probe dtap_probe_%s = {\n",
			names[id - 1]);
		dt_cg_probe_fields(out, p, id, "dtrace", "", "", pnames[id - 1]);
		fputs("};\n\n", out);
	}
}

static bool is_timer(const struct dt_probe *pr)
{
	return !strcmp(pr->prov, "profile");
}

static void cg_timer_probes(FILE *out, const struct dt_program *p, int ntimers)
{
	if (!ntimers)
		return;
	fprintf(out, "static const struct dtap_probe dtap_timer_probes[DTAP_NTIMERS] = {\n");
	for (const struct dt_probe *pr = p->probes; pr; pr = pr->next) {
		if (!is_timer(pr))
			continue;
		fputs("{\n", out);
		dt_cg_probe_fields(out, p, pr->id, pr->prov, pr->mod, pr->func, pr->name);
		fprintf(out, "\t.period_ns = %lluULL,\n\t.per_cpu = %s,\n},\n",
			(unsigned long long)pr->period_ns, pr->per_cpu ? "true" : "false");
	}
	fputs("};\n\n", out);
}

/* The metadata text as one C string literal, one source line per line. */
static void cg_meta(FILE *out, const struct dt_program *p, const char *modname,
		    const char *release)
{
	char *text = NULL, *line, *nl;
	size_t len = 0;
	FILE *m = open_memstream(&text, &len);

	if (!m) {
		perror("dtap: open_memstream");
		exit(1);
	}
	dt_meta_write(m, p, modname, release);
	fclose(m);
	fprintf(out, "static const char dtap_meta[] __used __section(\"%s\") =\n",
		DTAP_META_SECTION);
	for (line = text; *line; line = nl + 1) {
		nl = strchr(line, '\n');
		fprintf(out, "\t%s\n", dt_cg_cstring(line, (size_t)(nl - line + 1)));
	}
	fputs("\t;\n\n", out);
	free(text);
}

static bool clause_enabled(const struct dt_program *p, const struct dt_clause *c)
{
	for (const struct dt_epid *e = p->epids; e; e = e->next)
		if (e->clause == c)
			return true;
	return false;
}

int dt_cg_program(FILE *out, const struct dt_program *p, const char *modname,
		  const char *kernel_release)
{
	int ntimers = 0;

	for (const struct dt_probe *pr = p->probes; pr; pr = pr->next) {
		if (is_timer(pr)) {
			ntimers++;
		} else if (strcmp(pr->prov, "dtrace") != 0 && !dt_cg_is_fbt(pr) &&
			   !(pr->provider->cg_by ? pr->provider->cg_by
						 : pr->provider)->cg_probes) {
			fprintf(stderr, "dtap: internal error: no code generator for "
				"provider %s\n", pr->prov);
			return -1;
		}
	}
	fprintf(out, "/* %s.c - generated by dtap; do not edit. */\n", modname);
	cg_config(out, p, modname, ntimers);
	cg_globals(out, p);
	dt_cg_store_ok_fn(out, p);
	if (p->opts.guru)	/* before the script's C, which cannot remove it */
		fprintf(out, "static const char dtap_guru_mark[] __used __section(\"%s\") = "
			"\"guru\";\n\n", DTAP_GURU_SECTION);
	for (const struct dt_embed *e = p->script->embeds; e; e = e->next)
		fprintf(out, "/* embedded C (guru mode): %s:%d:%d */\n%s\n\n", e->loc.file,
			e->loc.line, e->loc.col, e->text);
	for (const struct dt_clause *c = p->script->clauses; c; c = c->next)
		if (clause_enabled(p, c))	/* -x zdefs: some may match nothing */
			dt_cg_clause(out, p, c);
	cg_handlers(out, p);
	cg_dtrace_probes(out, p);
	cg_timer_probes(out, p, ntimers);
	dt_cg_fbt_probes(out, p);
	for (int i = 0; dt_providers[i]; i++)
		if (dt_providers[i]->cg_probes)
			dt_providers[i]->cg_probes(out, p, &cg_env);
	cg_meta(out, p, modname, kernel_release);
	fputs("#include \"dtap_module.c\"\n", out);
	dt_cg_fbt_handlers(out, p);
	return ferror(out) ? -1 : 0;
}
