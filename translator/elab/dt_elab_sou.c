/*
 * dt_elab_sou.c - pass 2: structs and unions a script (or a tapset)
 * declares, array types of declarations, offsetof, and stores into the
 * members of struct variables.
 *
 * A declaration becomes a type of the ONE type store (dt_typestore.c),
 * beside the kernel's DWARF/BTF types, as libdtrace's D container sits
 * beside the kernel's CTF: "struct s", and the names its typedefs give
 * it, are then found by every lookup, casts and sizeof included.  The
 * layout is C's for x86-64 (System V): each member at the next multiple
 * of its alignment, bit-fields packed into units of their declared type
 * without straddling one, the size rounded up to the largest alignment,
 * so a script's struct matches the kernel's when it copies one.
 *
 * Storage: a struct variable (global or this->) is module memory that
 * pass 3 addresses like any struct (pass 2's convention: an aggregate
 * expression stands for its address).  Its members may be assigned; a
 * member reached through a pointer may not (that is kernel memory).
 */
#include <string.h>

#include "elab/dt_elab.h"

/* Marks the types this file creates: a forward "struct s;" may be
 * completed later, a kernel type may not be redefined. */
static const char script_origin[] = "D";

static int type_align(struct dt_type *t)
{
	int a = 1;

	t = dt_type_resolve(t);
	if (!t)
		return 1;
	dt_type_complete(t);
	switch (t->kind) {
	case TY_INT: case TY_ENUM: case TY_PTR: case TY_FLOAT:
		return t->size > 16 ? 16 : t->size > 0 ? t->size : 1;
	case TY_ARRAY:
		return type_align(t->base);
	case TY_STRUCT: case TY_UNION:
		for (struct dt_member *m = t->members; m; m = m->next) {
			int ma = type_align(m->type);

			a = ma > a ? ma : a;
		}
		return a;
	default:
		return 1;
	}
}

/* The value of constant expression E (typed and folded here); false
 * when it is not an integer constant. */
static bool const_value(struct dt_program *prog, struct dt_node *e, int64_t *v)
{
	int errors = dt_nerrors();

	dt_elab_expr(prog, e);
	if (dt_nerrors() != errors)
		return false;
	if (!e->type || e->kind != ND_INT || !dt_type_is_integer(e->type))
		return false;
	*v = (int64_t)dt_int_convert(e->ival, e->type);
	return true;
}

struct dt_type *dt_elab_array_type(struct dt_program *prog, struct dt_type *t,
				   struct dt_node *const *dims, int ndims,
				   const struct dt_loc *loc)
{
	/* int a[2][3] is an array of 2 arrays of 3: build from the inside */
	for (int i = ndims - 1; i >= 0; i--) {
		int64_t n;

		int errors = dt_nerrors();

		if (!dims[i] && i == 0) {	/* a flexible array member: no elements */
			t = dt_type_array(t, 0);
			t->size = 0;
			continue;
		}
		if (!dims[i] || !const_value(prog, dims[i], &n) || n <= 0) {
			if (dt_nerrors() != errors)
				return NULL;
			dt_error(D_DECL_ARRSUB, dt_node_start(dims[i]), "positive integral "
				 "constant expression or tuple signature expected as array "
				 "declaration subscript");
			return NULL;
		}
		if ((uint64_t)n > (UINT32_MAX >> 1) / (dt_type_sizeof(t) ? dt_type_sizeof(t) : 1)) {
			dt_error(D_DECL_ARRBIG, dt_node_start(dims[i]), "array dimension too "
				 "big: %lld", (long long)n);
			return NULL;
		}
		t = dt_type_array(t, (uint64_t)n);
		t->size = (int)dt_type_sizeof(t);
	}
	(void)loc;
	return t;
}

