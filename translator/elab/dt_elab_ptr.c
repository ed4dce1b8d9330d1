/*
 * dt_elab_ptr.c - pass 2: C's memory model in D: member access (. and ->),
 * unary * and &, indexing of pointers and arrays, pointer arithmetic and
 * char arrays/pointers becoming strings.
 *
 * The convention pass 3 relies on: an expression of struct, union or
 * array type is never a value; it stands for its address.  So "e.m" and
 * "p->m" both add the member's offset to an address (e's, or p's value),
 * and only a member of scalar type is loaded.  Every node that reads
 * memory (ND_MEMBER, unary *, pointer ND_INDEX) keeps its type here and
 * pass 3 emits one checked load for it.  Such a node's umem says whether
 * that memory is the traced process's (through a pointer typed from a user
 * program's DWARF, or a member or element of such memory): pass 3 reads
 * it with the user accessors, as dtrace reads pid args with copyin.
 */
#include <string.h>

#include "elab/dt_elab.h"

static bool is_aggregate(struct dt_type *t)
{
	t = dt_type_resolve(t);
	return t && (t->kind == TY_STRUCT || t->kind == TY_UNION || t->kind == TY_ARRAY);
}

bool dt_node_is_addr(const struct dt_node *n)
{
	return n->type && is_aggregate(n->type);
}

/* A loaded value must be a scalar or something that stands for its
 * address; void and functions cannot be read. */
/* The operand of the & being typed: it is not loaded, so a long double or
 * a function there is fine (&p->ld, &`vfs_read). */
static const struct dt_node *addr_operand;

/* A float or double loads as its bits (for printf's %e %f %g, D does no
 * arithmetic on it); a long double has 16 bytes, more than a D value. */
static bool loadable(struct dt_node *n, struct dt_type *t)
{
	struct dt_type *r = dt_type_resolve(t);

	if (r->kind == TY_FUNC && n != addr_operand && n->kind == ND_UNOP &&
	    n->lhs->kind != ND_INT) {	/* *fp (dt_cook_op1); not `func, *(T *)addr */
		dt_error(D_DEREF_FUNC, &n->loc, "cannot dereference pointer to function");
		return false;
	}
	if (r->kind == TY_VOID || (r->kind == TY_FUNC && n != addr_operand) ||
	    (r->kind == TY_FLOAT && r->size > 8 && n != addr_operand)) {
		if (r->kind == TY_VOID && n->kind == ND_UNOP && !strcmp(n->op, "*"))
			dt_error(D_DEREF_VOID, &n->loc, "cannot dereference pointer to void");
		else
			dt_error(D_DEREF_VOID, &n->loc, "cannot load an object of type %s", t->name);
		return false;
	}
	dt_type_complete(r);
	if (is_aggregate(r) && r->kind != TY_ARRAY && !r->size) {
		dt_error(D_DEREF_VOID, &n->loc, "cannot dereference incomplete type %s", t->name);
		return false;
	}
	return true;
}

void dt_elab_member(struct dt_program *prog, struct dt_node *n)
{
	bool arrow = !strcmp(n->op, "->");
	struct dt_type *t, *st;
	struct dt_member m;

	(void)prog;	/* N's left side is typed (dt_elab_expr did it) */
	t = n->lhs->type;
	if (!t)
		return;
	st = dt_type_resolve(t);
	if (arrow) {
		if (st->kind != TY_PTR) {
			/* an untyped fbt argument: say where types come from */
			dt_error(D_OP_PTR, &n->loc, "operator -> must be applied to a pointer%s",
				 dt_type_is_integer(t) ? dt_type_hint : "");
			return;
		}
		st = dt_type_resolve(st->base);
	}
	if (st->kind != TY_STRUCT && st->kind != TY_UNION) {	/* dt_cook_op2's words */
		if (arrow)
			dt_error(D_OP_SOU, &n->loc, "operator -> cannot be applied to pointer to "
				 "type \"%s\"; must be applied to a struct or union pointer",
				 dt_type_resolve(t)->base->name);
		else
			dt_error(D_OP_SOU, &n->loc, "operator . cannot be applied to type \"%s\"; "
				 "must be applied to a struct or union", t->name);
		return;
	}
	dt_type_complete(st);
	if (!st->size && !st->members) {
		dt_error(D_OP_INCOMPLETE, &n->loc, "operator %s cannot be applied to a forward "
			 "declaration: no %s definition is available%s", n->op, st->name,
			 dt_type_hint);
		return;
	}
	if (!dt_type_member(st, n->name, &m)) {
		dt_error(D_TYPE_MEMBER, &n->loc, "%s is not a member of %s", n->name, st->name);
		return;
	}
	if (!loadable(n, m.type))
		return;
	n->umem = arrow ? dt_type_is_uptr(t) : n->lhs->umem;
	n->member = dt_zalloc(sizeof(m));
	*n->member = m;
	n->type = m.type;
}

