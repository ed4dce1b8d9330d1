/*
 * dt_elab_expr.c - pass 2: resolve and type expressions.
 *
 * Every node gets the type C would give it (LP64, the usual arithmetic
 * conversions), because the generated C relies on node->type to truncate
 * and extend exactly as C does: int + int is int, an unsigned 64-bit
 * operand makes the result uint64_t, comparisons and logical operators
 * are int.  Strings compare with == != < <= > >= and nothing else.
 *
 * A node whose typing failed keeps type NULL; its parents then stay silent
 * (the error was already reported) and stay untyped too.
 *
 * Globals are defined by their first assignment in source order and take
 * the (promoted) type of the value assigned; "++n" or "n += 1" on an
 * undefined global defines it as an integer that starts at zero.
 */
#include <string.h>

#include "elab/dt_elab.h"

#define BUILTIN(n, t, i) { .kind = ID_BUILTIN, .name = n, .type = t, .id = i }
static struct dt_ident builtins[] = {
	BUILTIN("timestamp", &dt_ty_uint64, BI_TIMESTAMP),
	BUILTIN("walltimestamp", &dt_ty_uint64, BI_WALLTIMESTAMP),
	BUILTIN("cpu", &dt_ty_int, BI_CPU),
	BUILTIN("id", &dt_ty_uint, BI_ID),
	BUILTIN("epid", &dt_ty_uint, BI_EPID),
	BUILTIN("probeprov", &dt_ty_string, BI_PROBEPROV),
	BUILTIN("probemod", &dt_ty_string, BI_PROBEMOD),
	BUILTIN("probefunc", &dt_ty_string, BI_PROBEFUNC),
	BUILTIN("probename", &dt_ty_string, BI_PROBENAME),
	BUILTIN("arg0", &dt_ty_int64, BI_ARG0 + 0),
	BUILTIN("arg1", &dt_ty_int64, BI_ARG0 + 1),
	BUILTIN("arg2", &dt_ty_int64, BI_ARG0 + 2),
	BUILTIN("arg3", &dt_ty_int64, BI_ARG0 + 3),
	BUILTIN("arg4", &dt_ty_int64, BI_ARG0 + 4),
	BUILTIN("arg5", &dt_ty_int64, BI_ARG0 + 5),
	BUILTIN("arg6", &dt_ty_int64, BI_ARG0 + 6),
	BUILTIN("arg7", &dt_ty_int64, BI_ARG0 + 7),
	BUILTIN("arg8", &dt_ty_int64, BI_ARG0 + 8),
	BUILTIN("arg9", &dt_ty_int64, BI_ARG0 + 9),
	BUILTIN("caller", &dt_ty_uint64, BI_CALLER),
	BUILTIN("pid", &dt_ty_int, BI_PID),
	BUILTIN("tid", &dt_ty_int, BI_TID),
	BUILTIN("ppid", &dt_ty_int, BI_PPID),
	BUILTIN("uid", &dt_ty_uint, BI_UID),
	BUILTIN("gid", &dt_ty_uint, BI_GID),
	BUILTIN("execname", &dt_ty_string, BI_EXECNAME),
	BUILTIN("vtimestamp", &dt_ty_uint64, BI_VTIMESTAMP),
	BUILTIN("errno", &dt_ty_int, BI_ERRNO),
	BUILTIN("stackdepth", &dt_ty_uint, BI_STACKDEPTH),
	BUILTIN("curthread", NULL, BI_CURTHREAD),	/* typed from the kernel's */
	BUILTIN("ucaller", &dt_ty_uint64, BI_UCALLER),
	BUILTIN("ustackdepth", &dt_ty_uint, BI_USTACKDEPTH),
	BUILTIN("cpucycles", &dt_ty_uint64, BI_CPUCYCLES),
};


/* DTrace built-in variables dtap does not provide yet, and those of
 * another system (the spec's "only on Darwin kernels", Solaris's zones
 * and projects, FreeBSD's jails): the OS, or NULL. */
static const struct {
	const char *name, *os;
} later_builtins[] = {
	{ "execargs", NULL },
	{ "ipl", "Solaris and Darwin" }, { "zonename", "Solaris" }, { "project", "Solaris" },
	{ "jid", "FreeBSD" }, { "jailname", "FreeBSD" }, { "cpuinstrs", "Darwin" },
	{ "machtimestamp", "Darwin" }, { "vcycles", "Darwin" }, { "vinstr", "Darwin" },
	{ "dispatchaddr", "Darwin" },
};

const struct dt_loc *dt_node_start(const struct dt_node *n)
{
	switch (n->kind) {
	case ND_BINOP: case ND_LOGAND: case ND_LOGOR: case ND_LOGXOR:
	case ND_ASSIGN: case ND_POSTINC: case ND_INDEX: case ND_MEMBER:
		return dt_node_start(n->lhs);
	case ND_TERNARY:
		return dt_node_start(n->cond);
	default:
		return &n->loc;
	}
}

static bool is_int(struct dt_type *t)
{
	return dt_type_is_integer(t);
}

static bool is_str(struct dt_type *t)
{
	return dt_type_is_string(t);
}

/* Integers and pointers: what tests, compares and is stored in globals. */
static bool is_scalar(struct dt_type *t)
{
	return dt_type_is_scalar(t);
}

static const char *type_name(const struct dt_type *t)
{
	return t ? t->name : "?";
}

