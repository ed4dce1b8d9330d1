/*
 * dt_elab_var.c - pass 2: variables and declarations.
 *
 *   globals    "x = 1" defines x with the promoted type of its first value
 *              (DTrace's implicit definition); "int x;" declares it with
 *              exactly that type, and every store converts to it.
 *   this->x    clause-local: one slot per name in the per-CPU context, so a
 *              value survives the clauses of one probe firing (the spec,
 *              3.4.4) and is never visible to another CPU.
 *   inline     "inline int N = 3;": every use of N is the (converted)
 *              value, folded when constant, as dtrace's inlines are.
 *
 * Declarations are processed before the clauses, in source order.
 */
#include <string.h>

#include "dt_impl.h"

static bool is_int(struct dt_type *t)
{
	return dt_type_is_integer(t);
}

/* May a variable of type VT take a value of type RT?  Integers take
 * integers, strings strings, pointers pointers to the same type. */
static bool assignable(struct dt_type *vt, struct dt_type *rt)
{
	if (is_int(vt) || is_int(rt))
		return is_int(vt) && is_int(rt);
	if (dt_type_is_string(vt) || dt_type_is_string(rt))
		return dt_type_is_string(vt) && dt_type_is_string(rt);
	return dt_type_resolve(vt) == dt_type_resolve(rt);
}

static struct dt_ident *find_in(struct dt_ident *list, const char *name)
{
	for (struct dt_ident *id = list; id; id = id->next)
		if (strcmp(id->name, name) == 0)
			return id;
	return NULL;
}

struct dt_ident *dt_var_find(struct dt_program *prog, const struct dt_node *n)
{
	if (n->kind == ND_THIS)
		return find_in(prog->thisvars, n->name);
	return find_in(prog->globals, n->name);
}

struct dt_ident *dt_inline_find(struct dt_program *prog, const char *name)
{
	return find_in(prog->inlines, name);
}

static void append(struct dt_ident **list, struct dt_ident *id)
{
	while (*list)
		list = &(*list)->next;
	*list = id;
}

/* u64 words a this-> variable of type T takes in the per-CPU context. */
static int this_words(const struct dt_program *prog, const struct dt_type *t)
{
	if (t->kind == TY_STRING)
		return (prog->opts.strsize + 1 + 7) / 8;
	return 1;
}

struct dt_ident *dt_var_define(struct dt_program *prog, const struct dt_node *n,
			       struct dt_type *type)
{
	struct dt_ident *id = dt_zalloc(sizeof(*id));

	id->name = n->name;
	id->type = type;
	id->loc = n->loc;
	if (n->kind == ND_THIS) {
		id->kind = ID_THIS;
		id->id = prog->nthis++;
		id->off = prog->thiswords;
		prog->thiswords += this_words(prog, type);
		append(&prog->thisvars, id);
	} else {
		id->kind = ID_GLOBAL;
		id->id = prog->nglobals++;
		append(&prog->globals, id);
	}
	return id;
}

/* The type a declaration names; NULL (diagnosed) when it cannot hold a
 * variable. */
static struct dt_type *decl_type(const struct dt_decl *d)
{
	struct dt_type *t = dt_type_by_name(d->type);

	if (!t) {
		dt_error(D_UNSUPPORTED, &d->type_loc, "type %s is not supported yet", d->type);
		return NULL;
	}
	if (t->kind == TY_VOID) {
		dt_error(D_DECL_VOIDOBJ, &d->loc, "cannot have void object: %s", d->name);
		return NULL;
	}
	return t;
}

static void decl_inline(struct dt_program *prog, const struct dt_decl *d, struct dt_type *t)
{
	struct dt_ident *id;

	if (find_in(prog->inlines, d->name) || find_in(prog->globals, d->name)) {
		dt_error(D_DECL_IDRED, &d->loc, "identifier redeclared: %s", d->name);
		return;
	}
	dt_elab_expr(prog, d->init);
	if (!d->init->type)
		return;
	if ((t->kind == TY_STRING) != (d->init->type->kind == TY_STRING)) {
		dt_error(D_OP_INCOMPAT, dt_node_start(d->init),
			 "inline %s definition uses incompatible types: \"%s\" = \"%s\"",
			 d->name, t->name, d->init->type->name);
		return;
	}
	id = dt_zalloc(sizeof(*id));
	id->kind = ID_INLINE;
	id->name = d->name;
	id->type = t;
	id->loc = d->loc;
	id->value = d->init;
	id->declared = true;
	append(&prog->inlines, id);
}

static void decl_var(struct dt_program *prog, const struct dt_decl *d, struct dt_type *t)
{
	struct dt_node n = { .kind = d->scope == 't' ? ND_THIS : ND_IDENT, .loc = d->loc,
			     .name = d->name };
	struct dt_ident *id = dt_var_find(prog, &n);

	if (d->scope == 'g' && find_in(prog->inlines, d->name))
		id = find_in(prog->inlines, d->name);
	if (id) {
		/* dtrace accepts a repeated declaration of the same type */
		if (id->type != t || id->kind == ID_INLINE)
			dt_error(D_DECL_IDRED, &d->loc, "identifier redeclared: %s", d->name);
		return;
	}
	id = dt_var_define(prog, &n, t);
	id->declared = true;
}

void dt_elab_decl(struct dt_program *prog, struct dt_decl *d)
{
	struct dt_type *t = decl_type(d);

	if (!t)
		return;
	if (d->scope == 's') {
		dt_error(D_UNSUPPORTED, &d->loc,
			 "thread-local variables (self->) are not supported yet");
		return;
	}
	if (d->assoc) {
		dt_error(D_UNSUPPORTED, &d->loc, "associative arrays are not supported yet");
		return;
	}
	if (d->scope == 'i')
		decl_inline(prog, d, t);
	else
		decl_var(prog, d, t);
}

/*
 * The variable that the lvalue LV of operator OP names, defined on first
 * use: "=" gives it the promoted type of the value (RTYPE), the
 * read-modify-write operators an integer type that starts at zero, as in
 * DTrace ("/++n == 50/" works).  NULL (diagnosed) when LV cannot take a
 * value of RTYPE.
 */
struct dt_ident *dt_var_lvalue(struct dt_program *prog, struct dt_node *lv, const char *op,
			       const struct dt_loc *oploc, struct dt_type *rtype)
{
	struct dt_ident *id = dt_var_find(prog, lv);
	bool plain = !strcmp(op, "=");
	const char *what = lv->kind == ND_THIS ? "a clause-local" : "a global";

	if (!id)
		return dt_var_define(prog, lv, is_int(rtype) ? dt_type_promote(rtype) : rtype);
	if (!plain && !is_int(id->type)) {
		dt_error(D_OP_INT, &lv->loc, "operator %s requires an operand of integer type, "
			 "but %s is a %s", op, lv->name, id->type->name);
		return NULL;
	}
	if (!assignable(id->type, rtype)) {
		dt_error(D_OP_INCOMPAT, oploc,
			 "operator %s cannot assign %s to %s, %s of type %s", op,
			 rtype->name, lv->name, what, id->type->name);
		return NULL;
	}
	return id;
}
