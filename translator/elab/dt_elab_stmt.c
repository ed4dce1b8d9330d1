/*
 * dt_elab_stmt.c - pass 2: statements, actions and aggregations.
 *
 * A statement is an expression (assignments, ++ ...), an action called
 * for its effect (printf trace exit printa), or an aggregating statement
 * "@name[keys] = func(args)".  Actions are checked against their
 * prototypes here; printf/printa formats with dt_fmt_parse, the parser
 * dtapio uses too.  An aggregation is defined by its first statement and
 * must keep its function and key types at every other one.
 */
#include <limits.h>
#include <string.h>

#include "elab/dt_elab.h"

enum fn_kind {
	FN_ACTION,	/* supported action: printf trace exit printa */
	FN_AGG,		/* supported aggregating function */
	FN_LATER,	/* action or subroutine of a later slice */
	FN_DESTRUCT,	/* destructive action: needs -w */
	FN_VALUE,	/* subroutine with a value: speculation() func sym mod stack */
	FN_FOREIGN,	/* another system's (foreign_os( ) says whose) */
};

static const struct {
	const char *name;
	enum fn_kind kind;
} functions[] = {
	{ "printf", FN_ACTION }, { "trace", FN_ACTION }, { "exit", FN_ACTION },
	{ "printa", FN_ACTION },
	{ "count", FN_AGG }, { "sum", FN_AGG }, { "min", FN_AGG }, { "max", FN_AGG },
	{ "avg", FN_AGG }, { "stddev", FN_AGG }, { "quantize", FN_AGG },
	{ "lquantize", FN_AGG }, { "llquantize", FN_AGG },
	{ "stack", FN_VALUE }, { "ustack", FN_VALUE }, { "jstack", FN_VALUE },
	{ "tracemem", FN_ACTION }, { "print", FN_ACTION }, { "printm", FN_ACTION }, { "speculate", FN_ACTION },
	{ "commit", FN_ACTION }, { "discard", FN_ACTION }, { "chill", FN_DESTRUCT },
	{ "copyout", FN_DESTRUCT }, { "copyoutstr", FN_DESTRUCT }, { "breakpoint", FN_DESTRUCT },
	{ "panic", FN_DESTRUCT }, { "raise", FN_DESTRUCT }, { "stop", FN_DESTRUCT },
	{ "system", FN_DESTRUCT }, { "freopen", FN_ACTION }, { "ftruncate", FN_ACTION },
	{ "setopt", FN_ACTION }, { "pcap", FN_ACTION }, { "normalize", FN_ACTION }, { "denormalize", FN_ACTION },
	{ "clear", FN_ACTION }, { "trunc", FN_ACTION }, { "alloca", FN_LATER },
	{ "basename", FN_LATER }, { "bcopy", FN_LATER }, { "cleanpath", FN_LATER },
	{ "copyin", FN_LATER }, { "copyinstr", FN_LATER }, { "copyinto", FN_LATER },
	{ "dirname", FN_LATER }, { "getmajor", FN_LATER }, { "getminor", FN_LATER },
	{ "htonl", FN_LATER }, { "htonll", FN_LATER }, { "htons", FN_LATER },
	{ "ntohl", FN_LATER }, { "ntohll", FN_LATER }, { "ntohs", FN_LATER },
	{ "index", FN_LATER }, { "rindex", FN_LATER }, { "inet_ntoa", FN_LATER },
	{ "inet_ntoa6", FN_LATER }, { "inet_ntop", FN_LATER }, { "lltostr", FN_LATER },
	{ "link_ntop", FN_LATER },
	{ "mutex_owned", FN_LATER }, { "mutex_owner", FN_LATER },
	{ "progenyof", FN_LATER }, { "rand", FN_LATER }, { "random", FN_LATER },
	{ "speculation", FN_VALUE }, { "strchr", FN_LATER }, { "strrchr", FN_LATER },
	{ "strjoin", FN_LATER }, { "strlen", FN_LATER }, { "strstr", FN_LATER },
	{ "strtok", FN_LATER }, { "substr", FN_LATER }, { "toupper", FN_LATER },
	{ "tolower", FN_LATER }, { "stringof", FN_LATER }, { "func", FN_VALUE },
	{ "ufunc", FN_VALUE }, { "sym", FN_VALUE }, { "usym", FN_VALUE },
	{ "mod", FN_VALUE }, { "umod", FN_VALUE }, { "uaddr", FN_VALUE },
	{ "getenv", FN_LATER }, { "msgsize", FN_FOREIGN }, { "msgdsize", FN_FOREIGN },
	{ "ddi_pathname", FN_FOREIGN }, { "copyoutmbuf", FN_FOREIGN },
	{ "sx_read_held", FN_FOREIGN }, { "sx_exclusive_held", FN_FOREIGN },
	{ "sx_isexclusive", FN_FOREIGN },
	{ "rw_read_held", FN_LATER }, { "rw_write_held", FN_LATER },
	{ "rw_iswriter", FN_LATER }, { "strtoll", FN_LATER }, { "json", FN_LATER },
};

/* The system a FN_FOREIGN subroutine belongs to: Solaris's STREAMS and
 * devinfo, FreeBSD's mbufs and sx locks. */