static struct dt_ident *find_builtin(const char *name)
{
	for (size_t i = 0; i < sizeof(builtins) / sizeof(builtins[0]); i++)
		if (strcmp(builtins[i].name, name) == 0)
			return &builtins[i];
	return NULL;
}

bool dt_builtin_exists(const char *name)
{
	return find_builtin(name) || !strcmp(name, "args");
}

static bool is_later_builtin(const char *name, const char **os)
{
	for (size_t i = 0; i < sizeof(later_builtins) / sizeof(later_builtins[0]); i++)
		if (strcmp(later_builtins[i].name, name) == 0) {
			*os = later_builtins[i].os;
			return true;
		}
	return false;
}

bool dt_is_builtin_name(const char *name)
{
	const char *os;

	return find_builtin(name) || is_later_builtin(name, &os) || !strcmp(name, "args") ||
	       !strcmp(name, "uregs");
}


/* curthread is a struct task_struct * as the kernel's types define it
 * (DWARF or BTF; looked up at each use: the store is per compile), NULL
 * (diagnosed) without them. */
static struct dt_type *curthread_type(const struct dt_node *n)
{
	struct dt_type *t = dt_type_lookup("struct task_struct");

	if (!t) {
		dt_error(D_TYPE_ERR, &n->loc, "curthread needs the kernel's struct task_struct%s",
			 *dt_type_hint ? dt_type_hint : ": no kernel types are known");
		return NULL;
	}
	return dt_type_ptr(t);
}

/* A use of inline ID: the node becomes its value (converted to the
 * inline's type), already typed and folded. */
static void expand_inline(struct dt_node *n, const struct dt_ident *id)
{
	struct dt_node *v = id->value, *next = n->next;
	struct dt_loc loc = n->loc;

	if (v->type->kind == TY_INT && v->type != id->type) {
		memset(n, 0, sizeof(*n));
		n->kind = ND_CAST;
		n->lhs = v;
		n->type = id->type;
		dt_fold(n);
	} else {
		*n = *v;
	}
	n->next = next;	/* N's place in an argument list */
	n->loc = loc;
}

/*
 * `name not among the kernel's typed globals: a function of the kernel's
 * symbol table is an object of function type, whose address (&`vfs_read,
 * as caller is compared with) is all a script can take; anything else
 * there has no type (dtrace's "no symbolic type information"), or is no
 * symbol at all.
 */
static bool ksym_function(struct dt_node *n, uint64_t *addr, struct dt_type **t)
{
	const char *q = strrchr(n->name, '`');
	char kind = 0;

	if (!dt_kernel_symbol(q ? q + 1 : n->name, addr, &kind)) {
		dt_error(D_SYM_BADREF, &n->loc, "failed to resolve %s: no such kernel symbol "
			 "with a known type%s", n->name, dt_type_hint);
		return false;
	}
	if (kind != 'T' && kind != 't') {
		dt_error(D_SYM_NOTYPES, &n->loc, "no symbolic type information is available "
			 "for %s%s", n->name, dt_type_hint);
		return false;
	}
	*t = dt_type_new(TY_FUNC, "function", 0, false);
	(*t)->base = &dt_ty_int;
	return true;
}

/* `name: the kernel global, an object in memory like *(T *)address, so
 * member access, & and string conversion work on it as on any load. */
static void elab_ksym(struct dt_program *prog, struct dt_node *n)
{
	uint64_t addr;
	struct dt_type *t;
	struct dt_node *a;

	if (!dt_type_symbol(n->name, &addr, &t) && !ksym_function(n, &addr, &t))
		return;
	a = dt_zalloc(sizeof(*a));
	a->kind = ND_INT;
	a->loc = n->loc;
	a->ival = addr;
	a->kaddr = true;
	a->type = dt_type_ptr(t);
	n->kind = ND_UNOP;
	n->op = "*";
	n->lhs = a;
	dt_elab_deref(prog, n);
}

/* What the runtime must provide for built-in ID: the probe's arguments,
 * or the scratch of a stack walk (stack.c). */
static void note_builtin(struct dt_program *prog, const struct dt_ident *id)
{
	if (id->kind != ID_BUILTIN)
		return;
	if (id->id == BI_ERRNO || (id->id >= BI_ARG0 && id->id < BI_ARG0 + DT_MAXARGS))
		prog->uses_args = true;
	if (id->id >= BI_ARG0 + 2 && id->id < BI_ARG0 + 8)
		prog->uses_entry_args = true;
	if (id->id == BI_STACKDEPTH)
		prog->stackdepth = DT_STACK_MAX;
	if (id->id == BI_CALLER && prog->stackdepth < 2)	/* fbt's is given */
		prog->stackdepth = 2;
	if (id->id == BI_UCALLER || id->id == BI_USTACKDEPTH)
		prog->uses_ustack = true;
}

