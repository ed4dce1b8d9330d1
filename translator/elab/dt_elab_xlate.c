/*
 * dt_elab_xlate.c - pass 2: translators and xlate.
 *
 *   translator psinfo_t < struct task_struct *T > { pr_pid = T->tgid; ... };
 *   xlate <psinfo_t *> (curthread)->pr_pid    xlate <psinfo_t> (t).pr_pid
 *
 * As in dtrace, a translation is done member by member where it is used:
 * "xlate<psinfo_t *>(e)->pr_pid" IS the translator's expression for
 * pr_pid with T replaced by e, converted to the member's type.  No
 * translated struct is ever built, so a probe pays only for the members a
 * script reads, and a tapset's inline (curpsinfo) costs nothing until used.
 *
 * A translator's member expressions are checked when it is declared,
 * with T standing for "*(IN *)0" (typed, never run); xlate finds the
 * translator by its output type and the type of its operand.
 */
#include <string.h>

#include "elab/dt_elab.h"

struct xlator {
	struct dt_type *out, *in;
	const struct dt_decl *decl;
	struct xlator *next;
};

/* The translators of the program being elaborated. */
static struct xlator *xlators;
static const struct dt_program *xlators_of;

void dt_xlate_reset(void)
{
	xlators = NULL;
	xlators_of = NULL;
}

static struct xlator *all(const struct dt_program *prog)
{
	if (xlators_of != prog) {
		xlators = NULL;		/* a new program (the unit tests make many) */
		xlators_of = prog;
	}
	return xlators;
}

/* Are A and B the same type (typedefs resolved; pointers compared by
 * what they point to, the store keeps one type per name)? */
static bool same_type(struct dt_type *a, struct dt_type *b)
{
	a = dt_type_resolve(a);
	b = dt_type_resolve(b);
	if (!a || !b)
		return false;
	if (a == b)
		return true;
	if (a->kind == TY_PTR && b->kind == TY_PTR)
		return same_type(a->base, b->base) ||
		       dt_type_resolve(a->base)->kind == TY_VOID;
	return a->kind == b->kind && (a->kind == TY_STRUCT || a->kind == TY_UNION) &&
	       !strcmp(a->name, b->name);
}

static struct xlator *find(const struct dt_program *prog, struct dt_type *out,
			   struct dt_type *in)
{
	for (struct xlator *x = all(prog); x; x = x->next)
		if (same_type(x->out, out) && same_type(x->in, in))
			return x;
	return NULL;
}

/* ---- copies of expression trees: one per use of a translator member ---- */

struct dt_node *dt_node_copy_list(const struct dt_node *n)
{
	struct dt_node head = { 0 }, *cur = &head;

	for (; n; n = n->next)
		cur = cur->next = dt_node_copy(n);
	return head.next;
}

struct dt_node *dt_node_copy(const struct dt_node *n)
{
	struct dt_node *c;

	if (!n)
		return NULL;
	c = dt_zalloc(sizeof(*c));
	*c = *n;
	c->next = NULL;
	c->lhs = dt_node_copy(n->lhs);
	c->rhs = dt_node_copy(n->rhs);
	c->cond = dt_node_copy(n->cond);
	c->args = dt_node_copy_list(n->args);
	return c;
}

void dt_node_substitute(struct dt_node *n, const char *name, const struct dt_node *with)
{
	for (; n; n = n->next) {
		if (n->kind == ND_IDENT && !strcmp(n->name, name)) {
			struct dt_node *next = n->next, *w = dt_node_copy(with);
			struct dt_loc loc = n->loc;

			*n = *w;
			n->next = next;
			n->loc = loc;
			continue;
		}
		dt_node_substitute(n->lhs, name, with);
		dt_node_substitute(n->rhs, name, with);
		dt_node_substitute(n->cond, name, with);
		dt_node_substitute(n->args, name, with);
	}
}

/* (T)E, typed (E typed, T an integer type, or a char array E a string
 * is read as), folded when constant. */
struct dt_node *dt_node_cast_to(struct dt_node *e, struct dt_type *t, const struct dt_loc *loc)
{
	struct dt_node *c = dt_zalloc(sizeof(*c));

