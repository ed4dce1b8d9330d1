/*
 * test_json_out.c - structured output (-x oformat=json) of the consumer
 * without a kernel: synthetic metadata and records through
 * dtap_consume_buf() and an aggregation snapshot through
 * dtap_aggregate_load(); the whole JSON text is compared, and every line
 * must pass the strict checker.
 */
#include "libdtap_impl.h"
#include "dtap_testbuf.h"
#include "dtap_jsoncheck.h"

static const char meta[] =
	"dtap-meta 1\n"
	"module tj\n"
	"kernel 6.1.0-56-cloud-amd64\n"
	"source \"script 't.d'\" 3\n"
	"option quiet 0\n"
	"option strsize 256\n"
	"option oformat 1\n"
	"probe 1 dtrace - - BEGIN\n"
	"probe 4 profile - - tick-1s\n"
	"fmt 0 \"hello %d %s\\n\"\n"
	"agg 0 a count 8 1 i8\n"
	"agg 1 q quantize 256 1 s\n"
	"agg 2 l lquantize:0:10:5 0 0\n"
	"epid 1 1 0 3\n"
	"act 1 1 printf 0 2 i4 s\n"
	"act 1 2 trace u1\n"
	"act 1 3 exit\n"
	"epid 2 4 1 2\n"
	"act 2 1 trace s\n"
	"act 2 2 trace i8\n"
	"epid 3 4 2 1\n"
	"act 3 1 clear 0\n"
	"epid 4 4 3 0\n";

/* Every line of TEXT a JSON object (the checker), the text as WANT. */
static void check_json(const char *name, const char *text, const char *want)
{
	const char *p = text ? text : "";
	bool lines_ok = true;

	while (*p) {
		const char *nl = strchr(p, '\n');

		if (!nl || !jc_line(p, (size_t)(nl - p))) {
			lines_ok = false;
			break;
		}
		p = nl + 1;
	}
	if (!lines_ok) {
		printf("FAIL %s: not NDJSON: %s\n", name, text);
		tb_failures++;
		return;
	}
	tb_check(name, text, want);
}

static struct dtap_hdl *open_json(FILE *out, const char *m)
{
	char err[256];
	struct dtap_hdl *h = dtap_open_meta(m, err, sizeof(err));

	if (!h) {
		printf("FAIL json open: %s\n", err);
		tb_failures++;
		return NULL;
	}
	dtap_set_json(h, out, false);
	return h;
}

static void test_records(void)
{
	static struct tbuf t;
	struct tout o;
	struct dtap_hdl *h;
	int status = -1;

	h = open_json(to_open(&o), meta);
	if (!h)
		return;
	if (dtap_oformat(h) != DTAP_OFORMAT_JSON)
		printf("FAIL json_oformat_from_meta\n"), tb_failures++;
	tb_chunk(&t, 0);
	tb_rec(&t, 1); tb_int(&t, -42); tb_str(&t, "w\"\xff\n"); tb_int(&t, 300);
	tb_int(&t, 3); tb_rec_end(&t);
	tb_err(&t, 2, 2, DTAP_FAULT_BADADDR, 0x10);
	tb_chunk_end(&t);
	tb_chunk(&t, 1);
	tb_rec(&t, 2); tb_str(&t, "\xc3\xa9t\xc3\xa9"); tb_int(&t, INT64_MIN); tb_rec_end(&t);
	tb_rec(&t, 3); tb_rec_end(&t);		/* clear(): prints nothing */
	tb_rec(&t, 4); tb_rec_end(&t);		/* no statements: the probe */
	tb_chunk_end(&t);
	dtap_consume_buf(h, o.f, t.b, t.len, NULL, NULL, NULL);
	check_json("json_records", to_close(&o),
		"{\"type\":\"probe\",\"cpu\":0,\"id\":1,\"provider\":\"dtrace\",\"module\":\"\","
		"\"function\":\"\",\"name\":\"BEGIN\",\"output\":["
		"{\"message\":\"hello -42 w\\\"\\ufffd\\n\\n\",\"args\":[-42,\"w\\\"\\ufffd\\n\"]},"
		"{\"value\":44},{\"exit\":3}]}\n"
		"{\"type\":\"error\",\"timestamp\":1000,\"epid\":2,\"id\":4,\"provider\":\"profile\",\"module\":\"\","
		"\"function\":\"\",\"name\":\"tick-1s\",\"action\":2,\"fault\":\"invalid address "
		"(0x10)\",\"address\":16,\"message\":\"error on enabled probe ID 2 (ID 4: "
		"profile:::tick-1s): invalid address (0x10) in action #2\"}\n"
		"{\"type\":\"probe\",\"cpu\":1,\"id\":4,\"provider\":\"profile\",\"module\":\"\","
		"\"function\":\"\",\"name\":\"tick-1s\",\"output\":[{\"value\":\"\xc3\xa9t\xc3\xa9\"},"
		"{\"value\":-9223372036854775808}]}\n"
		"{\"type\":\"probe\",\"cpu\":1,\"id\":4,\"provider\":\"profile\",\"module\":\"\","
		"\"function\":\"\",\"name\":\"tick-1s\",\"output\":[]}\n"
		"{\"type\":\"probe\",\"cpu\":1,\"id\":4,\"provider\":\"profile\",\"module\":\"\","
		"\"function\":\"\",\"name\":\"tick-1s\",\"output\":[]}\n");
	if (dtap_exited(h, &status) && status == 3)
		printf("PASS json_exit_status\n");
	else
		printf("FAIL json_exit_status: %d\n", status), tb_failures++;
	free(o.text);
	dtap_close(h);
}

