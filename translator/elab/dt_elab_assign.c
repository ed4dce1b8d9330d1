/*
 * dt_elab_assign.c - pass 2: assignments ("=", "+=" ...) and "++"/"--".
 * Is the left side something that can be written (dtrace's D_OP_WRITE
 * and D_OP_LVAL), are its keys right for its variable, and which store it
 * is: a variable (defined by its first assignment, see dt_elab_expr.c),
 * a member or element in memory, or a whole struct.
 */
#include <string.h>

#include "elab/dt_elab.h"

/* Can N be assigned?  dtrace's distinction: a variable that cannot be
 * written (built-ins, inlines, constants named) is D_OP_WRITE, anything
 * that is no variable at all D_OP_LVAL. */
static bool check_lvalue(struct dt_program *prog, struct dt_node *n, const char *op)
{
	switch (n->kind) {
	case ND_IDENT:
		if (dt_is_builtin_name(n->name) || dt_inline_find(prog, n->name) ||
		    !strcmp(n->name, "NULL")) {
			dt_error(D_OP_WRITE, &n->loc,
				 "operator %s can only be applied to a writable variable", op);
			return false;
		}
		return true;
	case ND_THIS:
	case ND_SELF:
		return true;
	case ND_INDEX:
		if (n->lhs->kind == ND_IDENT && !dt_var_find(prog, n->lhs))
			dt_tapset_need(prog, 'i', n->lhs->name);	/* fds[ ] */
		if (n->lhs->kind == ND_IDENT && (dt_inline_find(prog, n->lhs->name) ||
						 !strcmp(n->lhs->name, "uregs"))) {
			dt_error(D_OP_WRITE, &n->loc,
				 "operator %s can only be applied to a writable variable", op);
			return false;
		}
		if (n->lhs->kind == ND_IDENT || n->lhs->kind == ND_SELF)
			return true;
		break;
	case ND_AGG:
		dt_error(D_AGG_EXPR, &n->loc,
			 "aggregation @%s may only be assigned with '=' an aggregating function",
			 n->name);
		return false;
	default:
		break;
	}
	dt_error(D_OP_LVAL, dt_node_start(n), "operator %s requires modifiable lvalue as an "
		 "operand", op);
	return false;
}

/* Type the keys of an associative array reference; false if one failed. */
bool dt_elab_agg_known(struct dt_program *prog, const struct dt_node *n)
{
	if (dt_agg_find(prog, n->name))
		return true;
	dt_error(D_IDENT_UNDEF, &n->loc, "failed to resolve @%s: Unknown variable name",
		 n->name);
	return false;
}

bool dt_elab_key(struct dt_program *prog, struct dt_node *k, int i, const char *kind)
{
	const char *what = "void";

	if (k->kind == ND_AGG && !dt_elab_agg_known(prog, k))
		return false;
	if (k->kind == ND_AGG)		/* dtrace: of dynamic type */
		what = "aggregation";
	else if (dt_is_action_call(k) ? !dt_elab_action_proto(prog, k) :
		 (dt_elab_expr(prog, k), !k->type))
		return false;		/* its prototype first, as dtrace cooks it */
	else if (dt_xlate_whole(k))	/* dt_ident.c, dt_idcook_assc */
		what = dt_xlate_whole(k);
	else if (!dt_is_action_call(k) && k->type->kind != TY_VOID)
		return true;
	dt_error(D_KEY_TYPE, dt_node_start(k), "%s expression may not be used as %s index: "
		 "key #%d", what, kind, i);
	return false;
}

bool dt_elab_keys(struct dt_program *prog, struct dt_node *n)
{
	int i = 1;

	for (struct dt_node *k = n->args; k; k = k->next)
		if (!dt_elab_key(prog, k, i++, "associative array"))
			return false;
	return true;
}

