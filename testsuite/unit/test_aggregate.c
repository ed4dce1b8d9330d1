/*
 * test_aggregate.c - aggregation snapshots: per-CPU entries merged, sorted
 * as dtrace sorts them (value, then key; aggsort* options), printed at
 * exit and by printa with and without a format; whole texts compared.
 */
#include "dtap.h"
#include "dtap_testbuf.h"

#define META_HEAD(quiet, extra)						\
	"dtap-meta 1\nmodule t\nkernel 6.1.0-56-cloud-amd64\n"		\
	"source \"script 'a.d'\" 1\noption quiet " quiet "\n"		\
	"option strsize 16\n" extra					\
	"probe 1 dtrace - - BEGIN\nprobe 2 dtrace - - END\n"

#define META_AGGS							\
	"fmt 0 \"%@u: %d\\n\"\n"					\
	"fmt 1 \"%-6s %@5d|\"\n"					\
	"agg 0 a count 16 1 s\n"					\
	"agg 1 b sum 8 1 i4\n"						\
	"agg 2 c avg 0 0\n"						\
	"agg 3 d min 16 2 i8 i4\n"					\
	"agg 4 e max 0 0\n"						\
	"agg 5 f count 8 1 i4\n"					\
	"epid 1 2 0 2\n"						\
	"act 1 1 printa 5 0\n"						\
	"act 1 2 printa 0 1\n"

static void key_str(unsigned char *k, const char *s)
{
	memset(k, 0, 16);
	strncpy((char *)k, s, 16);
}

/* The snapshot used by most checks: entries split over CPUs 0 and 1. */
static void snapshot(struct tbuf *t)
{
	unsigned char k[16];
	int64_t i;

	key_str(k, "tick-1s");
	tb_agg(t, 0, 0, k, 16, 3, 0, 0, 0);
	key_str(k, "BEGIN");
	tb_agg(t, 0, 0, k, 16, 1, 0, 0, 0);
	key_str(k, "tick-1s");
	tb_agg(t, 0, 1, k, 16, 4, 0, 0, 0);
	key_str(k, "END");
	tb_agg(t, 0, 1, k, 16, 1, 0, 0, 0);
	i = 2;
	tb_agg(t, 1, 0, &i, 8, 2, 10, 4, 6);
	i = -1;
	tb_agg(t, 1, 1, &i, 8, 1, 10, 10, 10);
	i = 1;
	tb_agg(t, 1, 1, &i, 8, 1, 30, 30, 30);
	tb_agg(t, 2, 0, NULL, 0, 2, 7, 3, 4);
	tb_agg(t, 2, 1, NULL, 0, 1, 3, 3, 3);	/* avg (7+3)/3 = 3 */
	{
		int64_t kk[2] = { 5, 1 };

		tb_agg(t, 3, 0, kk, 16, 1, 9, 9, 9);
		tb_agg(t, 3, 1, kk, 16, 2, 5, -4, 9);
		kk[0] = 4;
		tb_agg(t, 3, 1, kk, 16, 1, -4, -4, -4);
		kk[1] = 0;
		tb_agg(t, 3, 0, kk, 16, 1, 100, 100, 100);
	}
	/* @e = max: never updated (no entries) prints nothing */
	i = 1;
	tb_agg(t, 5, 0, &i, 8, 1, 0, 0, 0);
}

static struct dtap_hdl *open_with(const char *meta, struct tbuf *t)
{
	char err[256];
	struct dtap_hdl *h = dtap_open_meta(meta, err, sizeof(err));

	if (!h) {
		printf("FAIL open: %s\n", err);
		exit(1);
	}
	if (dtap_aggregate_load(h, t->b, t->len) < 0) {
		printf("FAIL load: %s\n", dtap_errmsg(h));
		exit(1);
	}
	return h;
}

static void test_exit_print(void)
{
	static struct tbuf t;
	struct dtap_hdl *h;
	struct tout o;

	snapshot(&t);
	h = open_with(META_HEAD("0", "") META_AGGS, &t);
	dtap_aggregate_print(h, to_open(&o));
	tb_check("exit_all", to_close(&o),
		 "  BEGIN                                                             1\n"
		 "  END                                                               1\n"
		 "  tick-1s                                                           7\n"
		 "\n"
		 "        2               10\n"
		 "       -1               10\n"
		 "        1               30\n"
		 "\n"
		 "                3\n"
		 "\n"
		 "                4        1               -4\n"
		 "                5        1               -4\n"
		 "                4        0              100\n"
		 "\n"
		 "        1                1\n");
	free(o.text);
	dtap_close(h);
}

