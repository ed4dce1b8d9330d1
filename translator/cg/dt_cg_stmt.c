/*
 * dt_cg_stmt.c - pass 3: one C function per clause.
 *
 *   static void dtap_clause_N(struct dtap_ctx *ctx, u32 epid,
 *                             const struct dtap_probe *p)
 *
 * The runtime (dtap_run_clause) calls it for every enabled probe of the
 * clause and afterwards commits the record or reports the fault.  Inside:
 * the predicate (a false one returns before anything is recorded), then
 * the statements in order.  A fault names dtrace's action ("action #N"),
 * and dtrace makes one action of each printf argument and of each
 * aggregation key (the front end numbered the statements, dt_elab.c): the
 * jump to the fault label sets ctx->action to the one it is in.  Data
 * actions append items to the record in the layout of dtap_wire.h; a
 * clause with data actions or with no statements at all starts a record,
 * one with only other statements (assignments, aggregations) writes none.
 */
#include <stdlib.h>
#include <string.h>

#include "cg/dt_cg.h"

void dt_cg_line(struct dt_cg *cg, const char *fmt, ...)
{
	va_list ap;

	for (int i = 0; i <= cg->depth; i++)
		fputc('\t', cg->body);
	va_start(ap, fmt);
	vfprintf(cg->body, fmt, ap);
	va_end(ap);
	fputc('\n', cg->body);
}

const char *dt_cg_temp(struct dt_cg *cg, const struct dt_type *type)
{
	const char *name = dt_sprintf("t%d", ++cg->ntemps);

	if (type)
		fprintf(cg->decl, "\t%s %s;\n", dt_cg_ctype(type), name);
	else
		fprintf(cg->decl, "\tconst char *%s;\n", name);
	return name;
}

/* The fault path names the action (set_action), so code that cannot
 * fault pays nothing for the numbering. */
void dt_cg_fault_check(struct dt_cg *cg)
{
	dt_cg_line(cg, "if (unlikely(ctx->fault)) {");
	cg->depth++;
	if (cg->action)
		dt_cg_line(cg, "ctx->action = %d;", cg->action);
	dt_cg_line(cg, "goto fault;");
	cg->depth--;
	dt_cg_line(cg, "}");
	cg->fault_used = true;
}

int dt_cg_item_size(const struct dt_program *p, const struct dt_type *t)
{
	if (t->kind == TY_STRING)
		return (4 + p->opts.strsize + 1 + 7) & ~7;	/* length, bytes, NUL */
	if (t->kind == TY_STACK)
		return t->size;		/* the return addresses, 0 after the last */
	return 8;
}

static bool is_action(const struct dt_node *s, const char *name)
{
	return s->kind == ND_EXPR_STMT && s->lhs->kind == ND_CALL &&
	       !strcmp(s->lhs->name, name);
}

bool dt_cg_is_data_action(const struct dt_node *s)
{
	static const char *const names[] = {
		"printf", "trace", "exit", "printa", "system", "clear", "trunc",
		"normalize", "denormalize", "setopt", "freopen", "tracemem", "print",
		"ftruncate", "printm",
	};

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (is_action(s, names[i]))
			return true;
	return false;
}

bool dt_cg_clause_records(const struct dt_clause *c)
{
	if (!c->stmts)
		return true;
	for (const struct dt_node *s = c->stmts; s; s = s->next)
		if (dt_cg_is_data_action(s))
			return true;
	return false;
}

bool dt_cg_clause_exits(const struct dt_clause *c)
{
	for (const struct dt_node *s = c->stmts; s; s = s->next)
		if (is_action(s, "exit"))
			return true;
	return false;
}

static bool calls_speculate(const struct dt_clause *c)
{
	for (const struct dt_node *s = c->stmts; s; s = s->next)
		if (is_action(s, "speculate"))
			return true;
	return false;
}

/* ---- updates whose key is constant per probe (runtime/agg.c, pslot) ---- */

