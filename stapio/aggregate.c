/*
 * aggregate.c - aggregation snapshots: merge the per-CPU entries of the
 * aggs file, sort them as dtrace does, walk and print them.
 *
 * Sorting (dtrace's dt_aggregate_varvalcmp and friends): by value
 * ascending, ties by key; aggsortkey sorts by key first; aggsortrev
 * reverses the whole order; aggsortkeypos=N starts the key comparison at
 * key N (wrapping around).  Integer keys compare as unsigned numbers of
 * the key's size, string keys bytewise, as dtrace compares its key
 * records.  aggsortpos orders the aggregations of a multi-aggregation
 * printa(), which this slice of D does not have: it is accepted and has
 * no effect.
 *
 * Layout judgement calls (documented): an explicit printa() without a
 * format prints an empty line and then the rows; at exit the caller
 * prints one "\n" after tracing stops and dtap_aggregate_print() then
 * prints each unprinted, non-empty aggregation in id order, separated by
 * an empty line, so every aggregation appears preceded by an empty line.
 */
#include <stdlib.h>
#include <string.h>

#include "libdtap_impl.h"
#include "dtap_wire.h"

/* A raw per-CPU entry while merging. */
struct ag_raw {
	const struct dtap_aggdesc *agg;
	const unsigned char *key;
	struct dtap_agg_val val;
	const unsigned char *vals;	/* agg->nvals words, maybe unaligned */
};

static int ag_raw_cmp(const void *a, const void *b)
{
	const struct ag_raw *x = a, *y = b;

	if (x->agg->id != y->agg->id)
		return x->agg->id < y->agg->id ? -1 : 1;
	return memcmp(x->key, y->key, (size_t)x->agg->keysize);
}

static int64_t ag_value(const struct dtap_aggentry *e)
{
	switch (e->agg->func) {
	case DTAP_AGG_COUNT: return e->count;
	case DTAP_AGG_SUM: return e->sum;
	case DTAP_AGG_MIN: return e->min;
	case DTAP_AGG_MAX: return e->max;
	case DTAP_AGG_AVG:	/* INT64_MIN / -1 only from a corrupt snapshot */
		if (e->count == 0 || (e->count == -1 && e->sum == INT64_MIN))
			return e->count ? e->sum : 0;
		return e->sum / e->count;
	case DTAP_AGG_STDDEV: return (int64_t)dtc_stddev(e, 1);
	default: return 0;	/* histograms sort by their weighted sums */
	}
}

/* Add the extra words of R to E's: buckets add; stddev's two words are
 * one 128-bit sum (low word first). */
static void ag_merge_vals(struct dtap_aggentry *e, const struct ag_raw *r)
{
	int n = e->agg->nvals;

	if (e->agg->func == DTAP_AGG_STDDEV) {
		uint64_t w[2], lo = (uint64_t)e->vals[0];

		memcpy(w, r->vals, sizeof(w));
		e->vals[0] = (int64_t)(lo + w[0]);
		e->vals[1] = (int64_t)((uint64_t)e->vals[1] + w[1] + (lo + w[0] < lo));
		return;
	}
	for (int i = 0; i < n; i++) {
		int64_t v;

		memcpy(&v, r->vals + 8 * (size_t)i, 8);
		e->vals[i] = (int64_t)((uint64_t)e->vals[i] + (uint64_t)v);
	}
}

/* Fold raw entry R into merged entry E (whose vals start zeroed). */
static void ag_merge(struct dtap_aggentry *e, const struct ag_raw *r, bool first)
{
	ag_merge_vals(e, r);
	if (first) {
		e->count = r->val.count;
		e->sum = r->val.sum;
		e->min = r->val.min;
		e->max = r->val.max;
		return;
	}
	/* Per-CPU parts add up modulo 2^64, as the kernel's own additions. */
	e->count = (int64_t)((uint64_t)e->count + (uint64_t)r->val.count);
	e->sum = (int64_t)((uint64_t)e->sum + (uint64_t)r->val.sum);
	if (r->val.min < e->min)
		e->min = r->val.min;
	if (r->val.max > e->max)
		e->max = r->val.max;
}

/* Split BUF into raw entries; -1 on a malformed snapshot. */
static long ag_parse(struct dtap_hdl *h, const unsigned char *buf, size_t len,
		     struct ag_raw **out)
{
	size_t off = 0, n = 0, cap = 64;
	struct ag_raw *raw = malloc(cap * sizeof(*raw));