static const char *foreign_os(const char *name)
{
	return strncmp(name, "msg", 3) == 0 || strncmp(name, "ddi_", 4) == 0 ? "Solaris"
									      : "FreeBSD";
}

static int find_function(const char *name)
{
	for (size_t i = 0; i < sizeof(functions) / sizeof(functions[0]); i++)
		if (strcmp(functions[i].name, name) == 0)
			return (int)i;
	return -1;
}

/* Type every argument; false if one failed (already diagnosed). */
static bool elab_args(struct dt_program *prog, struct dt_node *args)
{
	bool ok = true;

	for (struct dt_node *a = args; a && ok; a = a->next) {
		dt_elab_expr(prog, a);
		ok = a->type != NULL;
	}
	return ok;
}

static const struct dt_loc *arg_loc(const struct dt_node *a)
{
	return dt_node_start(a);
}

/*
 * stack([N]): the kernel stack, N frames (a constant; default the
 * stackframes option, at most maxframes, as dtrace), as a value only
 * usable as an aggregation key or traced (the statement "stack();" is
 * "trace(stack());").  Diagnostics as dtrace's dt_action_stack_args.
 */
static void elab_stack(struct dt_program *prog, struct dt_node *n)
{
	const struct dt_options *o = &prog->opts;
	int64_t depth = o->stackframes < o->maxframes ? o->stackframes : o->maxframes;

	if (n->args && n->args->next) {
		dt_error(D_STACK_PROTO, arg_loc(n->args), "stack( ) prototype mismatch: too many "
			 "arguments");
		return;
	}
	if (n->args) {
		if (!elab_args(prog, n->args))
			return;
		if (n->args->kind != ND_INT || (int64_t)n->args->ival < 1) {
			dt_error(D_STACK_SIZE, arg_loc(n->args), "stack( ) size must be a non-zero "
				 "positive integer constant expression");
			return;
		}
		if (n->args->ival > DT_STACK_MAX) {
			dt_error(D_STACK_SIZE, arg_loc(n->args), "stack( ) size %llu is more than "
				 "dtap's %d frames", (unsigned long long)n->args->ival,
				 DT_STACK_MAX);
			return;
		}
		depth = (int64_t)n->args->ival;
	}
	depth = depth < 1 ? 1 : depth > DT_STACK_MAX ? DT_STACK_MAX : depth;
	n->type = dt_type_stack((int)depth);
	if ((int)depth > prog->stackdepth)
		prog->stackdepth = (int)depth;
}

/*
 * ustack([N[, S]]), jstack([N[, S]]): the user stack of the current
 * thread, N frames (a constant; default ustackframes, jstackframes for
 * jstack), at most maxframes (more are cut silently, as dtrace-utils'
 * dt_cg_stack_arg does); S the string space a ustack helper may fill
 * (dtrace's JVM helper names Java frames in it; default 0, jstackstrsize
 * for jstack): a constant, 0 allowed, unused here, where no helper runs
 * and jstack() is ustack() with jstack's defaults.  Diagnostics as
 * dtrace's.
 */
static void elab_ustack(struct dt_program *prog, struct dt_node *n)
{
	const struct dt_options *o = &prog->opts;
	bool java = n->name[0] == 'j';
	int64_t depth = java ? o->jstackframes : o->ustackframes;
	struct dt_node *a = n->args;

	if (a && a->next && a->next->next) {
		dt_error(D_USTACK_PROTO, arg_loc(a), "%s( ) prototype mismatch: too many "
			 "arguments", n->name);
		return;
	}
	if (a && !elab_args(prog, a))
		return;
	if (a && (a->kind != ND_INT || (int64_t)a->ival < 1)) {
		dt_error(D_USTACK_FRAMES, arg_loc(a), "%s( ) argument #1 must be a non-zero "
			 "positive integer constant", n->name);
		return;
	}
	if (a && a->next && (a->next->kind != ND_INT ||
			     ((!a->next->type || a->next->type->is_signed) &&
			      (int64_t)a->next->ival < 0))) {
		dt_error(D_USTACK_STRSIZE, arg_loc(a->next), "%s( ) argument #2 must be a "
			 "positive integer constant", n->name);
		return;
	}
	if (a && a->ival > DT_STACK_MAX) {	/* as stack( ) says it */
		dt_error(D_USTACK_FRAMES, arg_loc(a), "%s( ) size %llu is more than dtap's %d "
			 "frames", n->name, (unsigned long long)a->ival, DT_STACK_MAX);
		return;
	}
	if (a)
		depth = (int64_t)a->ival;
	if (depth > o->maxframes)
		depth = o->maxframes;
	depth = depth < 1 ? 1 : depth > DT_STACK_MAX ? DT_STACK_MAX : depth;
	n->type = dt_type_ustack((int)depth);
	prog->uses_ustack = true;
}