/* An identifier as a value. */
static void elab_ident(struct dt_program *prog, struct dt_node *n)
{
	struct dt_ident *id = find_builtin(n->name);
	struct dt_type *et;
	const char *os;
	int64_t ev;

	if (!strcmp(n->name, "NULL")) {	/* D's null pointer, as an integer until
					 * pointers come */
		n->kind = ND_INT;
		n->ival = 0;
		n->type = dt_type_by_name("uintptr_t");
		return;
	}
	if (!id)
		dt_tapset_need(prog, 'i', n->name);	/* curpsinfo: on first use */
	if (!id && (id = dt_inline_find(prog, n->name))) {
		if (id->params)
			dt_error(D_ARR_BADREF, &n->loc, "%s is an inline with parameters: "
				 "it is used as %s[ ]", n->name, n->name);
		else
			expand_inline(n, id);
		return;
	}
	if (!id)
		id = dt_var_find(prog, n);
	if (id && !dt_var_shape_ok(id, n))
		return;
	if (id && id->kind == ID_BUILTIN && id->id >= BI_ARG0 && id->id <= BI_ARG0 + 9 &&
	    !n->lower_arg && dt_alias_argn(prog, n, id->id - BI_ARG0))
		return;		/* a stable probe's argN: its args[N] */
	if (id) {
		n->ident = id;
		n->type = id->type;
		if (id->kind == ID_BUILTIN && id->id == BI_CURTHREAD &&
		    !(n->type = curthread_type(n)))
			return;
		note_builtin(prog, id);
	} else if (dt_type_enumerator(n->name, &et, &ev)) {
		n->kind = ND_INT;	/* an enumerator is a constant of its enum */
		n->ival = (uint64_t)ev;
		n->type = et;
	} else if (!strcmp(n->name, "args") || !strcmp(n->name, "uregs")) {
		dt_error(D_ARR_BADREF, &n->loc, "%s is an array: it needs an index (%s[0])",
			 n->name, n->name);
	} else if (is_later_builtin(n->name, &os) && !dt_tapset_why(n->name) && os) {
		dt_error(D_UNSUPPORTED, &n->loc, "built-in variable %s is specific to %s: Linux has "
			 "no equivalent", n->name, os);
	} else if (is_later_builtin(n->name, &os) && !dt_tapset_why(n->name)) {
		dt_error(D_UNSUPPORTED, &n->loc, "built-in variable %s is not supported yet",
			 n->name);
	} else if (strchr(n->name, '`')) {
		elab_ksym(prog, n);
	} else if (dt_function_kind(n->name)) {	/* dt_parser.c, dt_xcook_ident */
		dt_error(D_IDENT_BADREF, &n->loc, "%s '%s' may not be referenced as scalar",
			 dt_function_kind(n->name), n->name);
	} else if (dt_tapset_why(n->name)) {	/* declared by a tapset that failed */
		dt_error(D_IDENT_UNDEF, &n->loc, "failed to resolve %s: %s", n->name,
			 dt_tapset_why(n->name));
	} else {
		dt_error(D_IDENT_UNDEF, &n->loc, "failed to resolve %s: Unknown variable name",
			 n->name);
	}
}

/* Constant zero right operand of / or %: refused like DTrace does. */
bool dt_div_by_zero(const char *op, const struct dt_node *rhs)
{
	return (op[0] == '/' || op[0] == '%') && rhs->kind == ND_INT && rhs->ival == 0;
}

/*
 * dtrace's diagnostics for operands a binary operator cannot take, by the
 * operator's family (dt_cook_op2): * and / want arithmetic operands, the
 * bitwise ones, % and shifts integral ones; for + - and comparisons (and
 * plain =) the operands' types do not go together.
 */
void dt_op_operands_error(const struct dt_loc *loc, const char *op, const struct dt_type *l,
			  const struct dt_type *r)
{
	size_t len = strlen(op) - (op[1] && op[strlen(op) - 1] == '=' &&
				   strcmp(op, "==") && strcmp(op, "!=") &&
				   strcmp(op, "<=") && strcmp(op, ">="));

	if (len == 1 && strchr("*/", op[0]))
		dt_error(D_OP_ARITH, loc, "operator %s requires operands of arithmetic type",
			 op);
	else if ((len == 1 && strchr("%&|^", op[0])) || !strncmp(op, "<<", 2) ||
		 !strncmp(op, ">>", 2))
		dt_error(D_OP_INT, loc, "operator %s requires operands of integral type", op);
	else
		dt_error(D_OP_INCOMPAT, loc, "operands have incompatible types: \"%s\" %s \"%s\"",
			 type_name(l), op, type_name(r));
}

/* e1, e2: C's comma operator (dt_cook_op2(), DT_TOK_COMMA): both typed,
 * the value e2's; neither an aggregation (D_OP_DYN) nor an action. */
static void elab_comma(struct dt_program *prog, struct dt_node *n)
{
	if (n->lhs->kind == ND_AGG || n->rhs->kind == ND_AGG) {
		dt_error(D_OP_DYN, &n->loc, "operator , operands cannot be of dynamic type");
		return;
	}
	if (dt_is_action_call(n->lhs) || dt_is_action_call(n->rhs)) {
		dt_error(D_OP_ACT, &n->loc, "operator , operands cannot be actions");
		return;
	}
	dt_elab_expr(prog, n->lhs);
	dt_elab_expr(prog, n->rhs);
	if (n->lhs->type)
		n->type = n->rhs->type;
}

/* dtrace reads X in "e == X" (e of an enum type, X a plain name) as e's
 * enum tag X before any variable X (dt_parser.c, dt_cook_op2 on the
 * comparison operators): a global X too makes it ambiguous.  True when
 * that is the error. */