	while (raw && len - off >= sizeof(struct dtap_agg_entry_hdr)) {
		struct dtap_agg_entry_hdr eh;
		const struct dtap_aggdesc *a;

		memcpy(&eh, buf + off, sizeof(eh));
		if (eh.aggid >= (uint32_t)h->meta.naggs || !h->meta.aggs[eh.aggid].name)
			goto bad;
		a = &h->meta.aggs[eh.aggid];
		if (len - off < sizeof(eh) + (size_t)a->keysize + sizeof(struct dtap_agg_val) +
				8 * (size_t)a->nvals)
			goto bad;
		if (n == cap) {
			struct ag_raw *nr = realloc(raw, 2 * cap * sizeof(*raw));

			if (!nr)
				break;
			raw = nr;
			cap *= 2;
		}
		raw[n].agg = a;
		raw[n].key = buf + off + sizeof(eh);
		memcpy(&raw[n].val, raw[n].key + a->keysize, sizeof(raw[n].val));
		raw[n].vals = raw[n].key + a->keysize + sizeof(struct dtap_agg_val);
		off += sizeof(eh) + (size_t)a->keysize + sizeof(struct dtap_agg_val) +
		       8 * (size_t)a->nvals;
		/* count 0: cleared since its last update, still shown; a
		 * negative count no module writes: not an entry */
		if (raw[n].val.count >= 0)
			n++;
	}
	*out = raw;
	return raw ? (long)n : -1;
bad:
	free(raw);
	dtc_seterr(h, "malformed aggregation snapshot at byte %zu", off);
	return -1;
}

/* ---- trunc(@a, n): removals the consumer remembers ---- */

static struct dtc_aggbase *ag_base_find(struct dtap_hdl *h, const struct dtap_aggentry *e)
{
	for (size_t i = 0; i < h->nbases; i++) {
		struct dtc_aggbase *b = &h->bases[i];

		if (b->aggid == e->agg->id && !memcmp(b->key, e->key, (size_t)e->agg->keysize))
			return b;
	}
	return NULL;
}

void dtc_aggbase_drop(struct dtap_hdl *h, int aggid)
{
	size_t i, n = 0;

	for (i = 0; i < h->nbases; i++) {
		if (aggid < 0 || h->bases[i].aggid == aggid) {
			free(h->bases[i].key);
			free(h->bases[i].vals);
		} else {
			h->bases[n++] = h->bases[i];
		}
	}
	h->nbases = n;
	if (!n) {
		free(h->bases);
		h->bases = NULL;
	}
}

/* Entry E minus base B: counts, sums and buckets; stddev's 128-bit sum
 * of squares with a borrow.  min and max cannot be taken back: they
 * stay those of every value the entry saw. */
static void ag_sub_base(struct dtap_aggentry *e, const struct dtc_aggbase *b)
{
	e->count -= b->count;
	e->sum -= b->sum;
	if (e->agg->func == DTAP_AGG_STDDEV) {
		uint64_t lo = (uint64_t)e->vals[0];

		e->vals[0] = (int64_t)(lo - (uint64_t)b->vals[0]);
		e->vals[1] = (int64_t)((uint64_t)e->vals[1] - (uint64_t)b->vals[1] -
				       (lo < (uint64_t)b->vals[0]));
	} else {
		for (int i = 0; i < e->agg->nvals; i++)
			e->vals[i] -= b->vals[i];
	}
	e->value = ag_value(e);
}

/* Hide the entries trunc() removed that saw nothing since; show the
 * others with what came after. */
static void ag_apply_bases(struct dtap_hdl *h, struct dtc_aggsnap *snap)
{
	size_t i, n = 0;

	for (i = 0; i < snap->nents; i++) {
		struct dtap_aggentry *e = &snap->ents[i];
		const struct dtc_aggbase *b = h->nbases ? ag_base_find(h, e) : NULL;

		if (b && e->count <= b->count)
			continue;
		if (b)
			ag_sub_base(e, b);
		snap->ents[n++] = *e;
	}
	snap->nents = n;
}