/* func(pc) sym(pc) mod(pc): the address, printed as a symbol or module. */
static void elab_value_fn(struct dt_program *prog, struct dt_node *n)
{
	int na = dt_node_count(n->args);

	if (!strcmp(n->name, "stack")) {
		elab_stack(prog, n);
		return;
	}
	if (!strcmp(n->name, "ustack") || !strcmp(n->name, "jstack")) {
		elab_ustack(prog, n);
		return;
	}
	if (!dt_proto_len_ok(n, na, 1, 1))
		return;
	if (!elab_args(prog, n->args))
		return;
	if (n->args->type->kind != TY_INT) {
		dt_error(D_PROTO_ARG, arg_loc(n->args), "%s( ) argument #1 is incompatible "
			 "with prototype:\n\tprototype: uintptr_t\n\t argument: %s", n->name,
			 n->args->type->name);	/* dt_open.c: _symaddr(uintptr_t) */
		return;
	}
	if (n->name[0] == 'u')	/* usym ufunc umod uaddr: with the pid */
		n->type = dt_type_uaddr(n->name);
	else
		n->type = strcmp(n->name, "mod") ? &dt_ty_symaddr : &dt_ty_modaddr;
}

/* What kind of identifier NAME is when it is no function (dtrace's
 * dt_idkind_name), or NULL when it is not defined at all. */
static const char *non_function_kind(struct dt_program *prog, const char *name)
{
	struct dt_node var = { .kind = ND_IDENT, .name = (char *)name };
	const struct dt_ident *id;

	if (dt_builtin_exists(name) || dt_inline_find(prog, name))
		return "scalar";
	id = dt_var_find(prog, &var);
	if (id)
		return id->nkeys ? "associative array" : "scalar";
	return NULL;
}

const char *dt_function_kind(const char *name)
{
	int f = find_function(name);

	if (dt_subr_exists(name) || !strncmp(name, "copyout", 7))	/* subroutines */
		return f >= 0 || dt_subr_exists(name) ? "function" : NULL;
	if (f < 0 || functions[f].kind == FN_FOREIGN)
		return NULL;
	if (functions[f].kind == FN_AGG)
		return "aggregating function";
	/* stack() func() sym() ... are actions to dtrace-utils (dt_open.c) */
	return functions[f].kind == FN_LATER || !strcmp(name, "speculation") ?
	       "function" : "tracing function";
}

bool dt_is_action_call(const struct dt_node *n)
{
	int f = n->kind == ND_CALL ? find_function(n->name) : -1;

	return f >= 0 && (functions[f].kind == FN_ACTION || functions[f].kind == FN_DESTRUCT);
}

static void elab_action(struct dt_program *prog, struct dt_node *call);
static bool destructive_proto(struct dt_program *prog, struct dt_node *call);

/* An action where a value is wanted (x = trace(1)): dtrace-utils cooks
 * the call against its prototype first (dt_parser.c, dt_cook_op2 cooks
 * the right operand before the assignment; dt_ident.c, dt_idcook_func), so
 * a wrong argument list is D_PROTO_LEN or D_PROTO_ARG, not the void. */
static void action_value(struct dt_program *prog, struct dt_node *n, int kind)
{
	(void)kind;
	if (dt_elab_action_proto(prog, n))
		n->type = &dt_ty_void;	/* its prototype's: what uses it says why not */
}

bool dt_elab_action_proto(struct dt_program *prog, struct dt_node *n)
{
	int before = dt_nerrors(), f = find_function(n->name);

	if (f >= 0 && functions[f].kind == FN_DESTRUCT)
		destructive_proto(prog, n);
	else
		elab_action(prog, n);
	n->type = NULL;
	return dt_nerrors() == before;
}

void dt_elab_call_value(struct dt_program *prog, struct dt_node *n)
{
	int f = find_function(n->name);

	if (dt_subr_exists(n->name))
		dt_elab_subr(prog, n);
	else if (f >= 0 && functions[f].kind == FN_VALUE && strcmp(n->name, "speculation"))
		elab_value_fn(prog, n);
	else if (f < 0 && non_function_kind(prog, n->name))
		dt_error(D_FUNC_IDKIND, &n->loc, "%s '%s' may not be referenced as a function",
			 non_function_kind(prog, n->name), n->name);
	else if (f < 0)
		dt_error(D_FUNC_UNDEF, &n->loc, "undefined function name: %s", n->name);
	else if (functions[f].kind == FN_ACTION || functions[f].kind == FN_DESTRUCT)
		action_value(prog, n, functions[f].kind);
	else if (functions[f].kind == FN_AGG)
		n->type = &dt_ty_void;	/* "void(@)": what uses it says why not */
	else if (functions[f].kind == FN_VALUE && !n->args)
		n->type = &dt_ty_int, prog->uses_spec = true;	/* speculation( ): an id */
	else if (functions[f].kind == FN_VALUE)
		dt_proto_len_ok(n, dt_node_count(n->args), 0, 0);
	else if (functions[f].kind == FN_FOREIGN)
		dt_error(D_UNSUPPORTED, &n->loc, "function %s( ) is specific to %s: Linux has no "
			 "equivalent", n->name, foreign_os(n->name));
	else
		dt_error(D_UNSUPPORTED, &n->loc, "function %s( ) is not supported yet", n->name);
}

/* ---- printf ---- */

static bool conv_wants_string(const struct dt_conv *c)
{
	return c->conv == 's' || c->conv == 'S';
}

/* Does a value of type T fit conversion C?  dtrace's conversions and
 * their prototypes: %k a stack, %e %f %g a float or double (loaded from
 * memory: D makes none; an integer is refused there, as dtrace does), %s
 * a string, the others an integer or pointer. */