/*
 * The name of the array type "(BASE [d1][d2])" whose dimensions DIMS (a
 * list) a cast or sizeof wrote as constant expressions, folded here as
 * dtrace-utils' dt_decl.c, dt_decl_array() cooks them (dt_node_cook(),
 * then dt_node_is_posconst(); above UINT_MAX: D_DECL_ARRBIG).  Named as
 * a literal dimension names it, so both are one type.  NULL: diagnosed.
 */
char *dt_elab_dims_name(struct dt_program *prog, const char *base, struct dt_node *dims)
{
	char *name = dt_strdup(base);

	for (struct dt_node *d = dims, *next; d; d = next) {
		int errors = dt_nerrors();
		int64_t n;

		next = d->next;
		d->next = NULL;		/* folded alone, not as a list */
		if (!const_value(prog, d, &n) || n <= 0) {
			if (dt_nerrors() == errors)
				dt_error(D_DECL_ARRSUB, dt_node_start(d), "positive integral "
					 "constant expression or tuple signature expected as "
					 "array declaration subscript");
			return NULL;
		}
		if ((uint64_t)n > UINT32_MAX) {
			dt_error(D_DECL_ARRBIG, dt_node_start(d), "array dimension too big");
			return NULL;
		}
		name = dt_sprintf("%s [%llu]", name, (unsigned long long)n);
	}
	return name;
}

/* The type of member M of a struct/union being defined: NULL (diagnosed)
 * when a member cannot have it. */
static struct dt_type *member_type(struct dt_program *prog, const struct dt_decl_member *m)
{
	const char *what = m->name ? m->name : "(anon)";
	struct dt_type *t, *r;

	if (m->sou) {
		t = dt_elab_sou(prog, m->sou);
		for (int i = 0; t && i < m->sou_ptrs; i++)
			t = dt_type_ptr(t);	/* "struct { ... } *m;" */
	} else {
		/* "struct tag *m" declares the tag, as in C (glibc's
		 * __locale_t's struct __locale_data *) */
		t = strchr(m->type, '*') ? dt_type_or_forward(prog, m->type) :
					   dt_type_by_name(m->type);
		if (!t && !dt_type_name_check(m->type, &m->type_loc))
			dt_error(D_TYPE_ERR, &m->type_loc, "type %s of member %s is not a known "
				 "type%s", m->type, what, dt_type_hint);
	}
	if (!t)
		return NULL;
	if (m->ndims && !(t = dt_elab_array_type(prog, t, m->dims, m->ndims, &m->loc)))
		return NULL;
	r = dt_type_resolve(t);
	dt_type_complete(r);
	if (r->kind == TY_VOID) {
		dt_error(D_DECL_VOIDOBJ, &m->loc, "cannot have void object: %s", what);
		return NULL;
	}
	if ((r->kind == TY_STRUCT || r->kind == TY_UNION) && !r->size && !r->members) {
		dt_error(D_DECL_INCOMPLETE, &m->loc, "incomplete struct/union/enum %s: %s",
			 t->name, what);
		return NULL;
	}
	if (r->kind == TY_FUNC) {
		dt_error(D_DECL_VOIDOBJ, &m->loc, "cannot have function object: %s", what);
		return NULL;
	}
	return t;
}

/* The width of bit-field M of type T; -1 (diagnosed) if invalid. */
static int bitfield_width(struct dt_program *prog, const struct dt_decl_member *m,
			  struct dt_type *t)
{
	const char *what = m->name ? m->name : "(anon)";
	int64_t w;

	if (!dt_type_is_integer(t)) {
		dt_error(D_DECL_BFTYPE, &m->loc, "invalid type for bit-field: %s", what);
		return -1;
	}
	int errors = dt_nerrors();

