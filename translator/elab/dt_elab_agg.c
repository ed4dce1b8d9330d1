/*
 * dt_elab_agg.c - pass 2: aggregating statements "@name[keys] = func(args)".
 *
 * An aggregation is defined by its first statement and must keep its
 * function, key types and (for the histograms) parameters at every other
 * one.  The parameters of lquantize and llquantize are integer constants
 * checked as DTrace checks them (dt_cg.c of libdtrace: 32-bit base and
 * limit, 16-bit step and level count; 16-bit factor and magnitudes), so
 * the same scripts are refused with the same tags.
 */
#include <stdint.h>
#include <string.h>

#include "elab/dt_elab.h"

struct dt_agg *dt_agg_find(struct dt_program *prog, const char *name)
{
	for (struct dt_agg *g = prog->aggs; g; g = g->next)
		if (strcmp(g->name, name) == 0)
			return g;
	return NULL;
}

static struct dt_node *nth_arg(struct dt_node *a, int i)
{
	while (a && i-- > 0)
		a = a->next;
	return a;
}

static bool same_type(const struct dt_type *a, const struct dt_type *b)
{
	return a->kind == b->kind && (a->kind == TY_STRING ||
				      (a->size == b->size && a->is_signed == b->is_signed &&
				       dt_type_print(a) == dt_type_print(b)));
}

/* "@a[int, string] = count( )" */
static const char *agg_sig(const char *name, struct dt_type *const *types, int n,
			   enum dt_aggfunc func)
{
	char *s = dt_sprintf("@%s", name);

	for (int i = 0; i < n; i++)
		s = dt_sprintf("%s%s%s", s, i ? ", " : "[", types[i]->name);
	return dt_sprintf("%s%s = %s( )", s, n ? "]" : "", dt_aggfunc_names[func]);
}

/* ---- histogram parameters ---- */

/* An integer constant (a literal, maybe negated): false if N is none. */
static bool const_value(const struct dt_node *n, int64_t *v)
{
	if (n->kind == ND_INT) {
		*v = (int64_t)n->ival;
		return true;
	}
	if (n->kind == ND_UNOP && (n->op[0] == '-' || n->op[0] == '+') && !n->op[1] &&
	    const_value(n->lhs, v)) {
		*v = n->op[0] == '-' ? (int64_t)(0 - (uint64_t)*v) : *v;
		return true;
	}
	return false;
}

/* Argument #I (counting the value as #0) of FN as a constant. */
static bool param_const(struct dt_node *fn, int i, enum dt_errtag tag, const char *what,
			int64_t *v)
{
	struct dt_node *a = nth_arg(fn->args, i);

	if (const_value(a, v))
		return true;
	dt_error(tag, dt_node_start(a), "%s( ) argument #%d must be %s", fn->name, i, what);
	return false;
}

/* lquantize(value, base, limit[, step[, incr]]): dtrace-utils checks its
 * parameters when it generates the call (dt_cg.c, dt_cg_agg_lquantize), in
 * this order and these words.  The step is checked as a positive constant
 * first (0 or a negative step is D_LQUANT_STEPTYPE), then its size; no
 * level at all is D_LQUANT_STEPLARGE, more than 16 bits of them
 * D_LQUANT_STEPSMALL. */
