/*
 * test_metrics.c - the Prometheus exposition of aggregation snapshots
 * (stapio/metrics.c): names, types, label escaping of any bytes,
 * histograms with cumulative buckets (negative lquantize ranges too),
 * values of cleared entries, name clashes; whole texts compared.
 */
#include "dtap.h"
#include "dtap_testbuf.h"

#define META_HEAD							\
	"dtap-meta 1\nmodule t\nkernel 6.1.0-56-cloud-amd64\n"		\
	"source \"script 'a.d'\" 1\noption quiet 1\n"			\
	"option strsize 16\n"						\
	"probe 1 dtrace - - BEGIN\n"

static struct dtap_hdl *open_with(const char *meta, struct tbuf *t)
{
	char err[256];
	struct dtap_hdl *h = dtap_open_meta(meta, err, sizeof(err));

	if (!h) {
		printf("FAIL open: %s\n", err);
		exit(1);
	}
	if (t && dtap_aggregate_load(h, t->b, t->len) < 0) {
		printf("FAIL load: %s\n", dtap_errmsg(h));
		exit(1);
	}
	return h;
}

/* A key of a string (16 bytes) and an int. */
static void key_si(unsigned char *k, const char *s, int64_t i)
{
	memset(k, 0, 24);
	memcpy(k, s, strlen(s) < 16 ? strlen(s) : 16);
	memcpy(k + 16, &i, 8);
}

static void test_escaping(void)
{
	struct tbuf t = { .len = 0 };
	struct tout o;
	unsigned char k[24];
	struct dtap_hdl *h;

	key_si(k, "a\"b\\c", -1);
	tb_agg(&t, 0, 0, k, 24, 2, 0, 0, 0);
	key_si(k, "\xff\xfe" "x", 7);
	tb_agg(&t, 0, 1, k, 24, 1, 0, 0, 0);
	key_si(k, "caf\xc3\xa9", 7);
	tb_agg(&t, 0, 0, k, 24, 3, 0, 0, 0);
	key_si(k, "line\nnext", 7);
	tb_agg(&t, 0, 0, k, 24, 4, 0, 0, 0);
	key_si(k, "0123456789abcdef", 7);	/* fills its slot: no NUL */
	tb_agg(&t, 0, 0, k, 24, 5, 0, 0, 0);
	h = open_with(META_HEAD "agg 0 calls count 24 2 s i4\n", &t);
	dtap_metrics_write(h, to_open(&o), 0);
	tb_check("escaping", to_close(&o),
		 "# HELP dtap_calls_total count() of aggregation @calls\n"
		 "# TYPE dtap_calls_total counter\n"
		 "dtap_calls_total{key0=\"0123456789abcdef\",key1=\"7\"} 5\n"
		 "dtap_calls_total{key0=\"a\\\"b\\\\\\\\c\",key1=\"-1\"} 2\n"
		 "dtap_calls_total{key0=\"caf\xc3\xa9\",key1=\"7\"} 3\n"
		 "dtap_calls_total{key0=\"line\\nnext\",key1=\"7\"} 4\n"
		 "dtap_calls_total{key0=\"\\\\xff\\\\xfex\",key1=\"7\"} 1\n");
	free(o.text);
	dtap_close(h);
}

static void test_scalars(void)
{
	struct tbuf t = { .len = 0 };
	int64_t sq[2] = { 2 * 9 + 1, 0 };	/* 3, -3, 1: squares 19 */
	struct tout o;
	struct dtap_hdl *h;
	int64_t k = 5;

	tb_agg(&t, 0, 0, NULL, 0, 2, -7, -10, 3);	/* @ = sum() */
	tb_agg(&t, 1, 0, &k, 8, 3, 4, -10, 9);		/* @lo = min() */
	tb_agg(&t, 2, 1, &k, 8, 3, 4, -10, 9);		/* @hi = max() */
	tb_agg(&t, 3, 0, NULL, 0, 3, 1, -3, 3);		/* @mean = avg(): 1/3 */
	tb_agg(&t, 4, 0, NULL, 0, 3, 1, -3, 3);		/* @sd = stddev() */
	tb_put(&t, sq, sizeof(sq));
	k = 6;						/* cleared: no value */
	tb_agg(&t, 1, 1, &k, 8, 0, 0, INT64_MAX, INT64_MIN);
	h = open_with(META_HEAD "agg 0 - sum 0 0\nagg 1 lo min 8 1 u2\nagg 2 hi max 8 1 i8\n"
		      "agg 3 mean avg 0 0\nagg 4 sd stddev 0 0\n", &t);
	dtap_metrics_write(h, to_open(&o), 0);
	tb_check("scalars", to_close(&o),
		 "# HELP dtap_agg sum() of aggregation @\n"
		 "# TYPE dtap_agg gauge\n"
		 "dtap_agg -7\n"
		 "# HELP dtap_lo min() of aggregation @lo\n"
		 "# TYPE dtap_lo gauge\n"
		 "dtap_lo{key0=\"5\"} -10\n"
		 "# HELP dtap_hi max() of aggregation @hi\n"
		 "# TYPE dtap_hi gauge\n"
		 "dtap_hi{key0=\"5\"} 9\n"
		 "# HELP dtap_mean avg() of aggregation @mean\n"
		 "# TYPE dtap_mean gauge\n"
		 "dtap_mean 0.33333333333333331\n"
		 "# HELP dtap_sd stddev() of aggregation @sd\n"
		 "# TYPE dtap_sd gauge\n"
		 "dtap_sd 2.4944382578492941\n");
	free(o.text);
	dtap_close(h);
}

