/*
 * meta.c - parse the metadata text the translator stores in the module
 * (format in runtime/dtap_wire.h): one item per line, space-separated
 * fields, double-quoted strings with C escapes.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE	/* asprintf */
#endif
#include <ctype.h>
#include <stdint.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "libdtap_impl.h"
#include "dtap_wire.h"

#define META_MAXWORDS 80

struct meta_line {
	int lineno;
	int nw;
	char *w[META_MAXWORDS];
};

static void *meta_zalloc(size_t n)
{
	void *p = calloc(1, n ? n : 1);

	if (!p) {
		perror("dtap");
		exit(1);
	}
	return p;
}

static char *meta_strdup(const char *s)
{
	return strcpy(meta_zalloc(strlen(s) + 1), s);
}

/* Grow *arr (elements of SIZE bytes, *n of them) to hold index I. */
static void meta_grow(void **arr, int *n, int i, size_t size)
{
	if (i < *n)
		return;
	*arr = realloc(*arr, (size_t)(i + 1) * size);
	if (!*arr) {
		perror("dtap");
		exit(1);
	}
	memset((char *)*arr + (size_t)*n * size, 0, (size_t)(i + 1 - *n) * size);
	*n = i + 1;
}

/* Decode a quoted string starting after its opening quote, in place;
 * returns the position after the closing quote or NULL if unterminated. */
static char *meta_unquote(char *p, char **out)
{
	char *d = p;

	*out = d;
	while (*p && *p != '"') {
		if (*p != '\\') {
			*d++ = *p++;
			continue;
		}
		p++;
		switch (*p) {
		case 'n': *d++ = '\n'; p++; break;
		case 't': *d++ = '\t'; p++; break;
		case 'r': *d++ = '\r'; p++; break;
		case 'a': *d++ = '\a'; p++; break;
		case 'b': *d++ = '\b'; p++; break;
		case 'f': *d++ = '\f'; p++; break;
		case 'v': *d++ = '\v'; p++; break;
		case '0': case '1': case '2': case '3':
		case '4': case '5': case '6': case '7': {
			int v = 0, k;

			for (k = 0; k < 3 && *p >= '0' && *p <= '7'; k++)
				v = v * 8 + (*p++ - '0');
			*d++ = (char)v;
			break;
		}
		case '\0':
			return NULL;
		default:
			*d++ = *p++;	/* \\ \" and anything else verbatim */
			break;
		}
	}
	if (*p != '"')
		return NULL;
	*d = '\0';
	return p + 1;
}

/* Split LINE (modified in place) into words. */
static int meta_split(char *line, struct meta_line *ml)
{
	char *p = line;

	ml->nw = 0;
	for (;;) {
		while (*p == ' ' || *p == '\t' || *p == '\r')
			p++;
		if (!*p)
			return 0;
		if (ml->nw == META_MAXWORDS)
			return -1;
		if (*p == '"') {
			p = meta_unquote(p + 1, &ml->w[ml->nw++]);
			if (!p)
				return -1;
			if (*p && *p != ' ')
				return -1;
			if (*p)
				*p++ = '\0';
			continue;
		}
		ml->w[ml->nw++] = p;
		while (*p && *p != ' ' && *p != '\t' && *p != '\r')
			p++;
		if (*p)
			*p++ = '\0';
	}
}

static bool meta_int(const char *s, long *v)
{
	char *end;

	if (!s || !*s)
		return false;
	*v = strtol(s, &end, 0);
	return *end == '\0';
}

/* "-" stands for an empty field. */
static const char *meta_field(const char *s)
{
	return strcmp(s, "-") == 0 ? "" : s;
}