static bool lquantize_params(struct dt_node *fn, int n, int64_t *p)
{
	int64_t levels;

	p[2] = 1;
	if (!param_const(fn, 1, D_LQUANT_BASETYPE, "an integer constant", &p[0]))
		return false;
	if (p[0] < INT32_MIN || p[0] > INT32_MAX) {
		dt_error(D_LQUANT_BASEVAL, dt_node_start(nth_arg(fn->args, 1)),
			 "lquantize( ) argument #1 must be a 32-bit quantity");
		return false;
	}
	if (!param_const(fn, 2, D_LQUANT_LIMTYPE, "an integer constant", &p[1]))
		return false;
	if (p[1] < INT32_MIN || p[1] > INT32_MAX) {
		dt_error(D_LQUANT_LIMVAL, dt_node_start(nth_arg(fn->args, 2)),
			 "lquantize( ) argument #2 must be a 32-bit quantity");
		return false;
	}
	if (p[1] <= p[0]) {
		dt_error(D_LQUANT_MISMATCH, dt_node_start(nth_arg(fn->args, 1)),
			 "lquantize( ) base (argument #1) must be less than limit (argument #2)");
		return false;
	}
	if (n > 3) {
		struct dt_node *a = nth_arg(fn->args, 3);

		if (!const_value(a, &p[2]) || p[2] <= 0) {
			dt_error(D_LQUANT_STEPTYPE, dt_node_start(a), "lquantize( ) argument #3 "
				 "must be a non-zero positive integer constant");
			return false;
		}
		if (p[2] > UINT16_MAX) {
			dt_error(D_LQUANT_STEPVAL, dt_node_start(a),
				 "lquantize( ) argument #3 must be a 16-bit quantity");
			return false;
		}
	}
	levels = (p[1] - p[0]) / p[2];
	if (levels == 0) {
		dt_error(D_LQUANT_STEPLARGE, &fn->loc, "lquantize( ) step (argument #3) too "
			 "large: must have at least one quantization level");
		return false;
	}
	if (levels > UINT16_MAX) {
		dt_error(D_LQUANT_STEPSMALL, &fn->loc, "lquantize( ) step (argument #3) too "
			 "small: number of quantization levels must be a 16-bit quantity");
		return false;
	}
	return true;
}

/* factor^(high + 1) must fit in 64 bits: the top bucket's value (dtap
 * keeps a bit of headroom more than dtrace's powl( ) test). */
static bool llquantize_fits(const int64_t *p)
{
	uint64_t v = 1;

	for (int64_t i = 0; i <= p[2]; i++) {
		if (v > UINT64_MAX / (uint64_t)p[0] / 2)
			return false;
		v *= (uint64_t)p[0];
	}
	return true;
}

/* FACTOR^E, E small enough (factor^(hmag + 1) fits). */
static uint64_t upow(uint64_t factor, int64_t e)
{
	uint64_t v = 1;

	while (e-- > 0)
		v *= factor;
	return v;
}

/* Argument I (1-4) of llquantize( ) as a constant, else its TYPE error. */
static bool llq_const(struct dt_node *fn, int i, enum dt_errtag tag, int64_t *v)
{
	return param_const(fn, i, tag, "an integer constant", v);
}

/* llquantize(value, factor, low, high, steps[, incr]): dtrace-utils'
 * checks (dt_cg.c, dt_cg_agg_llquantize) in their order and words: each
 * parameter's type then its range, the high magnitude's overflow before
 * the steps, and the steps against the factor (those located at the
 * factor, as dtrace does). */
static bool llquantize_params(struct dt_node *fn, int64_t *p)
{
	struct dt_node *a1 = nth_arg(fn->args, 1), *a4 = nth_arg(fn->args, 4);
	const char *msg = NULL;

	if (!llq_const(fn, 1, D_LLQUANT_FACTORTYPE, &p[0]))
		return false;
	if ((uint64_t)p[0] > UINT16_MAX || p[0] < 2) {
		dt_error(D_LLQUANT_FACTORVAL, dt_node_start(a1), "llquantize( ) argument #1 "
			 "must be an unsigned 16-bit quantity greater than or equal to 2");
		return false;
	}
	if (!llq_const(fn, 2, D_LLQUANT_LMAGTYPE, &p[1]))
		return false;
	if ((uint64_t)p[1] > UINT16_MAX) {
		dt_error(D_LLQUANT_LMAGVAL, dt_node_start(nth_arg(fn->args, 2)),
			 "llquantize( ) argument #2 must be an unsigned 16-bit quantity");
		return false;
	}
	if (!llq_const(fn, 3, D_LLQUANT_HMAGTYPE, &p[2]))
		return false;
	if ((uint64_t)p[2] > UINT16_MAX)
		msg = "argument #3 must be an unsigned 16-bit quantity";
	else if (p[2] < p[1])
		msg = "argument #3 (high magnitude) must be at least argument #2 "
		      "(low magnitude)";
	else if (!llquantize_fits(p))
		msg = "argument #3 (high magnitude) will cause overflow of 64 bits";
	if (msg) {
		dt_error(D_LLQUANT_HMAGVAL, dt_node_start(nth_arg(fn->args, 3)),
			 "llquantize( ) %s", msg);
		return false;
	}
	if (!const_value(a4, &p[3]) || p[3] <= 0) {
		dt_error(D_LLQUANT_STEPTYPE, dt_node_start(a4), "llquantize( ) argument #4 "
			 "must be a non-zero positive integer constant");
		return false;
	}
	if (p[3] > UINT16_MAX) {
		dt_error(D_LLQUANT_STEPVAL, dt_node_start(a4),
			 "llquantize( ) argument #4 must be an unsigned 16-bit quantity");
		return false;
	}
	if (p[3] < p[0] && p[0] % p[3] != 0)
		msg = "when steps<factor";
	else if (p[3] > p[0] && p[3] % p[0] != 0)
		msg = "must be a multiple of argument #1 (factor) when steps>factor";
	else if (p[3] > p[0] && p[1] == 0 && (uint64_t)(p[0] * p[0]) % (uint64_t)p[3] != 0)
		msg = "must evenly divide the square of argument #1 (factor) when "
		      "steps>factor and lmag==0";
	else if (p[3] > p[0] && p[1] > 0 && upow((uint64_t)p[0], p[1] + 1) % (uint64_t)p[3] != 0)
		msg = "must evenly divide pow(argument #1 (factor), lmag (argument #2) + 1) "
		      "when steps>factor and lmag>0";
	if (msg) {
		dt_error(D_LLQUANT_STEPVAL, dt_node_start(a1), "llquantize() argument #4 "
			 "(steps) %s%s", msg[0] == 'w' ? "must evenly divide argument #1 "
			 "(factor) " : "", msg);
		return false;
	}
	return true;
}