static bool conv_fits(const struct dt_conv *c, struct dt_type *t)
{
	if (dt_type_is_uaddr(t))	/* its pid and address: named in that process */
		return c->conv == 'A';
	if (c->conv == 'k')
		return t->kind == TY_STACK;
	if (strchr("eEfgG", c->conv))
		return dt_type_resolve(t)->kind == TY_FLOAT;
	if (t->kind == TY_STACK || dt_type_resolve(t)->kind == TY_FLOAT)
		return false;
	if (conv_wants_string(c))
		return t->kind == TY_STRING;
	return dt_type_is_scalar(t);
}

/* dtrace's name of the prototype of conversion C (dt_printf.c). */
static const char *conv_proto(const struct dt_conv *c)
{
	if (c->conv == 'k')
		return "stack";
	if (strchr("eEfgG", c->conv))
		return "double";
	if (conv_wants_string(c))
		return "char [] or string (or use stringof)";
	return strchr("ciduxXo", c->conv) ? "integer" : "pointer or integer";
}

static const char *conv_text(const char *fmt, const struct dt_conv *c)
{
	return dt_strndup(fmt + c->start, (size_t)(c->end - c->start));
}

/* The conversion as dtrace names it in diagnostics (its pfc_name): the
 * length modifier and the conversion character, "%lld" for "%-5lld". */
static const char *conv_name(const struct dt_conv *c)
{
	return dt_sprintf("%%%s%c", c->length, c->conv);
}

/* Parse a format argument; -1 (diagnosed) if it is not a valid constant. */
static int parse_format(const char *fn, struct dt_node *f, struct dt_conv *convs, int max)
{
	const char *msg = NULL;
	int off = 0, n;

	if (f->kind != ND_STR && fn[5] == 'a') {
		dt_error(D_PRINTA_PROTO, arg_loc(f), "%s( ) format must be a string constant", fn);
		return -1;
	}
	if (f->kind != ND_STR) {	/* dtrace's dt_action_printflike */
		dt_error(D_PRINTF_ARG_FMT, arg_loc(f), "%s( ) argument #1 is incompatible with "
			 "prototype:\n\tprototype: string constant\n\t argument: %s", fn,
			 f->type ? f->type->name : "?");
		return -1;
	}
	if (!f->str[0]) {		/* dtrace's dt_printf_validate */
		dt_error(D_PRINTF_FMT_EMPTY, &f->loc, "%s( ) format string is empty", fn);
		return -1;
	}
	/* dtrace-utils' format parser (dt_printf.c, dt_printf_create) says
	 * what it refuses through yywarn( ): D_SYNTAX, without the action's
	 * name; what it takes and dtap cannot read is dtap's D_PRINTF_FMT */
	if (dt_fmt_check(f->str, &msg) < 0) {
		dt_error(D_SYNTAX, &f->loc, "%s", msg);
		return -1;
	}
	n = dt_fmt_parse(f->str, convs, max, &msg, &off);
	if (n < 0)
		dt_error(D_PRINTF_FMT, &f->loc, "%s( ) %s", fn, msg ? msg : "invalid format");
	return n;
}

/* The number of argument A among CALL's arguments (the format is #1). */
static int arg_number(const struct dt_node *call, const struct dt_node *a)
{
	int argno = 1;

	for (const struct dt_node *b = call->args; b != a; b = b->next)
		argno++;
	return argno;
}

/* One '*' width (STAR "*") or precision (".*"): consumes an int argument,
 * with dt_printf_validate's diagnostics. */
static bool dyn_arg(struct dt_node **ap, const struct dt_node *call, int conv,
		    const struct dt_conv *c, const char *star)
{
	struct dt_node *a = *ap;

	if (!a) {
		dt_error(D_PRINTF_DYN_PROTO, &call->args->loc, "%s( ) prototype mismatch: "
			 "conversion #%d (%s) is missing a corresponding \"%s\" argument", call->name, conv,
			 conv_name(c), star);
		return false;
	}
	if (!a->type || !dt_type_is_integer(a->type)) {
		dt_error(D_PRINTF_DYN_TYPE, arg_loc(a), "%s( ) argument #%d is incompatible "
			 "with conversion #%d prototype:\n\tconversion: %% %s %s\n\t prototype: "
			 "int\n\t  argument: %s", call->name, arg_number(call, a), conv, star, conv_name(c) + 1,
			 a->type ? a->type->name : "?");
		return false;
	}
	*ap = a->next;
	return true;
}