static bool meta_type(const char *s, struct dtap_vtype *t)
{
	if (strcmp(s, "s") == 0 || strcmp(s, "sym") == 0 || strcmp(s, "mod") == 0) {
		t->kind = s[1] ? (char)(s[0] == 's' ? 'S' : 'M') : 's';
		t->size = s[1] ? 8 : 0;
		return true;
	}
	if (!strcmp(s, "usym") || !strcmp(s, "umod") || !strcmp(s, "uaddr")) {
		t->kind = s[1] == 's' ? 'Y' : s[1] == 'm' ? 'O' : 'X';	/* pid, address */
		t->size = 1;
		return true;
	}
	if (s[0] == 'u' && strncmp(s + 1, "stack", 5) == 0 && meta_type(s + 1, t)) {
		t->kind = 'U';	/* ustackN: a pid, then N frames */
		return true;
	}
	if (strncmp(s, "stack", 5) == 0 && s[5] >= '1' && s[5] <= '9' &&
	    strspn(s + 5, "0123456789") == strlen(s + 5) && strlen(s + 5) <= 3) {
		t->kind = 'K';
		t->size = atoi(s + 5);
		return true;
	}
	if (s[0] == 'm') {	/* memory: mN, 1 <= N <= 65536 */
		char *end;
		long n = strtol(s + 1, &end, 10);

		if (*end || n < 1 || n > 65536)
			return false;
		t->kind = 'm';
		t->size = (int)n;
		return true;
	}
	if (s[0] == 'f' && (strcmp(s + 1, "4") == 0 || strcmp(s + 1, "8") == 0)) {
		t->kind = 'f';	/* a float's or double's bits */
		t->size = s[1] - '0';
		return true;
	}
	if ((s[0] == 'i' || s[0] == 'u') &&
	    (strcmp(s + 1, "1") == 0 || strcmp(s + 1, "2") == 0 ||
	     strcmp(s + 1, "4") == 0 || strcmp(s + 1, "8") == 0)) {
		t->kind = s[0];
		t->size = s[1] - '0';
		return true;
	}
	return false;
}

size_t dtc_vtype_keysize(const struct dtap_vtype *t)
{
	if (t->kind == 's')
		return (size_t)t->size;
	if (t->kind == 'U' || dtc_vtype_is_uaddr(t))
		return 8 * ((size_t)t->size + 1);
	return t->kind == 'K' ? 8 * (size_t)t->size : 8;
}

static int meta_source(struct dtc_meta *m, struct meta_line *l)
{
	long n;

	if (l->nw != 3 || !meta_int(l->w[2], &n) || m->nsources == DTC_MAXSOURCES)
		return -1;
	m->source_desc[m->nsources] = meta_strdup(l->w[1]);
	m->source_matched[m->nsources++] = (int)n;
	return 0;
}

static int meta_option(struct dtc_meta *m, struct meta_line *l)
{
	const char *name = l->w[1];
	long v;

	if (l->nw != 3)
		return -1;
	if (!meta_int(l->w[2], &v))
		return 0;	/* sizes like "4m" matter only to the module */
	if (strcmp(name, "quiet") == 0)
		m->quiet = v != 0;
	else if (strcmp(name, "strsize") == 0 && (v < 1 || v > 1 << 20))
		return -1;	/* every string read is bounded by it */
	else if (strcmp(name, "strsize") == 0)
		m->strsize = (int)v;
	else if (strcmp(name, "aggsortkey") == 0)
		m->aggsortkey = v != 0;
	else if (strcmp(name, "aggsortrev") == 0)
		m->aggsortrev = v != 0;
	else if (strcmp(name, "aggsortpos") == 0)
		m->aggsortpos = (int)v;
	else if (strcmp(name, "aggzoom") == 0)
		m->aggzoom = v != 0;
	else if (strcmp(name, "aggpack") == 0)
		m->aggpack = v != 0;
	else if (strcmp(name, "flowindent") == 0)
		m->flowindent = v != 0;
	else if (strcmp(name, "rawbytes") == 0)
		m->rawbytes = v != 0;
	else if (strcmp(name, "aggsortkeypos") == 0)
		m->aggsortkeypos = (int)v;
	else if (strcmp(name, "bufpolicy") == 0)
		m->bufpolicy = (int)v;
	else if (strcmp(name, "oformat") == 0)
		m->oformat_json = v == 1;
	else if (strcmp(name, "rectime") == 0)
		m->rectime = v == 1;
	else if (strcmp(name, "switchrate") == 0)
		m->switchrate = v > 0 ? (uint64_t)v : 0;
	return 0;	/* other options do not concern the consumer */
}

