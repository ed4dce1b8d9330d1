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
 *   self->x, a[k...], self->a[k...]   dynamic variables (runtime/dynvar.c):
 *              an associative array takes its key types from its first
 *              use or declaration; reading a missing element gives 0 or
 *              "", assigning 0 deletes one.
 *
 * Declarations are processed before the clauses, in source order.
 */
#include <string.h>

#include "elab/dt_elab.h"

static bool is_int(struct dt_type *t)
{
	return dt_type_is_integer(t);
}

/* May a variable of type VT take a value of type RT?  Integers take
 * integers, strings strings; a pointer takes a pointer (or an array) to
 * the same type, and void * converts to and from any object pointer, as
 * in C and in dtrace (dt_parser.c, dt_node_is_argcompat() and
 * dt_node_is_ptrcompat(): "struct in6_addr *p" takes alloca()). */
static bool assignable(struct dt_type *vt, struct dt_type *rt)
{
	struct dt_type *v, *r;

	if (is_int(vt) || is_int(rt))
		return is_int(vt) && is_int(rt);
	if (dt_type_is_string(vt) || dt_type_is_string(rt))
		return dt_type_is_string(vt) && dt_type_is_string(rt);
	v = dt_type_resolve(vt);
	r = dt_type_resolve(rt);
	if (v == r)
		return true;
	if (v->kind != TY_PTR || (r->kind != TY_PTR && r->kind != TY_ARRAY))
		return false;
	v = dt_type_resolve(v->base);
	r = dt_type_resolve(r->base);
	return v == r || v->kind == TY_VOID || r->kind == TY_VOID;
}

static struct dt_ident *find_in(struct dt_ident *list, const char *name)
{
	for (struct dt_ident *id = list; id; id = id->next)
		if (strcmp(id->name, name) == 0)
			return id;
	return NULL;
}

/* The dynamic variable NAME (thread-local or not). */
static struct dt_ident *find_dyn(struct dt_program *prog, const char *name, bool self)
{
	for (struct dt_ident *id = prog->dynvars; id; id = id->next)
		if (id->self == self && strcmp(id->name, name) == 0)
			return id;
	return NULL;
}

struct dt_ident *dt_var_find(struct dt_program *prog, const struct dt_node *n)
{
	switch (n->kind) {
	case ND_THIS:
		return find_in(prog->thisvars, n->name);
	case ND_SELF:
		return find_dyn(prog, n->name, true);
	case ND_INDEX:
		return find_dyn(prog, n->lhs->name, n->lhs->kind == ND_SELF);
	default:
		return find_dyn(prog, n->name, false) ? find_dyn(prog, n->name, false)
						      : find_in(prog->globals, n->name);
	}
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

/* Bytes a variable of type T takes (strings: strsize and a NUL), in
 * whole u64 words. */
static int type_bytes(const struct dt_program *prog, const struct dt_type *t)
{
	if (t->kind == TY_STRING)
		return (prog->opts.strsize + 1 + 7) / 8 * 8;
	if (!dt_type_is_scalar((struct dt_type *)t))	/* a struct, union, array */
		return (int)(dt_type_sizeof((struct dt_type *)t) + 7) / 8 * 8;
	return 8;
}

static int this_words(const struct dt_program *prog, const struct dt_type *t)
{
	return type_bytes(prog, t) / 8;
}

/* Bytes of a key part of type T. */
static int key_bytes(const struct dt_program *prog, const struct dt_type *t)
{
	return t->kind == TY_STRING ? prog->opts.strsize : 8;
}

static void define_dyn(struct dt_program *prog, struct dt_ident *id, bool self,
		       struct dt_type *const *keys, int nkeys)
{
	int ksz = 16, vsz = type_bytes(prog, id->type);