static void check_printf(struct dt_program *prog, struct dt_node *call)
{
	struct dt_conv convs[64];
	struct dt_node *fmt = call->args, *a;
	int n;

	if (!dt_proto_len_ok(call, fmt ? 1 : 0, 1, INT_MAX))	/* or system( ) */
		return;
	if (!elab_args(prog, fmt) || (n = parse_format(call->name, fmt, convs, 64)) < 0)
		return;
	a = fmt->next;
	for (int i = 0; i < n; i++) {
		const struct dt_conv *c = &convs[i];
		bool want_str = conv_wants_string(c);

		if (c->agg) {
			dt_error(D_PRINTF_AGG_CONV, &fmt->loc, "%%@ conversion requires an "
				 "aggregation and is not for use with %s( )", call->name);
			return;
		}
		if ((c->width == -2 && !dyn_arg(&a, call, i + 1, c, "*")) ||
		    (c->prec == -2 && !dyn_arg(&a, call, i + 1, c, ".*")))
			return;
		if (!a) {
			dt_error(D_PRINTF_ARG_PROTO, &fmt->loc, "%s( ) prototype mismatch: "
				 "conversion #%d (%s) is missing a corresponding value argument",
				 call->name, i + 1, conv_name(c));
			return;
		}
		if (want_str)
			dt_elab_to_string(a);
		if (!conv_fits(c, a->type)) {
			dt_error(D_PRINTF_ARG_TYPE, arg_loc(a), "%s( ) argument #%d is "
				 "incompatible with conversion #%d prototype:\n\tconversion: "
				 "%s\n\t prototype: %s\n\t  argument: %s", call->name,
				 arg_number(call, a), i + 1, conv_name(c), conv_proto(c),
				 a->type->name);
			return;
		}
		a = a->next;
	}
	if (a)		/* j: the arguments the format used */
		dt_error(D_PRINTF_ARG_EXTRA, arg_loc(a), "%s( ) prototype mismatch: only "
			 "%d arguments required by this format string", call->name,
			 arg_number(call, a) - 2);
}

/* ---- printa ---- */

/* A '*' width (STAR "*") or precision (".*") in a printa format takes the
 * next key of G, as dtrace's printa takes the next record of the tuple:
 * it must be an integer.  Keys are arguments #2... in dtrace's words. */
static bool dyn_key(const struct dt_agg *g, int *key, const struct dt_node *fmt, int conv,
		    const struct dt_conv *c, const char *star)
{
	const struct dt_type *t;

	if (*key == g->nkeys) {
		dt_error(D_PRINTF_DYN_PROTO, &fmt->loc, "printa( ) prototype mismatch: "
			 "conversion #%d (%s) is missing a corresponding \"%s\" argument", conv,
			 conv_name(c), star);
		return false;
	}
	t = g->keytypes[*key];
	if (!dt_type_is_integer((struct dt_type *)t)) {
		dt_error(D_PRINTF_DYN_TYPE, &fmt->loc, "printa( ) argument #%d is incompatible "
			 "with conversion #%d prototype:\n\tconversion: %% %s %s\n\t prototype: "
			 "int\n\t  argument: %s", *key + 2, conv, star, conv_name(c) + 1, t->name);
		return false;
	}
	(*key)++;
	return true;
}

/* The keys take the leading conversions in order; the %@ conversions take
 * the values of the aggregations AGGS (NAGGS of them) in order. */
static void check_printa_format(struct dt_node *fmt, struct dt_agg *const *aggs, int naggs)
{
	const struct dt_agg *g = aggs[0];
	struct dt_conv convs[64];
	int n = parse_format("printa", fmt, convs, 64), key = 0, val = 0;

	for (int i = 0; i < n; i++) {
		const struct dt_conv *c = &convs[i];
		const struct dt_type *t;

		if ((c->width == -2 && !dyn_key(g, &key, fmt, i + 1, c, "*")) ||
		    (c->prec == -2 && !dyn_key(g, &key, fmt, i + 1, c, ".*")))
			return;
		if (!c->agg && key == g->nkeys) {
			dt_error(D_PRINTF_ARG_PROTO, &fmt->loc, "printa( ) prototype mismatch: "
				 "conversion #%d (%s) is missing a corresponding value argument",
				 i + 1, conv_name(c));
			return;
		}
		if (c->agg && naggs > 1 && val == naggs) {
			dt_error(D_PRINTF_AGG_CONV, &fmt->loc, "printa( ) format conversion #%d "
				 "(%s) has no aggregation left: %d aggregations passed", i + 1,
				 conv_text(fmt->str, c), naggs);
			return;
		}
		val += c->agg;
		t = c->agg ? &dt_ty_int64 : g->keytypes[key++];
		if (!conv_fits(c, (struct dt_type *)t)) {
			dt_error(D_PRINTF_ARG_TYPE, &fmt->loc, "printa( ) %s is incompatible "
				 "with conversion #%d prototype:\n\tconversion: %s\n\t prototype: "
				 "%s\n\t  argument: %s", c->agg ? "aggregation value" :
				 dt_sprintf("aggregation key #%d", key), i + 1,
				 conv_name(c), conv_proto(c), t->name);
			return;
		}
	}
}

/* B's keys against A's, in dtrace-utils' words (dt_printf.c,
 * dt_printa_validate): the count, then each key.  dtap's join wants
 * integer keys of one size and sign where dtrace takes any integers. */
static bool printa_keys_match(const struct dt_agg *a, const struct dt_agg *b,
			      const struct dt_loc *loc)
{
	if (a->nkeys != b->nkeys) {
		dt_error(D_PRINTA_AGGKEY, loc, "printa( ): @%s and @%s do not have matching "
			 "key signatures: @%s has %d key%s, @%s has %d key%s", a->name, b->name,
			 a->name, a->nkeys, a->nkeys == 1 ? "" : "s", b->name, b->nkeys,
			 b->nkeys == 1 ? "" : "s");
		return false;
	}
	for (int i = 0; i < a->nkeys; i++) {
		const struct dt_type *x = a->keytypes[i], *y = b->keytypes[i];

		if (x->kind != y->kind || (x->kind == TY_INT && (x->size != y->size ||
								  x->is_signed != y->is_signed))) {
			dt_error(D_PRINTA_AGGPROTO, loc, "printa( ): @%s[ ] key #%d is "
				 "incompatible with @%s:\n%9s key #%d: %s\n%9s key #%d: %s",
				 b->name, i + 1, a->name, dt_sprintf("@%s", a->name), i + 1,
				 x->name, dt_sprintf("@%s", b->name), i + 1, y->name);
			return false;
		}
	}
	return true;
}