static int meta_probe(struct dtc_meta *m, struct meta_line *l)
{
	struct dtap_probedesc *pr;
	long id;
	int n = m->nprobes, rc;
	char *col, *fn;

	if (l->nw != 6 || !meta_int(l->w[1], &id) || id < 0 || id > 1000000 ||
	    (id < m->nprobes && m->probes[id].name))
		return -1;
	meta_grow((void **)&m->probes, &m->nprobes, (int)id, sizeof(*pr));
	meta_grow((void **)&m->probecols, &n, (int)id, sizeof(char *));
	pr = &m->probes[id];
	pr->id = (int)id;
	pr->prov = meta_strdup(meta_field(l->w[2]));
	pr->mod = meta_strdup(meta_field(l->w[3]));
	pr->func = meta_strdup(meta_field(l->w[4]));
	pr->name = meta_strdup(meta_field(l->w[5]));
	/* dtrace's FUNCTION:NAME column of every record, formatted once */
	if (asprintf(&fn, "%s:%s", pr->func, pr->name) < 0)
		return -1;
	rc = asprintf(&col, "%32s ", fn);
	free(fn);
	if (rc < 0)
		return -1;
	m->probecols[id] = col;
	return 0;
}

static int meta_fmt(struct dtc_meta *m, struct meta_line *l)
{
	long id;
	int n = m->nfmts;

	if (l->nw != 3 || !meta_int(l->w[1], &id) || id < 0 || id > 1000000)
		return -1;
	meta_grow((void **)&m->fmts, &m->nfmts, (int)id, sizeof(char *));
	meta_grow((void **)&m->pfmts, &n, (int)id, sizeof(*m->pfmts));
	free(m->fmts[id]);
	dtc_pfmt_free(&m->pfmts[id]);
	m->fmts[id] = meta_strdup(l->w[2]);
	/* parsed once here, not once per record */
	return dtc_pfmt_compile(&m->pfmts[id], m->fmts[id]);
}

/* FUNC or FUNC:P1:P2...: the histograms' parameters, checked as pass 2
 * checks them so that the bucket count cannot be absurd. */
static int meta_aggfunc(const char *s, struct dtap_aggdesc *a)
{
	char name[16];
	long long p[4] = { 0 };
	int i, n;

	n = sscanf(s, "%15[a-z]:%lld:%lld:%lld:%lld", name, &p[0], &p[1], &p[2], &p[3]);
	for (i = 0; i < AGG_NFUNCS; i++)
		if (strcmp(name, dt_aggfunc_names[i]) == 0)
			break;
	if (n < 1 || i == AGG_NFUNCS)
		return -1;
	a->func = (enum dtap_aggfunc)i;
	if (i == AGG_LQUANTIZE && (n != 4 || p[0] >= p[1] || p[2] < 1 || p[2] > 65535 ||
				   p[0] < INT32_MIN || p[1] > INT32_MAX ||
				   (p[1] - p[0]) / p[2] > 65535))
		return -1;
	if (i == AGG_LLQUANTIZE && (n != 5 || p[0] < 2 || p[0] > 65535 || p[1] < 0 ||
				    p[2] <= p[1] || p[2] > 64 || p[3] < 1 || p[3] > 65535))
		return -1;
	if (i != AGG_LQUANTIZE && i != AGG_LLQUANTIZE && n != 1)
		return -1;
	for (n = 0; n < 4; n++)
		a->param[n] = p[n];
	a->nvals = dt_agg_nvals((enum dt_aggfunc)i, a->param);
	return a->nvals >= 0 && a->nvals <= 65537 + 2 ? 0 : -1;
}