/* An associative array is used with keys, a scalar without. */
bool dt_var_shape_ok(const struct dt_ident *id, const struct dt_node *n)
{
	const char *prefix = n->kind == ND_SELF || (n->kind == ND_INDEX &&
			     n->lhs->kind == ND_SELF) ? "self->" : "";

	if (n->kind == ND_INDEX && id->nkeys == 0 && id->type && dt_type_is_integer(id->type)) {
		/* dtrace reads x[i] of a typed scalar as *(x + i) (dt_parser.c,
		 * dt_cook_op2, DT_TOK_LBRAC), an integer's as no pointer */
		dt_error(D_DEREF_NONPTR, &n->loc, "cannot dereference non-pointer type");
		return false;
	}
	if (n->kind == ND_INDEX && id->nkeys == 0) {
		dt_error(D_ARR_BADREF, &n->loc, "%s%s is not an associative array", prefix,
			 id->name);
		return false;
	}
	if (n->kind != ND_INDEX && id->kind == ID_DYN && id->nkeys > 0 && !*prefix) {
		/* dt_parser.c, dt_xcook_ident: a global used as it is not */
		dt_error(D_IDENT_BADREF, &n->loc, "associative array '%s' may not be referenced "
			 "as scalar", id->name);
		return false;
	}
	if (n->kind != ND_INDEX && id->kind == ID_DYN && id->nkeys > 0) {
		dt_error(D_ARR_BADREF, &n->loc, "%s%s is an associative array: it needs keys",
			 prefix, id->name);
		return false;
	}
	return n->kind != ND_INDEX || dt_var_check_keys(id, n);
}

/* Is LV memory (a member, *p, an element of an array or a pointer)
 * rather than a variable?  x[k] is an associative array unless x is a
 * pointer, string or array variable (this-> ones never are associative). */
static bool is_mem_lvalue(struct dt_program *prog, const struct dt_node *lv)
{
	struct dt_ident *id;

	if (lv->kind == ND_MEMBER || (lv->kind == ND_UNOP && !strcmp(lv->op, "*")))
		return true;
	if (lv->kind != ND_INDEX || dt_is_assoc_ref(prog, lv))
		return false;
	if (lv->lhs->kind != ND_IDENT)
		return true;
	id = dt_var_find(prog, lv->lhs);
	return id && (dt_type_is_pointer(id->type) || dt_type_is_string(id->type) ||
		      dt_type_resolve(id->type)->kind == TY_ARRAY);
}

/*
 * s[i] = c into a string variable: dtrace-utils makes s[i] *(s + i), a
 * char that is an lvalue (dt_parser.c, dt_cook_op1(), DT_TOK_DEREF: the
 * deref of a string) and writable when s is a variable (the writable bit
 * of s + i's left side): a global, this->, self-> or associative string.
 * A string that is no variable (a literal, a subroutine's result) is
 * D_OP_WRITE there as here.
 */
static bool str_char_lvalue(struct dt_program *prog, const struct dt_node *lv, const char *op)
{
	struct dt_node *s = lv->lhs;
	const struct dt_ident *id = s->ident;

	if (dt_is_mem_string(s))	/* s[0][i] of "string s[2]": as s[0] is */
		return dt_elab_member_lvalue(prog, s, op);
	if ((s->kind == ND_IDENT || s->kind == ND_THIS || s->kind == ND_SELF ||
	     s->kind == ND_INDEX) && id &&
	    (id->kind == ID_GLOBAL || id->kind == ID_THIS || id->kind == ID_DYN))
		return true;
	dt_error(D_OP_WRITE, &lv->loc, "operator %s can only be applied to a writable variable",
		 op);
	return false;
}

/* "v.m op= e", "v.m++", "p->m = e", "*p = e", "p[i]++": a member of a
 * struct variable or memory through a pointer (dt_elab_sou.c says which
 * are writable); integers take integers, pointers scalars, strings
 * strings ("string s[2]; s[0] = "a"": dtrace-utils' *(s + 0) is a
 * string lvalue, dt_cook_op1(), assigned by value). */