/* lquantize(x, -10, 10, 5): below -10, four steps, 10 and above. */
static void test_lquantize_negative(void)
{
	struct tbuf t = { .len = 0 };
	int64_t b0[6] = { 1, 0, 2, 0, 0, 0 }, b1[6] = { 0, 1, 0, 0, 3, 1 };
	struct tout o;
	struct dtap_hdl *h;

	tb_agg(&t, 0, 0, NULL, 0, 3, -30, -20, -4);
	tb_put(&t, b0, sizeof(b0));
	tb_agg(&t, 0, 1, NULL, 0, 5, 20, -7, 12);
	tb_put(&t, b1, sizeof(b1));
	h = open_with(META_HEAD "agg 0 lat lquantize:-10:10:5 0 0\n", &t);
	dtap_metrics_write(h, to_open(&o), 0);
	tb_check("lquantize_negative", to_close(&o),
		 "# HELP dtap_lat lquantize() of aggregation @lat (base -10, limit 10, step 5)\n"
		 "# TYPE dtap_lat histogram\n"
		 "dtap_lat_bucket{le=\"-11\"} 1\n"
		 "dtap_lat_bucket{le=\"-6\"} 2\n"
		 "dtap_lat_bucket{le=\"-1\"} 4\n"
		 "dtap_lat_bucket{le=\"4\"} 4\n"
		 "dtap_lat_bucket{le=\"9\"} 7\n"
		 "dtap_lat_bucket{le=\"+Inf\"} 8\n"
		 "dtap_lat_sum -10\n"
		 "dtap_lat_count 8\n");
	free(o.text);
	dtap_close(h);
}

/* llquantize(x, 10, 0, 1, 10) keyed: < 1, 1..9, 10..90, >= 100. */
static void test_llquantize(void)
{
	struct tbuf t = { .len = 0 };
	int64_t b[20] = { 0 }, key = 3;
	struct tout o;
	struct dtap_hdl *h;

	b[0] = 1;	/* 0 */
	b[1] = 2;	/* 1 */
	b[10] = 1;	/* 10 */
	b[19] = 1;	/* >= 100 */
	tb_agg(&t, 0, 0, &key, 8, 5, 213, 0, 200);
	tb_put(&t, b, sizeof(b));
	h = open_with(META_HEAD "agg 0 io llquantize:10:0:1:10 8 1 i4\n", &t);
	dtap_metrics_write(h, to_open(&o), 0);
	tb_check("llquantize", to_close(&o),
		 "# HELP dtap_io llquantize() of aggregation @io (factor 10, orders 0 to 1, 10 steps)\n"
		 "# TYPE dtap_io histogram\n"
		 "dtap_io_bucket{key0=\"3\",le=\"0\"} 1\n"
		 "dtap_io_bucket{key0=\"3\",le=\"1\"} 3\n"
		 "dtap_io_bucket{key0=\"3\",le=\"2\"} 3\n"
		 "dtap_io_bucket{key0=\"3\",le=\"3\"} 3\n"
		 "dtap_io_bucket{key0=\"3\",le=\"4\"} 3\n"
		 "dtap_io_bucket{key0=\"3\",le=\"5\"} 3\n"
		 "dtap_io_bucket{key0=\"3\",le=\"6\"} 3\n"
		 "dtap_io_bucket{key0=\"3\",le=\"7\"} 3\n"
		 "dtap_io_bucket{key0=\"3\",le=\"8\"} 3\n"
		 "dtap_io_bucket{key0=\"3\",le=\"9\"} 3\n"
		 "dtap_io_bucket{key0=\"3\",le=\"19\"} 4\n"
		 "dtap_io_bucket{key0=\"3\",le=\"29\"} 4\n"
		 "dtap_io_bucket{key0=\"3\",le=\"39\"} 4\n"
		 "dtap_io_bucket{key0=\"3\",le=\"49\"} 4\n"
		 "dtap_io_bucket{key0=\"3\",le=\"59\"} 4\n"
		 "dtap_io_bucket{key0=\"3\",le=\"69\"} 4\n"
		 "dtap_io_bucket{key0=\"3\",le=\"79\"} 4\n"
		 "dtap_io_bucket{key0=\"3\",le=\"89\"} 4\n"
		 "dtap_io_bucket{key0=\"3\",le=\"99\"} 4\n"
		 "dtap_io_bucket{key0=\"3\",le=\"+Inf\"} 5\n"
		 "dtap_io_sum{key0=\"3\"} 213\n"
		 "dtap_io_count{key0=\"3\"} 5\n");
	free(o.text);
	dtap_close(h);
}

