/*
 * dt_typestore.c - the one store of named types (see types/dt_types.h).
 *
 * A hash table from C spellings ("struct file", "size_t") to types, filled
 * on demand: a miss asks the registered sources in order (D's built-in
 * types first, then whatever the driver registered: the kernel's DWARF or
 * BTF), and keeps the answer.  Script declarations enter through
 * dt_type_define().  Nothing here walks a whole source: the kernel has
 * ~100k types and a script names a handful.
 *
 * Derived types are interned where it is cheap (one pointer type per
 * pointee, kept in the pointee), so pass 2 may compare pointer types by
 * address after resolving typedefs.
 */
#include <stdlib.h>
#include <string.h>

#include "types/dt_types.h"

#define NBUCKETS 4096

struct entry {
	const char *name;
	struct dt_type *type;	/* NULL: a remembered miss */
	bool defined;		/* by dt_type_define (the script), not a source */
	struct entry *next;
};

const char *dt_type_hint = "";

static struct entry *buckets[NBUCKETS];
static struct dt_typesrc *sources;

static unsigned hash(const char *s)
{
	unsigned h = 2166136261u;

	while (*s)
		h = (h ^ (unsigned char)*s++) * 16777619u;
	return h % NBUCKETS;
}

static struct entry *find(const char *name)
{
	for (struct entry *e = buckets[hash(name)]; e; e = e->next)
		if (!strcmp(e->name, name))
			return e;
	return NULL;
}

static struct entry *insert(const char *name, struct dt_type *t)
{
	struct entry *e = dt_zalloc(sizeof(*e));
	unsigned h = hash(name);

	e->name = dt_strdup(name);
	e->type = t;
	e->next = buckets[h];
	buckets[h] = e;
	return e;
}

/* ---- D's own types (dt_typename.c): the first source, always present ---- */

static struct dt_typesrc d_source = { "D", dt_type_base_by_name, NULL, NULL, NULL };

/* ---- the store ---- */

static void ensure_d_source(void)
{
	if (!sources)
		sources = &d_source;
}

void dt_typesrc_add(struct dt_typesrc *src)
{
	struct dt_typesrc **pp;

	ensure_d_source();
	for (pp = &sources; *pp; pp = &(*pp)->next)
		if (*pp == src)
			return;
	src->next = NULL;
	*pp = src;
}

void dt_typestore_reset(void)
{
	for (int i = 0; i < NBUCKETS; i++)
		buckets[i] = NULL;	/* the entries leak: a compiler run is short */
	d_source.next = NULL;
	sources = &d_source;
	dt_typename_reset();
}

/* "struct file * *" -> "struct file *": strip one trailing '*'. */
static char *strip_star(const char *name)
{
	size_t n = strlen(name);

	if (n < 2 || name[n - 1] != '*')
		return NULL;
	n--;
	while (n > 0 && name[n - 1] == ' ')
		n--;
	return n ? dt_strndup(name, n) : NULL;
}

/* "char [4][2]" -> "char [2]" and 4: an array type named as an abstract
 * declarator names it (a cast's "(char [N])"), its outermost dimension
 * first, as C reads it.  NULL if NAME is no array. */
static char *strip_dim(const char *name, uint64_t *nelems)
{
	const char *b = strstr(name, " [");
	char *end;

	if (!b || name[strlen(name) - 1] != ']')
		return NULL;
	*nelems = strtoull(b + 2, &end, 0);
	if (end == b + 2 || *end != ']' || !*nelems)
		return NULL;
	return dt_sprintf("%.*s%s", (int)(b - name), name, end + 1);
}

/* "void (*)(void)": a pointer to a function returning "void", as the
 * kernel's DWARF gives one (a pointer to a TY_FUNC, dt_dwarf.c), named as
 * written (more stars: pointers to that).  NULL if NAME is none. */
static struct dt_type *fp_type(const char *name)
{
	const char *p = strstr(name, " (*");
	struct dt_type *ret, *t;
	size_t nstars;

	if (!p || name[strlen(name) - 1] != ')')
		return NULL;
	nstars = strspn(p + 2, "*");
	if (p[2 + nstars] != ')' || !(ret = dt_type_lookup(dt_strndup(name, (size_t)(p - name)))))
		return NULL;
	t = dt_type_new(TY_FUNC, "<function>", 0, false);
	t->base = ret;
	while (--nstars)
		t = dt_type_ptr(t);
	ret = dt_type_new(TY_PTR, name, 8, false);
	ret->base = t;
	return ret;
}