/* Remember entry E (as shown) as removed, on top of any earlier removal. */
static int ag_base_add(struct dtap_hdl *h, const struct dtap_aggentry *e)
{
	struct dtc_aggbase *b = ag_base_find(h, e), *nb;
	int nv = e->agg->nvals;

	if (!b) {
		nb = realloc(h->bases, (h->nbases + 1) * sizeof(*nb));
		if (!nb)
			return -1;
		h->bases = nb;
		b = &h->bases[h->nbases];
		memset(b, 0, sizeof(*b));
		b->aggid = e->agg->id;
		b->key = malloc((size_t)e->agg->keysize + 1);
		b->vals = calloc((size_t)nv + 1, sizeof(int64_t));
		if (!b->key || !b->vals) {
			free(b->key);
			free(b->vals);
			return -1;
		}
		memcpy(b->key, e->key, (size_t)e->agg->keysize);
		h->nbases++;
	}
	b->count += e->count;
	b->sum += e->sum;
	if (e->agg->func == DTAP_AGG_STDDEV) {
		uint64_t lo = (uint64_t)b->vals[0];

		b->vals[0] = (int64_t)(lo + (uint64_t)e->vals[0]);
		b->vals[1] = (int64_t)((uint64_t)b->vals[1] + (uint64_t)e->vals[1] +
				       ((uint64_t)b->vals[0] < lo));
	} else {
		for (int i = 0; i < nv; i++)
			b->vals[i] += e->vals[i];
	}
	return 0;
}

/* func()/sym() keys stand for their symbol, mod() keys for their module:
 * entries of addresses in one function merge (dtrace's
 * dt_aggregate_symaddr), so the key is rewritten to the symbol's address
 * before sorting.  Keys are in the caller's buffer: copied first. */
static unsigned char *ag_canon_keys(struct ag_raw *raw, long n)
{
	size_t bytes = 0, off = 0;
	unsigned char *copy;
	long i;

	for (i = 0; i < n; i++)
		bytes += (size_t)raw[i].agg->keysize;
	copy = malloc(bytes + 1);
	if (!copy)
		return NULL;
	for (i = 0; i < n; i++) {
		const struct dtap_aggdesc *a = raw[i].agg;
		size_t koff = 0;

		memcpy(copy + off, raw[i].key, (size_t)a->keysize);
		raw[i].key = copy + off;
		for (int k = 0; k < a->nkeys; k++) {
			char kind = a->keytypes[k].kind;
			uint64_t v;

			if (kind == 'S' || kind == 'M') {
				memcpy(&v, copy + off + koff, 8);
				v = dtc_ksym_canon(v, kind == 'M' ? DTC_KSYM_MOD : DTC_KSYM_SYM);
				memcpy(copy + off + koff, &v, 8);
			} else if (kind == 'Y' || kind == 'O') {	/* usym(), umod() */
				uint64_t pid;

				memcpy(&pid, copy + off + koff, 8);
				memcpy(&v, copy + off + koff + 8, 8);
				v = dtc_uaddr_canon((int)pid, v, kind);
				memcpy(copy + off + koff + 8, &v, 8);
			}
			koff += dtc_vtype_keysize(&a->keytypes[k]);
		}
		off += (size_t)a->keysize;
	}
	return copy;
}

static bool ag_has_sym_keys(const struct dtap_hdl *h)
{
	for (int i = 0; i < h->meta.naggs; i++)
		for (int k = 0; h->meta.aggs[i].name && k < h->meta.aggs[i].nkeys; k++)
			if (strchr("SMYO", h->meta.aggs[i].keytypes[k].kind))
				return true;
	return false;
}

void dtc_aggsnap_free(struct dtc_aggsnap *snap)
{
	free(snap->ents);
	free(snap->keys);
	free(snap->vals);
	memset(snap, 0, sizeof(*snap));
}

/* SNAP is the consumer's own (h->snap) or a scrape's (metrics.c): only
 * SNAP is written; trunc()'s removals are read. */