/* quantize: 127 buckets, the negative ones' le their own value, the
 * positive ones' 2^(k+1)-1, the top +Inf = _count. */
static void test_quantize(void)
{
	struct tbuf t = { .len = 0 };
	int64_t b[127] = { 0 };
	struct tout o;
	struct dtap_hdl *h;
	const char *text;
	int lines = 0;

	b[61] = 1;	/* -2, -3 */
	b[63] = 2;	/* 0 */
	b[66] = 4;	/* 4..7 */
	b[126] = 1;	/* 2^62 and above */
	tb_agg(&t, 0, 0, NULL, 0, 8, 30, -3, 9);
	tb_put(&t, b, sizeof(b));
	h = open_with(META_HEAD "agg 0 q quantize 0 0\n", &t);
	dtap_metrics_write(h, to_open(&o), 0);
	text = to_close(&o);
	for (const char *p = text; *p; p++)
		lines += *p == '\n';
	tb_check("quantize_lines", lines == 2 + 127 + 2 ? "ok\n" : text, "ok\n");
	tb_check("quantize_first", strstr(text, "dtap_q_bucket{le=\"-4611686018427387904\"} 0\n") ?
		 "ok\n" : text, "ok\n");
	tb_check("quantize_buckets", strstr(text,
		 "dtap_q_bucket{le=\"-4\"} 0\n"
		 "dtap_q_bucket{le=\"-2\"} 1\n"
		 "dtap_q_bucket{le=\"-1\"} 1\n"
		 "dtap_q_bucket{le=\"0\"} 3\n"
		 "dtap_q_bucket{le=\"1\"} 3\n"
		 "dtap_q_bucket{le=\"3\"} 3\n"
		 "dtap_q_bucket{le=\"7\"} 7\n"
		 "dtap_q_bucket{le=\"15\"} 7\n") ? "ok\n" : text, "ok\n");
	tb_check("quantize_top", strstr(text,
		 "dtap_q_bucket{le=\"4611686018427387903\"} 7\n"
		 "dtap_q_bucket{le=\"+Inf\"} 8\n"
		 "dtap_q_sum 30\n"
		 "dtap_q_count 8\n") ? "ok\n" : text, "ok\n");
	free(o.text);
	dtap_close(h);
}

/* #pragma D option metric_labels (the metadata's agglabels line). */
static void test_labels(void)
{
	struct tbuf t = { .len = 0 };
	struct tout o;
	unsigned char k[24];
	struct dtap_hdl *h;
	char err[256];

	key_si(k, "sshd", 3);
	tb_agg(&t, 0, 0, k, 24, 2, 0, 0, 0);
	h = open_with(META_HEAD "agg 0 calls count 24 2 s i4\nagglabels 0 process fd\n", &t);
	dtap_metrics_write(h, to_open(&o), 0);
	tb_check("labels", to_close(&o),
		 "# HELP dtap_calls_total count() of aggregation @calls\n"
		 "# TYPE dtap_calls_total counter\n"
		 "dtap_calls_total{process=\"sshd\",fd=\"3\"} 2\n");
	free(o.text);
	dtap_close(h);
	/* a forged line: labels Prometheus reserves, le on a histogram, too few */
	h = dtap_open_meta(META_HEAD "agg 0 c count 8 1 i4\nagglabels 0 __x\n", err, sizeof(err));
	tb_check("labels_reserved", h ? "opened\n" : "refused\n", "refused\n");
	dtap_close(h);
	h = dtap_open_meta(META_HEAD "agg 0 q quantize 8 1 i4\nagglabels 0 le\n", err, sizeof(err));
	tb_check("labels_le", h ? "opened\n" : "refused\n", "refused\n");
	dtap_close(h);
	h = dtap_open_meta(META_HEAD "agg 0 c count 16 2 i4 i4\nagglabels 0 a\n", err, sizeof(err));
	tb_check("labels_count", h ? "opened\n" : "refused\n", "refused\n");
	dtap_close(h);
}