/* printa([format,] @a [, @b ...]): several aggregations are printed
 * joined on their keys.  dtrace-utils cooks the call against void(@, ...)
 * (no argument: D_PROTO_LEN), then checks it in dt_cg.c, dt_cg_act_printa:
 * a first argument that is no string is no format but an argument that
 * must be an aggregation (D_PRINTA_AGGARG); a format alone is
 * D_PRINTA_PROTO; each further aggregation's keys are matched with the
 * first's in dt_printf.c, dt_printa_validate: their count (D_PRINTA_AGGKEY)
 * then each key's type (D_PRINTA_AGGPROTO). */
static void check_printa(struct dt_program *prog, struct dt_node *call)
{
	struct dt_agg *aggs[DT_PRINTA_MAXAGGS];
	struct dt_node *fmt = NULL, *a = call->args;
	int n = dt_node_count(call->args), argno = 1, naggs = 0;

	if (n == 0) {
		dt_error(D_PROTO_LEN, &call->loc, "printa( ) prototype mismatch: 0 args passed, "
			 "at least 1 expected");
		return;
	}
	if (a->kind == ND_STR) {
		fmt = a;
		a = a->next;
		argno++;
	}
	if (!a) {
		dt_error(D_PRINTA_PROTO, &call->loc, "printa( ) prototype mismatch: %d args "
			 "passed, 2 expected", n);
		return;
	}
	for (; a; a = a->next, argno++) {
		if (a->kind != ND_AGG) {
			dt_elab_expr(prog, a);
			if (a->type)
				dt_error(D_PRINTA_AGGARG, arg_loc(a), "printa( ) argument #%d is "
					 "incompatible with prototype:\n\tprototype: aggregation\n"
					 "\t argument: %s", argno, a->type->name);
			return;
		}
		if (a->args) {
			dt_error(D_PRINTA_AGGARG, arg_loc(a),
				 "printa( ) argument #%d must be an aggregation without keys", argno);
			return;
		}
		a->agg = dt_agg_find(prog, a->name);
		if (!a->agg) {
			dt_error(D_PRINTA_AGGBAD, &a->loc, "undefined aggregation: @%s", a->name);
			return;
		}
		if (naggs == DT_PRINTA_MAXAGGS) {
			dt_error(D_PRINTA_PROTO, arg_loc(a), "printa( ) prints at most %d "
				 "aggregations", DT_PRINTA_MAXAGGS);
			return;
		}
		if (naggs && !printa_keys_match(aggs[0], a->agg, arg_loc(a)))
			return;
		a->type = &dt_ty_void;
		aggs[naggs++] = a->agg;
	}
	call->agg = aggs[0];
	if (fmt) {
		fmt->type = &dt_ty_string;
		check_printa_format(fmt, aggs, naggs);
	}
}

/* ---- trace and exit ---- */

static bool one_arg(struct dt_program *prog, struct dt_node *call)
{
	int n = dt_node_count(call->args);

	if (!dt_proto_len_ok(call, n, 1, 1))
		return false;
	return elab_args(prog, call->args);
}

static void check_trace(struct dt_program *prog, struct dt_node *call)
{
	const struct dt_type *t;

	if (call->args && !call->args->next && call->args->kind == ND_AGG) {
		/* an aggregation as a value has dtrace's dynamic type:
		 * dt_cg.c, dt_cg_act_trace */
		if (dt_elab_agg_known(prog, call->args))
			dt_error(D_TRACE_DYN, arg_loc(call->args), "trace( ) may not be "
				 "applied to a dynamic expression");
		return;
	}
	if (!one_arg(prog, call))
		return;
	if (dt_xlate_whole(call->args)) {	/* dtrace's dynamic type */
		dt_error(D_TRACE_DYN, arg_loc(call->args), "trace( ) may not be applied to a "
			 "dynamic expression");
		return;
	}
	t = call->args->type;
	call->memtype = dt_trace_memtype(call->args);
	if (call->memtype) {	/* its bytes; dtapio decides how */
		uint64_t size = dt_type_sizeof(call->args->type);

		if (size == 0 || size > DT_MEMREC_MAX)
			dt_error(D_PROTO_ARG, arg_loc(call->args), "trace( ) argument of type "
				 "%s: %llu bytes, not 1 to %d", t->name,
				 (unsigned long long)size, DT_MEMREC_MAX);
	} else if (t->kind == TY_VOID)
		dt_error(D_TRACE_VOID, arg_loc(call->args), "trace( ) may not be applied to a "
			 "void expression");
	else if (!dt_type_is_scalar((struct dt_type *)t) && t->kind != TY_STRING &&
		 t->kind != TY_STACK)
		dt_error(D_PROTO_ARG, arg_loc(call->args), "trace( ) argument must be an "
			 "integer or a string, not %s", t->name);
}