/* A key part that is the same at every hit of a probe: a literal, or
 * probeprov, probemod, probefunc, probename (pid$target's probeprov is
 * renamed before "go", before any clause runs). */
static bool key_is_probe_const(const struct dt_node *k)
{
	if (k->kind == ND_STR || k->kind == ND_INT)
		return true;
	if (k->kind != ND_IDENT || k->ident->kind != ID_BUILTIN)
		return false;
	switch ((enum dt_builtin)k->ident->id) {
	case BI_PROBEPROV: case BI_PROBEMOD: case BI_PROBEFUNC: case BI_PROBENAME:
		return true;
	default:
		return false;
	}
}

/* A keyed count() whose keys are all that: building its key cannot
 * fault, and after its first hit of a probe its entry is known. */
static bool count_probe_const(const struct dt_node *s)
{
	if (s->kind != ND_AGG_STMT || !s->agg->nkeys || s->agg->func != AGG_COUNT)
		return false;
	for (const struct dt_node *k = s->lhs->args; k; k = k->next)
		if (!key_is_probe_const(k))
			return false;
	return true;
}

/* A count() keyed by execname alone (strsize >= 16: comm's 16 bytes fit
 * its key's slot). */
static bool count_by_execname(const struct dt_program *p, const struct dt_node *s)
{
	const struct dt_node *k;

	if (s->kind != ND_AGG_STMT || s->agg->nkeys != 1 || s->agg->func != AGG_COUNT ||
	    p->opts.strsize < 16)
		return false;
	k = s->lhs->args;
	return k->kind == ND_IDENT && k->ident->kind == ID_BUILTIN &&
	       (enum dt_builtin)k->ident->id == BI_EXECNAME;
}

/* By aggregation id: is every update of it count_by_execname()?  Then it
 * takes runtime/agg.c's dtap_agg_count_comm(), whose keys are hashed
 * its own way. */
static bool *comm_only_of;
static int ncomm_only_of;

static void plan_comm_only(const struct dt_program *p)
{
	free(comm_only_of);
	ncomm_only_of = p->naggs;
	comm_only_of = dt_zalloc((size_t)(p->naggs ? p->naggs : 1) * sizeof(*comm_only_of));
	for (int i = 0; i < p->naggs; i++)
		comm_only_of[i] = true;
	for (const struct dt_clause *c = p->script->clauses; c; c = c->next)
		for (const struct dt_node *s = c->stmts; s; s = s->next)
			if (s->kind == ND_AGG_STMT && s->agg->id < p->naggs &&
			    !count_by_execname(p, s))
				comm_only_of[s->agg->id] = false;
}

static bool comm_only(const struct dt_node *s)
{
	return s->kind == ND_AGG_STMT && s->agg->id >= 0 && s->agg->id < ncomm_only_of &&
	       comm_only_of[s->agg->id];
}

/*
 * Each such update has a slot per probe of its clause in every CPU's
 * context (ctx->pslot: the entry it updated last), 8 bytes each; at most
 * PSLOTS_MAX in all (syscall:::entry has ~450 probes), so that a clause
 * of thousands of fbt probes does not grow every CPU's context by
 * megabytes: the updates past it take the usual path.  A clause's slots:
 * BASE + N * SPAN + (p->id - LO) for its Nth such update, the ids of its
 * probes within [LO, LO + SPAN).  By probe id, not epid: the handler has
 * the id at hand (it tests it when the program is not running), where
 * the epid is two loads away.
 */
#define PSLOTS_MAX	4096

struct pslots {
	int base;	/* -1: none */
	int lo, span;
};

static struct pslots *pslots_of;	/* by clause index */
static int npslots_of;