/* A histogram redefined with other parameters: dtrace's MATCH* tags, in
 * dtrace-utils' words (dt_cg.c, dt_cg_agg_lquantize and _llquantize).
 * lquantize( )'s limit is compared as dtrace packs it, base plus the
 * levels times the step: (0, 10, 3) and (0, 11, 3) are the same. */
static bool params_match(const struct dt_agg *g, const struct dt_node *fn, const int64_t *p)
{
	static const struct {
		enum dt_errtag tag;
		const char *what;
	} lq[3] = {
		{ D_LQUANT_MATCHBASE, "lquantize( ) base (argument #1)" },
		{ D_LQUANT_MATCHLIM, "lquantize( ) limit (argument #2)" },
		{ D_LQUANT_MATCHSTEP, "lquantize( ) step (argument #3)" },
	}, llq[4] = {
		{ D_LLQUANT_MATCHFACTOR, "llquantize() factor (argument #1)" },
		{ D_LLQUANT_MATCHLMAG, "llquantize() lmag (argument #2)" },
		{ D_LLQUANT_MATCHHMAG, "llquantize() hmag (argument #3)" },
		{ D_LLQUANT_MATCHSTEPS, "llquantize() steps (argument #4)" },
	};
	int n = g->func == AGG_LQUANTIZE ? 3 : g->func == AGG_LLQUANTIZE ? 4 : 0;

	for (int i = 0; i < n; i++) {
		int64_t was = g->param[i], is = p[i];

		if (n == 3 && i == 1) {	/* the limit as dtrace packs it */
			was = g->param[0] + (g->param[1] - g->param[0]) / g->param[2] * g->param[2];
			is = p[0] + (p[1] - p[0]) / p[2] * p[2];
		}
		if (was == is)
			continue;
		dt_error(n == 3 ? lq[i].tag : llq[i].tag, &fn->loc, "%s doesn't match "
			 "previous declaration: expected %lld, found %lld",
			 n == 3 ? lq[i].what : llq[i].what, (long long)was, (long long)is);
		return false;
	}
	return true;
}

/* ---- the statement ---- */

