/*
 * metrics.c - the aggregations in the Prometheus text exposition format
 * (version 0.0.4) or OpenMetrics' (1.0.0, which shares its lines), what
 * `--metrics=ADDR:PORT` serves at /metrics (metrics_http.c) and
 * `--metrics-file=FILE` writes at exit.  dtap(1), METRICS, is the user's
 * description; the choices, and why:
 *
 * - A metric per aggregation, named dtap_ + its name (D names are already
 *   [A-Za-z_][A-Za-z0-9_]*, so nothing needs replacing); `@` alone is
 *   dtap_agg.  count() is a counter, dtap_NAME_total (Prometheus' rule
 *   for counters); sum() a gauge, as a sum of negative values decreases;
 *   min max avg stddev gauges (avg and stddev as exact floats, not
 *   dtrace's truncated integers); the histograms histograms.
 * - Keys are labels key0, key1 ... or the names `#pragma D option
 *   metric_labels=` gave (struct dtap_aggdesc labels).  A label value is
 *   the key as text: integers in decimal, strings their bytes, symbols
 *   as printa prints them, stacks their frames joined by ";".  The format
 *   wants UTF-8: a byte that is not part of valid UTF-8 becomes the four
 *   characters \xNN and a backslash becomes two, so that two different
 *   keys never give one label value; then the format's own escapes
 *   (backslash, double quote, newline) apply.
 * - Histograms: every bucket of the function's fixed layout, always (a
 *   sum by (le) over keys needs the same le values in every series), le
 *   the bucket's largest integer value (quantize's power-of-two bucket
 *   [2^k, 2^(k+1)) has le 2^(k+1)-1, its negative [-2^(k+1)+1, -2^k] le
 *   -2^k), counts cumulative, the top bucket +Inf, _count the total of
 *   the buckets and _sum the sum of the values (not weighted by an
 *   increment).
 * - Entries a clear() emptied: count and sum 0, the histograms' buckets
 *   0; min, max, avg and stddev have no value then and the entry is left
 *   out until it is updated again.  Values are the raw ones: normalize()
 *   is printing's, not the metric's.
 * - OpenMetrics, when a scrape asks for it (metrics_http.c): the same
 *   series; a counter's family is named without the _total its sample
 *   has, and the text ends with "# EOF".  Kept against its letter: a
 *   histogram whose layout has negative thresholds (every quantize, a
 *   negative lquantize range) keeps its _sum, which the standard asks to
 *   drop there; rate(_sum) / rate(_count) is what users graph, and the
 *   series must not depend on the format a scraper negotiates.
 * - A scrape reads the module's aggs file itself (the kernel makes a
 *   snapshot per open) into a snapshot of its own: the consumer's
 *   snapshot, what printa and the exit-time output print, is not
 *   touched, nor is anything cleared.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "libdtap_impl.h"

/* ---- names ---- */

void dtc_metric_name(const struct dtap_aggdesc *a, char *buf, size_t len)
{
	const char *name = a->name && *a->name ? a->name : "agg";

	snprintf(buf, len, "dtap_%s%s", name, a->func == DTAP_AGG_COUNT ? "_total" : "");
}

/* The names a metric's samples use (a histogram's three suffixes). */
static int mt_sample_names(const struct dtap_aggdesc *a, char names[3][320])
{
	char base[300];

	dtc_metric_name(a, base, sizeof(base));
	if (a->func < DTAP_AGG_QUANTIZE) {
		snprintf(names[0], 320, "%s", base);
		return 1;
	}
	snprintf(names[0], 320, "%s_bucket", base);
	snprintf(names[1], 320, "%s_sum", base);
	snprintf(names[2], 320, "%s_count", base);
	return 3;
}

int dtap_metrics_check(struct dtap_hdl *h, char *err, size_t errlen)
{
	char mine[3][320], theirs[3][320];
	int naggs = 0;

	for (int i = 0; i < h->meta.naggs; i++) {
		const struct dtap_aggdesc *a = dtap_aggdesc(h, i);
		int n;

		if (!a)
			continue;
		naggs++;
		n = mt_sample_names(a, mine);
		for (int j = 0; j < i; j++) {
			const struct dtap_aggdesc *b = dtap_aggdesc(h, j);
			int m = b ? mt_sample_names(b, theirs) : 0;

			for (int x = 0; x < n; x++)
				for (int y = 0; y < m; y++)
					if (!strcmp(mine[x], theirs[y]))
						goto clash;
			continue;
clash:
			snprintf(err, errlen, "aggregations @%s and @%s would both be metric %s",
				 b->name, a->name, mine[0]);
			return -1;
		}
	}
	if (!naggs) {
		snprintf(err, errlen, "the program has no aggregation to serve");
		return -1;
	}
	return 0;
}