int dt_cg_agg_plan(const struct dt_program *p)
{
	int total = 0, nclauses = 0;

	plan_comm_only(p);

	for (const struct dt_clause *c = p->script->clauses; c; c = c->next)
		nclauses = c->index + 1 > nclauses ? c->index + 1 : nclauses;
	free(pslots_of);
	pslots_of = dt_zalloc((size_t)(nclauses ? nclauses : 1) * sizeof(*pslots_of));
	npslots_of = nclauses;
	for (int i = 0; i < nclauses; i++)
		pslots_of[i] = (struct pslots){ .base = -1, .lo = 0, .span = 0 };
	for (const struct dt_epid *e = p->epids; e; e = e->next) {
		struct pslots *ps = &pslots_of[e->clause->index];
		int id = e->probe->id, hi = ps->span ? ps->lo + ps->span - 1 : id;

		if (!ps->span || id < ps->lo)
			ps->lo = id;
		hi = id > hi ? id : hi;
		ps->span = hi - ps->lo + 1;
	}
	for (const struct dt_clause *c = p->script->clauses; c; c = c->next) {
		struct pslots *ps = &pslots_of[c->index];
		int n = 0;

		for (const struct dt_node *s = c->stmts; s; s = s->next)
			n += count_probe_const(s);
		if (n && ps->span && total + n * ps->span <= PSLOTS_MAX) {
			ps->base = total;
			total += n * ps->span;
		}
	}
	return total;
}

/* The slot of the next such update of the clause CG generates, as
 * "OFF, p->id" (dtap_agg_pslot_*: slot OFF + p->id), or NULL: it has none. */
static const char *next_pslot(struct dt_cg *cg)
{
	const struct pslots *ps;

	if (cg->clause < 0 || cg->clause >= npslots_of || pslots_of[cg->clause].base < 0)
		return NULL;
	ps = &pslots_of[cg->clause];
	return dt_sprintf("%d, p->id", ps->base + cg->npslots++ * ps->span - ps->lo);
}

/*
 * A clause that cannot fault, so that the test of ctx->fault after it
 * can go (3 of a count()'s instructions per hit): no predicate, and only
 * count()s of aggregations without keys (a stamp check and an increment
 * of the CPU's own table, runtime/agg.c dtap_agg_nokey), with keys
 * constant per probe (their bytes are the probe's or literals: copied,
 * never loaded through a pointer) or by execname alone (comm, in the
 * task).  Anything else may load, divide or build a key, which can
 * fault.
 */
static bool cannot_fault(const struct dt_clause *c)
{
	if (c->pred || !c->stmts || c->uargs_fault)
		return false;
	for (const struct dt_node *s = c->stmts; s; s = s->next)
		if (s->kind != ND_AGG_STMT || s->agg->func != AGG_COUNT ||
		    (s->agg->nkeys && !count_probe_const(s) && !comm_only(s)))
			return false;
	return true;
}

const char *dt_cg_clause_flags(const struct dt_clause *c)
{
	const char *flags[] = {
		dt_cg_clause_records(c) ? "DTAP_CL_RECORDS" : NULL,
		dt_subr_uses_scratch(c) ? "DTAP_CL_SCRATCH" : NULL,
		calls_speculate(c) ? "DTAP_CL_SPEC" : NULL,
		cannot_fault(c) ? "DTAP_CL_NOFAULT" : NULL,
	};
	const char *out = NULL;

	for (size_t i = 0; i < sizeof(flags) / sizeof(flags[0]); i++)
		if (flags[i])
			out = out ? dt_sprintf("%s | %s", out, flags[i]) : flags[i];
	return out ? out : "0";
}

int dt_cg_clause_recsize(const struct dt_program *p, const struct dt_clause *c)
{
	int size = 8 + (dt_cg_rec_time(p) ? 8 : 0);	/* header, its time */

	for (const struct dt_node *s = c->stmts; s; s = s->next) {
		const struct dt_node *a;

		if (!dt_cg_is_data_action(s) || is_action(s, "printa") || is_action(s, "setopt"))
			continue;
		a = s->lhs->args;
		if (s->lhs->memdump || s->lhs->memtype) {	/* decided in pass 2 */
			size += dt_cg_memitem_size(s->lhs);
			continue;
		}
		if (is_action(s, "printf") || is_action(s, "system") || (a && a->kind == ND_AGG))
			a = a->next;	/* the format or aggregation is in the metadata */
		for (; a; a = a->next)
			size += dt_cg_item_size(p, a->type);
	}
	return size;
}