int dtc_aggsnap_load(struct dtap_hdl *h, struct dtc_aggsnap *snap, const void *buf,
		     size_t len)
{
	struct ag_raw *raw;
	long n = ag_parse(h, buf, len, &raw), i;
	size_t keybytes = 0, valwords = 0, ne = 0, koff = 0, voff = 0;
	unsigned char *canon = NULL;

	if (n < 0)
		return -1;
	if (ag_has_sym_keys(h) && !(canon = ag_canon_keys(raw, n))) {
		free(raw);
		dtc_seterr(h, "out of memory");
		return -1;
	}
	qsort(raw, (size_t)n, sizeof(*raw), ag_raw_cmp);
	for (i = 0; i < n; i++) {
		keybytes += (size_t)raw[i].agg->keysize;
		valwords += (size_t)raw[i].agg->nvals;
	}
	dtc_aggsnap_free(snap);
	snap->ents = calloc((size_t)n + 1, sizeof(*snap->ents));
	snap->keys = malloc(keybytes + 1);
	snap->vals = calloc(valwords + 1, sizeof(int64_t));
	if (!snap->ents || !snap->keys || !snap->vals) {
		free(raw);
		free(canon);
		snap->nents = 0;
		dtc_seterr(h, "out of memory");
		return -1;
	}
	for (i = 0; i < n; i++) {
		struct dtap_aggentry *e = &snap->ents[ne];
		bool first = i == 0 || ag_raw_cmp(&raw[i - 1], &raw[i]) != 0;

		if (first) {
			e = &snap->ents[ne++];
			e->agg = raw[i].agg;
			memcpy(snap->keys + koff, raw[i].key, (size_t)e->agg->keysize);
			e->key = snap->keys + koff;
			koff += (size_t)e->agg->keysize;
			e->vals = snap->vals + voff;
			voff += (size_t)e->agg->nvals;
		} else {
			e = &snap->ents[ne - 1];
		}
		ag_merge(e, &raw[i], first);
	}
	for (i = 0; i < (long)ne; i++)
		snap->ents[i].value = ag_value(&snap->ents[i]);
	snap->nents = ne;
	free(raw);
	ag_apply_bases(h, snap);
	free(canon);
	return 0;
}

int dtap_aggregate_load(struct dtap_hdl *h, const void *buf, size_t len)
{
	return dtc_aggsnap_load(h, &h->snap, buf, len);
}

int dtap_aggregate_snap(struct dtap_hdl *h)
{
	unsigned char *buf;
	size_t len;
	int rc;

	if (!h->have_transport || dtc_aggs_read(&h->tp, &buf, &len) < 0) {
		dtc_seterr(h, "cannot read the aggregations of the module");
		return -1;
	}
	rc = dtap_aggregate_load(h, buf, len);
	free(buf);
	return rc;
}

int dtap_naggs(const struct dtap_hdl *h)
{
	return h->meta.naggs;
}

const struct dtap_aggdesc *dtap_aggdesc(const struct dtap_hdl *h, int aggid)
{
	if (aggid < 0 || aggid >= h->meta.naggs || !h->meta.aggs[aggid].name)
		return NULL;
	return &h->meta.aggs[aggid];
}

/* Byte offset of key I in an entry's key. */
static size_t ag_keyoff(const struct dtap_aggdesc *a, int i)
{
	size_t off = 0;
	int k;

	for (k = 0; k < i; k++)
		off += dtc_vtype_keysize(&a->keytypes[k]);
	return off;
}

/* A string key has strsize bytes, maybe fewer than 8: it is no integer. */
int64_t dtap_aggkey_int(const struct dtap_aggentry *e, int i)
{
	int64_t v;

	if (e->agg->keytypes[i].kind == 's')
		return 0;
	memcpy(&v, e->key + ag_keyoff(e->agg, i), sizeof(v));
	return v;
}

const char *dtap_aggkey_str(const struct dtap_aggentry *e, int i)
{
	return (const char *)e->key + ag_keyoff(e->agg, i);
}

/* A string key holds at most its slot's bytes: one of exactly strsize
 * bytes has no NUL, and the next key follows it in the snapshot. */
size_t dtap_aggkey_strlen(const struct dtap_aggentry *e, int i)
{
	return strnlen(dtap_aggkey_str(e, i), (size_t)e->agg->keytypes[i].size);
}

/* ---- sorting ---- */

static const struct dtc_meta *ag_sort_meta;	/* qsort has no context */

static int ag_keycmp1(const struct dtap_aggentry *x, const struct dtap_aggentry *y,
		      int i)
{
	const struct dtap_vtype *t = &x->agg->keytypes[i];
	size_t off = ag_keyoff(x->agg, i);
	uint64_t a, b, mask;

	if (t->kind == 's') {
		int r = strncmp((const char *)x->key + off, (const char *)y->key + off,
				(size_t)t->size);
		return r < 0 ? -1 : r > 0;
	}
	if (dtc_vtype_is_stack(t)) {	/* frame by frame */
		int r = memcmp(x->key + off, y->key + off, dtc_vtype_keysize(t));

		return r < 0 ? -1 : r > 0;
	}
	memcpy(&a, x->key + off, 8);
	memcpy(&b, y->key + off, 8);
	mask = t->size >= 8 ? ~0ULL : (1ULL << (8 * t->size)) - 1;
	a &= mask;
	b &= mask;
	return a < b ? -1 : a > b;
}