/* ---- label values ---- */

/* Bytes of a valid UTF-8 sequence at P (at most N bytes), 0 if none. */
static size_t mt_utf8_len(const unsigned char *p, size_t n)
{
	size_t len, i;
	uint32_t cp;

	if (p[0] < 0x80)
		return 1;
	if (p[0] >= 0xc2 && p[0] <= 0xdf)
		len = 2, cp = p[0] & 0x1f;
	else if (p[0] >= 0xe0 && p[0] <= 0xef)
		len = 3, cp = p[0] & 0x0f;
	else if (p[0] >= 0xf0 && p[0] <= 0xf4)
		len = 4, cp = p[0] & 0x07;
	else
		return 0;
	if (len > n)
		return 0;
	for (i = 1; i < len; i++) {
		if ((p[i] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (p[i] & 0x3f);
	}
	/* overlong forms, surrogates, beyond U+10FFFF */
	if ((len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10ffff)) ||
	    (cp >= 0xd800 && cp <= 0xdfff))
		return 0;
	return len;
}

/* Bytes P[0..N) as a label value, quoted and escaped (see the top). */
void dtc_metric_label_value(FILE *out, const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t i = 0;

	fputc('"', out);
	while (i < n) {
		size_t len = mt_utf8_len(p + i, n - i);

		if (!len) {
			fprintf(out, "\\\\x%02x", p[i]);	/* \xNN, escaped */
			i++;
		} else if (p[i] == '\\') {
			fputs("\\\\\\\\", out);			/* \\, escaped */
			i++;
		} else if (p[i] == '"' || p[i] == '\n') {
			fputs(p[i] == '"' ? "\\\"" : "\\n", out);
			i++;
		} else {
			fwrite(p + i, 1, len, out);
			i += len;
		}
	}
	fputc('"', out);
}

/* Frames of a stack key (pid first for ustack), leaf first, ";" between. */
static void mt_frames(FILE *out, const struct dtap_vtype *t, const unsigned char *data)
{
	bool user = t->kind == 'U';
	uint64_t pid = 0, pc;
	char buf[512];

	if (user)
		memcpy(&pid, data, 8);
	for (int i = 0; i < t->size; i++) {
		memcpy(&pc, data + 8 * (i + user), 8);
		if (!pc)
			break;
		if (i)
			fputc(';', out);
		fputs(user ? dtc_usym((int)pid, pc, buf, sizeof(buf)) :
		      dtc_ksym(pc, DTC_KSYM_OFF, buf, sizeof(buf)), out);
	}
}

/* Key I of E as text (before escaping). */
static void mt_key_text(FILE *out, const struct dtap_aggentry *e, int i)
{
	const struct dtap_vtype *t = &e->agg->keytypes[i];
	const unsigned char *k = (const unsigned char *)dtap_aggkey_str(e, i);
	int size = t->size >= 1 && t->size <= 8 ? t->size : 8;
	char buf[512];
	uint64_t v[2];
	int64_t x;

	switch (t->kind) {
	case 's':
		fwrite(k, 1, dtap_aggkey_strlen(e, i), out);
		return;
	case 'S':
	case 'M':
		memcpy(v, k, 8);
		fputs(dtc_ksym(v[0], t->kind == 'M' ? DTC_KSYM_MOD : DTC_KSYM_SYM, buf,
			       sizeof(buf)), out);
		return;
	case 'K':
	case 'U':
		mt_frames(out, t, k);
		return;
	case 'Y':
	case 'O':
	case 'X':
		memcpy(v, k, 16);
		fputs(dtc_uaddr_form((int)v[0], v[1], t->kind, buf, sizeof(buf)), out);
		return;
	}
	x = dtap_aggkey_int(e, i);
	if (t->kind == 'u')
		fprintf(out, "%llu", (unsigned long long)(size == 1 ? (uint8_t)x :
			size == 2 ? (uint16_t)x : size == 4 ? (uint32_t)x : (uint64_t)x));
	else
		fprintf(out, "%lld", (long long)(size == 1 ? (int8_t)x : size == 2 ?
			(int16_t)x : size == 4 ? (int32_t)x : x));
}

/* The labels of E's keys, key0="..." or the pragma's names, comma
 * separated: written once per entry (a histogram's 130 lines use them). */
static char *mt_key_labels(const struct dtap_aggentry *e)
{
	const struct dtap_aggdesc *a = e->agg;
	char *labels = NULL, *text;
	size_t llen = 0, len;
	FILE *out = open_memstream(&labels, &llen), *m;

	if (!out)
		return NULL;
	for (int i = 0; i < a->nkeys; i++) {
		if (a->labels[i])
			fprintf(out, "%s%s=", i ? "," : "", a->labels[i]);
		else
			fprintf(out, "%skey%d=", i ? "," : "", i);
		text = NULL;
		len = 0;
		m = open_memstream(&text, &len);
		if (m) {
			mt_key_text(m, e, i);
			fclose(m);
		}
		dtc_metric_label_value(out, text ? text : "", text ? len : 0);
		free(text);
	}
	fclose(out);
	return labels;
}

/* {KEYS[,le="LE"]}: nothing when there is neither. */
static void mt_labels(FILE *out, const char *keys, const char *le)
{
	bool any = keys && *keys;

	if (!any && !le)
		return;
	fprintf(out, "{%s", any ? keys : "");
	if (le)
		fprintf(out, "%sle=\"%s\"", any ? "," : "", le);
	fputc('}', out);
}

/* ---- values ---- */

/* A float as the format writes it: integers without a fraction. */
static void mt_float(FILE *out, long double v)
{
	if (isnan((double)v))
		fputs("NaN", out);
	else if (v == (long double)(long long)v && fabsl(v) < 9e15L)
		fprintf(out, "%lld", (long long)v);
	else
		fprintf(out, "%.17g", (double)v);
}

/* stddev from the count, the sum and the 128-bit sum of squares: the
 * population standard deviation, as dtrace's, without its truncations. */
static long double mt_stddev(const struct dtap_aggentry *e)
{
	unsigned __int128 sq = (unsigned __int128)(uint64_t)e->vals[1] << 64 |
			       (uint64_t)e->vals[0];
	long double n = (long double)e->count, mean = (long double)e->sum / n;
	long double var = (long double)sq / n - mean * mean;

	return var > 0 ? sqrtl(var) : 0;
}

/* Bucket I's le: the largest integer it holds (NULL: the top, +Inf). */
static const char *mt_le(const struct dtap_aggdesc *a, int i, char *buf, size_t len)
{
	int n = a->nvals;
	int64_t v;

	if (i == n - 1)
		return NULL;
	if (a->func == DTAP_AGG_QUANTIZE) {
		v = dtc_quantize_bucketval(i);
		v = v > 0 ? (int64_t)((uint64_t)v * 2 - 1) : v;
	} else if (a->func == DTAP_AGG_LQUANTIZE) {
		v = a->param[0] + (int64_t)i * a->param[2] - 1;	/* below the next */
	} else {
		v = dt_llquantize_bucketval(a->param, i + 1) - 1;
	}
	snprintf(buf, len, "%lld", (long long)v);
	return buf;
}

static void mt_histogram(FILE *out, const char *name, const struct dtap_aggentry *e,
			 const char *keys)
{
	char le[32];
	int64_t cum = 0;

	for (int i = 0; i < e->agg->nvals; i++) {
		const char *l = mt_le(e->agg, i, le, sizeof(le));

		cum += e->vals[i];
		fprintf(out, "%s_bucket", name);
		mt_labels(out, keys, l ? l : "+Inf");
		fprintf(out, " %lld\n", (long long)cum);
	}
	fprintf(out, "%s_sum", name);
	mt_labels(out, keys, NULL);
	fprintf(out, " %lld\n%s_count", (long long)e->sum, name);
	mt_labels(out, keys, NULL);
	fprintf(out, " %lld\n", (long long)cum);
}

static void mt_sample(FILE *out, const char *name, const struct dtap_aggentry *e)
{
	const struct dtap_aggdesc *a = e->agg;
	char *keys;

	if (e->count <= 0 && a->func >= DTAP_AGG_MIN && a->func < DTAP_AGG_QUANTIZE)
		return;		/* emptied by clear(): no value yet */
	keys = mt_key_labels(e);
	if (a->func >= DTAP_AGG_QUANTIZE) {
		mt_histogram(out, name, e, keys);
		free(keys);
		return;
	}
	fputs(name, out);
	mt_labels(out, keys, NULL);
	free(keys);
	fputc(' ', out);
	switch (a->func) {
	case DTAP_AGG_COUNT: fprintf(out, "%lld", (long long)e->count); break;
	case DTAP_AGG_SUM: fprintf(out, "%lld", (long long)e->sum); break;
	case DTAP_AGG_MIN: fprintf(out, "%lld", (long long)e->min); break;
	case DTAP_AGG_MAX: fprintf(out, "%lld", (long long)e->max); break;
	case DTAP_AGG_AVG: mt_float(out, (long double)e->sum / (long double)e->count); break;
	default: mt_float(out, mt_stddev(e)); break;
	}
	fputc('\n', out);
}

static const char *const mt_types[] = {
	"counter", "gauge", "gauge", "gauge", "gauge", "gauge",
	"histogram", "histogram", "histogram",
};

/* HELP and TYPE of the family NAME (its sample's name), in the script's
 * words; OpenMetrics names a counter's family without its _total. */
static void mt_help(FILE *out, const char *sample, const struct dtap_aggdesc *a, bool om)
{
	char name[300];
	size_t n = strlen(sample);

	if (om && a->func == DTAP_AGG_COUNT)
		n -= strlen("_total");
	snprintf(name, sizeof(name), "%.*s", (int)n, sample);
	fprintf(out, "# HELP %s %s() of aggregation @%s", name, dt_aggfunc_names[a->func],
		a->name ? a->name : "");
	if (a->func == DTAP_AGG_LQUANTIZE)
		fprintf(out, " (base %lld, limit %lld, step %lld)", (long long)a->param[0],
			(long long)a->param[1], (long long)a->param[2]);
	else if (a->func == DTAP_AGG_LLQUANTIZE)
		fprintf(out, " (factor %lld, orders %lld to %lld, %lld steps)",
			(long long)a->param[0], (long long)a->param[1], (long long)a->param[2],
			(long long)a->param[3]);
	fprintf(out, "\n# TYPE %s %s\n", name, mt_types[a->func]);
}

/* ---- the exposition ---- */

/* The q of media range R (up to its ',' or the end): 1 unless it says. */
static double mt_q(const char *r)
{
	const char *end = r + strcspn(r, ","), *q;

	for (q = r; (q = strstr(q, "q=")) && q < end; q += 2)
		if (q > r && (q[-1] == ';' || q[-1] == ' '))
			return strtod(q + 2, NULL);
	return 1;
}

/* Prometheus asks "application/openmetrics-text;version=1.0.0,...,
 * text/plain;version=0.0.4;q=0.5,...": the best q wins, the 0.0.4 text
 * on a tie (what a client that names both without q gets). */
bool dtap_metrics_wants_om(const char *accept)
{
	double om = 0, text = 0, q;
	const char *r;

	for (r = accept; r && *r; r += strcspn(r, ",")) {
		r += strspn(r, ", ");
		q = mt_q(r);
		if (!strncmp(r, "application/openmetrics-text", 28))
			om = q > om ? q : om;
		else if (!strncmp(r, "text/plain", 10) || !strncmp(r, "*/*", 3))
			text = q > text ? q : text;
	}
	return om > 0 && om > text;
}

/* The entries of SNAP, grouped by aggregation in id order and sorted by
 * key bytes (dtc_aggsnap_load): one family per aggregation. */
static void mt_write(struct dtap_hdl *h, const struct dtc_aggsnap *snap, FILE *out, bool om)
{
	size_t i = 0;

	for (int id = 0; id < h->meta.naggs; id++) {
		const struct dtap_aggdesc *a = dtap_aggdesc(h, id);
		char name[300];

		if (!a)
			continue;
		dtc_metric_name(a, name, sizeof(name));
		mt_help(out, name, a, om);
		while (i < snap->nents && snap->ents[i].agg->id < id)
			i++;
		for (; i < snap->nents && snap->ents[i].agg->id == id; i++)
			mt_sample(out, name, &snap->ents[i]);
	}
	if (om)
		fputs("# EOF\n", out);
}

int dtap_metrics_write(struct dtap_hdl *h, FILE *out, unsigned int flags)
{
	bool om = flags & DTAP_METRICS_OPENMETRICS;
	struct dtc_aggsnap snap = { 0 };
	unsigned char *buf;
	size_t len;
	int rc;

	if (!(flags & DTAP_METRICS_FRESH)) {
		mt_write(h, &h->snap, out, om);
		return 0;
	}
	if (!h->have_transport || dtc_aggs_read(&h->tp, &buf, &len) < 0) {
		dtc_seterr(h, "cannot read the aggregations of the module");
		return -1;
	}
	rc = dtc_aggsnap_load(h, &snap, buf, len);
	free(buf);
	if (rc == 0)
		mt_write(h, &snap, out, om);
	dtc_aggsnap_free(&snap);
	return rc;
}