	id->kind = ID_DYN;
	id->self = self;
	id->nkeys = nkeys;
	for (int i = 0; i < nkeys; i++) {
		id->keys[i] = keys[i];
		ksz += key_bytes(prog, keys[i]);
	}
	id->id = ++prog->ndyn;		/* key word 0: never 0 */
	prog->dynkeysz = ksz > prog->dynkeysz ? ksz : prog->dynkeysz;
	prog->dynvalsz = vsz > prog->dynvalsz ? vsz : prog->dynvalsz;
	prog->dynself |= self;
	append(&prog->dynvars, id);
}

struct dt_ident *dt_var_define(struct dt_program *prog, const struct dt_node *n,
			       struct dt_type *type)
{
	struct dt_ident *id = dt_zalloc(sizeof(*id));

	id->name = n->kind == ND_INDEX ? n->lhs->name : n->name;
	id->type = type;
	id->loc = n->loc;
	if (n->kind == ND_SELF) {
		define_dyn(prog, id, true, NULL, 0);
	} else if (n->kind == ND_INDEX) {
		struct dt_type *keys[8];
		int nkeys = 0;

		for (struct dt_node *k = n->args; k && nkeys < 8; k = k->next)
			keys[nkeys++] = k->type->kind == TY_STRING ? k->type
								    : dt_type_promote(k->type);
		define_dyn(prog, id, n->lhs->kind == ND_SELF, keys, nkeys);
	} else if (n->kind == ND_THIS) {
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
static bool in_system_header(const struct dt_loc *loc);

static struct dt_type *decl_type(struct dt_program *prog, const struct dt_decl *d)
{
	struct dt_type *t = d->sou ? dt_elab_sou(prog, d->sou) : dt_type_or_forward(prog, d->type);

	if (!t && d->sou)
		return NULL;
	for (int i = 0; d->sou && i < d->sou_ptrs; i++)
		t = dt_type_ptr(t);	/* "union { ... } *u;" */
	if (!t && dt_type_name_check(d->type, &d->type_loc))
		return NULL;
	if (!t && dt_tapset_why(d->type)) {
		dt_error(D_TYPE_ERR, &d->type_loc, "type %s is not available: %s", d->type,
			 dt_tapset_why(d->type));
		return NULL;
	}
	if (!t && d->scope == 'T' && in_system_header(&d->loc))
		return NULL;	/* a system header's typedef D cannot take (float) */
	if (!t) {
		dt_error(D_UNSUPPORTED, &d->type_loc, "type %s is not supported yet%s", d->type,
			 dt_type_hint);
		return NULL;
	}
	if (d->ndims && !(t = dt_elab_array_type(prog, t, d->dims, d->ndims, &d->loc)))
		return NULL;
	if (t->kind == TY_VOID && d->scope != 'T') {	/* "typedef void T;" is C */
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

/* "inline T name[T1 p1, ...] = expr;": the expression is kept as parsed,
 * elaborated at each use with the arguments in place of the parameters
 * (dt_elab_inline_index); the parameter types are checked here. */
static void decl_inline_params(struct dt_program *prog, const struct dt_decl *d,
			       struct dt_type *t)
{
	struct dt_ident *id;

	if (find_in(prog->inlines, d->name) || find_in(prog->globals, d->name)) {
		dt_error(D_DECL_IDRED, &d->loc, "identifier redeclared: %s", d->name);
		return;
	}
	id = dt_zalloc(sizeof(*id));
	for (int i = 0; i < d->nkeys; i++) {
		id->keys[i] = dt_type_by_name(d->keys[i]);
		if (!id->keys[i] || dt_type_resolve(id->keys[i])->kind == TY_VOID ||
		    !(dt_type_is_scalar(id->keys[i]) || dt_type_is_string(id->keys[i]))) {
			dt_error(D_DECL_PROTO_TYPE, &d->loc, "inline %s[ ] parameter #%d (%s) "
				 "must be of integer, pointer or string type", d->name, i + 1,
				 d->keys[i]);
			return;
		}
	}
	id->kind = ID_INLINE;
	id->name = d->name;
	id->type = t;
	id->loc = d->loc;
	id->value = d->init;
	id->params = d->params;
	id->nkeys = d->nkeys;
	id->declared = true;
	append(&prog->inlines, id);
}

/* Can argument type A be given for a parameter of type P (as C passes it)? */
static bool param_accepts(struct dt_type *p, struct dt_type *a)
{
	if (dt_type_is_string(p) || dt_type_is_string(a))
		return dt_type_is_string(p) && dt_type_is_string(a);
	if (is_int(p))
		return is_int(a);
	return dt_type_is_pointer(p) && (dt_type_is_pointer(a) || is_int(a));
}

/* Does evaluating N do more than compute a value (an assignment, ++, a
 * call: rand() is another number each time)? */
static bool has_effects(const struct dt_node *n)
{
	if (!n)
		return false;
	if (n->kind == ND_ASSIGN || n->kind == ND_PREINC || n->kind == ND_POSTINC ||
	    n->kind == ND_CALL)
		return true;
	for (const struct dt_node *a = n->args; a; a = a->next)
		if (has_effects(a))
			return true;
	return has_effects(n->lhs) || has_effects(n->rhs) || has_effects(n->cond);
}

/* An argument with effects is evaluated once, as dtrace's inlines take
 * their arguments: BODY becomes "((this->t = (T)arg) == 0 ? BODY : BODY)"
 * with T's uses reading the clause-local this->t (both arms the same
 * expression: the condition only sequences the assignment first). */
static struct dt_node *bind_once(struct dt_node *body, const char *param, struct dt_node *c)
{
	static int serial;
	struct dt_node *t = dt_zalloc(sizeof(*t)), *set = dt_zalloc(sizeof(*set));
	struct dt_node *zero = dt_zalloc(sizeof(*zero)), *cmp = dt_zalloc(sizeof(*cmp));
	struct dt_node *sel = dt_zalloc(sizeof(*sel));

	t->kind = ND_THIS;
	t->loc = c->loc;
	t->name = dt_sprintf("__dtap_inline_arg%d", serial++);
	dt_node_substitute(body, param, t);
	*set = (struct dt_node){ .kind = ND_ASSIGN, .loc = c->loc, .op = "=",
				 .lhs = dt_node_copy(t), .rhs = c };
	*zero = (struct dt_node){ .kind = ND_INT, .loc = c->loc, .type = &dt_ty_int };
	*cmp = (struct dt_node){ .kind = ND_BINOP, .loc = c->loc, .op = "==", .lhs = set,
				 .rhs = zero };
	*sel = (struct dt_node){ .kind = ND_TERNARY, .loc = body->loc, .cond = cmp,
				 .lhs = body, .rhs = dt_node_copy(body) };
	return sel;
}

/* The use of inline ID in N = name[args] is its expression with each
 * parameter replaced by "(T)arg" (the argument as parsed, so it is typed
 * in place; one with effects once, bind_once); false: an argument does
 * not fit (diagnosed). */
static struct dt_node *inline_body(struct dt_program *prog, const struct dt_ident *id,
				   struct dt_node *n)
{
	struct dt_node *body = dt_node_copy(id->value), *a = n->args;

	for (int i = 0; a; a = a->next, i++) {
		struct dt_node *c = dt_zalloc(sizeof(*c));

		c->kind = ND_CAST;
		c->loc = a->loc;
		c->name = (char *)id->keys[i]->name;
		c->lhs = dt_node_copy(a);
		dt_elab_expr(prog, a);
		if (!a->type)
			return NULL;
		if (!param_accepts(id->keys[i], a->type)) {
			dt_error(D_PROTO_ARG, dt_node_start(a), "%s[ ] key #%d is incompatible "
				 "with prototype:\n\tprototype: %s\n\t      key: %s", id->name,
				 i + 1, id->keys[i]->name, a->type->name);
			return NULL;
		}
		if (has_effects(a))
			body = bind_once(body, id->params[i], c);
		else
			dt_node_substitute(body, id->params[i], c);
	}
	return body;
}

/* Is inline ID declared before inline LIMIT? */
static bool declared_before(const struct dt_program *prog, const struct dt_ident *id,
			    const struct dt_ident *limit)
{
	for (const struct dt_ident *i = prog->inlines; i && i != limit; i = i->next)
		if (i == id)
			return true;
	return false;
}

static bool is_param(const struct dt_ident *id, const char *name)
{
	for (int i = 0; i < id->nkeys; i++)
		if (id->params[i] && !strcmp(id->params[i], name))
			return true;
	return false;
}

/*
 * dtrace cooks an inline's expression where it is declared, so that the
 * expression sees the inlines declared before it only: not itself
 * (inline int r[int x] = r[x]), not one declared after it (two inlines
 * naming each other).  dtap expands a parameterized inline at each use;
 * checking its expression (N) this way keeps every expansion finite, as
 * each one names strictly earlier inlines.  False (diagnosed as dtrace
 * does: the name is no variable yet) at the first such name.
 */
static bool names_earlier_inlines(struct dt_program *prog, const struct dt_ident *id,
				  const struct dt_node *n)
{
	for (; n; n = n->next) {
		const struct dt_ident *in;

		if (n->kind == ND_IDENT && !is_param(id, n->name) &&
		    (in = find_in(prog->inlines, n->name)) && !declared_before(prog, in, id)) {
			dt_error(D_VAR_UNDEF, &n->loc, "%s has not yet been declared or assigned",
				 n->name);
			return false;
		}
		if (!names_earlier_inlines(prog, id, n->lhs) ||
		    !names_earlier_inlines(prog, id, n->rhs) ||
		    !names_earlier_inlines(prog, id, n->cond) ||
		    !names_earlier_inlines(prog, id, n->args))
			return false;
	}
	return true;
}

/* Inlines expanding inlines may still double at each level: a bound, so
 * that a program of a few lines cannot take the compiler's memory. */
#define DT_INLINE_USES_MAX 10000

bool dt_elab_inline_index(struct dt_program *prog, struct dt_node *n)
{
	struct dt_node *body, *next = n->next;
	struct dt_ident *id;
	struct dt_loc loc = n->loc;
	int argc = 0;

	if (n->lhs->kind != ND_IDENT || dt_var_find(prog, n->lhs))
		return false;
	dt_tapset_need(prog, 'i', n->lhs->name);	/* fds: on first use */
	if (!(id = dt_inline_find(prog, n->lhs->name)))
		return false;
	if (!id->params) {
		dt_error(D_ARR_BADREF, &n->loc, "%s is not an associative array", id->name);
		return true;
	}
	for (const struct dt_node *a = n->args; a; a = a->next)
		argc++;
	if (argc != id->nkeys) {
		dt_error(D_PROTO_LEN, &n->loc, "%s[ ] prototype mismatch: %d key%s passed, "
			 "%d expected", id->name, argc, argc == 1 ? "" : "s", id->nkeys);
		return true;
	}
	if (!id->body_ok)
		id->body_ok = names_earlier_inlines(prog, id, id->value) ? 1 : -1;
	if (id->body_ok < 0)
		return true;
	if (++prog->inline_uses > DT_INLINE_USES_MAX) {
		if (prog->inline_uses == DT_INLINE_USES_MAX + 1)
			dt_error(D_LIMIT, &n->loc, "%s[ ]: more than %d uses of inlines "
				 "with parameters, counting those inside inlines", id->name,
				 DT_INLINE_USES_MAX);
		return true;
	}
	if (!(body = inline_body(prog, id, n)))
		return true;
	dt_elab_expr(prog, body);
	if (!body->type)
		return true;
	if (dt_type_is_string(id->type) != dt_type_is_string(body->type)) {
		dt_error(D_OP_INCOMPAT, dt_node_start(id->value),
			 "inline %s definition uses incompatible types: \"%s\" = \"%s\"",
			 id->name, id->type->name, body->type->name);
		return true;
	}
	if (is_int(body->type) && body->type != id->type)
		body = dt_node_cast_to(body, id->type, &loc);
	*n = *body;
	n->next = next;		/* N's place in an argument list */
	n->loc = loc;
	return true;
}

static void decl_var(struct dt_program *prog, const struct dt_decl *d, struct dt_type *t)
{
	struct dt_node n = { .kind = d->scope == 't' ? ND_THIS : ND_IDENT, .loc = d->loc,
			     .name = d->name };
	struct dt_ident *id = dt_var_find(prog, &n);

	if (d->scope == 'g' && find_in(prog->inlines, d->name))
		id = find_in(prog->inlines, d->name);
	if (d->scope == 'g' && dt_is_builtin_name(d->name)) {	/* int execname; */
		dt_error(D_DECL_IDRED, &d->loc, "identifier redeclared: %s", d->name);
		return;
	}
	if (id) {
		/* dtrace accepts a repeated declaration of the same type */
		if (id->type != t || id->kind == ID_INLINE)
			dt_error(D_DECL_IDRED, &d->loc, "identifier redeclared: %s", d->name);
		return;
	}
	id = dt_var_define(prog, &n, t);
	id->declared = true;
}

/* "self int x;", "int a[string, int];", "self string a[int];" */
static void decl_dyn(struct dt_program *prog, const struct dt_decl *d, struct dt_type *t)
{
	struct dt_type *keys[8];
	struct dt_ident *id;

	if (d->scope == 't' || d->scope == 'i') {
		dt_error(D_DECL_LOCASSC, &d->loc, "associative arrays may not be declared as "
			 "local variables: %s", d->name);
		return;
	}
	for (int i = 0; i < d->nkeys; i++) {
		keys[i] = dt_type_by_name(d->keys[i]);
		if (!keys[i] || keys[i]->kind == TY_VOID) {
			dt_error(keys[i] ? D_KEY_TYPE : D_UNSUPPORTED, &d->loc,
				 "%s[ ] key #%d of type %s %s", d->name, i + 1, d->keys[i],
				 keys[i] ? "cannot be a key" : "is not supported yet");
			return;
		}
	}
	if (find_dyn(prog, d->name, d->scope == 's') ||
	    (d->scope != 's' && (find_in(prog->globals, d->name) ||
				 dt_is_builtin_name(d->name)))) {
		dt_error(D_DECL_IDRED, &d->loc, "identifier redeclared: %s", d->name);
		return;
	}
	id = dt_zalloc(sizeof(*id));
	id->name = d->name;
	id->type = t;
	id->loc = d->loc;
	id->declared = true;
	define_dyn(prog, id, d->scope == 's', keys, d->nkeys);
}

/* An enumerator is an inline int constant, as in C. */
static bool in_system_header(const struct dt_loc *loc);

static bool define_enumerator(struct dt_program *prog, const struct dt_decl_enum *e,
			      int64_t v)
{
	struct dt_node *n = dt_zalloc(sizeof(*n));
	struct dt_ident *id = find_in(prog->inlines, e->name);

	/* <netinet/in.h>'s IPPROTO_TCP under -C, as net.d has it already */
	if (id && in_system_header(&e->loc) && id->value && id->value->kind == ND_INT &&
	    (int64_t)id->value->ival == v)
		return true;
	if (id || find_in(prog->globals, e->name)) {
		dt_error(D_DECL_IDRED, &e->loc, "identifier redeclared: %s", e->name);
		return false;
	}
	n->kind = ND_INT;
	n->loc = e->loc;
	n->ival = (uint64_t)v;
	n->type = &dt_ty_int;
	id = dt_zalloc(sizeof(*id));
	id->kind = ID_INLINE;
	id->name = e->name;
	id->type = &dt_ty_int;
	id->loc = e->loc;
	id->value = n;
	id->declared = true;
	append(&prog->inlines, id);
	return true;
}

/* "enum tag { A, B = 5, C };": the names are int constants (each the one
 * before plus one unless given), "enum tag" an int type. */
static void decl_enum(struct dt_program *prog, const struct dt_decl *d)
{
	int64_t v = -1;

	if (d->name && !dt_type_alias(dt_sprintf("enum %s", d->name), &dt_ty_int)) {
		dt_error(D_DECL_TYPERED, &d->loc, "type redeclared: enum %s", d->name);
		return;
	}
	for (const struct dt_decl_enum *e = d->enums; e; e = e->next) {
		if (e->value) {
			dt_elab_expr(prog, e->value);
			if (!e->value->type)
				return;
			if (e->value->kind != ND_INT) {
				dt_error(D_DECL_ENCONST, dt_node_start(e->value), "enumerator '%s' "
					 "must be assigned an integral constant expression", e->name);
				return;
			}
			v = (int64_t)dt_int_convert(e->value->ival, e->value->type);
		} else {
			v++;
		}
		if (v > INT32_MAX || v < INT32_MIN) {
			dt_error(D_DECL_ENOFLOW, &e->loc, "enumerator '%s' overflows INT_MAX (%d)",
				 e->name, INT32_MAX);
			return;
		}
		if (!define_enumerator(prog, e, v))
			return;
	}
}

/* A declaration of a system header (cpp's line markers name the file):
 * /usr/include, gcc's own headers. */
static bool in_system_header(const struct dt_loc *loc)
{
	return loc->file && !strncmp(loc->file, "/usr/", 5);
}

/* glibc's <sys/types.h> makes id_t an unsigned int (D: an int), caddr_t
 * a char * (D: an 8-byte integer), timer_t a void * (the kernel's: an
 * int): a system header included under -C may redeclare a type D or the
 * kernel has, and the one the script already sees stays, the kernel's
 * being what the probes read (the script's own redeclaration is
 * D_DECL_IDRED). */
static bool system_redecl(const struct dt_decl *d)
{
	return in_system_header(&d->loc) && dt_type_by_name(d->name);
}

/* dtrace-utils (dt_parser.c, dt_node_decl(), DT_DC_TYPEDEF): a name D's
 * definitions already have as a type is redeclared, even as the same
 * type ("typedef int t; typedef int t;"). */
static void typedef_redeclared(const struct dt_decl *d)
{
	dt_error(D_DECL_IDRED, &d->loc, "typedef redeclared: %s", d->name);
}

/* "typedef T name;": integers, strings and void keep their kind under
 * the new name (D's own aliases); anything else becomes a typedef in the
 * type store, so a struct and its typedef stay one type. */
static void decl_typedef(const struct dt_decl *d, struct dt_type *t)
{
	struct dt_type *td;

	if (dt_type_is_integer(t) || t->kind == TY_STRING || t->kind == TY_VOID) {
		if (!dt_type_alias(d->name, t) && !system_redecl(d))
			typedef_redeclared(d);
		return;
	}
	if (system_redecl(d))
		return;
	td = dt_type_typedef(d->name, t);
	if (dt_type_base_by_name(d->name) || dt_type_define(td) != td)
		typedef_redeclared(d);
}

/* A variable of struct, union or array type: complete; a struct or union
 * may be of any scope but inline (a dynamic one's value is its bytes in
 * the dynamic variable space), an array a global or this-> only. */
static bool sou_storage_ok(const struct dt_decl *d, struct dt_type *t)
{
	struct dt_type *r = dt_type_resolve(t);

	dt_type_complete(r);
	if (r->kind == TY_FUNC || !dt_type_sizeof(r)) {
		dt_error(D_DECL_INCOMPLETE, &d->loc, "incomplete struct/union/enum %s: %s",
			 t->name, d->name);
		return false;
	}
	if (d->scope == 'i' && d->init->kind == ND_XLATE && r->kind != TY_ARRAY)
		return true;	/* a translated value: used through its members */
	if (d->scope == 'i') {
		dt_error(D_DECL_DYNOBJ, &d->loc, "%s of type %s: inline variables of struct, "
			 "union or array type are not supported yet", d->name, t->name);
		return false;
	}
	return true;
}

void dt_elab_decl(struct dt_program *prog, struct dt_decl *d)
{
	struct dt_type *t;

	if (d->name && strchr(d->name, '`') && d->scope != 'P' && d->scope != 'X' &&
	    d->scope != 'S' && d->scope != 'E') {	/* dt_node_decl() */
		dt_error(D_DECL_SCOPE, &d->loc, "D scoping operator may not be used in a "
			 "declaration name (%s)", d->name);
		return;
	}

	if (d->scope == 'E') {
		decl_enum(prog, d);
		return;
	}
	if (d->scope == 'S') {
		dt_elab_sou(prog, d);
		return;
	}
	if (d->scope == 'X') {
		dt_elab_translator(prog, d);
		return;
	}
	if (d->scope == 'P') {
		dt_alias_define(prog, d);
		return;
	}
	t = decl_type(prog, d);

	if (!t)
		return;
	if (d->scope == 'T' && (find_in(prog->globals, d->name) || find_in(prog->inlines, d->name))) {
		/* dt_node_decl(), DT_DC_TYPEDEF: a global's name first */
		dt_error(D_DECL_IDRED, &d->loc, "global variable identifier redeclared: %s",
			 d->name);
		return;
	}
	if (d->scope == 'T') {
		decl_typedef(d, t);
		return;
	}
	if (!dt_type_is_scalar(t) && !dt_type_is_string(t) && !sou_storage_ok(d, t))
		return;
	if (d->scope == 'i' && d->assoc) {
		decl_inline_params(prog, d, t);
		return;
	}
	if (d->scope == 's' || d->assoc) {
		decl_dyn(prog, d, t);
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
			       const struct dt_loc *oploc, struct dt_type *rtype, bool zero_rhs)
{
	struct dt_ident *id = dt_var_find(prog, lv);
	bool plain = !strcmp(op, "=");
	const char *name = lv->kind == ND_INDEX ? lv->lhs->name : lv->name;

	if (!id && lv->kind == ND_INDEX && lv->lhs->kind == ND_IDENT)
		id = find_in(prog->globals, name);	/* a scalar: the caller says so */
	if (!id) {
		return dt_var_define(prog, lv, is_int(rtype) ? dt_type_promote(rtype) : rtype);
	}
	if (plain && id->kind == ID_DYN && !is_int(id->type) && !dt_type_is_pointer(id->type) &&
	    is_int(rtype) && zero_rhs)
		return id;	/* "self->s = 0" frees a string or a struct too */
	if (!plain && !is_int(id->type)) {
		bool step = !strcmp(op, "++") || !strcmp(op, "--");

		if (dt_type_resolve(id->type)->kind == TY_PTR &&
		    (step || ((op[0] == '+' || op[0] == '-') && is_int(rtype)))) {
			if (!dt_type_is_vfptr(id->type))	/* C's scaled steps */
				return id;
			/* dtrace-utils' words (dt_parser.c: dt_cook_op1 for
			 * ++ and --, dt_cook_op2 for += and -=) */
			dt_error(D_OP_VFPTR, &lv->loc, step ? "operator %s requires an operand "
				 "of known size" : "operator %s requires left-hand scalar operand "
				 "of known size", op);
		} else if (step)
			dt_error(D_OP_SCALAR, &lv->loc, "operator %s requires operand of scalar "
				 "type", op);
		else
			dt_op_operands_error(oploc, op, id->type, rtype);
		return NULL;
	}
	if (!assignable(id->type, rtype)) {
		dt_op_operands_error(oploc, op, id->type, rtype);
		return NULL;
	}
	return id;
}

/* The keys of N (ND_INDEX) against the array's key types: count and kind
 * (integers convert to the key's type, as function arguments do). */
bool dt_var_check_keys(const struct dt_ident *id, const struct dt_node *n)
{
	int argc = 0, i = 0;

	for (const struct dt_node *k = n->args; k; k = k->next)
		argc++;
	if (argc != id->nkeys) {
		dt_error(D_PROTO_LEN, &n->loc, "%s[ ] prototype mismatch: %d key%s passed, "
			 "%d expected", id->name, argc, argc == 1 ? "" : "s", id->nkeys);
		return false;
	}
	for (const struct dt_node *k = n->args; k; k = k->next, i++) {
		if ((k->type->kind == TY_STRING) != (id->keys[i]->kind == TY_STRING)) {
			dt_error(D_PROTO_ARG, dt_node_start(k), "%s[ ] key #%d is incompatible "
				 "with prototype:\n\tprototype: %s\n\t      key: %s", id->name,
				 i + 1, id->keys[i]->name, k->type->name);
			return false;
		}
	}
	return true;
}