/* Append the value V of an expression of TYPE to the record. */
static void record_item(struct dt_cg *cg, const struct dt_type *type, const char *v)
{
	if (type->kind == TY_STRING)
		dt_cg_line(cg, "dtap_rec_str(ctx, %s);", v);
	else if (type->is_signed)
		dt_cg_line(cg, "dtap_rec_int(ctx, (u64)(s64)%s);", v);
	else
		dt_cg_line(cg, "dtap_rec_int(ctx, (u64)%s);", v);
}

/* The code that follows belongs to dtrace's action N (1-based; 0: the
 * predicate, as the runtime starts a clause with ctx->action 0). */
static void set_action(struct dt_cg *cg, int n)
{
	cg->action = n;
}

/* The bytes of the memory item of tracemem( ), print( ) or trace( ) CALL: length,
 * address, then the bytes (dtap_wire.h). */
int dt_cg_memitem_size(const struct dt_node *call)
{
	uint64_t n = call->memdump ? call->memdump : dt_type_sizeof(call->memtype);

	return 16 + (int)((n + 7) & ~(uint64_t)7);
}

/* tracemem(addr, size[, dsize]) and print(e) of a struct, union or array:
 * SIZE bytes at an address into the record. */
static void cg_memitem(struct dt_cg *cg, const struct dt_node *call, int action)
{
	const struct dt_node *a = call->args;
	const char *addr, *len;
	uint64_t size;

	set_action(cg, action);
	if (!strcmp(call->name, "printm")) {
		dt_cg_line(cg, "dtap_rec_memref(ctx, (u64)%s, %llu);", dt_cg_expr(cg, a->next),
			   (unsigned long long)a->ival);
		dt_cg_fault_check(cg);
		return;
	}
	addr = dt_cg_expr(cg, a);
	if (!strcmp(call->name, "tracemem")) {
		size = a->next->ival;
		len = a->next->next ? dt_sprintf("(s64)%s", dt_cg_expr(cg, a->next->next))
				    : dt_sprintf("%lluLL", (unsigned long long)size);
	} else {
		size = dt_type_sizeof(call->memtype);
		len = dt_sprintf("%lluLL", (unsigned long long)size);
	}
	dt_cg_line(cg, "dtap_rec_%smem(ctx, (u64)%s, %llu, %s);", dt_cg_in_umem(a) ? "u" : "",
		   addr, (unsigned long long)size, len);
	dt_cg_fault_check(cg);
}

/* printf trace exit printa: each argument is evaluated and recorded before
 * the next one is evaluated (a later assignment cannot change it). */
static void cg_action(struct dt_cg *cg, const struct dt_node *s)
{
	const struct dt_node *call = s->lhs, *a = call->args;
	int action = s->action;

	if (!strcmp(call->name, "printa") || !strcmp(call->name, "setopt"))
		return;		/* no data: all of it is in the metadata */
	if (call->memdump || call->memtype) {
		cg_memitem(cg, call, action);
		return;
	}
	if (!strcmp(call->name, "printf") || !strcmp(call->name, "system"))
		a = a->next;	/* argument i is action s->action + i */
	else if (a && a->kind == ND_AGG)
		a = a->next;	/* trunc(@a, n), normalize(@a, n): n only */
	for (; a; a = a->next) {
		const char *v;

		set_action(cg, action++);
		if (dt_type_is_uaddr(a->type)) {	/* pid and address */
			dt_cg_line(cg, "dtap_rec_uaddr(ctx, (u64)%s);", dt_cg_expr(cg, a->args));
			continue;
		}
		if (dt_type_is_ustack(a->type)) {	/* written in place */
			dt_cg_line(cg, "dtap_rec_ustack(ctx, %d);", a->type->size / 8 - 1);
			continue;
		}
		if (a->type->kind == TY_STACK) {
			dt_cg_line(cg, "dtap_rec_stack(ctx, %d);", a->type->size / 8);
			continue;
		}
		v = dt_cg_expr(cg, a);

		if (!strcmp(call->name, "exit"))
			dt_cg_line(cg, "dtap_rec_exit(ctx, p, (s64)%s);", v);
		else
			record_item(cg, a->type, v);
	}
}