static bool enum_tag_operand(struct dt_program *prog, struct dt_node *n)
{
	struct dt_type *e = dt_type_resolve(n->lhs->type);
	struct dt_node *x = n->rhs;
	const struct dt_enumerator *en;
	struct dt_ident *id;

	if (e->kind != TY_ENUM || x->kind != ND_IDENT || strchr(x->name, '`'))
		return false;
	dt_type_complete(e);
	for (en = e->enums; en && strcmp(en->name, x->name); en = en->next)
		;
	if (!en)
		return false;
	id = dt_var_find(prog, x);
	if (!id)
		id = dt_inline_find(prog, x->name);
	if (id) {
		dt_error(D_IDENT_AMBIG, &x->loc, "ambiguous use of operator %s: %s is both a %s "
			 "enum tag and a global %s", n->op, x->name, n->lhs->type->name,
			 id->nkeys ? "associative array" : "scalar");	/* an inline is a scalar */
		return true;
	}
	x->kind = ND_INT;
	x->ival = (uint64_t)en->value;
	x->type = n->lhs->type;
	return false;
}

static void elab_binop(struct dt_program *prog, struct dt_node *n)
{
	const char *op = n->op;
	struct dt_type *l, *r;
	bool cmp = !strcmp(op, "==") || !strcmp(op, "!=") || op[0] == '<' || op[0] == '>';

	if (!strcmp(op, ",")) {
		elab_comma(prog, n);
		return;
	}

	dt_elab_expr(prog, n->lhs);
	if (cmp && n->lhs->type && enum_tag_operand(prog, n))
		return;
	dt_elab_expr(prog, n->rhs);
	l = n->lhs->type;
	r = n->rhs->type;
	if (!l || !r)
		return;
	if (cmp && is_str(l) != is_str(r) && dt_type_is_charseq(is_str(l) ? r : l)) {
		/* a char array or pointer compared with a string: as strings,
		 * as dtrace does (curpsinfo->pr_fname == "bash") */
		dt_elab_to_string(is_str(l) ? n->rhs : n->lhs);
		l = n->lhs->type;
		r = n->rhs->type;
	}
	if (!strcmp(op, "<<") || !strcmp(op, ">>"))
		cmp = false;
	if (cmp && is_str(l) != is_str(r) && is_int(is_str(l) ? r : l) &&
	    (is_str(l) ? n->rhs : n->lhs)->kind == ND_INT && !(is_str(l) ? n->rhs : n->lhs)->ival) {
		/* a string compared with 0 (NULL, an inline long 0, is one
		 * too) compares its address, as dtrace does (dt_parser.c,
		 * dt_node_is_ptrcompat(): a zero constant is compatible with
		 * a string, an array there; dt_cg.c, dt_cg_compare_op()): an
		 * unset dynamic variable's string is the null one */
		n->str_null_cmp = true;
		n->type = &dt_ty_int;
		return;
	}
	if (!cmp && (!strcmp(op, "+") || !strcmp(op, "-")) && is_str(l) != is_str(r) &&
	    is_int(is_str(l) ? r : l) && (is_str(l) || op[0] == '+')) {
		/* dt_cook_op2(), DT_TOK_ADD: "D permits strings to be treated
		 * as pointers", the sum is of the string's type: its chars
		 * from the offset on (pass 3 bounds it by the string); a
		 * constant one at or past strsize is out of its char
		 * [strsize] there (D_ARR_BOUNDS) */
		if (is_str(l) && n->rhs->kind == ND_INT &&
		    n->rhs->ival >= (uint64_t)prog->opts.strsize) {
			dt_error(D_ARR_BOUNDS, &n->loc, "index outside array bounds: %llu, max is %d",
				 (unsigned long long)n->rhs->ival, prog->opts.strsize);
			return;
		}
		n->str_offset = true;
		n->type = &dt_ty_string;
		return;
	}
	if (dt_elab_ptr_binop(n))
		return;
	if (cmp && is_str(l) && is_str(r)) {
		n->type = &dt_ty_int;
	} else if ((cmp && (is_str(l) || is_str(r))) || !is_int(l) || !is_int(r)) {
		dt_op_operands_error(&n->loc, op, l, r);
	} else if (dt_div_by_zero(op, n->rhs)) {
		dt_error(D_DIV_ZERO, &n->rhs->loc, "expression contains division by zero");
	} else if (cmp) {
		n->type = &dt_ty_int;
	} else if (op[0] == '<' || op[0] == '>') {
		n->type = dt_type_promote(l);	/* shifts: the type of the left operand */
	} else {
		n->type = dt_type_usual_conv(l, r);
	}
	dt_fold(n);
}

static void elab_logical(struct dt_program *prog, struct dt_node *n)
{
	dt_elab_expr(prog, n->lhs);
	dt_elab_expr(prog, n->rhs);
	if (!n->lhs->type || !n->rhs->type)
		return;
	if (!is_scalar(n->lhs->type) || !is_scalar(n->rhs->type)) {
		dt_error(D_OP_SCALAR, &n->loc, "operator %s requires operands of scalar type",
			 n->op);
		return;
	}
	n->type = &dt_ty_int;
	dt_fold(n);
}

static void elab_unop(struct dt_program *prog, struct dt_node *n)
{
	if (!strcmp(n->op, "*")) {
		dt_elab_deref(prog, n);
		return;
	}
	if (!strcmp(n->op, "&")) {
		dt_elab_addr(prog, n);
		return;
	}
	dt_elab_expr(prog, n->lhs);
	if (!n->lhs->type)
		return;
	if (n->op[0] == '!' && is_scalar(n->lhs->type)) {
		n->type = &dt_ty_int;
		return;
	}
	if (!is_int(n->lhs->type)) {	/* dtrace's words, by operator */
		if (n->op[0] == '!')
			dt_error(D_OP_SCALAR, &n->loc, "operator %s requires an operand of "
				 "scalar type", n->op);
		else if (n->op[0] == '~')
			dt_error(D_OP_INT, &n->loc, "operator %s requires an operand of integral type",
				 n->op);
		else
			dt_error(D_OP_ARITH, &n->loc, "operator %s requires an operand of "
				 "arithmetic type", n->op);
		return;
	}
	n->type = n->op[0] == '!' ? &dt_ty_int : dt_type_promote(n->lhs->type);
	dt_fold(n);
}

