/*
 * out_agg.c - the value column of an aggregation entry as dtrace prints
 * it (dt_consume.c's dt_print_datum and dt_print_*quantize): " %16lld"
 * for count sum min max avg (divided by the normalization factor),
 * " %16llu" for stddev, and for the histograms a block:
 *
 *   "\n%16s %41s %-9s\n" header ("value", the Distribution rule, "count")
 *   per bucket "%16lld " (or "%16s " for "< N" / ">= N"), then a bar:
 *   "|" + 40 columns of '@' proportional to the bucket's share of the
 *   total of the printed buckets (rounded), " %-9lld\n" the count / normal.
 *   With negative counts (negative increments) the bar has two halves
 *   around a centre line.  One empty bucket is printed on each side of
 *   the non-empty ones; no data at all prints the buckets around 0 (or
 *   the first two).  -x aggzoom scales the largest bucket to ~95% of the
 *   bar instead.
 */
#include <stdlib.h>
#include <string.h>

#include "libdtap_impl.h"

#define QZERO	63	/* quantize's bucket of 0 */
#define QNB	127

static long double oa_fabs(int64_t v)
{
	return v < 0 ? -(long double)v : (long double)v;
}

int64_t dtc_quantize_bucketval(int i)
{
	if (i < QZERO)
		return -(int64_t)(1ULL << (QZERO - 1 - i));
	if (i == QZERO)
		return 0;
	return (int64_t)(1ULL << (i - QZERO - 1));
}

/* ---- stddev: sqrt(avg(x^2) - avg(x)^2) in 128-bit integers ---- */

static unsigned __int128 oa_u128(const int64_t *v)
{
	return (unsigned __int128)(uint64_t)v[1] << 64 | (uint64_t)v[0];
}

/* floor(sqrt(X)), a bit at a time (no libm) */
static uint64_t oa_isqrt(unsigned __int128 x)
{
	uint64_t r = 0;

	for (int b = 63; b >= 0; b--) {
		uint64_t t = r | (1ULL << b);

		if ((unsigned __int128)t * t <= x)
			r = t;
	}
	return r;
}

uint64_t dtc_stddev(const struct dtap_aggentry *e, int64_t normal)
{
	unsigned __int128 aos, sq;
	int64_t avg;

	if (e->count <= 0 || normal == 0)
		return 0;
	aos = oa_u128(e->vals) / (uint64_t)normal / (uint64_t)normal / (uint64_t)e->count;
	avg = e->sum / normal / e->count;
	if (avg < 0)
		avg = -avg;
	sq = (unsigned __int128)(uint64_t)avg * (uint64_t)avg;
	return oa_isqrt(aos - sq);
}

/* ---- histograms ---- */

struct oa_hist {
	FILE *out;
	const int64_t *data;
	int64_t normal;
	long double total;
	bool pos, neg;
};

static void oa_line(struct oa_hist *hs, int64_t val)
{
	static const char ats[] = "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@";
	static const char sp[] = "                                        ";
	long long shown = (long long)(val / hs->normal);
	unsigned len = 40, depth;
	long double f;

	if (!hs->neg) {
		depth = 0;
		if (hs->pos) {
			f = oa_fabs(val) * len / hs->total;
			depth = (unsigned)(f + 0.5);
		}
		fprintf(hs->out, "|%s%s %-9lld\n", ats + len - depth, sp + depth, shown);
		return;
	}
	if (!hs->pos) {
		f = oa_fabs(val) * len / hs->total;
		depth = (unsigned)(f + 0.5);
		fprintf(hs->out, "|%s%s %-9lld\n", sp + depth, ats + len - depth, shown);
		return;
	}
	/* both signs: half bars left (negative) and right of a centre line */
	len /= 2;
	f = oa_fabs(val) * len / hs->total;
	depth = (unsigned)(f + 0.5);
	if (val <= 0)
		fprintf(hs->out, "%s%s|%*s %-9lld\n", sp + 20 + depth, ats + 20 + len - depth,
			(int)len, "", shown);
	else
		fprintf(hs->out, "%20s|%s%s %-9lld\n", "", ats + 20 + len - depth,
			sp + 20 + depth, shown);
}

/* Buckets [first, last] to print: one empty bucket around the data,
 * EMPTY_FIRST..EMPTY_FIRST+2 when there is none. */