/* A string key whose bytes the translator knows, as "S, LEN" with LEN at
 * most strsize (probe names: fields of the probe; literals: the literal),
 * or NULL: the runtime measures it. */
static const char *known_str(struct dt_cg *cg, const struct dt_node *k)
{
	static const struct { enum dt_builtin id; const char *field; } names[] = {
		{ BI_PROBEPROV, "prov" }, { BI_PROBEMOD, "mod" },
		{ BI_PROBEFUNC, "func" }, { BI_PROBENAME, "name" },
	};
	size_t strsize = (size_t)cg->prog->opts.strsize;

	if (k->kind == ND_STR) {
		size_t len = strnlen(k->str, k->slen);

		len = len < strsize ? len : strsize;
		return dt_sprintf("%s, %zu", dt_cg_cstring(k->str, len), len);
	}
	if (k->kind != ND_IDENT || k->ident->kind != ID_BUILTIN)
		return NULL;
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if ((enum dt_builtin)k->ident->id == names[i].id)
			return dt_sprintf("p->%s, p->%s_len", names[i].field, names[i].field);
	return NULL;
}

/* stddev and the histograms (runtime/agg.c): the value V, and for a
 * histogram its bucket and increment (1 unless given). */
static void cg_agg_general(struct dt_cg *cg, const struct dt_agg *g, const struct dt_node *fn,
			   const char *v)
{
	const struct dt_node *incr = fn->args;
	const char *keyed = g->nkeys ? "true" : "false", *b, *inc = "1";
	const int64_t *p = g->param;
	int i = dt_agg_incr_arg(g->func);

	if (g->func == AGG_STDDEV) {
		dt_cg_line(cg, "dtap_agg_stddev(ctx, %d, %s, %s);", g->id, keyed, v);
		return;
	}
	while (incr && i-- > 0)
		incr = incr->next;
	if (incr)
		inc = dt_sprintf("(s64)%s", dt_cg_expr(cg, incr));
	if (g->func == AGG_QUANTIZE)
		b = dt_sprintf("dtap_quantize_bucket(%s)", v);
	else if (g->func == AGG_LQUANTIZE)
		b = dt_sprintf("dtap_lquantize_bucket(%s, %lldLL, %lld, %d)", v,
			       (long long)p[0], (long long)p[2], g->nvals - 2);
	else
		b = dt_sprintf("dtap_llquantize_bucket(%s, %lld, %lld, %lld, %lld)", v,
			       (long long)p[0], (long long)p[1], (long long)p[2],
			       (long long)p[3]);
	dt_cg_line(cg, "dtap_agg_hist(ctx, %d, %s, %s, %s, %s);", g->id, keyed, v, b, inc);
}

/* @name[keys] = func(arg): the key is built part by part in ctx->key
 * (int keys as 8 bytes, string keys in slots of strsize bytes: the layout
 * of the metadata's agg line), each part telling the runtime which of
 * its bytes count (runtime/agg.c). */