/* The aggregation of statement S, created or checked against its first use. */
static struct dt_agg *agg_for(struct dt_program *prog, struct dt_node *s,
			      enum dt_aggfunc func, struct dt_type **keys, int nkeys,
			      const int64_t *param)
{
	struct dt_node *lv = s->lhs;
	struct dt_agg *g = dt_agg_find(prog, lv->name), **pp;

	if (g) {
		bool same = g->func == func && g->nkeys == nkeys;

		for (int i = 0; same && i < nkeys; i++)
			same = same_type(g->keytypes[i], keys[i]);
		if (!same)
			dt_error(D_AGG_REDEF, &lv->loc, "aggregation redefined: %s conflicts "
				 "with %s at %s:%d:%d", agg_sig(lv->name, keys, nkeys, func),
				 agg_sig(g->name, g->keytypes, g->nkeys, g->func),
				 g->loc.file, g->loc.line, g->loc.col);
		return same && params_match(g, s->rhs, param) ? g : NULL;
	}
	g = dt_zalloc(sizeof(*g));
	g->name = lv->name;
	g->id = prog->naggs++;
	g->func = func;
	g->nkeys = nkeys;
	g->loc = lv->loc;
	memcpy(g->param, param, sizeof(g->param));
	g->nvals = dt_agg_nvals(func, param);
	for (int i = 0; i < nkeys; i++) {
		g->keytypes[i] = keys[i];
		g->keysize += keys[i]->kind == TY_STRING ? prog->opts.strsize :
			      keys[i]->kind == TY_STACK ? keys[i]->size : 8;
	}
	for (pp = &prog->aggs; *pp; pp = &(*pp)->next)
		;
	*pp = g;
	return g;
}

/* Keys: at most 8, each an integer or a string. */
static int agg_keys(struct dt_program *prog, struct dt_node *lv, struct dt_type **keys)
{
	int n = 0;

	for (struct dt_node *k = lv->args; k; k = k->next) {
		if (n == 8) {
			dt_error(D_AGG_NOKEYS, dt_node_start(k),
				 "aggregation @%s has more than 8 keys", lv->name);
			return -1;
		}
		if (!dt_elab_key(prog, k, n + 1, "aggregation"))
			return -1;
		if (dt_type_resolve(k->type)->kind == TY_ARRAY)
			dt_elab_to_string(k);	/* char [N]: a string key */
		if (!dt_type_is_scalar(k->type) && !dt_type_is_string(k->type) &&
		    k->type->kind != TY_STACK) {
			dt_error(D_AGG_SCALAR, dt_node_start(k), "aggregation key must be an "
				 "integer, a pointer or a string, not %s", k->type->name);
			return -1;
		}
		keys[n++] = k->type;
	}
	return n;
}

static int agg_func(struct dt_node *fn)
{
	if (fn->kind != ND_CALL) {
		dt_error(D_AGG_FUNC, dt_node_start(fn), "an aggregation must be assigned an "
			 "aggregating function such as count( )");
		return -1;
	}
	for (int i = 0; i < AGG_NFUNCS; i++)
		if (!strcmp(dt_aggfunc_names[i], fn->name))
			return i;
	dt_error(D_AGG_FUNC, &fn->loc, "%s( ) is not an aggregating function", fn->name);
	return -1;
}

/* Arguments each function takes: the value, parameters, an increment. */
static const struct { int min, max; } agg_nargs[AGG_NFUNCS] = {
	[AGG_COUNT] = { 0, 0 }, [AGG_SUM] = { 1, 1 }, [AGG_MIN] = { 1, 1 },
	[AGG_MAX] = { 1, 1 }, [AGG_AVG] = { 1, 1 }, [AGG_STDDEV] = { 1, 1 },
	[AGG_QUANTIZE] = { 1, 2 }, [AGG_LQUANTIZE] = { 3, 5 },
	[AGG_LLQUANTIZE] = { 5, 6 },
};

/* Index of the increment argument of a histogram (absent: no argument). */
int dt_agg_incr_arg(enum dt_aggfunc func)
{
	return func == AGG_QUANTIZE ? 1 : func == AGG_LQUANTIZE ? 4 :
	       func == AGG_LLQUANTIZE ? 5 : -1;
}