void dt_elab_deref(struct dt_program *prog, struct dt_node *n)
{
	struct dt_type *t;

	dt_elab_expr(prog, n->lhs);
	t = dt_type_resolve(n->lhs->type);
	if (!t)
		return;
	if (t->kind == TY_STRING) {	/* dt_cook_op1(): *s of a char array, s[0] */
		struct dt_node *zero = dt_zalloc(sizeof(*zero));

		zero->kind = ND_INT;
		zero->loc = n->loc;
		zero->type = &dt_ty_int;
		n->kind = ND_INDEX;
		n->args = zero;
		dt_elab_str_index(prog, n);
		return;
	}
	if (t->kind != TY_PTR && t->kind != TY_ARRAY) {
		dt_error(D_DEREF_NONPTR, &n->loc, "cannot dereference non-pointer type");
		return;
	}
	n->umem = t->kind == TY_PTR ? t->user : n->lhs->umem;
	if (loadable(n, t->base))
		n->type = t->base;
}

/* Does N live in dynamic variable space: a self-> variable, an
 * associative array element, or a member (element) of one of those? */
bool dt_node_in_dynvar(const struct dt_node *n)
{
	for (;;) {
		if ((n->kind == ND_SELF || n->kind == ND_INDEX) && n->ident &&
		    n->ident->kind == ID_DYN)
			return true;
		if (n->kind == ND_MEMBER && !strcmp(n->op, "."))
			n = n->lhs;
		else if (n->kind == ND_INDEX && n->lhs->type &&
			 dt_type_resolve(n->lhs->type)->kind == TY_ARRAY)
			n = n->lhs;
		else
			return false;
	}
}

/* &e: e must be something in memory (a member, *p, p[i]). */
void dt_elab_addr(struct dt_program *prog, struct dt_node *n)
{
	struct dt_node *e = n->lhs;
	const struct dt_node *outer = addr_operand;

	addr_operand = e;
	dt_elab_expr(prog, e);
	addr_operand = outer;
	if (!e->type)
		return;
	if (e->str_index) {	/* &*(s + i): dt_cook_op1(), a char * into s */
		struct dt_node *sum = e;

		sum->kind = ND_BINOP;
		sum->op = dt_strdup("+");
		sum->rhs = sum->args;
		sum->args = NULL;
		sum->str_index = false;
		sum->str_offset = true;
		sum->type = &dt_ty_string;
		n->kind = ND_CAST;
		n->type = dt_type_ptr(&dt_ty_char);
		return;
	}
	if (dt_node_in_dynvar(e)) {
		/* an associative array element lives in dynamic variable
		 * space, not at an address a script may hold */
		dt_error(D_ADDROF_VAR, &n->loc, "cannot take address of dynamic variable");
		return;
	}
	if (e->kind != ND_MEMBER && e->kind != ND_INDEX &&
	    !(e->kind == ND_UNOP && !strcmp(e->op, "*")) && !dt_node_is_addr(e)) {
		dt_error(D_ADDROF_LVAL, &n->loc, "unacceptable operand for unary & operator");
		return;
	}
	if (e->member && e->member->bit_width) {
		dt_error(D_ADDROF_BITFIELD, &n->loc, "cannot take address of bit-field");
		return;
	}
	n->type = dt_type_ptr(e->type);
}

struct dt_node *dt_elab_index_arg(struct dt_program *prog, struct dt_node *n)
{
	struct dt_node *i = n->args;

	if (!i || i->next) {
		dt_error(D_ARR_BADREF, &n->loc, "index of %s must be one integer", n->lhs->type->name);
		return NULL;
	}
	dt_elab_expr(prog, i);
	return i->type ? i : NULL;
}

/* p[i] on a pointer or an array, after pass 2 typed LHS. */
void dt_elab_mem_index(struct dt_program *prog, struct dt_node *n)
{
	struct dt_type *t = dt_type_resolve(n->lhs->type);
	struct dt_node *i = dt_elab_index_arg(prog, n);

	if (!i)
		return;
	if (!dt_type_is_integer(i->type)) {
		dt_error(D_ARR_BADREF, dt_node_start(i), "index must be an integer, not %s",
			 i->type->name);
		return;
	}
	/* a constant index must be inside an array of known size, as
	 * dt_cook_op2() (DT_TOK_ADD) checks it, in its words, for arrays of
	 * more than one element (0 and 1 are "often used for dynamically
	 * sized arrays" there); a variable one is checked where the element
	 * is stored, loads are checked at run time anyway.  A negative index
	 * is a huge one as unsigned, as there. */
	if (i->kind == ND_INT && t->kind == TY_ARRAY && t->nelems > 1 && i->ival >= t->nelems) {
		dt_error(D_ARR_BOUNDS, dt_node_start(i), "index outside array bounds: %llu, max "
			 "is %llu", (unsigned long long)i->ival, (unsigned long long)t->nelems);
		return;
	}
	n->umem = t->kind == TY_PTR ? t->user : n->lhs->umem;
	if (loadable(n, t->base))
		n->type = t->base;
}