static void check_exit(struct dt_program *prog, struct dt_node *call)
{
	if (one_arg(prog, call) && !dt_type_is_integer(call->args->type))
		dt_error(D_PROTO_ARG, arg_loc(call->args), "exit( ) argument #1 is "
			 "incompatible with prototype:\n\tprototype: int\n\t argument: %s",
			 call->args->type->name);
}

/* pcap(skb, proto): dtrace-utils' "void(void *, int)" (dt_open.c), a
 * packet's linear data for a pcap file (dt_cg.c, dt_cg_act_pcap; dt_pcap.c
 * writes it or pipes it to tshark).  Its prototype is checked as
 * dtrace's; the action itself is not supported yet. */
static void check_pcap(struct dt_program *prog, struct dt_node *call)
{
	static const char *const proto[] = { "void *", "int" };
	int n = dt_node_count(call->args), i = 0;

	if (!dt_proto_len_ok(call, n, 2, 2))
		return;
	if (!elab_args(prog, call->args))
		return;
	for (struct dt_node *a = call->args; a; a = a->next, i++) {
		bool ok = i ? dt_type_is_integer(a->type) :
			      dt_type_is_pointer(a->type) || (a->kind == ND_INT && !a->ival);

		if (!ok) {
			dt_error(D_PROTO_ARG, arg_loc(a), "pcap( ) argument #%d is incompatible "
				 "with prototype:\n\tprototype: %s\n\t argument: %s", i + 1,
				 proto[i], a->type->name);
			return;
		}
	}
	dt_error(D_UNSUPPORTED, &call->loc, "function pcap( ) is not supported yet");
}

/* setopt("name"[, "value"]): string constants, applied by the consumer
 * when it reaches the action (dtrace's consumer options). */
static void check_setopt(struct dt_node *call)
{
	int n = dt_node_count(call->args), i = 1;

	if (!dt_proto_len_ok(call, n, 1, 2))
		return;
	for (struct dt_node *a = call->args; a; a = a->next, i++) {
		if (a->kind != ND_STR) {
			dt_error(D_PROTO_ARG, arg_loc(a), "setopt( ) argument #%d must be a "
				 "string constant", i);
			return;
		}
		a->type = &dt_ty_string;
	}
}

/* freopen(path): the consumer's output goes to PATH from then on ("":
 * back to the original output); destructive, as in dtrace. */
static void check_freopen(struct dt_program *prog, struct dt_node *call)
{
	if (!one_arg(prog, call))
		return;
	if (call->args->type->kind != TY_STRING)
		dt_error(D_PROTO_ARG, arg_loc(call->args), "freopen( ) argument #1 is "
			 "incompatible with prototype:\n\tprototype: string\n\t argument: %s",
			 call->args->type->name);
	else if (call->args->kind == ND_STR &&	/* dtrace: code generation (dt_cg.c) */
		 (!strcmp(call->args->str, ".") || !strcmp(call->args->str, "..")))
		dt_error(D_FREOPEN_INVALID, arg_loc(call->args), "freopen( ) argument #1 cannot "
			 "be \"%s\"", call->args->str);
	else
		prog->uses_destructive = true;	/* without -w: refused at run */
}

static bool no_args(struct dt_node *call);

static void elab_action(struct dt_program *prog, struct dt_node *call)
{
	call->type = &dt_ty_void;
	if (!strcmp(call->name, "printf"))
		check_printf(prog, call);
	else if (!strcmp(call->name, "printa"))
		check_printa(prog, call);
	else if (!strcmp(call->name, "trace"))
		check_trace(prog, call);
	else if (!strcmp(call->name, "exit"))
		check_exit(prog, call);
	else if (dt_is_spec_action(call->name))
		dt_elab_spec_action(prog, call);
	else if (!strcmp(call->name, "setopt"))
		check_setopt(call);
	else if (!strcmp(call->name, "pcap"))
		check_pcap(prog, call);
	else if (!strcmp(call->name, "freopen"))
		check_freopen(prog, call);
	else if (!strcmp(call->name, "ftruncate"))	/* the output file, emptied */
		no_args(call);
	else if (!strcmp(call->name, "tracemem"))
		dt_elab_tracemem(prog, call);
	else if (!strcmp(call->name, "printm"))
		dt_elab_printm(prog, call);
	else if (!strcmp(call->name, "print"))
		dt_elab_print(prog, call);
	else
		dt_elab_agg_action(prog, call);
}

/* ---- destructive actions (-w): what dtrace(1) allows with -w ---- */

static bool no_args(struct dt_node *call)
{
	return dt_proto_len_ok(call, dt_node_count(call->args), 0, 0);
}

/* copyout(buf, addr, nbytes): BUF a pointer (or array) to kernel or
 * scratch memory; copyoutstr(str, addr, maxlen): STR a string. */
static void check_copyout(struct dt_program *prog, struct dt_node *call)
{
	bool str = !strcmp(call->name, "copyoutstr");
	int n = dt_node_count(call->args);
	struct dt_node *a;
	int i = 1;

	if (!dt_proto_len_ok(call, n, 3, 3))
		return;
	if (!elab_args(prog, call->args))
		return;
	for (a = call->args; a; a = a->next, i++) {
		struct dt_type *r = dt_type_resolve(a->type);
		bool ok = i > 1 ? dt_type_is_integer(a->type) : str ? dt_type_is_string(a->type) :
			  r->kind == TY_PTR || r->kind == TY_ARRAY;

		if (!ok) {
			dt_error(D_PROTO_ARG, dt_node_start(a), "%s( ) argument #%d is incompatible "
				 "with prototype:\n\tprototype: %s\n\t argument: %s", call->name, i,
				 i == 2 ? "uintptr_t" : i == 3 ? "size_t" : str ? "char *" : "void *",
				 a->type->name);
			return;
		}
	}
}