static int ag_keycmp(const struct dtap_aggentry *x, const struct dtap_aggentry *y)
{
	int n = x->agg->nkeys, i, r;
	int pos = ag_sort_meta->aggsortkeypos;

	if (pos < 0 || pos >= n)
		pos = 0;
	for (i = 0; i < n; i++) {
		r = ag_keycmp1(x, y, (i + pos) % n);
		if (r)
			return r;
	}
	return 0;
}

/* A histogram's weight: the sum of count * bucket value, as dtrace's
 * dt_aggregate_*quantizedcmp; ties go to the count at value 0. */
static long double ag_histsum(const struct dtap_aggentry *e, int64_t *zero)
{
	const struct dtap_aggdesc *a = e->agg;
	long double t = 0;
	int n = a->nvals;

	*zero = 0;
	for (int i = 0; i < n; i++) {
		int64_t bv;

		if (a->func == DTAP_AGG_QUANTIZE)
			bv = dtc_quantize_bucketval(i);
		else if (a->func == DTAP_AGG_LQUANTIZE)
			bv = i == 0 ? a->param[0] - 1 : i == n - 1 ?
			     a->param[0] + (n - 2) * a->param[2] + 1 :
			     a->param[0] + (i - 1) * a->param[2];
		else
			bv = dt_llquantize_bucketval(a->param, i) - (i == 0);
		if (bv == 0)
			*zero = e->vals[i];
		t += (long double)bv * (long double)e->vals[i];
	}
	return t;
}

static int ag_valcmp(const struct dtap_aggentry *x, const struct dtap_aggentry *y)
{
	if (x->agg->func >= DTAP_AGG_QUANTIZE) {
		int64_t xz, yz;
		long double a = ag_histsum(x, &xz), b = ag_histsum(y, &yz);

		if (a != b)
			return a < b ? -1 : 1;
		return xz < yz ? -1 : xz > yz;
	}
	if (x->agg->func == DTAP_AGG_AVG) {
		long double a = x->count ? (long double)x->sum / x->count : 0;
		long double b = y->count ? (long double)y->sum / y->count : 0;

		return a < b ? -1 : a > b;
	}
	return x->value < y->value ? -1 : x->value > y->value;
}

static int ag_sortcmp(const void *pa, const void *pb)
{
	const struct dtap_aggentry *x = *(const struct dtap_aggentry *const *)pa;
	const struct dtap_aggentry *y = *(const struct dtap_aggentry *const *)pb;
	int r;

	if (ag_sort_meta->aggsortkey) {
		r = ag_keycmp(x, y);
		if (!r)
			r = ag_valcmp(x, y);
	} else {
		r = ag_valcmp(x, y);
		if (!r)
			r = ag_keycmp(x, y);
	}
	return ag_sort_meta->aggsortrev ? -r : r;
}

/* The entries of AGGID in sorted order (malloc'ed array of pointers). */
static struct dtap_aggentry **ag_sorted(struct dtap_hdl *h, int aggid, size_t *np)
{
	struct dtap_aggentry **v = malloc((h->snap.nents + 1) * sizeof(*v));
	size_t i, n = 0;

	if (!v)
		return NULL;
	for (i = 0; i < h->snap.nents; i++)
		if (h->snap.ents[i].agg->id == aggid)
			v[n++] = &h->snap.ents[i];
	ag_sort_meta = &h->meta;
	qsort(v, n, sizeof(*v), ag_sortcmp);
	*np = n;
	return v;
}

int dtap_aggregate_walk(struct dtap_hdl *h, int aggid, dtap_aggwalk_f *fn, void *arg)
{
	int id, rc = 0;

	for (id = 0; id < h->meta.naggs && rc == 0; id++) {
		struct dtap_aggentry **v;
		size_t i, n;

		if (aggid >= 0 && id != aggid)
			continue;
		v = ag_sorted(h, id, &n);
		if (!v)
			return -1;
		for (i = 0; i < n && rc == 0; i++)
			rc = fn(v[i], arg);
		free(v);
	}
	return rc;
}

/* ---- printing ---- */

struct ag_print {
	struct dtap_hdl *h;
	FILE *out;
	const struct dtc_pfmt *fmt;	/* printa format or NULL */
	bool packed;			/* -x aggpack of a quantize(), lquantize() */
	int minbin, maxbin;		/* its buckets, over all its keys */
};