static struct dt_type *pointee(struct dt_type *ptr)
{
	return dt_type_resolve(dt_type_resolve(ptr)->base);
}

/* Pointers ?: may choose between, as dtrace's dt_node_is_ptrcompat: the
 * same pointee, or void *.  A kernel type reached twice (a member's type
 * and a cast's, struct file) may be two objects of one name. */
static bool ptr_compatible(struct dt_type *l, struct dt_type *r)
{
	struct dt_type *a = pointee(l), *b = pointee(r);

	return a == b || a->kind == TY_VOID || b->kind == TY_VOID ||
	       (a->kind == b->kind && a->size == b->size && a->name && b->name &&
		!strcmp(a->name, b->name));
}

static bool array_compat(struct dt_program *prog, struct dt_type *a, struct dt_type *b);

static void elab_ternary(struct dt_program *prog, struct dt_node *n)
{
	struct dt_type *l, *r;
	bool lact = dt_is_action_call(n->lhs), ract = dt_is_action_call(n->rhs);

	/* "x ? printf(...) : 1" (DTraceToolkit's idiom): dtrace's type check
	 * of void against int comes first, then its refusal of actions */
	if (lact || ract) {
		dt_error(lact && ract ? D_OP_ACT : D_OP_INCOMPAT, &n->loc, lact && ract ?
			 "action cannot be used in a conditional context" :
			 "operator ?: operands must have compatible types");
		return;
	}
	dt_elab_expr(prog, n->cond);
	dt_elab_expr(prog, n->lhs);
	dt_elab_expr(prog, n->rhs);
	l = n->lhs->type;
	r = n->rhs->type;
	if (!n->cond->type || !l || !r)
		return;
	if (is_str(l) != is_str(r) && dt_type_is_charseq(is_str(l) ? r : l)) {
		/* dt_cook_op3(): a string and a char array or pointer are a
		 * string ("x ? "-" : curthread->comm") */
		dt_elab_to_string(is_str(l) ? n->rhs : n->lhs);
		l = n->lhs->type;
		r = n->rhs->type;
	}
	if (!is_scalar(n->cond->type))
		dt_error(D_OP_SCALAR, &n->loc, "operator ?: expression must be of scalar type");
	else if (!is_str(l) && dt_type_resolve(l)->kind == TY_ARRAY && array_compat(prog, l, r))
		n->type = l;	/* dt_cook_op3(): ctf_type_compat() types first, as
				 * the left one; an array's value is its address */
	else if (is_int(l) && is_int(r)) {
		n->type = dt_type_usual_conv(l, r);
		dt_fold(n);
	} else if (dt_type_is_pointer(l) && dt_type_is_pointer(r) && ptr_compatible(l, r))
		n->type = pointee(l)->kind == TY_VOID ? r : l;
	else if (is_str(l) && is_str(r))
		n->type = &dt_ty_string;
	else
		dt_error(D_OP_INCOMPAT, &n->loc, "operator ?: operands must have compatible types");
}

/*
 * uregs[I]: the current thread's user register I (tapsets/regs.d names
 * them: R_PC, R_SP, R_RAX...), as the runtime's dtap_uregs() call; a
 * constant index past x86-64's 21 saved registers and the 6 regs.d names
 * after them (R_TRAPNO .. R_DS) is D_REGS_IDX.
 */
#define DT_NUREGS 27
static void elab_uregs(struct dt_program *prog, struct dt_node *n)
{
	struct dt_node *i = n->args;

	if (!i || i->next) {	/* dtrace's dt_idcook_regs words it with "args" */
		int argc = 0;

		for (const struct dt_node *a = i; a; a = a->next)
			argc++;
		dt_error(D_PROTO_LEN, &n->loc, "uregs[ ] prototype mismatch: %d args passed, "
			 "1 expected", argc);
		return;
	}
	dt_elab_expr(prog, i);
	if (!i->type)
		return;
	if (!dt_type_is_integer(i->type)) {
		dt_error(D_PROTO_ARG, dt_node_start(i), "uregs[ ] argument #1 is incompatible with "
			 "prototype:\n\tprototype: integer\n\t argument: %s", i->type->name);
		return;
	}
	if (i->kind == ND_INT && ((int64_t)i->ival < 0 || i->ival >= DT_NUREGS)) {
		dt_error(D_REGS_IDX, dt_node_start(i), "index %lld is out of range for uregs[ ]",
			 (long long)i->ival);
		return;
	}
	n->kind = ND_CALL;
	n->name = dt_strdup("dtap_uregs");
	dt_elab_subr(prog, n);
}

/* this->x, self->x, a[k], self->a[k] as a value: defined by an earlier
 * assignment or declaration. */