static void oa_range(struct oa_hist *hs, int n, int empty_first, int *first, int *last,
		     bool zoom)
{
	int f = 0, l = n - 1;

	while (f < n && hs->data[f] == 0)
		f++;
	if (f == n) {
		f = empty_first;
		l = empty_first + (empty_first ? 2 : 1);
	} else {
		if (f > 0)
			f--;
		while (l > 0 && hs->data[l] == 0)
			l--;
		if (l < n - 1)
			l++;
	}
	hs->total = 0;
	hs->pos = hs->neg = false;
	for (int i = f; i <= l; i++) {
		long double v = oa_fabs(hs->data[i]);

		hs->pos |= hs->data[i] > 0;
		hs->neg |= hs->data[i] < 0;
		if (!zoom)
			hs->total += v;
		else if (hs->total < v / 0.95L)
			hs->total = v / 0.95L;
	}
	*first = f;
	*last = l;
}

static void oa_header(FILE *out)
{
	fprintf(out, "\n%16s %41s %-9s\n", "value",
		"------------- Distribution -------------", "count");
}

static void oa_quantize(struct oa_hist *hs, bool zoom)
{
	int first, last;

	oa_range(hs, QNB, QZERO - 1, &first, &last, zoom);
	oa_header(hs->out);
	for (int i = first; i <= last; i++) {
		fprintf(hs->out, "%16lld ", (long long)dtc_quantize_bucketval(i));
		oa_line(hs, hs->data[i]);
	}
}

static void oa_lquantize(struct oa_hist *hs, const struct dtap_aggdesc *a, bool zoom)
{
	int levels = a->nvals - 2, first, last;
	int64_t base = a->param[0], step = a->param[2];
	char c[32];

	oa_range(hs, levels + 2, 0, &first, &last, zoom);
	oa_header(hs->out);
	for (int i = first; i <= last; i++) {
		if (i == 0) {
			snprintf(c, sizeof(c), "< %lld", (long long)base);
			fprintf(hs->out, "%16s ", c);
		} else if (i == levels + 1) {
			snprintf(c, sizeof(c), ">= %lld", (long long)(base + levels * step));
			fprintf(hs->out, "%16s ", c);
		} else {
			fprintf(hs->out, "%16lld ", (long long)(base + (i - 1) * step));
		}
		oa_line(hs, hs->data[i]);
	}
}

static void oa_llquantize(struct oa_hist *hs, const struct dtap_aggdesc *a, bool zoom)
{
	int n = a->nvals, first, last;
	char c[32];

	oa_range(hs, n, 0, &first, &last, zoom);
	oa_header(hs->out);
	for (int i = first; i <= last; i++) {
		long long v = (long long)dt_llquantize_bucketval(a->param, i);

		if (i == 0 || i == n - 1) {
			snprintf(c, sizeof(c), "%s %lld", i ? ">=" : "<", v);
			fprintf(hs->out, "%16s ", c);
		} else {
			fprintf(hs->out, "%16lld ", v);
		}
		oa_line(hs, hs->data[i]);
	}
}

void dtc_print_aggval(FILE *out, const struct dtap_aggentry *e, int64_t normal, bool zoom)
{
	const struct dtap_aggdesc *a = e->agg;
	struct oa_hist hs = { out, e->vals, normal ? normal : 1, 0, false, false };

	switch (a->func) {
	case DTAP_AGG_STDDEV:
		fprintf(out, " %16llu", (unsigned long long)dtc_stddev(e, hs.normal));
		break;
	case DTAP_AGG_QUANTIZE:
		oa_quantize(&hs, zoom);
		break;
	case DTAP_AGG_LQUANTIZE:
		oa_lquantize(&hs, a, zoom);
		break;
	case DTAP_AGG_LLQUANTIZE:
		oa_llquantize(&hs, a, zoom);
		break;
	case DTAP_AGG_AVG:
		fprintf(out, " %16lld", e->count > 0 ? (long long)(e->sum / hs.normal / e->count) : 0);
		break;
	default:
		fprintf(out, " %16lld", (long long)(e->value / hs.normal));
		break;
	}
}

/* ---- -x aggpack: a quantize() on one line per key ---- */

/* Digits of V as dtrace's dt_ndigits counts them (at least 4). */
static int oa_ndigits(long long v)
{
	int n = 1;
	long long cmp = 10;

	if (v < 0) {
		v = v == INT64_MIN ? INT64_MAX : -v;
		n++;
	}
	while (v > cmp && cmp > 0) {
		n++;
		cmp *= 10;
	}
	return n < 4 ? 4 : n;
}

/* One bucket as a glyph: blank for 0, U+2581..U+2588 by its share of
 * TOTAL (ASCII "__xxxxXXXX" on a dumb terminal), "vvvvVVVV" below 0. */