	c->kind = ND_CAST;
	c->loc = *loc;
	c->lhs = e;
	c->type = t;
	c->name = (char *)t->name;
	dt_fold(c);
	return c;
}

/* ---- declarations ---- */

/* May member type MT take a value of type ET? */
static bool member_compatible(struct dt_type *mt, struct dt_type *et)
{
	struct dt_type *r = dt_type_resolve(mt);

	if (dt_type_is_integer(r))
		return dt_type_is_scalar(et);
	if (r->kind == TY_PTR)
		return dt_type_is_scalar(et);
	if (dt_type_is_string(r) || dt_type_is_charseq(r))
		return dt_type_is_string(et) || dt_type_is_charseq(et);
	return same_type(r, et);
}

/* "*(IN *)0": a typed stand-in for the input while checking members. */
static struct dt_node *stand_in(const struct dt_decl *d)
{
	struct dt_node *zero = dt_zalloc(sizeof(*zero)), *cast = dt_zalloc(sizeof(*cast));
	struct dt_node *deref = dt_zalloc(sizeof(*deref));

	zero->kind = ND_INT;
	zero->type = &dt_ty_int;
	zero->loc = d->xin_loc;
	cast->kind = ND_CAST;
	cast->name = dt_sprintf("%s%s*", d->xin_type,
				d->xin_type[strlen(d->xin_type) - 1] == '*' ? "" : " ");
	cast->lhs = zero;
	cast->loc = d->xin_loc;
	deref->kind = ND_UNOP;
	deref->op = "*";
	deref->lhs = cast;
	deref->loc = d->xin_loc;
	return deref;
}

static void check_member(struct dt_program *prog, const struct dt_decl *d,
			 struct dt_type *out, const struct dt_decl_member *m)
{
	struct dt_member om;
	struct dt_node *e;
	int errors = dt_nerrors();

	if (!dt_type_member(out, m->name, &om)) {
		dt_error(D_XLATE_MEMB, &m->loc, "translator member %s is not a member of %s",
			 m->name, out->name);
		return;
	}
	for (const struct dt_decl_member *o = d->members; o != m; o = o->next)
		if (!strcmp(o->name, m->name)) {
			dt_error(D_XLATE_MEMB, &m->loc, "translator member %s is defined twice",
				 m->name);
			return;
		}
	e = dt_node_copy(m->init);
	dt_node_substitute(e, d->xin_name, stand_in(d));
	dt_elab_expr(prog, e);
	if (!e->type)
		return;		/* diagnosed, or typed only in a clause (args[]) */
	(void)errors;
	if (!member_compatible(om.type, e->type))
		dt_error(D_XLATE_INCOMPAT, dt_node_start(m->init), "translator member %s "
			 "definition uses incompatible types: \"%s\" = \"%s\"", m->name,
			 om.type->name, e->type->name);
}

void dt_elab_translator(struct dt_program *prog, struct dt_decl *d)
{
	struct dt_type *out = dt_type_by_name(d->type), *in = dt_type_by_name(d->xin_type);
	struct xlator *x;

	all(prog);
	if (!out || !in) {
		const char *n = out ? d->xin_type : d->type;

		if (!dt_type_name_check(n, out ? &d->xin_loc : &d->type_loc))
			dt_error(D_TYPE_ERR, out ? &d->xin_loc : &d->type_loc,
				 "translator %s type %s is not a known type%s",
				 out ? "input" : "output", n, dt_type_hint);
		return;
	}
	if (dt_type_resolve(out)->kind != TY_STRUCT && dt_type_resolve(out)->kind != TY_UNION) {
		dt_error(D_XLATE_SOU, &d->type_loc, "translator output type must be a struct "
			 "or union");	/* dt_node_xlator's words */
		return;
	}
	if (find(prog, out, in)) {
		dt_error(D_XLATE_REDECL, &d->loc, "translator from %s to %s has already been "
			 "declared", in->name, out->name);
		return;
	}
	for (const struct dt_decl_member *m = d->members; m; m = m->next)
		check_member(prog, d, out, m);
	x = dt_zalloc(sizeof(*x));
	x->out = out;
	x->in = in;
	x->decl = d;
	x->next = xlators;
	xlators = x;
}

/* ---- uses ---- */

/* The output type of xlate node N ("psinfo_t *" -> psinfo_t), and
 * whether it asked for a pointer. */
