/*
 * dt_meta_ptype.c - pass 3: the layout of the types print( ) prints, as
 * metadata lines for dtapio (runtime/dtap_wire.h, "ptype"):
 *
 *   ptype ID KIND SIZE "NAME" [A B]
 *     KIND i  integer         A: 1 signed, 0 unsigned
 *          e  enum            A: signed; then "penum ID VALUE NAME" lines
 *          p  pointer
 *          s  struct, u union then "pmem ID OFF BITOFF BITWIDTH TYPEID NAME"
 *                             lines (NAME "" for an anonymous member)
 *          a  array           A: element type id, B: element count
 *          c  char array      (stops at its NUL) A, B as for a
 *          o  anything else   (floats, functions: printed as bytes)
 *
 * NAME is the type as written (typedef names kept: "refcount_t"), the
 * layout is what it resolves to.  A type's lines come after those of the
 * types it contains, and each type is written once per program.
 */
#include <stdlib.h>
#include <string.h>

#include "cg/dt_cg.h"

/* Nesting deeper than this is printed as bytes (kernel types never come
 * close; it only bounds the recursion). */
#define PT_MAXDEPTH 32

/* Each type is written once per name it is shown under: a member declared
 * "const char *" is a char * named so (dt_member.cname). */
struct dt_ptypes {
	const struct dt_type **types;
	const char **names;
	size_t n, cap, ncap;
};

static void pt_quote(FILE *out, const char *s)
{
	fputc('"', out);
	for (; s && *s; s++) {
		if (*s == '"' || *s == '\\')
			fputc('\\', out);
		fputc(*s, out);
	}
	fputc('"', out);
}

static int pt_find(const struct dt_ptypes *pt, const struct dt_type *t, const char *name)
{
	for (size_t i = 0; i < pt->n; i++)
		if (pt->types[i] == t && !strcmp(pt->names[i], name))
			return (int)i;
	return -1;
}

static int pt_add(struct dt_ptypes *pt, const struct dt_type *t, const char *name)
{
	pt->types = dt_grow(pt->types, &pt->cap, pt->n + 1, sizeof(*pt->types));
	pt->names = dt_grow(pt->names, &pt->ncap, pt->n + 1, sizeof(*pt->names));
	pt->types[pt->n] = t;
	pt->names[pt->n] = name;
	return (int)pt->n++;
}

/* The name of the elements of array T shown as NAME: "const char" of
 * "const char [16]" (C puts a qualifier of an array on its elements). */
static const char *elem_name(const struct dt_type *t, const char *name)
{
	const char *bn = t->base->name;
	size_t bl, sl, nl = strlen(name);

	if (t->kind != TY_ARRAY || !t->name || !bn || !strcmp(name, t->name) ||
	    strncmp(t->name, bn, bl = strlen(bn)))
		return bn;
	sl = strlen(t->name + bl);
	if (nl <= sl || strcmp(name + nl - sl, t->name + bl))
		return bn;
	return dt_strndup(name, nl - sl);
}

static bool is_char(struct dt_type *t)
{
	t = dt_type_resolve(t);
	return t->kind == TY_INT && t->size == 1 && t->name && strstr(t->name, "char");
}

/* The lines of T shown as NAME (and what it contains) unless written
 * already; its id. */
static int pt_write(FILE *out, struct dt_ptypes *pt, struct dt_type *t, const char *name,
		    int depth)
{
	struct dt_type *r = dt_type_resolve(t);
	int id, eid;
	char kind = 'o';

	if (!name)
		name = "";	/* an anonymous type's, as pt_quote() writes it */
	id = pt_find(pt, t, name);
	if (id >= 0)
		return id;
	dt_type_complete(r);
	if (depth < PT_MAXDEPTH && (r->kind == TY_STRUCT || r->kind == TY_UNION)) {
		struct dt_member *m;
		int n = 0, *ids;

		for (m = r->members; m; m = m->next)
			n++;
		ids = dt_zalloc(sizeof(*ids) * (size_t)(n ? n : 1));
		n = 0;
		for (m = r->members; m; m = m->next)
			ids[n++] = pt_write(out, pt, m->type,
					    m->cname ? m->cname : m->type->name, depth + 1);
		id = pt_add(pt, t, name);
		fprintf(out, "ptype %d %c %llu ", id, r->kind == TY_STRUCT ? 's' : 'u',
			(unsigned long long)dt_type_sizeof(r));
		pt_quote(out, name);
		fputc('\n', out);
		n = 0;
		for (m = r->members; m; m = m->next, n++) {
			fprintf(out, "pmem %d %llu %d %d %d ", id, (unsigned long long)m->offset,
				m->bit_offset, m->bit_width, ids[n]);
			pt_quote(out, m->name ? m->name : "");
			fputc('\n', out);
		}
		dt_free(ids);
		return id;
	}
	if (depth < PT_MAXDEPTH && r->kind == TY_ARRAY && r->base) {
		eid = pt_write(out, pt, r->base, elem_name(t, name), depth + 1);
		id = pt_add(pt, t, name);
		fprintf(out, "ptype %d %c %llu ", id, is_char(r->base) ? 'c' : 'a',
			(unsigned long long)dt_type_sizeof(r));
		pt_quote(out, name);
		fprintf(out, " %d %llu\n", eid, (unsigned long long)r->nelems);
		return id;
	}
	id = pt_add(pt, t, name);
	if (r->kind == TY_INT)
		kind = 'i';
	else if (r->kind == TY_ENUM)
		kind = 'e';
	else if (r->kind == TY_PTR)
		kind = 'p';
	else if (r->kind == TY_FLOAT)
		kind = 'f';
	fprintf(out, "ptype %d %c %llu ", id, kind, (unsigned long long)dt_type_sizeof(r));
	pt_quote(out, name);
	if (kind == 'i' || kind == 'e')
		fprintf(out, " %d", r->is_signed);
	fputc('\n', out);
	for (const struct dt_enumerator *e = kind == 'e' ? r->enums : NULL; e; e = e->next) {
		fprintf(out, "penum %d %lld ", id, (long long)e->value);
		pt_quote(out, e->name);
		fputc('\n', out);
	}
	return id;
}

struct dt_ptypes *dt_ptypes_new(void)
{
	return dt_zalloc(sizeof(struct dt_ptypes));
}

void dt_ptypes_free(struct dt_ptypes *pt)
{
	dt_free(pt->types);
	dt_free(pt->names);
	dt_free(pt);
}

int dt_ptype_id(FILE *out, struct dt_ptypes *pt, struct dt_type *t)
{
	return pt_write(out, pt, t, t->name, 0);
}