/* "vmlinux`spinlock_t", "struct vmlinux`file *" -> the name without its
 * module scopes (NULL if it has none): the kernel's modules share one
 * name space here, as the symbols do (dt_type_symbol). */
static char *unscope(const char *name)
{
	char *s, *q;

	if (!strchr(name, '`'))
		return NULL;
	s = dt_strdup(name);
	while ((q = strchr(s, '`'))) {
		char *w = q;

		while (w > s && w[-1] != ' ')
			w--;
		memmove(w, q + 1, strlen(q + 1) + 1);
	}
	return s;
}

struct dt_type *dt_type_lookup(const char *name)
{
	struct entry *e = find(name);
	struct dt_type *t = NULL;
	uint64_t nelems;
	char *base;

	if (!e && (base = unscope(name)))
		return *base ? dt_type_lookup(base) : NULL;
	if (e)
		return e->type;
	base = strip_star(name);
	if (base) {
		t = dt_type_lookup(base);
		return t ? dt_type_ptr(t) : NULL;
	}
	if ((base = strip_dim(name, &nelems))) {
		t = dt_type_lookup(base);
		t = t && dt_type_resolve(t)->kind != TY_VOID ? dt_type_array(t, nelems) : NULL;
		if (t)	/* one type per name: casts compare them (a miss is not
			 * kept: its element may be declared later) */
			insert(name, t);
		return t;
	}
	if ((t = fp_type(name))) {
		insert(name, t);
		return t;
	}
	ensure_d_source();
	for (struct dt_typesrc *s = sources; s && !t; s = s->next)
		t = s->lookup(name);
	insert(name, t);
	return t;
}

struct dt_type *dt_type_define(struct dt_type *t)
{
	struct entry *e = find(t->name);

	if (e && e->type)
		return e->type;
	if (e)
		e->type = t;	/* was a remembered miss */
	else
		e = insert(t->name, t);
	e->defined = true;
	return t;
}

bool dt_type_is_defined(const char *name)
{
	struct entry *e = find(name);

	return e && e->defined;
}

bool dt_type_enumerator(const char *name, struct dt_type **type, int64_t *value)
{
	/* script enums are entered as types; their enumerators are found
	 * by the sources that own them, and by a walk of the store */
	for (int i = 0; i < NBUCKETS; i++)
		for (struct entry *e = buckets[i]; e; e = e->next) {
			if (!e->type || e->type->kind != TY_ENUM || e->type->complete)
				continue;
			for (struct dt_enumerator *en = e->type->enums; en; en = en->next)
				if (!strcmp(en->name, name)) {
					*type = e->type;
					*value = en->value;
					return true;
				}
		}
	ensure_d_source();
	for (struct dt_typesrc *s = sources; s; s = s->next)
		if (s->enumerator && s->enumerator(name, type, value))
			return true;
	return false;
}

bool dt_type_symbol(const char *name, uint64_t *addr, struct dt_type **type)
{
	const char *q = strrchr(name, '`');

	if (q)
		name = q + 1;	/* the module scope: one kernel name space */
	ensure_d_source();
	for (struct dt_typesrc *s = sources; s; s = s->next)
		if (s->symbol && s->symbol(name, addr, type))
			return true;
	return false;
}

/* ---- making types ---- */

struct dt_type *dt_type_new(enum dt_type_kind kind, const char *name, int size,
			    bool is_signed)
{
	struct dt_type *t = dt_zalloc(sizeof(*t));

	t->kind = kind;
	t->name = name ? dt_strdup(name) : "?";
	t->size = size;
	t->is_signed = is_signed;
	return t;
}

struct dt_type *dt_type_ptr(struct dt_type *t)
{
	if (!t->ptr_to) {
		const char *n = t->name;
		size_t len = strlen(n);
		bool star = len && n[len - 1] == '*';

		t->ptr_to = dt_type_new(TY_PTR, dt_sprintf("%s%s*", n, star ? "" : " "), 8,
					false);
		t->ptr_to->base = t;
		t->ptr_to->origin = t->origin;
		t->ptr_to->user = t->user;
	}
	return t->ptr_to;
}

struct dt_type *dt_type_array(struct dt_type *t, uint64_t nelems)
{
	struct dt_type *a = dt_type_new(TY_ARRAY, nelems ?
					dt_sprintf("%s [%llu]", t->name,
						   (unsigned long long)nelems) :
					dt_sprintf("%s []", t->name), 0, false);