static void test_options(void)
{
	static struct tbuf t;
	struct dtap_hdl *h;
	struct tout o;

	snapshot(&t);
	h = open_with(META_HEAD("0", "option aggsortkey 1\noption aggsortrev 1\n") META_AGGS, &t);
	dtap_aggregate_print_one(h, to_open(&o), 0, -1);
	dtap_aggregate_print_one(h, o.f, 1, -1);
	tb_check("sortkey_rev", to_close(&o),
		 "\n"
		 "  tick-1s                                                           7\n"
		 "  END                                                               1\n"
		 "  BEGIN                                                             1\n"
		 "\n"
		 "       -1               10\n"
		 "        2               10\n"
		 "        1               30\n");
	free(o.text);
	dtap_close(h);
	h = open_with(META_HEAD("0", "option aggsortkey 1\noption aggsortkeypos 1\n") META_AGGS, &t);
	dtap_aggregate_print_one(h, to_open(&o), 3, -1);
	tb_check("sortkeypos", to_close(&o),
		 "\n"
		 "                4        0              100\n"
		 "                4        1               -4\n"
		 "                5        1               -4\n");
	free(o.text);
	dtap_close(h);
}

/* printa in an END record, then what is left at exit. */
static void test_printa_records(void)
{
	static struct tbuf t, r;
	struct dtap_hdl *h;
	struct tout o;

	snapshot(&t);
	h = open_with(META_HEAD("1", "") META_AGGS, &t);
	tb_chunk(&r, 0);
	tb_rec(&r, 1);
	tb_rec_end(&r);
	tb_chunk_end(&r);
	dtap_consume_buf(h, to_open(&o), r.b, r.len, NULL, NULL, NULL);
	fputc('\n', o.f);
	dtap_aggregate_print(h, o.f);
	tb_check("printa_fmt_then_exit", to_close(&o),
		 "1: 1\n"
		 "BEGIN      1|END        1|tick-1s     7|"
		 "\n"
		 "        2               10\n"
		 "       -1               10\n"
		 "        1               30\n"
		 "\n"
		 "                3\n"
		 "\n"
		 "                4        1               -4\n"
		 "                5        1               -4\n"
		 "                4        0              100\n");
	free(o.text);
	dtap_close(h);
}

static int count_rows(const struct dtap_aggentry *e, void *arg)
{
	int *n = arg;

	(*n)++;
	return e->value == 30;	/* stop at the largest sum */
}

static void test_walk(void)
{
	static struct tbuf t;
	struct dtap_hdl *h;
	int n = 0;

	snapshot(&t);
	h = open_with(META_HEAD("0", "") META_AGGS, &t);
	if (dtap_aggregate_walk(h, -1, count_rows, &n) == 1 && n == 6)
		printf("PASS walk_stops\n");
	else
		printf("FAIL walk_stops: n=%d\n", n), tb_failures++;
	dtap_close(h);
}

/*
 * String keys of exactly strsize bytes have no NUL in the key slot and sit
 * next to each other in the snapshot: printa with %s, the default layout
 * and dtap_aggkey_strlen must stop at strsize (8 here).
 */
static void test_full_keys(void)
{
	static struct tbuf t;
	struct dtap_hdl *h;
	struct tout o;

	tb_agg(&t, 0, 0, "abcdefgh", 8, 1, 0, 0, 0);
	tb_agg(&t, 0, 1, "ABCDEFGH", 8, 2, 0, 0, 0);
	tb_agg(&t, 0, 1, "short\0\0\0", 8, 3, 0, 0, 0);
	h = open_with("dtap-meta 1\nmodule t\noption quiet 1\noption strsize 8\n"
		      "fmt 0 \"[%s] %@d\\n\"\nfmt 1 \"[%-10.3s|%@d]\\n\"\n"
		      "agg 0 a count 8 1 s\n", &t);
	dtap_aggregate_print_one(h, to_open(&o), 0, 0);
	dtap_aggregate_print_one(h, o.f, 0, 1);
	dtap_aggregate_print_one(h, o.f, 0, -1);
	tb_check("full_keys", to_close(&o),
		 "[abcdefgh] 1\n"
		 "[ABCDEFGH] 2\n"
		 "[short] 3\n"
		 "[abc       |1]\n"
		 "[ABC       |2]\n"
		 "[sho       |3]\n"
		 "\n"
		 "  abcdefgh                                                          1\n"
		 "  ABCDEFGH                                                          2\n"
		 "  short                                                             3\n");
	free(o.text);
	/* a key line longer than keysize can hold is refused, not read past */
	dtap_close(h);
	h = dtap_open_meta("dtap-meta 1\noption strsize 8\nagg 0 a count 8 2 s i4\n",
			   NULL, 0);
	if (!h)
		printf("PASS keys_past_keysize\n");
	else
		printf("FAIL keys_past_keysize: opened\n"), tb_failures++;
	dtap_close(h);
}