	if (!const_value(prog, m->bits, &w) || w < 0) {
		if (dt_nerrors() != errors)
			return -1;
		dt_error(D_DECL_BFCONST, dt_node_start(m->bits), "positive integral constant "
			 "expression expected as bit-field size for member %s", what);
		return -1;
	}
	if (w > dt_type_resolve(t)->size * 8 || (w == 0 && m->name)) {
		dt_error(D_DECL_BFSIZE, dt_node_start(m->bits), "bit-field size %lld for "
			 "member %s must be between 1 and %d", (long long)w, what,
			 dt_type_resolve(t)->size * 8);
		return -1;
	}
	return (int)w;
}

static uint64_t round_up(uint64_t v, uint64_t a)
{
	return (v + a - 1) / a * a;
}

/* Is NAME already a member of S (looking into anonymous members)? */
static bool has_member(struct dt_type *s, const char *name)
{
	struct dt_member m;

	return name && dt_type_member(s, name, &m);
}

/* Lay out the members of D into struct/union T: false on an error. */
static bool lay_out(struct dt_program *prog, const struct dt_decl *d, struct dt_type *t)
{
	uint64_t bit = 0, size = 0;	/* struct: next free bit; union: largest */
	int align = 1;

	for (const struct dt_decl_member *m = d->members; m; m = m->next) {
		struct dt_type *mt = member_type(prog, m);
		int w = 0, ma;
		uint64_t msize;

		if (!mt)
			return false;
		if (m->bits && (w = bitfield_width(prog, m, mt)) < 0)
			return false;
		if (has_member(t, m->name) ||
		    (!m->name && m->sou && !m->bits && dt_type_resolve(mt)->members &&
		     has_member(t, dt_type_resolve(mt)->members->name))) {
			dt_error(D_DECL_MNAME, &m->loc, "failed to define member '%s': Duplicate "
				 "member name definition", m->name ? m->name :
				 dt_type_resolve(mt)->members->name);
			return false;
		}
		ma = type_align(mt);
		msize = dt_type_sizeof(mt);
		if (m->bits) {
			uint64_t unit = msize * 8, at = d->is_union ? 0 : bit;

			/* a bit-field never straddles a unit of its type; width
			 * 0 closes the unit */
			if (w == 0 || (at % unit) + (uint64_t)w > unit)
				at = round_up(at, unit);
			if (w && m->name)
				dt_type_add_member(t, m->name, mt, at / 8, (int)(at % 8), w);
			if (!d->is_union)
				bit = at + (uint64_t)w;
			size = d->is_union && msize > size ? msize : size;
		} else if (d->is_union) {
			dt_type_add_member(t, m->name, mt, 0, 0, 0);
			size = msize > size ? msize : size;
		} else {
			bit = round_up(bit, (uint64_t)ma * 8);
			dt_type_add_member(t, m->name, mt, bit / 8, 0, 0);
			bit += msize * 8;
		}
		align = ma > align ? ma : align;
	}
	if (!d->is_union)
		size = round_up(bit, 8) / 8;
	t->size = (int)round_up(size, (uint64_t)align);
	return true;
}

/* A forward declaration this file made, still waiting for its members. */
static bool is_forward(const struct dt_type *t)
{
	return t->origin == script_origin && !t->members && !t->size;
}

/* The types whose members are being laid out, innermost first: a nested
 * definition of one of them ("struct s { struct s { int a; } x; }") is a
 * redeclaration, not the completion of a forward one (it made a struct
 * that contains itself). */
struct laying {
	const struct dt_type *t;
	struct laying *up;
};
static struct laying *laying;

static bool being_laid_out(const struct dt_type *t)
{
	for (const struct laying *l = laying; l; l = l->up)
		if (l->t == t)
			return true;
	return false;
}

struct dt_type *dt_elab_sou(struct dt_program *prog, struct dt_decl *d)
{
	const char *kw = d->is_union ? "union" : "struct";
	struct dt_type *t, *had;