static void cg_agg_stmt(struct dt_cg *cg, const struct dt_node *s)
{
	const struct dt_agg *g = s->agg;
	const struct dt_node *fn = s->rhs;
	const char *v = "1", *slot = count_probe_const(s) ? next_pslot(cg) : NULL;
	int off = 0, action = s->action - g->nkeys;	/* keys, then the function */

	if (comm_only(s)) {
		set_action(cg, s->action);
		dt_cg_line(cg, "dtap_agg_count_comm(ctx, %d);", g->id);
		return;
	}

	if (slot) {	/* the key is built only when the slot has no entry */
		dt_cg_line(cg, "if (!dtap_agg_pslot_hit(ctx, %d, %s, 1, true)) {", g->id, slot);
		cg->depth++;
	}
	if (g->nkeys)
		dt_cg_line(cg, "dtap_key_begin(ctx, %d);", g->id);
	for (const struct dt_node *k = s->lhs->args; k; k = k->next) {
		const char *known = k->type->kind == TY_STRING ? known_str(cg, k) : NULL;

		set_action(cg, action++);

		if (known) {
			dt_cg_line(cg, "dtap_key_strn(ctx, %d, %s);", off, known);
			off += cg->prog->opts.strsize;
		} else if (k->kind == ND_IDENT && k->ident->kind == ID_BUILTIN &&
			   k->ident->id == BI_EXECNAME) {
			dt_cg_line(cg, "dtap_key_execname(ctx, %d);", off);
			off += cg->prog->opts.strsize;
		} else if (dt_type_is_uaddr(k->type)) {
			dt_cg_line(cg, "dtap_key_uaddr(ctx, %d, (u64)%s);", off,
				   dt_cg_expr(cg, k->args));
			off += k->type->size;
		} else if (dt_type_is_ustack(k->type)) {
			dt_cg_line(cg, "dtap_key_ustack(ctx, %d, %d);", off, k->type->size / 8 - 1);
			off += k->type->size;
		} else if (k->type->kind == TY_STACK) {
			dt_cg_line(cg, "dtap_key_stack(ctx, %d, %d);", off, k->type->size / 8);
			off += k->type->size;
		} else if (k->type->kind == TY_STRING) {
			dt_cg_line(cg, "dtap_key_str(ctx, %d, %s);", off, dt_cg_expr(cg, k));
			off += cg->prog->opts.strsize;
		} else {
			const char *kv = dt_cg_expr(cg, k);

			dt_cg_line(cg, "dtap_key_int%s(ctx, %d, (u64)(%s)%s);",
				   cg->outline ? "_ool" : "", off,
				   k->type->is_signed ? "s64" : "u64", kv);
			off += 8;
		}
	}
	set_action(cg, s->action);
	if (fn->args)
		v = dt_sprintf("(s64)%s", dt_cg_expr(cg, fn->args));
	if (g->func >= AGG_STDDEV) {
		cg_agg_general(cg, g, fn, v);
		return;
	}
	/* count() counts, nothing else (runtime/agg.c, dtap_agg_add) */
	if (slot) {
		dt_cg_line(cg, "dtap_agg_pslot_fill(ctx, %d, %s, 1);", g->id, slot);
		cg->depth--;
		dt_cg_line(cg, "}");
	} else if (g->func == AGG_COUNT && g->nkeys)
		dt_cg_line(cg, "dtap_agg_count%s(ctx, %d, %d);", cg->outline ? "_ool" : "",
			   g->id, g->nkeys);
	else if (g->func == AGG_COUNT)
		dt_cg_line(cg, "dtap_agg_count_nokey(ctx, %d);", g->id);
	else if (g->nkeys)
		dt_cg_line(cg, "dtap_agg_update%s(ctx, %d, %d, %s);", cg->outline ? "_ool" : "",
			   g->id, g->nkeys, v);
	else
		dt_cg_line(cg, "dtap_agg_update_nokey(ctx, %d, %s);", g->id, v);
}

static bool is_destructive(const struct dt_node *s)
{
	return is_action(s, "chill") || is_action(s, "raise") || is_action(s, "stop") ||
	       is_action(s, "panic") || is_action(s, "copyout") || is_action(s, "copyoutstr");
}