static int meta_agg(struct dtc_meta *m, struct meta_line *l)
{
	struct dtap_aggdesc *a;
	long id, keysize, nkeys, used = 0;
	int i;

	if (l->nw < 6 || !meta_int(l->w[1], &id) || id < 0 || id > 100000 ||
	    !meta_int(l->w[4], &keysize) || !meta_int(l->w[5], &nkeys) ||
	    nkeys < 0 || nkeys > 8 || l->nw != 6 + nkeys || keysize < 0 ||
	    keysize > (1L << 24))	/* no key is that big: an int would wrap */
		return -1;
	meta_grow((void **)&m->aggs, &m->naggs, (int)id, sizeof(*a));
	a = &m->aggs[id];
	a->id = (int)id;
	free((char *)a->name);	/* a repeated id replaces the line before */
	for (i = 0; i < 8; i++) {	/* and its agglabels line */
		free((char *)a->labels[i]);
		a->labels[i] = NULL;
	}
	a->name = meta_strdup(meta_field(l->w[2]));
	if (meta_aggfunc(l->w[3], a) < 0)
		return -1;
	a->keysize = (int)keysize;
	a->nkeys = (int)nkeys;
	for (i = 0; i < nkeys; i++) {
		if (!meta_type(l->w[6 + i], &a->keytypes[i]))
			return -1;
		if (a->keytypes[i].kind == 's')
			a->keytypes[i].size = m->strsize;	/* bytes in the key */
		/* the keys must lie inside KEYSIZE: never read past an entry */
		used += (long)dtc_vtype_keysize(&a->keytypes[i]);
	}
	return used <= keysize ? 0 : -1;
}