static void elab_mem_assign(struct dt_program *prog, struct dt_node *n)
{
	struct dt_node *lv = n->lhs;
	struct dt_type *r = &dt_ty_int;
	bool plain = n->kind == ND_ASSIGN && !strcmp(n->op, "=");

	dt_elab_expr(prog, lv);
	if (!lv->type || (lv->str_index ? !str_char_lvalue(prog, lv, n->op) :
			  !dt_elab_member_lvalue(prog, lv, n->op)))
		return;
	if (n->kind == ND_ASSIGN) {
		dt_elab_expr(prog, n->rhs);
		if (dt_type_is_string(lv->type))
			dt_elab_to_string(n->rhs);	/* a char array or char * */
		if (!(r = n->rhs->type))
			return;
	}
	if (plain && dt_type_is_string(lv->type) != dt_type_is_string(r)) {
		dt_op_operands_error(&n->loc, n->op, lv->type, r);
		return;
	}
	if (!plain && (!dt_type_is_integer(lv->type) || !dt_type_is_integer(r))) {
		if (n->kind == ND_ASSIGN)
			dt_op_operands_error(&n->loc, n->op, lv->type, r);
		else
			dt_error(D_OP_SCALAR, &n->loc, "operator %s requires operand of scalar "
				 "type", n->op);
		return;
	}
	if (dt_type_is_integer(lv->type) ? !dt_type_is_integer(r) :
	    !dt_type_is_scalar(r) && !dt_type_is_string(r)) {
		dt_error(D_OP_INCOMPAT, &n->loc, "operator %s cannot assign %s to a member of "
			 "type %s", n->op, r->name, lv->type->name);
		return;
	}
	if (n->kind == ND_ASSIGN && dt_div_by_zero(n->op, n->rhs)) {
		dt_error(D_DIV_ZERO, &n->rhs->loc, "expression contains division by zero");
		return;
	}
	n->type = lv->type;
}

/* A struct or union: assigned to a variable by value, its bytes copied
 * (a translated value is not one: it is read member by member). */
static bool is_sou_value(struct dt_type *t)
{
	t = dt_type_resolve(t);
	return t->kind == TY_STRUCT || t->kind == TY_UNION;
}

/* x op= v reads x first: dtrace-utils creates a variable named there
 * (dt_parser.c, dt_cook_op2 calls dt_xcook_ident with create set) and
 * cooks it as read, so one never assigned before is D_VAR_UNDEF
 * (dt_cook_var), before the right operand is looked at.  (x++ is not a
 * read there: dt_cook_op1 gives a new variable the type int64_t.)
 * dtrace refuses a[k] += v on a new array the same way; dtap still takes
 * it, as its generated goldens (lang_assoc_self*) accumulate so. */
static bool compound_target_known(struct dt_program *prog, struct dt_node *lv)
{
	struct dt_node *v = lv;

	if (v->kind != ND_IDENT && v->kind != ND_SELF && v->kind != ND_THIS)
		return true;
	if (dt_var_find(prog, lv))
		return true;
	dt_error(D_VAR_UNDEF, &lv->loc, "%s%s has not yet been declared or assigned",
		 v->kind == ND_THIS ? "this->" : v->kind == ND_SELF ? "self->" : "", v->name);
	return false;
}

/*
 * v = a, A an array: dtrace-utils (dt_parser.c, dt_cook_op2(),
 * DT_TOK_ASGN) gives a new variable the array's type and then refuses to
 * assign an array (D_OP_ARRFUN), as it does for an array variable; a
 * string variable takes a char array as a string (dt_node_is_argcompat
 * with dt_node_is_strcompat).  False if diagnosed.
 */
static bool array_to_var(struct dt_program *prog, struct dt_node *n)
{
	struct dt_ident *v;
	struct dt_type *t;

	if (dt_type_resolve(n->rhs->type)->kind != TY_ARRAY)
		return true;
	v = dt_var_find(prog, n->lhs);
	if (v && dt_type_is_string(v->type) && dt_type_is_charseq(n->rhs->type)) {
		dt_elab_to_string(n->rhs);
		return true;
	}
	t = v ? v->type : n->rhs->type;
	if (dt_type_resolve(t)->kind != TY_ARRAY)
		return true;	/* an int or a pointer: the checks below */
	dt_error(D_OP_ARRFUN, &n->loc, "operator %s may not be applied to operand of type \"%s\"",
		 n->op, t->name);
	return false;
}