/* chill raise stop panic copyout copyoutstr (-w): the runtime does them
 * (runtime/destructive.c);
 * system() is a data action, run by dtapio. */
static void cg_destructive(struct dt_cg *cg, const struct dt_node *s)
{
	const struct dt_node *call = s->lhs;

	set_action(cg, s->action);
	if (!strcmp(call->name, "panic")) {
		dt_cg_line(cg, "dtap_panic(ctx, p);");
		return;
	}
	if (!strcmp(call->name, "copyout") || !strcmp(call->name, "copyoutstr")) {
		const struct dt_node *a = call->args;
		const char *src = dt_cg_expr(cg, a), *addr = dt_cg_expr(cg, a->next);
		const char *len = dt_cg_expr(cg, a->next->next);

		dt_cg_line(cg, "dtap_%s(ctx, %s%s, (u64)%s, (u64)%s);", call->name,
			   dt_type_is_string(a->type) ? "" : "(u64)", src, addr, len);
	} else if (!strcmp(call->name, "stop"))
		dt_cg_line(cg, "dtap_raise(ctx, SIGSTOP);");
	else
		dt_cg_line(cg, "dtap_%s(ctx, (s64)%s);", call->name,
			   dt_cg_expr(cg, call->args));
	dt_cg_fault_check(cg);
}

/* speculate(id), commit(id), discard(id) (runtime/spec.c). */
static void cg_spec(struct dt_cg *cg, const struct dt_node *s)
{
	const struct dt_node *call = s->lhs;
	const char *id;

	set_action(cg, s->action);
	id = dt_cg_expr(cg, call->args);
	if (!strcmp(call->name, "speculate"))
		dt_cg_line(cg, "dtap_speculate(ctx, (u64)%s);", id);
	else
		dt_cg_line(cg, "dtap_spec_end(ctx, (u64)%s, %s);", id,
			   !strcmp(call->name, "commit") ? "true" : "false");
	dt_cg_fault_check(cg);
}

static void cg_stmt(struct dt_cg *cg, const struct dt_node *s)
{
	if (s->kind == ND_EMPTY_STMT)
		return;
	if (s->kind == ND_EXPR_STMT && s->lhs->kind == ND_CALL &&
	    dt_is_spec_action(s->lhs->name)) {
		cg_spec(cg, s);
	} else if (s->kind == ND_AGG_STMT) {
		cg_agg_stmt(cg, s);
	} else if (dt_cg_is_data_action(s)) {
		cg_action(cg, s);
	} else if (is_destructive(s)) {
		cg_destructive(cg, s);
	} else {
		set_action(cg, s->action);
		dt_cg_expr(cg, s->lhs);
	}
}

static void cg_begin(struct dt_cg *cg, const struct dt_program *p)
{
	memset(cg, 0, sizeof(*cg));
	cg->prog = p;
	cg->clause = -1;
	cg->decl = open_memstream(&cg->decl_buf, &cg->decl_len);
	cg->body = open_memstream(&cg->body_buf, &cg->body_len);
	if (!cg->decl || !cg->body) {
		perror("dtap: open_memstream");
		exit(1);
	}
}

/* Write the function generated in CG under HEAD (its attributes, name
 * and parameters) and free it. */
static void cg_function(FILE *out, struct dt_cg *cg, const char *head)
{
	fclose(cg->decl);
	fclose(cg->body);
	fprintf(out, "%s\n{\n", head);
	fputs(cg->decl_buf, out);
	if (cg->decl_len)
		fputc('\n', out);
	fputs(cg->body_buf, out);
	if (cg->fault_used)
		fputs("\treturn;\nfault:\n\t/* dtap_run_clause() reports ctx->fault */\n"
		      "\treturn;\n", out);
	fputs("}\n\n", out);
	free(cg->decl_buf);
	free(cg->body_buf);
}