/* Found by fuzz/fuzz_consume: per-CPU sums that wrap and an average of
 * INT64_MIN over -1 (only a corrupt snapshot has them) must not be C
 * signed overflow (UBSan traps in the fuzzer); sums wrap modulo 2^64. */
static void test_value_overflow(void)
{
	static struct tbuf t;
	struct dtap_hdl *h;
	struct tout o;

	tb_agg(&t, 0, 0, NULL, 0, 1, INT64_MAX, 0, 0);
	tb_agg(&t, 0, 1, NULL, 0, 1, 2, 0, 0);
	tb_agg(&t, 1, 0, NULL, 0, -1, INT64_MIN, 0, 0);
	h = open_with(META_HEAD("1", "") "agg 0 s sum 0 0\nagg 1 a avg 0 0\n", &t);
	dtap_aggregate_print(h, to_open(&o));
	tb_check("value_overflow", to_close(&o),
		 " -9223372036854775807\n");	/* @a: count -1, not shown */
	free(o.text);
	dtap_close(h);
}

/* Per-CPU histogram and stddev entries merge: buckets add, the 128-bit
 * sums of squares add with a carry; then printed as dtrace prints them. */
static void test_hist_merge(void)
{
	static struct tbuf t;
	static int64_t q0[127], q1[127], l0[12];
	int64_t sq0[2] = { -1, 0 }, sq1[2] = { 1, 0 };	/* 2^64 - 1 + 1 */
	struct dtap_hdl *h;
	struct tout o;

	q0[63 + 1] = 2;		/* value 1 */
	q1[63 + 1] = 1;
	q1[63 + 4] = 1;		/* values 8..15 */
	l0[0] = 1;		/* below the base */
	l0[11] = 3;		/* at or above the limit */
	tb_agg(&t, 0, 0, NULL, 0, 2, 2, 1, 1);
	tb_put(&t, q0, sizeof(q0));
	tb_agg(&t, 0, 1, NULL, 0, 2, 9, 1, 8);
	tb_put(&t, q1, sizeof(q1));
	tb_agg(&t, 1, 0, NULL, 0, 4, -7, -10, 200);
	tb_put(&t, l0, sizeof(l0));
	/* stddev of 2^32 and -(2^32) + ... : sum 0, count 2, sumsq 2^64 */
	tb_agg(&t, 2, 0, NULL, 0, 1, 4294967296LL, 4294967296LL, 4294967296LL);
	tb_put(&t, sq0, sizeof(sq0));
	tb_agg(&t, 2, 1, NULL, 0, 1, -4294967296LL, -4294967296LL, -4294967296LL);
	tb_put(&t, sq1, sizeof(sq1));
	h = open_with(META_HEAD("1", "") "agg 0 q quantize 0 0\n"
		      "agg 1 l lquantize:0:100:10 0 0\nagg 2 s stddev 0 0\n", &t);
	dtap_aggregate_print(h, to_open(&o));
	tb_check("hist_merge", to_close(&o),
		 "\n"
		 "           value  ------------- Distribution ------------- count    \n"
		 "               0 |                                         0        \n"
		 "               1 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@           3        \n"
		 "               2 |                                         0        \n"
		 "               4 |                                         0        \n"
		 "               8 |@@@@@@@@@@                               1        \n"
		 "              16 |                                         0        \n"
		 "\n\n\n"
		 "           value  ------------- Distribution ------------- count    \n"
		 "             < 0 |@@@@@@@@@@                               1        \n"
		 "               0 |                                         0        \n"
		 "              10 |                                         0        \n"
		 "              20 |                                         0        \n"
		 "              30 |                                         0        \n"
		 "              40 |                                         0        \n"
		 "              50 |                                         0        \n"
		 "              60 |                                         0        \n"
		 "              70 |                                         0        \n"
		 "              80 |                                         0        \n"
		 "              90 |                                         0        \n"
		 "          >= 100 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@           3        \n"
		 "\n\n"
		 "       3037000499\n");
	free(o.text);
	dtap_close(h);
}

/* Found by fuzz/fuzz_consume: a keysize past INT_MAX wrapped negative in
 * the aggregation description and memcpy got a size of -1. */
static void test_huge_keysize(void)
{
	char err[256];
	struct dtap_hdl *h = dtap_open_meta(META_HEAD("1", "")
					    "agg 0 a count 4294967295 0\n", err, sizeof(err));

	if (h) {
		printf("FAIL huge_keysize: opened\n");
		tb_failures++;
		dtap_close(h);
	} else {
		printf("PASS huge_keysize\n");
	}
}

int main(void)
{
	test_huge_keysize();
	test_value_overflow();
	test_hist_merge();
	test_full_keys();
	test_exit_print();
	test_options();
	test_printa_records();
	test_walk();
	return tb_failures ? 1 : 0;
}