static bool agg_args(struct dt_program *prog, struct dt_node *fn, int func, int64_t *param)
{
	int n = dt_node_count(fn->args), incr = dt_agg_incr_arg(func);
	struct dt_node *a;

	if (!dt_proto_len_ok(fn, n, agg_nargs[func].min, agg_nargs[func].max))
		return false;
	if (func == AGG_LQUANTIZE && !lquantize_params(fn, n, param))
		return false;
	if (func == AGG_LLQUANTIZE && !llquantize_params(fn, param))
		return false;
	for (int i = 0; (a = nth_arg(fn->args, i)) != NULL; i++) {
		if (i && i != incr)
			continue;	/* constant parameters, checked above */
		dt_elab_expr(prog, a);
		if (!a->type)
			return false;
		if (!dt_type_is_scalar(a->type) && !i) {	/* dt_cg.c, dt_cg_agg() */
			dt_error(D_AGG_SCALAR, dt_node_start(a), "%s( ) argument #1 must be of "
				 "scalar type", fn->name);
			return false;
		}
		if (!dt_type_is_scalar(a->type)) {	/* dt_cg.c, dt_cg_agg_opt_incr() */
			dt_error(D_PROTO_ARG, dt_node_start(a), "%s( ) increment value (argument "
				 "#%d) must be of scalar type", fn->name, i + 1);
			return false;
		}
	}
	return true;
}

void dt_elab_agg_stmt(struct dt_program *prog, struct dt_node *s)
{
	struct dt_node *fn = s->rhs;
	struct dt_type *keys[8];
	int64_t param[4] = { 0 };
	int func = agg_func(fn), nkeys;

	if (func < 0 || (nkeys = agg_keys(prog, s->lhs, keys)) < 0)
		return;
	if (!agg_args(prog, fn, func, param))
		return;
	fn->type = &dt_ty_int64;
	s->agg = s->lhs->agg = agg_for(prog, s, (enum dt_aggfunc)func, keys, nkeys, param);
}

/* ---- clear trunc normalize denormalize ---- */

/*
 * The aggregation argument and the optional integer of an action on a
 * whole aggregation, with dtrace's tags (dt_cc.c's dt_action_clear,
 * dt_action_trunc, dt_action_normalize) and wording.
 */
void dt_elab_agg_action(struct dt_program *prog, struct dt_node *call)
{
	static const struct {
		const char *name;
		int min, max;
		enum dt_errtag proto, aggarg, aggbad;
	} acts[] = {
		{ "clear", 1, 1, D_CLEAR_PROTO, D_CLEAR_AGGARG, D_CLEAR_AGGBAD },
		{ "trunc", 1, 2, D_PROTO_LEN, D_TRUNC_AGGARG, D_TRUNC_AGGBAD },
		{ "normalize", 2, 2, D_NORMALIZE_PROTO, D_NORMALIZE_AGGARG, D_NORMALIZE_AGGBAD },
		{ "denormalize", 1, 1, D_NORMALIZE_PROTO, D_NORMALIZE_AGGARG, D_NORMALIZE_AGGBAD },
	};
	struct dt_node *a = call->args, *n;
	int nargs = dt_node_count(a), i = 0;

	while (strcmp(acts[i].name, call->name) != 0)
		i++;
	if (nargs < acts[i].min || nargs > acts[i].max) {
		/* dtrace's words: "args" even for one, trunc's "no more than" */
		dt_error(acts[i].proto, &call->loc, "%s( ) prototype mismatch: %d args passed, "
			 "%s%d expected", call->name, nargs,
			 acts[i].min == acts[i].max ? "" : nargs < acts[i].min ? "at least " :
			 "no more than ", nargs < acts[i].min ? acts[i].min : acts[i].max);
		return;
	}
	if (a->kind != ND_AGG || a->args) {
		if (a->kind != ND_AGG)
			dt_elab_expr(prog, a);
		dt_error(acts[i].aggarg, dt_node_start(a), "%s( ) argument #1 is incompatible "
			 "with prototype:\n\tprototype: aggregation\n\t argument: %s", call->name,
			 a->kind == ND_AGG ? "aggregation with keys" :
			 a->type ? a->type->name : "?");
		return;
	}
	a->agg = dt_agg_find(prog, a->name);
	if (!a->agg) {
		dt_error(acts[i].aggbad, &a->loc, "undefined aggregation: @%s", a->name);
		return;
	}
	a->type = &dt_ty_void;
	call->agg = a->agg;
	n = a->next;
	if (!n)
		return;
	dt_elab_expr(prog, n);
	if (n->type && n->type->kind != TY_INT)
		dt_error(i == 2 ? D_NORMALIZE_SCALAR : D_PROTO_ARG, dt_node_start(n),
			 "%s( ) argument #2 must be of scalar type", call->name);
}