	if (d->defined)
		return d->defined;
	t = dt_type_new(d->is_union ? TY_UNION : TY_STRUCT,
			d->name ? dt_sprintf("%s %s", kw, d->name) : dt_sprintf("%s (anon)", kw),
			0, false);
	t->origin = script_origin;
	if (d->name) {
		had = dt_type_define(t);
		if (had != t && d->forward)
			return d->defined = had;	/* "struct s;" after struct s */
		if (had != t && (!is_forward(had) || had->kind != t->kind || being_laid_out(had))) {
			dt_error(D_DECL_TYPERED, &d->loc, "type redeclared: %s", t->name);
			return NULL;
		}
		t = had;
	}
	if (!d->forward) {
		struct laying me = { t, laying };
		bool ok;

		laying = &me;
		ok = lay_out(prog, d, t);
		laying = me.up;
		if (!ok)
			return NULL;
	}
	return d->defined = t;
}

/*
 * The type NAME names; a struct or union tag nobody defines ("struct s",
 * "union u **") becomes a forward declaration of the script, as dtrace's
 * dt_decl_type() adds a forward tag, so "(struct s *)p" compiles and a
 * later "struct s { ... };" completes it.  NULL: NAME names nothing.
 */
struct dt_type *dt_type_or_forward(struct dt_program *prog, const char *name)
{
	struct dt_type *t = dt_type_by_name(name);
	struct dt_decl d = { .scope = 'S', .forward = true };
	const char *dims = strstr(name, " [");
	size_t n;

	if (t)
		return t;
	if (dims)	/* "struct s *[2]": its element forward, then the array */
		return dt_type_or_forward(prog, dt_strndup(name, (size_t)(dims - name))) ?
		       dt_type_by_name(name) : NULL;
	d.is_union = !strncmp(name, "union ", 6);
	if (!d.is_union && strncmp(name, "struct ", 7))
		return NULL;
	name += d.is_union ? 6 : 7;
	n = strcspn(name, " *");
	if (!n || name[strspn(name + n, " *") + n])
		return NULL;	/* not one tag and stars */
	d.name = dt_strndup(name, n);
	if (dt_tapset_why(dt_sprintf("%s %s", d.is_union ? "union" : "struct", d.name)))
		return NULL;	/* a skipped tapset's: its callers say why */
	d.loc.file = "";
	if (!(t = dt_elab_sou(prog, &d)))
		return NULL;
	for (const char *c = name + n; *c; c++)
		if (*c == '*')
			t = dt_type_ptr(t);
	return t;
}

/* offsetof(type, member): a size_t constant. */
void dt_elab_offsetof(struct dt_program *prog, struct dt_node *n)
{
	struct dt_type *t = dt_type_by_name(n->name), *r;
	struct dt_member m;

	(void)prog;
	r = dt_type_resolve(t);
	if (!r || (r->kind != TY_STRUCT && r->kind != TY_UNION)) {
		dt_error(D_OFFSETOF_TYPE, &n->loc, "offsetof operand must be a struct or union "
			 "type");	/* dt_node_offsetof's words */
		return;
	}
	if (!dt_type_member(r, n->str, &m)) {
		dt_error(D_TYPE_MEMBER, &n->loc, "%s is not a member of %s", n->str, t->name);
		return;
	}
	if (m.bit_width) {
		dt_error(D_OFFSETOF_BITFIELD, &n->loc, "cannot take offset of a bit-field: %s",
			 n->str);
		return;
	}
	n->kind = ND_INT;
	n->ival = m.offset;
	n->type = dt_type_by_name("size_t");
}

/* A self-> variable or an associative array element (of struct type
 * here): dynamic variable space, written in place. */
static bool is_dyn_var(const struct dt_node *p)
{
	return (p->kind == ND_SELF || p->kind == ND_INDEX) && p->ident &&
	       p->ident->kind == ID_DYN;
}

/* The object whose part N is, under the chain of '.' members and array
 * elements above it (N itself if there is none); *BAD: the first element
 * of the chain whose index is a constant out of its array's bounds;
 * *VARIABLE: some index is not a constant. */