static char *xlate_base(const char *name)
{
	size_t len = strlen(name);
	char *base = dt_strdup(name);

	if (len && base[len - 1] == '*') {
		base[--len] = '\0';
		while (len && base[len - 1] == ' ')
			base[--len] = '\0';
	}
	return base;
}

static struct dt_type *xlate_out(const struct dt_node *n, bool *ptr)
{
	size_t len = strlen(n->name);

	*ptr = len && n->name[len - 1] == '*';
	return dt_type_by_name(xlate_base(n->name));
}

void dt_elab_xlate(struct dt_program *prog, struct dt_node *n)
{
	bool ptr;
	struct dt_type *out;

	dt_tapset_need(prog, 'X', NULL);	/* the tapsets' translators */
	out = xlate_out(n, &ptr);
	if (!out) {
		const char *why = dt_tapset_why(xlate_base(n->name));

		if (!dt_type_name_check(n->name, &n->loc))
			dt_error(D_TYPE_ERR, &n->loc, "xlate type %s is not %s%s", n->name,
				 why ? "available: " : "a known type", why ? why : "");
		return;
	}
	if (!n->rhs)
		n->rhs = dt_node_copy(n->lhs);	/* as parsed: each member use copies it */
	dt_elab_expr(prog, n->lhs);
	if (!n->lhs->type)
		return;
	if (!find(prog, out, n->lhs->type)) {
		const char *why = dt_tapset_why(dt_sprintf("translator %s", xlate_base(n->name)));

		dt_error(D_XLATE_NONE, &n->loc, "cannot translate from \"%s\" to \"%s\"%s%s",
			 n->lhs->type->name, out->name, why ? ": " : "", why ? why : "");
		return;
	}
	n->type = ptr ? dt_type_ptr(out) : out;
}

static bool member_of_choice(struct dt_program *prog, struct dt_node *n);

/* N's member of X (an xlate, or a choice among xlates), typed; NULL on
 * an error (diagnosed). */
static struct dt_node *member_of(struct dt_program *prog, const struct dt_node *n,
				 struct dt_node *x)
{
	struct dt_node *m = dt_zalloc(sizeof(*m));

	*m = *n;
	m->lhs = x;
	m->next = NULL;
	if (!(x->kind == ND_XLATE ? dt_elab_xlate_member(prog, m) : member_of_choice(prog, m)) ||
	    !m->type)
		return NULL;
	return m;
}

/*
 * N is "(c ? xlate <T *> (a) : xlate <T *> (b))->m", a stable probe's
 * args[I] in a clause of several stable probes whose lower probes give
 * inputs of different types (dt_alias.c: arg_by_probe): it becomes
 * "c ? xlate <T *> (a)->m : xlate <T *> (b)->m".  Both sides have m's
 * type (integers are converted to it).
 */
static bool member_of_choice(struct dt_program *prog, struct dt_node *n)
{
	struct dt_node *x = n->lhs, *l, *r;

	if (x->kind != ND_TERNARY || !(l = member_of(prog, n, x->lhs)) ||
	    !(r = member_of(prog, n, x->rhs)))
		return false;
	n->kind = ND_TERNARY;
	n->op = "?";
	n->cond = x->cond;
	n->lhs = l;
	n->rhs = r;
	n->type = l->type;
	return true;
}

static bool is_xlate_choice(const struct dt_node *x)
{
	return x->kind == ND_XLATE ||
	       (x->kind == ND_TERNARY && is_xlate_choice(x->lhs) && is_xlate_choice(x->rhs));
}

/*
 * N is "x->m" or "x.m" with its left side typed: when that is an xlate,
 * N becomes the translator's expression for m (converted to m's type
 * when an integer) and true is returned; false: not an xlate.
 */