/* A label name as Prometheus takes it (the exposition writes it as is). */
static bool meta_label_ok(const char *s)
{
	if (!*s || (*s >= '0' && *s <= '9') || (s[0] == '_' && s[1] == '_'))
		return false;
	return strspn(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") ==
	       strlen(s);
}

/* agglabels AGGID LABEL... (#pragma D option metric_labels). */
static int meta_agglabels(struct dtc_meta *m, struct meta_line *l)
{
	struct dtap_aggdesc *a;
	long id;
	int i;

	if (l->nw < 2 || !meta_int(l->w[1], &id) || id < 0 || id >= m->naggs ||
	    !m->aggs[id].name || l->nw != 2 + m->aggs[id].nkeys)
		return -1;
	a = &m->aggs[id];
	for (i = 0; i < a->nkeys; i++) {
		if (!meta_label_ok(l->w[2 + i]) ||
		    (a->func >= DTAP_AGG_QUANTIZE && !strcmp(l->w[2 + i], "le")))
			return -1;
		free((char *)a->labels[i]);
		a->labels[i] = meta_strdup(l->w[2 + i]);
	}
	return 0;
}

static int meta_epid(struct dtc_meta *m, struct meta_line *l)
{
	struct dtap_epdesc *e;
	long epid, probe, clause, nacts;

	if (l->nw != 5 || !meta_int(l->w[1], &epid) || !meta_int(l->w[2], &probe) ||
	    !meta_int(l->w[3], &clause) || !meta_int(l->w[4], &nacts) ||
	    epid < 1 || epid > 1000000 || nacts < 0 || nacts > 10000 ||
	    probe < 0 || probe >= m->nprobes || !m->probes[probe].name ||
	    (epid < m->nepids && m->epids[epid].epid))
		return -1;
	meta_grow((void **)&m->epids, &m->nepids, (int)epid, sizeof(*e));
	e = &m->epids[epid];
	e->epid = (int)epid;
	e->clause = (int)clause;
	/* A pointer into m->probes now would dangle once a later probe line
	 * grows the array: meta_link() sets it when every line is in. */
	e->probe = NULL;
	e->probeid = (int)probe;
	e->nacts = (int)nacts;
	e->acts = meta_zalloc((size_t)nacts * sizeof(*e->acts));
	return 0;
}

static int meta_act_types(struct dtap_actdesc *a, struct meta_line *l, int first)
{
	int i;

	a->types = meta_zalloc((size_t)(a->nargs ? a->nargs : 1) * sizeof(*a->types));
	if (l->nw != first + a->nargs)
		return -1;
	for (i = 0; i < a->nargs; i++)
		if (!meta_type(l->w[first + i], &a->types[i]))
			return -1;
	return 0;
}

/* clear trunc normalize denormalize: AGGID, then the types of the items
 * (trunc's count, normalize's factor). */
static int meta_act_agg(struct dtc_meta *m, struct meta_line *l, struct dtap_actdesc *a)
{
	static const struct {
		const char *name;
		enum dtap_actkind kind;
		int min, max;
	} kinds[] = {
		{ "clear", DTAP_ACT_CLEAR, 0, 0 }, { "trunc", DTAP_ACT_TRUNC, 0, 1 },
		{ "normalize", DTAP_ACT_NORMALIZE, 1, 1 },
		{ "denormalize", DTAP_ACT_DENORMALIZE, 0, 0 },
	};
	long id;

	for (size_t i = 0; i < sizeof(kinds) / sizeof(kinds[0]); i++) {
		if (strcmp(l->w[3], kinds[i].name) != 0)
			continue;
		if (l->nw < 5 || !meta_int(l->w[4], &id) || id < 0 || id >= m->naggs ||
		    !m->aggs[id].name || l->nw - 5 < kinds[i].min || l->nw - 5 > kinds[i].max)
			return -1;
		a->kind = kinds[i].kind;
		a->aggid = (int)id;
		a->nargs = l->nw - 5;
		if (meta_act_types(a, l, 5) < 0)
			return -1;
		return a->nargs && a->types[0].kind == 's' ? -1 : 0;
	}
	return -1;
}

/* act EPID INDEX KIND ...; actions fill the epid's slots in order. */
static int meta_act(struct dtc_meta *m, struct meta_line *l)
{
	struct dtap_epdesc *e;
	struct dtap_actdesc *a;
	long epid, index, v1, v2;
	int slot;

	if (l->nw < 4 || !meta_int(l->w[1], &epid) || !meta_int(l->w[2], &index) ||
	    epid < 1 || epid >= m->nepids || !m->epids[epid].epid ||
	    index < 1 || index > 100000)
		return -1;	/* index 0 would read as a free slot */
	e = &m->epids[epid];
	for (slot = 0; slot < e->nacts && e->acts[slot].index; slot++)
		;
	if (slot == e->nacts)
		return -1;
	a = &e->acts[slot];
	a->index = (int)index;
	a->fmtid = -1;
	a->aggid = -1;
	if (strcmp(l->w[3], "printf") == 0 || strcmp(l->w[3], "system") == 0) {
		if (l->nw < 6 || !meta_int(l->w[4], &v1) || !meta_int(l->w[5], &v2) ||
		    v1 < 0 || v1 >= m->nfmts || !m->fmts[v1] || v2 < 0 || v2 > 64)
			return -1;
		a->kind = l->w[3][0] == 'p' ? DTAP_ACT_PRINTF : DTAP_ACT_SYSTEM;
		a->fmtid = (int)v1;
		a->nargs = (int)v2;
		return meta_act_types(a, l, 6);
	}
	if (strcmp(l->w[3], "trace") == 0) {
		a->kind = DTAP_ACT_TRACE;
		a->nargs = 1;
		return meta_act_types(a, l, 4);
	}
	if (strcmp(l->w[3], "exit") == 0) {
		a->kind = DTAP_ACT_EXIT;
		a->nargs = 1;
		a->types = meta_zalloc(sizeof(*a->types));
		a->types[0].kind = 'i';
		a->types[0].size = 4;
		return l->nw == 4 ? 0 : -1;
	}
	if (strcmp(l->w[3], "printa") == 0) {
		if (l->nw < 6 || l->nw > 13 || !meta_int(l->w[4], &v1) ||
		    !meta_int(l->w[5], &v2) || v1 < 0 || v1 >= m->naggs || v2 < -1 ||
		    v2 >= m->nfmts || (v2 >= 0 && !m->fmts[v2]))
			return -1;
		a->kind = DTAP_ACT_PRINTA;
		a->aggid = (int)v1;
		a->fmtid = (int)v2;
		a->nargs = 0;
		a->aggids[a->naggids++] = (int)v1;
		for (int i = 6; i < l->nw; i++) {
			if (!meta_int(l->w[i], &v1) || v1 < 0 || v1 >= m->naggs ||
			    !m->aggs[v1].name)
				return -1;
			a->aggids[a->naggids++] = (int)v1;
		}
		return 0;
	}
	if (strcmp(l->w[3], "ftruncate") == 0) {
		a->kind = DTAP_ACT_FTRUNCATE;
		a->nargs = 0;
		return l->nw == 4 ? 0 : -1;
	}
	if (strcmp(l->w[3], "freopen") == 0) {
		a->kind = DTAP_ACT_FREOPEN;
		a->nargs = 1;
		if (meta_act_types(a, l, 4) < 0)
			return -1;
		return a->types[0].kind == 's' ? 0 : -1;
	}
	if (strcmp(l->w[3], "tracemem") == 0) {
		a->kind = DTAP_ACT_TRACEMEM;
		a->nargs = 1;
		if (meta_act_types(a, l, 4) < 0)
			return -1;
		return a->types[0].kind == 'm' ? 0 : -1;
	}
	if (strcmp(l->w[3], "print") == 0) {
		if (l->nw != 6 || !meta_int(l->w[4], &v1) || v1 < 0 || v1 >= m->nptypes ||
		    !m->ptypes[v1].kind)
			return -1;
		a->kind = DTAP_ACT_PRINT;
		a->ptypeid = (int)v1;
		a->nargs = 1;
		return meta_act_types(a, l, 5);
	}
	if (strcmp(l->w[3], "setopt") == 0) {
		if (l->nw < 5 || l->nw > 6)
			return -1;
		a->kind = DTAP_ACT_SETOPT;
		a->optname = meta_strdup(l->w[4]);
		a->optval = l->nw == 6 ? meta_strdup(l->w[5]) : NULL;
		a->nargs = 0;
		return 0;
	}
	return meta_act_agg(m, l, a);
}

static int meta_line_parse(struct dtc_meta *m, struct meta_line *l)
{
	static const struct {
		const char *kw;
		int (*fn)(struct dtc_meta *, struct meta_line *);
	} tab[] = {
		{ "source", meta_source }, { "option", meta_option },
		{ "probe", meta_probe }, { "fmt", meta_fmt },
		{ "agg", meta_agg }, { "agglabels", meta_agglabels }, { "epid", meta_epid }, { "act", meta_act },
	};
	size_t i;

	if (strcmp(l->w[0], "dtap-meta") == 0) {
		long v;

		return l->nw == 2 && meta_int(l->w[1], &v) &&
		       v == DTAP_META_VERSION ? 0 : -1;
	}
	if (strcmp(l->w[0], "module") == 0 && l->nw == 2) {
		free(m->module);
		m->module = meta_strdup(l->w[1]);
		return 0;
	}
	if (strcmp(l->w[0], "destructive") == 0 && l->nw == 2) {
		m->destructive = strcmp(l->w[1], "1") == 0;
		return 0;
	}
	if (strcmp(l->w[0], "kernel") == 0 && l->nw == 2) {
		free(m->kernel);
		m->kernel = meta_strdup(l->w[1]);
		return 0;
	}
	for (i = 0; i < sizeof(tab) / sizeof(tab[0]); i++)
		if (strcmp(l->w[0], tab[i].kw) == 0)
			return tab[i].fn(m, l);
	if (l->w[0][0] == 'p' && (!strcmp(l->w[0], "ptype") || !strcmp(l->w[0], "pmem") ||
				  !strcmp(l->w[0], "penum")))
		return dtc_meta_ptype(m, l->w, l->nw);
	return 0;	/* unknown lines: newer translators may add items */
}

/*
 * After the last line: point each enabled probe at its probe (the array
 * no longer moves), and refuse one whose epid line promised actions that
 * no act line described (a zeroed action would be read as printf with no
 * format).
 */
static int meta_link(struct dtc_meta *m, char *err, size_t errlen)
{
	int i, j;

	for (i = 0; i < m->nepids; i++) {
		struct dtap_epdesc *e = &m->epids[i];

		if (!e->epid)
			continue;
		e->probe = &m->probes[e->probeid];
		for (j = 0; j < e->nacts; j++) {
			if (!e->acts[j].index) {
				snprintf(err, errlen, "invalid metadata: enabled probe %d "
					 "has %d of its %d actions", e->epid, j, e->nacts);
				return -1;
			}
		}
	}
	return 0;
}

int dtc_meta_parse(struct dtc_meta *m, const char *text, char *err, size_t errlen)
{
	char *copy = meta_strdup(text), *line, *next;
	struct meta_line ml;
	int lineno = 0, rc = 0;

	memset(m, 0, sizeof(*m));
	m->strsize = 256;
	if (strncmp(text, "dtap-meta ", 10) != 0) {
		snprintf(err, errlen, "metadata does not start with \"dtap-meta\"");
		free(copy);
		return -1;
	}
	for (line = copy; line && rc == 0; line = next) {
		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		lineno++;
		if (meta_split(line, &ml) < 0 ||
		    (ml.nw > 0 && meta_line_parse(m, &ml) < 0)) {
			snprintf(err, errlen, "invalid metadata at line %d", lineno);
			rc = -1;
		}
	}
	free(copy);
	if (rc == 0)
		rc = meta_link(m, err, errlen);
	if (rc < 0)
		dtc_meta_free(m);	/* what the lines before the bad one built */
	return rc;
}

/* The bytes one item of type T can take in a record (dtap_wire.h). */
static size_t meta_item_max(const struct dtc_meta *m, const struct dtap_vtype *t)
{
	if (t->kind == 's')
		return (4 + (size_t)m->strsize + 1 + 7) & ~(size_t)7;
	if (t->kind == 'm')
		return 16 + (((size_t)t->size + 7) & ~(size_t)7);
	return 8;
}

size_t dtc_meta_recmax(const struct dtc_meta *m)
{
	size_t max = sizeof(struct dtap_rec_hdr) + sizeof(struct dtap_err_rec);
	int i, j, k;

	for (i = 0; i < m->nepids; i++) {
		const struct dtap_epdesc *e = &m->epids[i];
		size_t n = sizeof(struct dtap_rec_hdr) + (m->rectime ? 8 : 0);

		for (j = 0; e->epid && j < e->nacts; j++)
			for (k = 0; k < e->acts[j].nargs; k++)
				n += meta_item_max(m, &e->acts[j].types[k]);
		if (n > max)
			max = n;
	}
	return max;
}

const struct dtap_epdesc *dtc_meta_epid(const struct dtc_meta *m, uint32_t epid)
{
	if (epid >= (uint32_t)m->nepids || !m->epids[epid].epid)
		return NULL;
	return &m->epids[epid];
}

void dtc_meta_free(struct dtc_meta *m)
{
	int i, j;

	free(m->module);
	free(m->kernel);
	for (i = 0; i < m->nsources; i++)
		free(m->source_desc[i]);
	for (i = 0; i < m->nprobes; i++) {
		free(m->probecols[i]);
		free((char *)m->probes[i].prov);
		free((char *)m->probes[i].mod);
		free((char *)m->probes[i].func);
		free((char *)m->probes[i].name);
	}
	free(m->probes);
	free(m->probecols);
	for (i = 0; i < m->nfmts; i++) {
		free(m->fmts[i]);
		dtc_pfmt_free(&m->pfmts[i]);
	}
	free(m->fmts);
	free(m->pfmts);
	for (i = 0; i < m->naggs; i++) {
		free((char *)m->aggs[i].name);
		for (j = 0; j < 8; j++)
			free((char *)m->aggs[i].labels[j]);
	}
	free(m->aggs);
	for (i = 0; i < m->nepids; i++) {
		for (j = 0; j < m->epids[i].nacts; j++) {
			free(m->epids[i].acts[j].types);
			free(m->epids[i].acts[j].optname);
			free(m->epids[i].acts[j].optval);
		}
		free(m->epids[i].acts);
	}
	free(m->epids);
	dtc_meta_ptypes_free(m);
	memset(m, 0, sizeof(*m));
}