static void elab_var(struct dt_program *prog, struct dt_node *n)
{
	struct dt_ident *id;
	const char *name = n->name;

	if (n->kind == ND_INDEX) {
		if (!dt_elab_keys(prog, n))
			return;
		name = n->lhs->name;
	}
	id = dt_var_find(prog, n);
	if (!id && n->kind == ND_INDEX && n->lhs->kind == ND_IDENT)
		id = dt_var_find(prog, n->lhs);	/* a scalar: var_shape_ok says so */
	if (!id) {	/* dtrace-utils: -> and [ ] create the variable
			 * (dt_parser.c, dt_xcook_ident), and its first use
			 * being a read is D_VAR_UNDEF (dt_cook_var) */
		dt_error(D_VAR_UNDEF, &n->loc, "%s%s has not yet been declared or assigned",
			 n->kind == ND_THIS ? "this->" : n->kind == ND_SELF ||
			 (n->kind == ND_INDEX && n->lhs->kind == ND_SELF) ? "self->" : "", name);
		return;
	}
	if (!dt_var_shape_ok(id, n))
		return;
	n->ident = id;
	n->type = id->type;
}

/* T's elements and their count if T is an array; a string is one of
 * strsize chars, as dtrace's string is a typedef of char [strsize]
 * (dt_open.c).  False if T is neither. */
static bool array_of(struct dt_program *prog, struct dt_type *t, struct dt_type **elem,
		     uint64_t *nelems)
{
	if (is_str(t)) {
		*elem = &dt_ty_char;
		*nelems = (uint64_t)prog->opts.strsize;
		return true;
	}
	t = dt_type_resolve(t);
	if (t->kind != TY_ARRAY)
		return false;
	*elem = t->base;
	*nelems = t->nelems;
	return true;
}

/* libctf's ctf_type_compat() as dtrace's casts use it for arrays: as many
 * elements, of compatible types (integers: the same size and sign). */
static bool array_compat(struct dt_program *prog, struct dt_type *a, struct dt_type *b)
{
	struct dt_type *ea, *eb;
	uint64_t na, nb;

	if (!array_of(prog, a, &ea, &na) || !array_of(prog, b, &eb, &nb) || na != nb)
		return false;
	ea = dt_type_resolve(ea);
	eb = dt_type_resolve(eb);
	if (ea == eb)
		return true;
	if (ea->kind == TY_ARRAY || eb->kind == TY_ARRAY)
		return array_compat(prog, ea, eb);
	return ea->kind == eb->kind && ea->size == eb->size && ea->is_signed == eb->is_signed &&
	       (ea->kind == TY_INT || (ea->name && eb->name && !strcmp(ea->name, eb->name)));
}

/* (type)expr: integers convert to any integer type, strings stay strings. */
/* The type a cast or sizeof names (its dimensions folded): NULL,
 * diagnosed, when there is none; WHAT says which. */
static struct dt_type *named_type(struct dt_program *prog, struct dt_node *n, const char *what)
{
	struct dt_type *t;

	if (n->args) {
		n->name = dt_elab_dims_name(prog, n->name, n->args);
		n->args = NULL;
		if (!n->name)
			return NULL;
	}
	t = dt_type_or_forward(prog, n->name);
	if (!t && !dt_type_name_check(n->name, &n->loc))	/* (no kernel types: */
		dt_error(D_UNSUPPORTED, &n->loc, "%s type %s is not supported yet%s", what,
			 n->name, dt_type_hint);		/* what to install) */
	return t;
}

static void elab_cast(struct dt_program *prog, struct dt_node *n)
{
	struct dt_type *t = named_type(prog, n, "cast to"), *from;

	if (!t)
		return;
	dt_elab_expr(prog, n->lhs);
	from = n->lhs->type;
	if (!from)
		return;
	/*
	 * dtrace's rules (dt_parser.c, dt_cook_op2(), DT_TOK_LPAR), in its
	 * order: the same type; a scalar to a scalar; an array (not a
	 * string) to a pointer, as it decays in C; to a string, a scalar, a
	 * pointer or a char array.  A string to anything else (char * too)
	 * is D_CAST_INVAL there as here.
	 */
	if (is_str(t) && !is_str(from) &&
	    (is_scalar(from) || dt_type_resolve(from)->kind == TY_ARRAY)) {
		struct dt_node *inner = n->lhs;

		/* the value is the address of the chars (dt_cg.c,
		 * dt_cg_typecast() emits nothing): what stringof reads */
		n->kind = ND_CALL;
		n->name = dt_strdup("stringof");
		n->args = inner;
		n->lhs = NULL;
		n->type = &dt_ty_string;
		return;
	}
	/* to an array: only from a compatible one (a string is char
	 * [strsize]); the value is the same chars.  A string stays one: its
	 * bytes past the NUL are not the zeros of dtrace's char [strsize],
	 * which trace() prints as the string (dt_consume.c, dt_print_bytes) */
	if (dt_type_resolve(t)->kind == TY_ARRAY && array_compat(prog, t, from)) {
		n->type = is_str(from) ? from : t;
		return;
	}
	if (!(is_scalar(t) && is_scalar(from)) && !(is_str(t) && is_str(from)) &&
	    !(dt_type_is_pointer(t) && !is_str(from) &&
	      dt_type_resolve(from)->kind == TY_ARRAY)) {
		dt_error(D_CAST_INVAL, &n->loc, "invalid cast expression: \"%s\" to \"%s\"",
			 from->name, t->name);
		return;
	}
	n->type = t;
	dt_fold(n);
}