/*
 * A long clause is cut into parts of CLAUSE_PART statements, each its own
 * (not inlined) C function, which the clause calls in turn, returning
 * after a part that faulted.  gcc's optimizers have passes that grow
 * faster than the size of the function they work on (points-to analysis,
 * register liveness): one clause of 3,200 assignments compiled in 5.2 s
 * as one function, about twice the time per statement of one of 800
 * (bench/compile-scale.sh).  Parts keep every function small, so the
 * compile time grows with the number of statements and no faster.  A
 * clause of at most CLAUSE_PART statements, any a probe-cost benchmark
 * or a usual script has, stays one function, inlined into its handler:
 * a call per part costs a few instructions per hit, nothing beside a
 * clause that long; for the same reason a part calls the runtime's
 * out-of-line forms of what is inline for speed (a keyed aggregation's
 * update: 147 bytes and 3 ms of compile per statement inline).  Nothing
 * is kept in C variables from one statement
 * to the next (D variables live in the context), so any statement
 * boundary is a place to cut.
 */
#define CLAUSE_PART	32

static int count_stmts(const struct dt_node *s)
{
	int n = 0;

	for (; s; s = s->next)
		n += s->kind != ND_EMPTY_STMT;
	return n;
}

int dt_cg_clause_weight(const struct dt_clause *c)
{
	int n = count_stmts(c->stmts);

	return n > CLAUSE_PART ? CLAUSE_PART : n ? n : 1;
}

#define CLAUSE_PARAMS	"(struct dtap_ctx *ctx, u32 epid, const struct dtap_probe *p)"

void dt_cg_clause(FILE *out, const struct dt_program *p, const struct dt_clause *c)
{
	struct dt_cg cg, part;
	bool split = count_stmts(c->stmts) > CLAUSE_PART;
	int nparts = 0;

	fprintf(out, "/* clause %d: %s:%d:%d */\n", c->index, c->loc.file, c->loc.line,
		c->loc.col);
	cg_begin(&cg, p);
	cg.uargs_fault = c->uargs_fault;
	cg.clause = c->index;
	if (c->pred) {
		const char *v = dt_cg_expr(&cg, c->pred);

		dt_cg_line(&cg, "if (!%s)", v);
		dt_cg_line(&cg, "\treturn;");
	}
	if (dt_cg_clause_records(c))
		dt_cg_line(&cg, "dtap_rec_begin(ctx, epid);");
	for (const struct dt_node *s = c->stmts; s && !split; s = s->next)
		cg_stmt(&cg, s);
	for (const struct dt_node *s = c->stmts; s && split; nparts++) {
		cg_begin(&part, p);
		part.outline = true;
		part.uargs_fault = c->uargs_fault;
		part.nstr = cg.nstr;	/* a string slot per call site: DTAP_NSTR */
		part.clause = c->index;
		part.npslots = cg.npslots;
		for (int n = 0; s && n < CLAUSE_PART; s = s->next) {
			n += s->kind != ND_EMPTY_STMT;
			cg_stmt(&part, s);
		}
		cg.nstr = part.nstr;
		cg.npslots = part.npslots;
		cg_function(out, &part, dt_sprintf("static noinline void DTAP_GENERATED\n"
						   "dtap_clause_%d_%d" CLAUSE_PARAMS,
						   c->index, nparts));
		dt_cg_line(&cg, "dtap_clause_%d_%d(ctx, epid, p);", c->index, nparts);
		if (part.fault_used && s)
			dt_cg_line(&cg, "if (unlikely(ctx->fault))\n\t\treturn;");
	}
	/* Always inline into its handlers (dt_cg.c: one per list of clauses,
	 * itself inline where the probe's dispatch is generated): no call
	 * per hit, and at most a copy per handler and such dispatch. */
	cg_function(out, &cg, dt_sprintf("static __always_inline void DTAP_GENERATED\n"
					 "dtap_clause_%d" CLAUSE_PARAMS, c->index));
}
