/*
 * meta_ptype.c - the "ptype", "pmem" and "penum" lines of the metadata:
 * the layout of the types print() prints (kinds as
 * translator/cg/dt_meta_ptype.c writes them).  Every reference is checked
 * here (a member's type must be described before the member, so no
 * cycle can exist), so the printer can follow them without checks.
 */
#include <stdlib.h>
#include <string.h>

#include "libdtap_impl.h"

#define PT_MAXTYPES 100000

static bool pt_num(const char *s, int64_t *v)
{
	char *end;

	if (!s || !*s)
		return false;
	*v = strtoll(s, &end, 0);
	return *end == '\0';
}

static char *pt_strdup(const char *s)
{
	char *d = strdup(s);

	if (!d)
		abort();
	return d;
}

static void *pt_grow(void *p, int n, size_t size)
{
	p = realloc(p, (size_t)n * size);
	if (!p)
		abort();
	return p;
}

/* The type ID that lines may refer to: described, and not ID itself. */
static struct dtc_ptype *pt_get(struct dtc_meta *m, int64_t id)
{
	return id >= 0 && id < m->nptypes && m->ptypes[id].kind ? &m->ptypes[id] : NULL;
}

/* ptype ID KIND SIZE "NAME" [A B] */
static int pt_type(struct dtc_meta *m, char **w, int nw)
{
	int64_t id, size, a = 0, b = 0;
	struct dtc_ptype *t;
	char k = nw >= 5 ? w[2][0] : 0;	/* words past NW are stale */

	if (nw < 5 || !pt_num(w[1], &id) || id < 0 || id >= PT_MAXTYPES || !pt_num(w[3], &size) ||
	    size < 0 || !w[2][0] || w[2][1] || !strchr("iepsuacof", k))
		return -1;
	if (((k == 'i' || k == 'e') && (nw != 6 || !pt_num(w[5], &a))) ||
	    ((k == 'a' || k == 'c') && (nw != 7 || !pt_num(w[5], &a) || !pt_num(w[6], &b) ||
					!pt_get(m, a) || b < 0)) ||
	    (!strchr("ieac", k) && nw != 5))
		return -1;
	if (id < m->nptypes && m->ptypes[id].kind)
		return -1;
	if (id >= m->nptypes) {
		m->ptypes = pt_grow(m->ptypes, (int)id + 1, sizeof(*m->ptypes));
		memset(m->ptypes + m->nptypes, 0, (size_t)(id + 1 - m->nptypes) * sizeof(*m->ptypes));
		m->nptypes = (int)id + 1;
	}
	t = &m->ptypes[id];
	t->kind = k;
	t->size = (uint64_t)size;
	t->name = pt_strdup(w[4]);
	t->is_signed = (k == 'i' || k == 'e') && a;
	t->elem = (k == 'a' || k == 'c') ? (int)a : -1;
	t->nelems = (uint64_t)b;
	return 0;
}

/* pmem ID OFF BITOFF BITWIDTH MTYPEID "NAME": inside the struct/union. */
static int pt_member(struct dtc_meta *m, char **w, int nw)
{
	int64_t id, off, bo, bw, mt;
	struct dtc_ptype *t, *mtype;
	struct dtc_pmember *pm;

	if (nw != 7 || !pt_num(w[1], &id) || !pt_num(w[2], &off) || !pt_num(w[3], &bo) ||
	    !pt_num(w[4], &bw) || !pt_num(w[5], &mt))
		return -1;
	t = pt_get(m, id);
	mtype = pt_get(m, mt);
	if (!t || !mtype || mt == id || (t->kind != 's' && t->kind != 'u') || off < 0 ||
	    bo < 0 || bo > 7 || bw < 0 || bw > 64)
		return -1;
	/* the member lies inside its struct (a bitfield: its bytes) */
	if ((uint64_t)off + (bw ? (uint64_t)(bo + bw + 7) / 8 : mtype->size) > t->size)
		return -1;
	t->members = pt_grow(t->members, t->nmembers + 1, sizeof(*t->members));
	pm = &t->members[t->nmembers++];
	pm->name = pt_strdup(w[6]);
	pm->off = (uint64_t)off;
	pm->bitoff = (int)bo;
	pm->bitwidth = (int)bw;
	pm->type = (int)mt;
	return 0;
}

/* penum ID VALUE "NAME" */
static int pt_enum(struct dtc_meta *m, char **w, int nw)
{
	int64_t id, v;
	struct dtc_ptype *t;

	if (nw != 4 || !pt_num(w[1], &id) || !pt_num(w[2], &v))
		return -1;
	t = pt_get(m, id);
	if (!t || t->kind != 'e')
		return -1;
	t->enums = pt_grow(t->enums, t->nenums + 1, sizeof(*t->enums));
	t->enums[t->nenums].value = v;
	t->enums[t->nenums++].name = pt_strdup(w[3]);
	return 0;
}

int dtc_meta_ptype(struct dtc_meta *m, char **w, int nw)
{
	if (!strcmp(w[0], "ptype"))
		return pt_type(m, w, nw);
	if (!strcmp(w[0], "pmem"))
		return pt_member(m, w, nw);
	return pt_enum(m, w, nw);
}

void dtc_meta_ptypes_free(struct dtc_meta *m)
{
	for (int i = 0; i < m->nptypes; i++) {
		struct dtc_ptype *t = &m->ptypes[i];

		for (int j = 0; j < t->nmembers; j++)
			free(t->members[j].name);
		for (int j = 0; j < t->nenums; j++)
			free(t->enums[j].name);
		free(t->members);
		free(t->enums);
		free(t->name);
	}
	free(m->ptypes);
	m->ptypes = NULL;
	m->nptypes = 0;
}