/* The value a %@ conversion shows: normalized as dtrace divides it. */
int64_t dtc_agg_shown(const struct dtap_aggentry *e, int64_t normal)
{
	if (normal == 0)
		normal = 1;
	if (e->agg->func == DTAP_AGG_AVG)
		return e->count > 0 ? e->sum / normal / e->count : 0;
	if (e->agg->func == DTAP_AGG_STDDEV)
		return (int64_t)dtc_stddev(e, normal);
	return e->value / normal;
}

/* The keys of E as printf items. */
void dtc_agg_key_items(const struct dtap_aggentry *e, struct dtap_item *keys)
{
	const struct dtap_aggdesc *a = e->agg;

	for (int i = 0; i < a->nkeys; i++) {
		bool str = a->keytypes[i].kind == 's';
		bool stk = dtc_vtype_is_stack(&a->keytypes[i]);	/* bytes, as a string's */

		/* a string key is never read as an int, nor an int as a string */
		memset(&keys[i], 0, sizeof(keys[i]));
		keys[i].type = a->keytypes[i];
		keys[i].ival = str || stk ? 0 : dtap_aggkey_int(e, i);
		keys[i].str = str || stk ? dtap_aggkey_str(e, i) : NULL;
		keys[i].len = str ? dtap_aggkey_strlen(e, i) :
			      stk ? dtc_vtype_keysize(&keys[i].type) : 0;
	}
}

/* The value of E as the item a %@ conversion prints. */
static void ag_val_item(struct dtap_hdl *h, const struct dtap_aggentry *e,
			struct dtap_item *val)
{
	int64_t normal = h->agg_normal[e->agg->id];

	memset(val, 0, sizeof(*val));
	val->type.kind = 'i';
	val->type.size = 8;
	val->ival = dtc_agg_shown(e, normal);
	if (e->agg->func >= DTAP_AGG_QUANTIZE) {
		val->type.kind = 'a';	/* the block, printed in place */
		val->agg = e;
		val->normal = normal;
		val->zoom = h->meta.aggzoom;
	}
}

static int ag_print_row(const struct dtap_aggentry *e, void *arg)
{
	struct ag_print *p = arg;
	const struct dtap_aggdesc *a = e->agg;

	if (p->fmt) {
		struct dtap_item keys[8], val;

		dtc_agg_key_items(e, keys);
		ag_val_item(p->h, e, &val);
		dtc_format_c(p->out, p->fmt, keys, a->nkeys, &val);
		return 0;
	}
	for (int i = 0; i < a->nkeys; i++)
		dtc_print_key(p->out, &a->keytypes[i], e->key + ag_keyoff(a, i));
	if (p->packed)
		dtc_print_packed(p->out, e, p->h->agg_normal[a->id], p->h->meta.aggzoom,
				 p->minbin, p->maxbin);
	else
		dtc_print_aggval(p->out, e, p->h->agg_normal[a->id], p->h->meta.aggzoom);
	fputc('\n', p->out);
	return 0;
}

size_t dtc_agg_count(const struct dtap_hdl *h, int aggid)
{
	size_t i, n = 0;

	for (i = 0; i < h->snap.nents; i++)
		n += h->snap.ents[i].agg->id == aggid;
	return n;
}

/* -x aggpack: every row of AGGID shows the same buckets, the range of
 * all its entries; the header's key column is as wide as the keys. */
static void ag_packed_header(struct dtap_hdl *h, FILE *out, int aggid, struct ag_print *p)
{
	const struct dtap_aggentry *first = NULL;
	char *keys = NULL;
	size_t len = 0;
	FILE *mem;

	p->packed = true;
	p->minbin = INT32_MAX;
	p->maxbin = -1;
	for (size_t i = 0; i < h->snap.nents; i++) {
		if (h->snap.ents[i].agg->id != aggid)
			continue;
		first = first ? first : &h->snap.ents[i];
		dtc_packed_range(&h->snap.ents[i], &p->minbin, &p->maxbin);
	}
	if (first && (mem = open_memstream(&keys, &len))) {
		for (int i = 0; i < first->agg->nkeys; i++)
			dtc_print_key(mem, &first->agg->keytypes[i],
				      first->key + ag_keyoff(first->agg, i));
		fclose(mem);
		free(keys);
	}
	dtc_print_packed_header(out, dtap_aggdesc(h, aggid), (int)len, p->minbin, p->maxbin);
}