static void oa_spark(FILE *out, int64_t datum, long double total)
{
	static const char ascii[] = "__xxxxXXXX", neg[] = "vvvvVVVV";
	const char *term = getenv("TERM");
	bool utf8 = !term || (strcmp(term, "dumb") && strcmp(term, "sun") &&
			      strcmp(term, "sun-color"));
	long double v;

	if (datum == 0 || total == 0) {
		putc(' ', out);
	} else if (datum < 0) {
		v = oa_fabs(datum) * (sizeof(neg) - 2) / total;
		putc(neg[(unsigned)(v + 0.5L)], out);
	} else if (utf8) {
		v = (long double)datum * 7 / total;
		fprintf(out, "\xe2\x96%c", (char)(0x81 + (unsigned)(v + 0.5L)));
	} else {
		v = (long double)datum * (sizeof(ascii) - 2) / total;
		putc(ascii[(unsigned)(v + 0.5L)], out);
	}
}

bool dtc_packs(const struct dtap_aggdesc *a)
{
	return a->func == DTAP_AGG_QUANTIZE || a->func == DTAP_AGG_LQUANTIZE;
}

/* Widen [*MINBIN, *MAXBIN] to E's buckets that hold something. */
void dtc_packed_range(const struct dtap_aggentry *e, int *minbin, int *maxbin)
{
	for (int i = 0; i < e->agg->nvals; i++) {
		if (!e->vals[i])
			continue;
		if (i < *minbin)
			*minbin = i;
		if (i > *maxbin)
			*maxbin = i;
	}
}

/* The buckets every packed row shows: the aggregation's [MIN, MAX] with
 * one more on each side, as dtrace pads them (quantize's zero bucket is
 * never passed below). */
static void oa_packed_bounds(const struct dtap_aggdesc *a, int *min, int *max)
{
	int zero = a->func == DTAP_AGG_QUANTIZE ? QZERO : 0;

	if (*min > *max)
		*min = *max = zero;
	if (*min != 0 && *min != zero)
		(*min)--;
	if (*max < a->nvals - 1)
		(*max)++;
}

/* Bucket I's label: its lower bound; lquantize's first and last bucket
 * as "<BASE" and ">=LIMIT". */
static void oa_packed_label(char *buf, size_t n, const struct dtap_aggdesc *a, int i)
{
	int64_t base = a->param[0], step = a->param[2];
	int levels = a->nvals - 2;

	if (a->func == DTAP_AGG_QUANTIZE)
		snprintf(buf, n, "%lld", (long long)dtc_quantize_bucketval(i));
	else if (i == 0)
		snprintf(buf, n, "<%lld", (long long)base);
	else if (i == levels + 1)
		snprintf(buf, n, ">=%lld", (long long)(base + levels * step));
	else
		snprintf(buf, n, "%lld", (long long)(base + (i - 1) * step));
}

/* The min and max columns' widths: quantize's by the digits of their
 * bounds, lquantize's fixed (dtrace's 7 and 8). */
static void oa_packed_widths(const struct dtap_aggdesc *a, int min, int max, int *minw,
			     int *maxw)
{
	if (a->func == DTAP_AGG_QUANTIZE) {
		*minw = oa_ndigits(dtc_quantize_bucketval(min));
		*maxw = oa_ndigits(dtc_quantize_bucketval(max));
	} else {
		*maxw = 8;
		*minw = *maxw - 1;
	}
}

void dtc_print_packed_header(FILE *out, const struct dtap_aggdesc *a, int width, int min,
			     int max)
{
	int minw, maxw;

	oa_packed_bounds(a, &min, &max);
	oa_packed_widths(a, min, max, &minw, &maxw);
	fprintf(out, "\n%*s %*s .", width, width > 0 ? "key" : "", minw, "min");
	for (int i = min; i <= max; i++)
		putc('-', out);
	fprintf(out, ". %*s | count\n", -maxw, "max");
}

void dtc_print_packed(FILE *out, const struct dtap_aggentry *e, int64_t normal, bool zoom,
		      int min, int max)
{
	const struct dtap_aggdesc *a = e->agg;
	long double total = 0;
	long long count = 0;
	int64_t n = normal ? normal : 1;
	int minw, maxw;
	char lo[32], hi[32];

	oa_packed_bounds(a, &min, &max);
	oa_packed_widths(a, min, max, &minw, &maxw);
	for (int i = min; i <= max; i++) {
		long double v = oa_fabs(e->vals[i] / n);

		count += e->vals[i] / n;
		total = zoom ? (v > total ? v : total) : total + v;
	}
	oa_packed_label(lo, sizeof(lo), a, min);
	oa_packed_label(hi, sizeof(hi), a, max);
	fprintf(out, " %*s :", minw, lo);
	for (int i = min; i <= max; i++)
		oa_spark(out, e->vals[i] / n, total);
	fprintf(out, ": %*s | %lld", -maxw, hi, count);
}