/* sizeof(type) and sizeof expr: a size_t constant. */
static void elab_sizeof(struct dt_program *prog, struct dt_node *n)
{
	struct dt_type *t;

	if (n->name) {
		t = named_type(prog, n, "sizeof");
		if (!t)
			return;
	} else {
		dt_elab_expr(prog, n->lhs);
		t = n->lhs->type;
		if (!t)
			return;
		if (n->lhs->kind == ND_MEMBER && n->lhs->member && n->lhs->member->bit_width) {
			dt_error(D_SIZEOF_BITFIELD, &n->loc, "cannot apply sizeof to a bit-field");
			return;
		}
	}
	if (t->kind == TY_VOID) {
		dt_error(D_SIZEOF_TYPE, &n->loc, "cannot apply sizeof to an operand of unknown "
			 "size");	/* dt_cook_op1's words: void's size is 0 */
		return;
	}
	if (!dt_type_sizeof(t) && (dt_type_resolve(t)->kind != TY_ARRAY ||
				   dt_type_resolve(t)->nelems)) {	/* T [] is 0 */
		dt_error(D_SIZEOF_TYPE, &n->loc, "cannot apply sizeof to an operand of unknown "
			 "size%s", dt_type_hint);	/* dt_cook_op1 */
		return;
	}
	n->kind = ND_INT;
	n->ival = dt_type_sizeof(t);
	n->type = dt_type_by_name("size_t");
	n->lhs = NULL;
}

/* Not in this slice yet: say what, at the construct. */
/* args[I] (I a constant): the typed argument I of the clause's probes,
 * which must agree on its type; it becomes the built-in argI with it. */
static void elab_args(struct dt_program *prog, struct dt_node *n)
{
	struct dt_node *i = n->args;
	struct dt_type *t = NULL;
	const struct dt_probe *first = NULL;

	int argc = 0;

	for (const struct dt_node *a = i; a; a = a->next)
		argc++;
	if (argc != 1) {	/* dtrace's dt_idcook_args, check by check */
		dt_error(D_PROTO_LEN, &n->loc, "args[ ] prototype mismatch: %d arg%s passed, "
			 "1 expected", argc, argc == 1 ? "" : "s");
		return;
	}
	if (i->kind != ND_INT) {
		dt_elab_expr(prog, i);
		if (i->type)
			dt_error(D_PROTO_ARG, dt_node_start(i), "args[ ] argument #1 is incompatible "
				 "with prototype:\n\tprototype: integer constant\n\t argument: %s",
				 i->type->name);
		return;
	}
	if (!prog->clause) {	/* an inline's or a translator's body */
		dt_error(D_ARGS_NONE, &n->loc, "args[ ] may not be referenced outside of a "
			 "probe clause");
		return;
	}
	if (dt_alias_args(prog, n, (int)i->ival))	/* stable probes: the alias's */
		return;
	for (struct dt_epid *e = prog->epids; e; e = e->next) {
		struct dt_type *et;

		if (e->clause != prog->clause)
			continue;
		if (!e->probe->provider->argtype || i->ival > 9) {	/* no arguments */
			dt_error(D_ARGS_IDX, &n->loc, "index %d is out of range for %s:%s:%s:%s "
				 "args[ ]", (int)i->ival, e->probe->prov, e->probe->mod,
				 e->probe->func, e->probe->name);
			return;
		}
		et = e->probe->provider->argtype(e->probe, (int)i->ival, &n->loc);
		if (!et)
			return;
		if (t && strcmp(dt_type_resolve(t)->name, dt_type_resolve(et)->name) != 0) {
			dt_error(D_ARGS_MULTI, &n->loc, "args[ ] may not be referenced because the "
				 "clause's probes are an unstable set: args[%d] is %s on "
				 "%s:%s:%s:%s but %s on %s:%s:%s:%s", (int)i->ival, t->name,
				 first->prov, first->mod, first->func, first->name, et->name,
				 e->probe->prov, e->probe->mod, e->probe->func, e->probe->name);
			return;
		}
		if (!t) {
			t = et;
			first = e->probe;
		}
	}
	if (!t)
		return;		/* no probe: already diagnosed */
	if (dt_type_resolve(t)->kind == TY_STRUCT || dt_type_resolve(t)->kind == TY_UNION) {
		/* in registers or on the stack, not at an address to load from */
		dt_error(D_UNSUPPORTED, &n->loc, "args[%d] is a %s passed by value, which is "
			 "not supported yet", (int)i->ival, t->name);
		return;
	}
	n->kind = ND_IDENT;
	n->name = dt_sprintf("arg%d", (int)i->ival);
	n->ident = find_builtin(n->name);
	note_builtin(prog, n->ident);
	n->type = t;
	n->lhs = n->args = NULL;
}

/* Is ND_INDEX N an associative array element (self->a[k], a[k] of a
 * dynamic or undefined name) rather than indexing a pointer, an array
 * (self->p[i] with self->p a pointer too) or args[]? */
bool dt_is_assoc_ref(struct dt_program *prog, const struct dt_node *n)
{
	const struct dt_node *l = n->lhs;
	struct dt_ident *id;

	if (l->kind == ND_SELF) {	/* unless self->p is a pointer (or array) */
		id = dt_var_find(prog, l);
		return !id || id->nkeys > 0 || !(dt_type_is_pointer(id->type) ||
						 dt_type_is_string(id->type) ||
						 dt_type_resolve(id->type)->kind == TY_ARRAY);
	}
	if (l->kind != ND_IDENT || !strcmp(l->name, "args") || find_builtin(l->name) ||
	    strchr(l->name, '`'))	/* a kernel array: `linux_banner[0] */
		return false;
	id = dt_var_find(prog, l);
	return !id || id->kind == ID_DYN;
}