/* "option rectime 1" (a program compiled for JSON): each data record
 * starts with its time, the probe line's "timestamp". */
static void test_rectime(void)
{
	static struct tbuf t;
	char *m = malloc(sizeof(meta) + 32);
	struct tout o;
	struct dtap_hdl *h;

	strcpy(m, meta);
	strcat(m, "option rectime 1\n");
	h = open_json(to_open(&o), m);
	free(m);
	if (!h)
		return;
	tb_chunk(&t, 1);
	tb_rec(&t, 2); tb_int(&t, 5843615895); tb_str(&t, "x"); tb_int(&t, 7); tb_rec_end(&t);
	tb_rec(&t, 4); tb_int(&t, 5843615999); tb_rec_end(&t);
	tb_chunk_end(&t);
	dtap_consume_buf(h, o.f, t.b, t.len, NULL, NULL, NULL);
	check_json("json_rectime", to_close(&o),
		"{\"type\":\"probe\",\"timestamp\":5843615895,\"cpu\":1,\"id\":4,"
		"\"provider\":\"profile\",\"module\":\"\",\"function\":\"\",\"name\":\"tick-1s\","
		"\"output\":[{\"value\":\"x\"},{\"value\":7}]}\n"
		"{\"type\":\"probe\",\"timestamp\":5843615999,\"cpu\":1,\"id\":4,"
		"\"provider\":\"profile\",\"module\":\"\",\"function\":\"\",\"name\":\"tick-1s\","
		"\"output\":[]}\n");
	free(o.text);
	dtap_close(h);
}

/* quiet: a record with nothing to print writes no line. */
static void test_quiet_empty(void)
{
	static struct tbuf t;
	char *m = strdup(meta);
	struct tout o;
	struct dtap_hdl *h;

	memcpy(strstr(m, "option quiet 0"), "option quiet 1", 14);
	h = open_json(to_open(&o), m);
	free(m);
	if (!h)
		return;
	tb_chunk(&t, 0);
	tb_rec(&t, 3); tb_rec_end(&t);
	tb_rec(&t, 4); tb_rec_end(&t);
	tb_chunk_end(&t);
	dtap_consume_buf(h, o.f, t.b, t.len, NULL, NULL, NULL);
	check_json("json_quiet_empty", to_close(&o), "");
	free(o.text);
	dtap_close(h);
}

static void test_aggregations(void)
{
	static struct tbuf t;
	struct tout o;
	struct dtap_hdl *h;
	int64_t k1 = 1, k2 = 2, qv[127] = { 0 }, lv[4] = { 0 };
	char key[256] = "x";

	h = open_json(to_open(&o), meta);
	if (!h)
		return;
	tb_agg(&t, 0, 0, &k2, 8, 5, 0, 0, 0);
	tb_agg(&t, 0, 0, &k1, 8, 7, 0, 0, 0);
	tb_agg(&t, 0, 1, &k1, 8, 1, 0, 0, 0);
	qv[63] = 2;	/* the bucket of 0 */
	qv[66] = 1;	/* 4 */
	tb_agg(&t, 1, 0, key, sizeof(key), 3, 4, 0, 4);
	tb_put(&t, qv, sizeof(qv));
	lv[0] = 1;	/* < 0 */
	lv[3] = 2;	/* >= 10 */
	tb_agg(&t, 2, 0, NULL, 0, 3, 0, 0, 0);
	tb_put(&t, lv, sizeof(lv));
	if (dtap_aggregate_load(h, t.b, t.len) < 0) {
		printf("FAIL json_aggs load: %s\n", dtap_errmsg(h));
		tb_failures++;
	}
	dtap_aggregate_print(h, o.f);
	check_json("json_aggregations", to_close(&o),
		"{\"type\":\"aggregation\",\"name\":\"a\",\"function\":\"count\",\"data\":["
		"{\"keys\":[2],\"value\":5},{\"keys\":[1],\"value\":8}]}\n"
		"{\"type\":\"aggregation\",\"name\":\"q\",\"function\":\"quantize\",\"data\":["
		"{\"keys\":[\"x\"],\"buckets\":[{\"value\":0,\"count\":2},{\"value\":4,\"count\":1}]}]}\n"
		"{\"type\":\"aggregation\",\"name\":\"l\",\"function\":\"lquantize\",\"data\":["
		"{\"keys\":[],\"buckets\":[{\"below\":0,\"count\":1},{\"value\":10,\"count\":2}]}]}\n");
	free(o.text);
	dtap_close(h);
}

int main(void)
{
	test_records();
	test_rectime();
	test_quiet_empty();
	test_aggregations();
	return tb_failures ? 1 : 0;
}