/* The pointer type array or pointer T decays to. */
static struct dt_type *decay(struct dt_type *t)
{
	struct dt_type *r = dt_type_resolve(t);

	return r->kind == TY_ARRAY ? dt_type_ptr(r->base) : t;
}

static bool is_ptrish(struct dt_type *t)
{
	struct dt_type *r = dt_type_resolve(t);

	return r && (r->kind == TY_PTR || r->kind == TY_ARRAY);
}

/*
 * A binary operator with a pointer or array operand: C's rules.
 *   p + i, i + p, p - i   the pointer type, scaled by the pointee size
 *   p - q                 long, the number of elements between them
 *   comparisons           int (pointers with pointers or integers)
 * Returns false when neither operand is a pointer (not handled here).
 */
/* A pointer to a function: dtrace's dt_node_is_vfptr() but for void *,
 * whose arithmetic dtap keeps (dtap(1), D LANGUAGE NOTES). */
static bool is_fptr(struct dt_type *t)
{
	t = dt_type_resolve(t);
	return t->kind == TY_PTR && dt_type_resolve(t->base)->kind == TY_FUNC;
}

bool dt_elab_ptr_binop(struct dt_node *n)
{
	struct dt_type *l = n->lhs->type, *r = n->rhs->type;
	const char *op = n->op;
	bool lp = is_ptrish(l), rp = is_ptrish(r);
	bool cmp = !strcmp(op, "==") || !strcmp(op, "!=") ||
		   ((op[0] == '<' || op[0] == '>') && op[1] != op[0]);

	if (!lp && !rp)
		return false;
	if (!cmp && (is_fptr(l) || is_fptr(r))) {	/* dt_cook_op2: no step to take */
		dt_op_operands_error(&n->loc, op, l, r);
	} else if (cmp && (lp || dt_type_is_integer(l)) && (rp || dt_type_is_integer(r))) {
		n->type = &dt_ty_int;
	} else if (!strcmp(op, "+") && lp != rp &&
		   dt_type_is_integer(lp ? r : l)) {
		n->type = decay(lp ? l : r);
	} else if (!strcmp(op, "-") && lp && dt_type_is_integer(r)) {
		n->type = decay(l);
	} else if (!strcmp(op, "-") && lp && rp &&
		   dt_type_elem_size(l) == dt_type_elem_size(r)) {
		n->type = &dt_ty_long;
	} else {
		dt_op_operands_error(&n->loc, op, l, r);
	}
	return true;
}

/* stringof(e) and the implicit conversion of char arrays and pointers
 * where a string is wanted: N becomes a "stringof" call of what it was. */
void dt_elab_to_string(struct dt_node *n)
{
	struct dt_node *inner, *next;

	if (!n->type || !dt_type_is_charseq(n->type))
		return;
	inner = dt_zalloc(sizeof(*inner));
	*inner = *n;
	next = n->next;
	inner->next = NULL;
	memset(n, 0, sizeof(*n));
	n->kind = ND_CALL;
	n->loc = inner->loc;
	n->name = dt_strdup("stringof");
	n->args = inner;
	n->type = &dt_ty_string;
	n->next = next;
}

void dt_elab_stringof(struct dt_program *prog, struct dt_node *n)
{
	struct dt_node *a = n->args;
	const char *what = NULL;

	/* an action (void once its prototype fits) and an aggregation (of
	 * dynamic type, named by its kind) are operands of no stringof:
	 * dt_parser.c, dt_cook_op1 */
	if (a->kind == ND_AGG && dt_elab_agg_known(prog, a))
		what = "aggregation";
	else if (a->kind != ND_AGG && dt_is_action_call(a) && dt_elab_action_proto(prog, a))
		what = "void";
	if (what)
		dt_error(D_STRINGOF_TYPE, dt_node_start(a), "cannot apply stringof to a value "
			 "of type %s", what);
	if (a->kind == ND_AGG || dt_is_action_call(a))
		return;
	dt_elab_expr(prog, a);
	if (!a->type)
		return;
	if (dt_type_is_string(a->type)) {
		n->type = &dt_ty_string;
	} else if (dt_type_is_charseq(a->type) || dt_type_is_scalar(a->type)) {
		/* an integer too: an address (dt_parser.c, dt_cook_op1(),
		 * DT_TOK_STRINGOF takes scalars, pointers and char arrays) */
		n->type = &dt_ty_string;
	} else {
		dt_error(D_STRINGOF_TYPE, dt_node_start(a), "cannot apply stringof to a value "
			 "of type %s", a->type->name);
	}
}