/* A destructive action's prototype: dtrace-utils cooks every call
 * against its prototype in pass 2 (dt_ident.c, dt_idcook_func: D_PROTO_LEN,
 * then D_PROTO_ARG) and refuses destructive actions only when the program
 * is loaded (dt_bpf.c, dt_bpf_load_progs: EDT_DESTRUCTIVE), so a wrong
 * argument count or type is reported before the missing -w.  True when
 * the call fits its prototype. */
static bool destructive_proto(struct dt_program *prog, struct dt_node *call)
{
	const char *fn = call->name;
	int before = dt_nerrors();

	if (!strcmp(fn, "system")) {
		check_printf(prog, call);
	} else if (!strcmp(fn, "chill") || !strcmp(fn, "raise")) {
		if (one_arg(prog, call) && !dt_type_is_integer(call->args->type))
			dt_error(D_PROTO_ARG, arg_loc(call->args), "%s( ) argument #1 is "
				 "incompatible with prototype:\n\tprototype: int\n\t argument: %s",
				 fn, call->args->type->name);
	} else if (!strcmp(fn, "stop") || !strcmp(fn, "panic") || !strcmp(fn, "breakpoint")) {
		no_args(call);
	} else {		/* copyout, copyoutstr */
		check_copyout(prog, call);
	}
	return dt_nerrors() == before;
}

static void elab_destructive(struct dt_program *prog, struct dt_node *call)
{
	const char *fn = call->name;

	call->type = &dt_ty_void;
	if (!destructive_proto(prog, call))
		return;
	/* Without -w dtrace compiles it and refuses to enable it
	 * (dt_bpf.c, dt_bpf_load_progs(): EDT_DESTRUCTIVE): so does dtap's
	 * driver, before building a module to run (translator/driver/dtap.c). */
	prog->uses_destructive = true;
	if (!strcmp(fn, "chill") || !strcmp(fn, "panic") || !strcmp(fn, "breakpoint"))
		prog->kdestructive = true;	/* dtaprun: root's alone */
	if (!strcmp(fn, "breakpoint"))	/* Linux has no debugger dtrace-style to enter */
		dt_error(D_UNSUPPORTED, &call->loc, "breakpoint( ) is not supported: "
			 "Linux has no kernel debugger entry to stop in");
}

/* Functions that, as a statement of their own, trace their value. */
static bool traces_itself(const char *name)
{
	static const char *const names[] = {
		"stack", "ustack", "jstack", "func", "sym", "mod", "ufunc", "usym", "umod",
		"uaddr",
	};

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (!strcmp(name, names[i]))
			return true;
	return false;
}

void dt_elab_stmt(struct dt_program *prog, struct dt_node *s)
{
	struct dt_node *e = s->lhs;
	int f = -1;

	if (s->kind == ND_AGG_STMT) {
		dt_elab_agg_stmt(prog, s);
		return;
	}
	if (s->kind != ND_EXPR_STMT)
		return;
	if (e->kind == ND_AGG) {	/* "@a;" or "@a[k];": dtrace's dt_compile_agg */
		dt_error(D_AGG_NULL, &e->loc, "expression has null effect: @%s", e->name);
		return;
	}
	if (e->kind == ND_CALL && (f = find_function(e->name)) >= 0 &&
	    functions[f].kind == FN_ACTION) {
		e->action = s->action;
		elab_action(prog, e);
		return;
	}
	if (e->kind == ND_CALL && f >= 0 && functions[f].kind == FN_DESTRUCT) {
		e->action = s->action;
		elab_destructive(prog, e);
		return;
	}
	if (e->kind == ND_CALL && traces_itself(e->name)) {
		/* stack(); traces the stack: the same record as trace(stack());
		 * so do usym(a); sym(a); and the rest, dtrace's actions that
		 * record an address to print as a symbol */
		struct dt_node *st = dt_zalloc(sizeof(*st));

		*st = *e;
		st->next = NULL;
		e->name = "trace";
		e->args = st;
		e->action = s->action;
		elab_action(prog, e);
		return;
	}
	if (e->kind == ND_CALL && f >= 0 && functions[f].kind == FN_FOREIGN) {
		dt_elab_call_value(prog, e);	/* says so */
		return;
	}
	if (e->kind == ND_CALL && f >= 0 && functions[f].kind == FN_AGG) {
		/* "count();": dtrace's code generator refuses the call
		 * (dt_cg.c, dt_cg_call_subr) */
		dt_error(D_CG_EXPR, &e->loc, "aggregating function %s( ) may not be called from "
			 "a D expression (D program context required)", e->name);
		return;
	}
	if (e->kind == ND_CALL && f >= 0 && functions[f].kind == FN_LATER &&
	    !dt_subr_exists(e->name)) {
		dt_error(D_UNSUPPORTED, &e->loc, "%s( ) is not supported yet", e->name);
		return;
	}
	dt_elab_expr(prog, e);
}