bool dt_elab_xlate_member(struct dt_program *prog, struct dt_node *n)
{
	struct dt_node *x = n->lhs, *e, *next = n->next;
	const struct dt_decl_member *dm;
	struct dt_type *out;
	struct xlator *xl;
	struct dt_member om;
	bool ptr, arrow = !strcmp(n->op, "->");

	if (x->kind == ND_TERNARY && is_xlate_choice(x)) {
		member_of_choice(prog, n);
		return true;
	}
	if (x->kind != ND_XLATE)
		return false;
	out = xlate_out(x, &ptr);
	if (ptr != arrow) {	/* dt_cook_op2's words */
		if (arrow)
			dt_error(D_OP_PTR, &n->loc, "operator -> must be applied to a pointer");
		else
			dt_error(D_OP_SOU, &n->loc, "operator . cannot be applied to type \"%s\"; "
				 "must be applied to a struct or union", x->type->name);
		return true;
	}
	xl = find(prog, out, x->lhs->type);
	/* dtrace-utils looks the name up among the translator's members
	 * alone (dt_parser.c, dt_cook_op2 with dt_xlator_member): a name the
	 * output type lacks too is D_XLATE_NOCONV as well.  Not cpuinfo_t's:
	 * dtrace's curcpu is a built-in of that type (dt_open.c), no
	 * translation as dtap's tapset makes it, so a member it lacks is
	 * D_TYPE_MEMBER there. */
	for (dm = xl->decl->members; dm && strcmp(dm->name, n->name); dm = dm->next)
		;
	if (!dm && !strcmp(out->name, "cpuinfo_t") && !dt_type_member(out, n->name, &om)) {
		dt_error(D_TYPE_MEMBER, &n->loc, "%s is not a member of %s", n->name, out->name);
		return true;
	}
	if (!dm) {
		dt_error(D_XLATE_NOCONV, &n->loc, "translator does not define conversion for "
			 "member: %s", n->name);
		return true;
	}
	if (!dt_type_member(out, n->name, &om)) {	/* refused where declared */
		dt_error(D_TYPE_MEMBER, &n->loc, "%s is not a member of %s", n->name, out->name);
		return true;
	}
	e = dt_node_copy(dm->init);
	dt_node_substitute(e, xl->decl->xin_name, x->rhs);
	dt_elab_expr(prog, e);
	if (!e->type)
		return true;
	if (!member_compatible(om.type, e->type)) {
		dt_error(D_XLATE_INCOMPAT, &n->loc, "translator member %s definition uses "
			 "incompatible types: \"%s\" = \"%s\"", n->name, om.type->name,
			 e->type->name);
		return true;
	}
	/* a member declared "char [N]" and translated from a string (psinfo_t's
	 * pr_psargs) is typed as declared, as dtrace types every translated
	 * member (dlibs/psinfo.d: char pr_psargs[80]; dt_parser.c, dt_cook_op2()
	 * gives "x->m" the member's type): sizeof, casts to char * and indexing
	 * see the array, whose chars are the string's where they are
	 * (dt_cg_expr.c, ND_CAST to an array) */
	if (dt_type_is_integer(om.type) ||
	    (dt_type_is_charseq(om.type) && dt_type_resolve(om.type)->kind == TY_ARRAY &&
	     dt_type_is_string(e->type)))
		e = dt_node_cast_to(e, om.type, &n->loc);
	*n = *e;
	n->next = next;
	return true;
}

const char *dt_xlate_whole(const struct dt_node *n)
{
	if (n->kind == ND_XLATE)
		return n->name[strlen(n->name) - 1] == '*' ? "pointer to translated data"
							   : "translated data";
	if (n->kind == ND_UNOP && !strcmp(n->op, "*") && n->lhs->kind == ND_XLATE)
		return "translated data";
	return NULL;
}

/* An xlate left over once its statement is typed was used as a whole
 * value: dtap translates member by member only.  True if one was found
 * (diagnosed). */
static bool left_in(const struct dt_node *n)
{
	for (; n; n = n->next) {
		if (n->kind == ND_XLATE) {
			dt_error(D_UNSUPPORTED, &n->loc, "a translated value is used through its "
				 "members only: xlate <%s> (...)%s", n->name,
				 n->name[strlen(n->name) - 1] == '*' ? "->member" : ".member");
			return true;
		}
		if (left_in(n->lhs) || left_in(n->rhs) || left_in(n->cond) || left_in(n->args))
			return true;
	}
	return false;
}

bool dt_elab_xlate_left(const struct dt_node *n)
{
	struct dt_node one;

	if (!n)
		return false;
	one = *n;	/* N alone: the statements after it are not typed yet */
	one.next = NULL;
	return left_in(&one);
}