/*
 * s[i] on a string: its char at i, as dtrace has it (dt_parser.c,
 * dt_cook_op2(): E1[E2] of anything but a variable or an aggregation is
 * *(E1 + E2), a string is char [strsize] there, so the deref is a char;
 * a constant index at or past strsize is D_ARR_BOUNDS).  Pass 3 reads it
 * bounded by the string's length (0 past it).
 */
void dt_elab_str_index(struct dt_program *prog, struct dt_node *n)
{
	struct dt_node *i = dt_elab_index_arg(prog, n);

	if (!i)
		return;
	if (!dt_type_is_integer(i->type)) {
		dt_error(D_OP_INCOMPAT, &n->loc, "operands have incompatible types: \"%s\" + \"%s\"",
			 n->lhs->type->name, i->type->name);
		return;
	}
	if (i->kind == ND_INT && i->ival >= (uint64_t)prog->opts.strsize) {
		dt_error(D_ARR_BOUNDS, &n->loc, "index outside array bounds: %llu, max is %d",
			 (unsigned long long)i->ival, prog->opts.strsize);
		return;
	}
	n->str_index = true;
	n->type = &dt_ty_char;
}

static void elab_index(struct dt_program *prog, struct dt_node *n)
{
	struct dt_node *l = n->lhs;

	if (l->kind == ND_IDENT && !strcmp(l->name, "args")) {
		elab_args(prog, n);
		return;
	}
	dt_elab_expr(prog, l);
	if (!l->type)
		return;
	if (dt_type_is_string(l->type)) {
		dt_elab_str_index(prog, n);
		return;
	}
	if (dt_type_is_integer(l->type)) {	/* *(l + i), as dt_cook_op2 reads it */
		dt_error(D_DEREF_NONPTR, &n->loc, "cannot dereference non-pointer type");
		return;
	}
	if (!dt_type_is_pointer(l->type) && dt_type_resolve(l->type)->kind != TY_ARRAY) {
		dt_elab_expr(prog, n->args);	/* *(l + i): dt_cook_op2's DT_TOK_ADD */
		dt_error(D_OP_INCOMPAT, &n->loc, "operands have incompatible types: \"%s\" + "
			 "\"%s\"", l->type->name, n->args->type ? n->args->type->name : "int");
		return;
	}
	dt_elab_mem_index(prog, n);
}

static void elab_expr(struct dt_program *prog, struct dt_node *n);

/* Type N; then its stability, from its parts as written (dt_attr.c):
 * typing may replace them (an inline by its value, args[] by argN). */
void dt_elab_expr(struct dt_program *prog, struct dt_node *n)
{
	struct dt_node orig = *n;

	elab_expr(prog, n);
	dt_attr_expr(prog, n, &orig);
}

static void elab_expr(struct dt_program *prog, struct dt_node *n)
{
	switch (n->kind) {
	case ND_INT:
		break;
	case ND_STR:
		n->type = &dt_ty_string;
		break;
	case ND_IDENT:
		elab_ident(prog, n);
		break;
	case ND_BINOP:
		elab_binop(prog, n);
		break;
	case ND_LOGAND: case ND_LOGOR: case ND_LOGXOR:
		elab_logical(prog, n);
		break;
	case ND_UNOP:
		elab_unop(prog, n);
		break;
	case ND_TERNARY:
		elab_ternary(prog, n);
		break;
	case ND_ASSIGN:
		dt_elab_assign(prog, n);
		break;
	case ND_PREINC: case ND_POSTINC:
		dt_elab_incdec(prog, n);
		break;
	case ND_CALL:
		if (!strcmp(n->name, "stringof") && n->args && !n->args->next)
			dt_elab_stringof(prog, n);
		else
			dt_elab_call_value(prog, n);
		break;
	case ND_MEMBER:
		dt_elab_expr(prog, n->lhs);
		if (n->lhs->type && !dt_elab_xlate_member(prog, n))
			dt_elab_member(prog, n);
		break;
	case ND_OFFSETOF:
		dt_elab_offsetof(prog, n);
		break;
	case ND_XLATE:
		dt_elab_xlate(prog, n);
		break;
	case ND_INDEX:
		if (n->lhs->kind == ND_IDENT && !strcmp(n->lhs->name, "uregs")) {
			elab_uregs(prog, n);
			break;
		}
		if (n->lhs->kind == ND_THIS && !dt_var_find(prog, n->lhs)) {
			/* this->a[k] of no declared this-> array: D has no
			 * clause-local associative arrays */
			dt_error(D_ARR_LOCAL, &n->lhs->loc, "local variables may not be used as "
				 "associative arrays: this->%s", n->lhs->name);
			break;
		}
		if (dt_elab_inline_index(prog, n))
			break;
		if (dt_is_assoc_ref(prog, n))
			elab_var(prog, n);
		else
			elab_index(prog, n);
		break;
	case ND_THIS: case ND_SELF:
		elab_var(prog, n);
		break;
	case ND_MACRO:
		dt_elab_macro(prog, n);
		break;
	case ND_CAST:
		elab_cast(prog, n);
		break;
	case ND_SIZEOF:
		elab_sizeof(prog, n);
		break;
	case ND_EMBED:
		dt_elab_embed(prog, &n->loc);
		n->type = &dt_ty_int64;
		break;
	case ND_AGG:
		dt_error(D_AGG_EXPR, &n->loc, "aggregation @%s may only be used in an "
			 "aggregating statement or as an argument of printa( )", n->name);
		break;
	default:	/* every kind the parser makes is handled above */
		break;
	}
}