static const struct dt_node *lvalue_base(const struct dt_node *n, const struct dt_node **bad,
					 bool *variable)
{
	*bad = NULL;
	*variable = false;
	for (;;) {
		const struct dt_type *a;

		if (n->kind == ND_MEMBER && !strcmp(n->op, ".")) {
			n = n->lhs;
			continue;
		}
		if (n->kind != ND_INDEX || is_dyn_var(n) || !n->lhs->type ||
		    (a = dt_type_resolve(n->lhs->type))->kind != TY_ARRAY)
			return n;
		if (n->args->kind != ND_INT)
			*variable = true;
		else if (!*bad && n->args->ival >= a->nelems)
			*bad = n;
		n = n->lhs;
	}
}

/* Is B (an lvalue's base) memory reached through a pointer: p->m, *p,
 * p[i] with p a pointer? */
static bool is_through_ptr(const struct dt_node *b)
{
	return b->kind == ND_MEMBER || (b->kind == ND_UNOP && !strcmp(b->op, "*")) ||
	       (b->kind == ND_INDEX && !is_dyn_var(b));
}

bool dt_is_mem_string(const struct dt_node *n)
{
	return n->type && n->type->kind == TY_STRING && !n->str_index &&
	       (n->kind == ND_MEMBER || (n->kind == ND_INDEX && !n->ident) ||
		(n->kind == ND_UNOP && !strcmp(n->op, "*")));
}

bool dt_lvalue_checked(const struct dt_node *n)
{
	const struct dt_node *bad;
	bool variable;

	return is_through_ptr(lvalue_base(n, &bad, &variable)) || variable;
}

const struct dt_node *dt_lvalue_var_base(const struct dt_node *n)
{
	const struct dt_node *bad, *b;
	bool variable;

	b = lvalue_base(n, &bad, &variable);
	return variable && !is_through_ptr(b) ? b : NULL;
}

/*
 * "v.m = e", "a[i] = e", "p->m = e", "*p = e", "p[i] = e" (and +=, ++
 * ...): N (typed) is assignable when it is a scalar (or bit-field) and
 * either
 *  - memory through a pointer: any address, which pass 3 checks at run
 *    time against the clause's scratch memory and the variables'
 *    storage, as dtrace allows stores only there (never kernel memory);
 *  - or the chain of '.' and array indexes under it ends at a struct or
 *    array variable of the program (global, this->, self->, an
 *    associative array element): memory whose layout pass 2 knows; a
 *    constant index out of bounds is refused, a variable one checked at
 *    run time as a store through a pointer is.
 */
bool dt_elab_member_lvalue(struct dt_program *prog, struct dt_node *n, const char *op)
{
	const struct dt_node *p, *bad;
	struct dt_type *t = n->type;
	bool variable;

	(void)prog;
	if (!(n->member && n->member->bit_width) && !dt_type_is_scalar(t) &&
	    !dt_type_is_string(t)) {
		dt_error(D_OP_INCOMPAT, &n->loc, "operator %s cannot assign to %s of type %s", op,
			 n->member ? "a member" : "an object", t->name);
		return false;
	}
	p = lvalue_base(n, &bad, &variable);
	if (is_through_ptr(p))
		return true;
	if (bad) {
		dt_error(D_OP_WRITE, &bad->loc, "operator %s can only store into an array "
			 "element of a variable within its bounds", op);
		return false;
	}
	if ((p->kind == ND_IDENT || p->kind == ND_THIS) && p->ident &&
	    (p->ident->kind == ID_GLOBAL || p->ident->kind == ID_THIS) && p != n)
		return true;
	if (is_dyn_var(p) && p != n)
		return true;	/* self->s.m, a[k].m: faulted in by the store */
	dt_error(D_OP_WRITE, &n->loc, "operator %s can only be applied to a writable variable",
		 op);
	return false;
}