/* OpenMetrics (a scrape that asks for it): the same samples, a counter's
 * family without its _total, "# EOF" at the end; and which Accept
 * headers ask for it. */
static void test_openmetrics(void)
{
	struct tbuf t = { .len = 0 };
	int64_t b[4] = { 1, 0, 2, 0 }, k = 4;
	struct tout o;
	struct dtap_hdl *h;

	tb_agg(&t, 0, 0, &k, 8, 2, 0, 0, 0);
	tb_agg(&t, 1, 0, NULL, 0, 3, 3, -2, 4);
	tb_put(&t, b, sizeof(b));
	h = open_with(META_HEAD "agg 0 calls count 8 1 i4\nagg 1 d lquantize:0:4:2 0 0\n", &t);
	dtap_metrics_write(h, to_open(&o), DTAP_METRICS_OPENMETRICS);
	tb_check("openmetrics", to_close(&o),
		 "# HELP dtap_calls count() of aggregation @calls\n"
		 "# TYPE dtap_calls counter\n"
		 "dtap_calls_total{key0=\"4\"} 2\n"
		 "# HELP dtap_d lquantize() of aggregation @d (base 0, limit 4, step 2)\n"
		 "# TYPE dtap_d histogram\n"
		 "dtap_d_bucket{le=\"-1\"} 1\n"
		 "dtap_d_bucket{le=\"1\"} 1\n"
		 "dtap_d_bucket{le=\"3\"} 3\n"
		 "dtap_d_bucket{le=\"+Inf\"} 3\n"
		 "dtap_d_sum 3\n"
		 "dtap_d_count 3\n"
		 "# EOF\n");
	free(o.text);
	dtap_close(h);
	/* Prometheus 2's header; 0.0.4 preferred; a tie; none; curl's */
	tb_check("om_prometheus", dtap_metrics_wants_om(
		 "application/openmetrics-text;version=1.0.0,application/openmetrics-text;"
		 "version=0.0.1;q=0.75,text/plain;version=0.0.4;q=0.5,*/*;q=0.1") ? "om\n" : "text\n",
		 "om\n");
	tb_check("om_text_first", dtap_metrics_wants_om(
		 "text/plain;version=0.0.4;q=0.9, application/openmetrics-text;q=0.3") ?
		 "om\n" : "text\n", "text\n");
	tb_check("om_tie", dtap_metrics_wants_om(
		 "application/openmetrics-text, text/plain") ? "om\n" : "text\n", "text\n");
	tb_check("om_none", dtap_metrics_wants_om(NULL) ? "om\n" : "text\n", "text\n");
	tb_check("om_any", dtap_metrics_wants_om("*/*") ? "om\n" : "text\n", "text\n");
}

static void test_check(void)
{
	char err[256];
	struct dtap_hdl *h = open_with(META_HEAD "agg 0 x quantize 0 0\n"
				       "agg 1 x_count sum 0 0\n", NULL);

	tb_check("clash", dtap_metrics_check(h, err, sizeof(err)) < 0 ? err : "accepted",
		 "aggregations @x and @x_count would both be metric dtap_x_count");
	dtap_close(h);
	h = open_with(META_HEAD "agg 0 - max 0 0\nagg 1 agg min 0 0\n", NULL);
	tb_check("clash_anon", dtap_metrics_check(h, err, sizeof(err)) < 0 ? err : "accepted",
		 "aggregations @ and @agg would both be metric dtap_agg");
	dtap_close(h);
	h = open_with(META_HEAD, NULL);
	tb_check("no_aggs", dtap_metrics_check(h, err, sizeof(err)) < 0 ? err : "accepted",
		 "the program has no aggregation to serve");
	dtap_close(h);
	h = open_with(META_HEAD "agg 0 x quantize 0 0\nagg 1 x_count count 0 0\n", NULL);
	tb_check("no_clash", dtap_metrics_check(h, err, sizeof(err)) < 0 ? err : "accepted",
		 "accepted");
	dtap_close(h);
}

int main(void)
{
	test_escaping();
	test_scalars();
	test_lquantize_negative();
	test_llquantize();
	test_quantize();
	test_labels();
	test_openmetrics();
	test_check();
	return tb_failures ? 1 : 0;
}