	a->base = t;
	a->nelems = nelems;
	a->origin = t->origin;
	a->user = t->user;
	return a;
}

struct dt_type *dt_type_typedef(const char *name, struct dt_type *t)
{
	struct dt_type *r = dt_type_resolve(t);
	struct dt_type *td = dt_type_new(TY_TYPEDEF, name, r->size, r->is_signed);

	td->base = t;
	td->origin = t->origin;
	return td;
}

struct dt_member *dt_type_add_member(struct dt_type *t, const char *name,
				     struct dt_type *mt, uint64_t offset,
				     int bit_offset, int bit_width)
{
	struct dt_member *m = dt_zalloc(sizeof(*m)), **pp;

	m->name = name ? dt_strdup(name) : NULL;
	m->type = mt;
	m->offset = offset;
	m->bit_offset = bit_offset;
	m->bit_width = bit_width;
	for (pp = &t->members; *pp; pp = &(*pp)->next)
		;
	*pp = m;
	return m;
}

void dt_type_add_enumerator(struct dt_type *t, const char *name, int64_t value)
{
	struct dt_enumerator *e = dt_zalloc(sizeof(*e)), **pp;

	e->name = dt_strdup(name);
	e->value = value;
	for (pp = &t->enums; *pp; pp = &(*pp)->next)
		;
	*pp = e;
}

/* ---- questions about types ---- */

struct dt_type *dt_type_resolve(struct dt_type *t)
{
	/* bounded: a typedef cycle can only come from a corrupt source */
	for (int i = 0; t && t->kind == TY_TYPEDEF && i < 64; i++)
		t = t->base;
	return t;
}

void dt_type_complete(struct dt_type *t)
{
	void (*fn)(struct dt_type *) = t->complete;

	if (fn) {
		t->complete = NULL;	/* before: a self-referencing type */
		fn(t);
	}
}

bool dt_type_member(struct dt_type *t, const char *name, struct dt_member *out)
{
	t = dt_type_resolve(t);
	if (!t || (t->kind != TY_STRUCT && t->kind != TY_UNION))
		return false;
	dt_type_complete(t);
	for (struct dt_member *m = t->members; m; m = m->next) {
		if (m->name && !strcmp(m->name, name)) {
			*out = *m;
			out->next = NULL;
			return true;
		}
		if (!m->name && dt_type_member(m->type, name, out)) {
			out->offset += m->offset;
			return true;
		}
	}
	return false;
}

uint64_t dt_type_sizeof(struct dt_type *t)
{
	t = dt_type_resolve(t);
	if (!t)
		return 0;
	dt_type_complete(t);
	if (t->kind == TY_ARRAY)
		return t->nelems * dt_type_sizeof(t->base);
	return (uint64_t)t->size;
}

bool dt_type_is_integer(struct dt_type *t)
{
	t = dt_type_resolve(t);
	return t && (t->kind == TY_INT || t->kind == TY_ENUM);
}

bool dt_type_is_pointer(struct dt_type *t)
{
	t = dt_type_resolve(t);
	return t && t->kind == TY_PTR;
}

bool dt_type_is_uptr(struct dt_type *t)
{
	t = dt_type_resolve(t);
	return t && t->kind == TY_PTR && t->user;
}

bool dt_type_is_scalar(struct dt_type *t)
{
	return dt_type_is_integer(t) || dt_type_is_pointer(t);
}

bool dt_type_is_string(struct dt_type *t)
{
	t = dt_type_resolve(t);
	return t && t->kind == TY_STRING;
}

bool dt_type_is_charseq(struct dt_type *t)
{
	struct dt_type *e;

	t = dt_type_resolve(t);
	if (!t || (t->kind != TY_PTR && t->kind != TY_ARRAY))
		return false;
	e = dt_type_resolve(t->base);
	return e && e->kind == TY_INT && e->size == 1;
}

bool dt_type_is_vfptr(struct dt_type *t)
{
	struct dt_type *b;

	t = dt_type_resolve(t);
	if (!t || t->kind != TY_PTR)
		return false;
	b = dt_type_resolve(t->base);
	return !b || b->kind == TY_VOID || b->kind == TY_FUNC;
}

uint64_t dt_type_elem_size(struct dt_type *t)
{
	uint64_t n;

	t = dt_type_resolve(t);
	if (!t || (t->kind != TY_PTR && t->kind != TY_ARRAY))
		return 0;
	n = dt_type_sizeof(t->base);
	return n ? n : 1;	/* void *: GNU C's byte arithmetic, as D's */
}