int dtap_aggregate_print_one(struct dtap_hdl *h, FILE *out, int aggid, int fmtid)
{
	struct ag_print p = { h, out, NULL, false, 0, 0 };

	if (!dtap_aggdesc(h, aggid))
		return -1;
	if (fmtid >= 0 && fmtid < h->meta.nfmts && h->meta.fmts[fmtid])
		p.fmt = &h->meta.pfmts[fmtid];
	h->agg_printed[aggid] = true;
	if (!p.fmt && h->meta.aggpack && dtc_packs(dtap_aggdesc(h, aggid)) &&
	    dtc_agg_count(h, aggid))
		ag_packed_header(h, out, aggid, &p);
	else if (!p.fmt)
		fputc('\n', out);
	return dtap_aggregate_walk(h, aggid, ag_print_row, &p);
}

static int ag_valsort(const void *pa, const void *pb)
{
	const struct dtap_aggentry *x = *(const struct dtap_aggentry *const *)pa;
	const struct dtap_aggentry *y = *(const struct dtap_aggentry *const *)pb;
	int r = ag_valcmp(x, y);

	return r ? r : ag_keycmp(x, y);
}

/*
 * clear() and trunc() take effect in the module (a new generation of the
 * aggregation, runtime/agg.c); trunc(@a, n) keeps the n entries of
 * largest value (n < 0: the -n of smallest), as dtrace's value-sorted
 * walks pick them, and remembers the others as removed.
 */
int dtap_aggregate_clear(struct dtap_hdl *h, int aggid, bool trunc, int64_t n)
{
	struct dtap_aggentry **v;
	size_t i, cnt = 0, keep;
	char cmd[32];
	int rc = 0;

	if (!dtap_aggdesc(h, aggid))
		return -1;
	if (!trunc || n == 0) {
		dtc_aggbase_drop(h, aggid);
		snprintf(cmd, sizeof(cmd), "%s %d", trunc ? "trunc" : "clear", aggid);
		return h->have_transport ? dtc_ctl_write(&h->tp, cmd) : 0;
	}
	if (h->have_transport && dtap_aggregate_snap(h) < 0)
		return -1;
	v = malloc((h->snap.nents + 1) * sizeof(*v));
	if (!v)
		return -1;
	for (i = 0; i < h->snap.nents; i++)
		if (h->snap.ents[i].agg->id == aggid)
			v[cnt++] = &h->snap.ents[i];
	ag_sort_meta = &h->meta;
	qsort(v, cnt, sizeof(*v), ag_valsort);
	keep = n > 0 ? (uint64_t)n : 0 - (uint64_t)n;
	for (i = 0; i < cnt && rc == 0; i++) {
		/* ascending order: the largest are at the end */
		bool kept = n > 0 ? i + keep >= cnt : i < keep;

		if (!kept)
			rc = ag_base_add(h, v[i]);
	}
	free(v);
	return rc;
}

/* ---- printa() of several aggregations, joined on their keys ---- */

struct ag_row {
	const unsigned char *key;
	const struct dtap_aggentry *e[DT_PRINTA_MAXAGGS];
};

static int ag_joinpos;	/* qsort has no context: the sorting aggregation */

static int ag_rowcmp(const void *pa, const void *pb)
{
	const struct ag_row *x = pa, *y = pb;
	const struct dtap_aggentry *a = x->e[ag_joinpos], *b = y->e[ag_joinpos];
	int r;

	if (ag_sort_meta->aggsortkey) {
		r = ag_keycmp(a, b);
		if (!r)
			r = ag_valcmp(a, b);
	} else {
		r = ag_valcmp(a, b);
		if (!r)
			r = ag_keycmp(a, b);
	}
	return ag_sort_meta->aggsortrev ? -r : r;
}

/* The rows of the join: one per distinct key of the aggregations; where
 * an aggregation has no entry for the key, a zero-filled one (what
 * dtrace prints and sorts there), from ZPOOL (naggs per entry). */
static struct ag_row *ag_join(struct dtap_hdl *h, const int *aggids, int naggs, size_t *nrows,
			      struct dtap_aggentry **zpool)
{
	static int64_t zeros[65540];
	struct ag_row *rows = calloc(h->snap.nents + 1, sizeof(*rows));
	struct dtap_aggentry *z = calloc((h->snap.nents + 1) * (size_t)naggs, sizeof(*z));
	size_t n = 0;