void dt_elab_assign(struct dt_program *prog, struct dt_node *n)
{
	struct dt_node *lv = n->lhs;
	struct dt_ident *id;
	struct dt_type *r;

	if (is_mem_lvalue(prog, lv)) {
		elab_mem_assign(prog, n);
		return;
	}
	if (!check_lvalue(prog, lv, n->op))
		return;
	if (strcmp(n->op, "=") != 0 && !compound_target_known(prog, lv))
		return;
	dt_elab_expr(prog, n->rhs);
	r = n->rhs->type;
	if (!r)
		return;
	if (r->kind == TY_VOID && n->rhs->kind == ND_CALL && dt_function_kind(n->rhs->name) &&
	    strcmp(dt_function_kind(n->rhs->name), "function")) {
		/* an action or aggregating function: dtrace-utils cooks it
		 * (the variable takes the type void) and its code generator
		 * refuses the call (dt_cg.c, dt_cg_call_subr) */
		dt_error(D_CG_EXPR, &n->rhs->loc, "%s %s( ) may not be called from a D "
			 "expression (D program context required)",
			 dt_function_kind(n->rhs->name), n->rhs->name);
		return;
	}
	if (r->kind == TY_VOID) {
		dt_error(D_ACT_VOID, dt_node_start(n->rhs), "%s( ) has no value to assign",
			 n->rhs->name ? n->rhs->name : "expression");
		return;
	}
	if (r->kind == TY_STACK) {
		dt_error(D_OP_INCOMPAT, dt_node_start(n->rhs), "a stack( ) can only be an "
			 "aggregation key or traced, not assigned");
		return;
	}
	if (!strcmp(n->op, "=") && !array_to_var(prog, n))
		return;
	r = n->rhs->type;
	if (strcmp(n->op, "=") != 0 && !dt_type_is_integer(r)) {
		struct dt_ident *v = dt_var_find(prog, lv);

		dt_op_operands_error(&n->loc, n->op, v ? v->type : &dt_ty_int, r);
		return;
	}
	if (!dt_type_is_scalar(r) && !dt_type_is_string(r) &&
	    !(is_sou_value(r) && n->rhs->kind != ND_XLATE) && (id = dt_var_find(prog, lv)) &&
	    !dt_type_is_string(id->type)) {	/* dt_cook_op2(): not argument-compatible */
		dt_op_operands_error(&n->loc, n->op, id->type, r);
		return;
	}
	if (!dt_type_is_scalar(r) && !dt_type_is_string(r) &&
	    !(is_sou_value(r) && n->rhs->kind != ND_XLATE)) {
		dt_error(D_OP_INCOMPAT, &n->loc, "operator %s cannot assign %s to a variable: "
			 "only integers, pointers, strings, structs and unions are", n->op,
			 r->name);
		return;
	}
	if (lv->kind == ND_INDEX && !dt_elab_keys(prog, lv))
		return;
	id = dt_var_lvalue(prog, lv, n->op, &n->loc, r,
			   n->rhs->kind == ND_INT && n->rhs->ival == 0);
	if (!id || !dt_var_shape_ok(id, lv))
		return;
	if (dt_div_by_zero(n->op, n->rhs)) {
		dt_error(D_DIV_ZERO, &n->rhs->loc, "expression contains division by zero");
		return;
	}
	lv->ident = id;
	lv->type = id->type;
	n->type = id->type;
}

void dt_elab_incdec(struct dt_program *prog, struct dt_node *n)
{
	struct dt_ident *id;

	if (is_mem_lvalue(prog, n->lhs)) {
		elab_mem_assign(prog, n);
		return;
	}
	if (!check_lvalue(prog, n->lhs, n->op))
		return;
	if (n->lhs->kind == ND_INDEX && !dt_elab_keys(prog, n->lhs))
		return;
	id = dt_var_lvalue(prog, n->lhs, n->op, &n->loc, &dt_ty_int, false);
	if (!id || !dt_var_shape_ok(id, n->lhs))
		return;
	n->lhs->ident = id;
	n->lhs->type = id->type;
	n->type = id->type;
}