	*zpool = z;
	if (!rows || !z) {
		free(rows);
		return NULL;
	}
	for (int k = 0; k < naggs; k++) {
		for (size_t i = 0; i < h->snap.nents; i++) {
			const struct dtap_aggentry *e = &h->snap.ents[i];
			size_t r;

			if (e->agg->id != aggids[k])
				continue;
			for (r = 0; r < n; r++)
				if (!memcmp(rows[r].key, e->key, (size_t)e->agg->keysize))
					break;
			if (r == n)
				rows[n++].key = e->key;
			rows[r].e[k] = e;
		}
	}
	for (size_t r = 0; r < n; r++) {
		for (int k = 0; k < naggs; k++, z++) {
			if (rows[r].e[k])
				continue;
			z->agg = dtap_aggdesc(h, aggids[k]);
			z->key = rows[r].key;
			z->vals = zeros;
			rows[r].e[k] = z;
		}
	}
	*nrows = n;
	return rows;
}

/* One joined row: the keys, then each aggregation's value. */
static void ag_print_joined_row(struct dtap_hdl *h, FILE *out, const struct ag_row *row,
				int naggs, const struct dtc_pfmt *fmt)
{
	struct dtap_item keys[8], vals[DT_PRINTA_MAXAGGS];
	const struct dtap_aggdesc *a0 = row->e[0]->agg;

	if (!fmt) {
		for (int i = 0; i < a0->nkeys; i++)
			dtc_print_key(out, &a0->keytypes[i], row->key + ag_keyoff(a0, i));
		for (int k = 0; k < naggs; k++)
			dtc_print_aggval(out, row->e[k], h->agg_normal[row->e[k]->agg->id],
					 h->meta.aggzoom);
		fputc('\n', out);
		return;
	}
	dtc_agg_key_items(row->e[0], keys);
	for (int k = 0; k < naggs; k++)
		ag_val_item(h, row->e[k], &vals[k]);
	dtc_format_joined(out, fmt, keys, a0->nkeys, vals, naggs);
}

int dtap_aggregate_print_joined(struct dtap_hdl *h, FILE *out, const int *aggids,
				int naggs, int fmtid)
{
	const struct dtc_pfmt *fmt = NULL;
	struct dtap_aggentry *zpool;
	struct ag_row *rows;
	size_t n;

	if (naggs < 1 || naggs > DT_PRINTA_MAXAGGS)
		return -1;
	for (int k = 0; k < naggs; k++) {
		if (!dtap_aggdesc(h, aggids[k]))
			return -1;
		h->agg_printed[aggids[k]] = true;
	}
	if (fmtid >= 0 && fmtid < h->meta.nfmts && h->meta.fmts[fmtid])
		fmt = &h->meta.pfmts[fmtid];
	rows = ag_join(h, aggids, naggs, &n, &zpool);
	if (!rows) {
		free(zpool);
		return -1;
	}
	ag_sort_meta = &h->meta;
	ag_joinpos = h->meta.aggsortpos >= 0 && h->meta.aggsortpos < naggs ?
		     h->meta.aggsortpos : 0;
	qsort(rows, n, sizeof(*rows), ag_rowcmp);
	if (!fmt)
		fputc('\n', out);
	for (size_t i = 0; i < n; i++)
		ag_print_joined_row(h, out, &rows[i], naggs, fmt);
	free(rows);
	free(zpool);
	return 0;
}

int dtap_aggregate_print(struct dtap_hdl *h, FILE *out)
{
	bool first = true;
	int id;

	if (h->json_on && !h->json_copy)
		return dtc_json_aggregations(h, out, true);
	if (h->json_on && dtc_json_aggregations(h, h->json_out, false) < 0)
		return -1;

	for (id = 0; id < h->meta.naggs; id++) {
		if (!dtap_aggdesc(h, id) || h->agg_printed[id] || dtc_agg_count(h, id) == 0)
			continue;
		struct ag_print p = { h, out, NULL, false, 0, 0 };

		if (!first)
			fputc('\n', out);
		first = false;
		h->agg_printed[id] = true;
		if (h->meta.aggpack && dtc_packs(dtap_aggdesc(h, id)))
			ag_packed_header(h, out, id, &p);
		if (dtap_aggregate_walk(h, id, ag_print_row, &p) < 0)
			return -1;
	}
	fflush(out);
	return 0;
}
