/*
 * test_consume.c - the consumer end to end without a kernel: synthetic
 * metadata (as dt_meta writes it) and records (as the runtime writes them)
 * go through dtap_consume_buf(); the whole stdout and stderr texts are
 * compared with what dtrace prints.
 */
#include "libdtap_impl.h"
#include "dtap_testbuf.h"

static const char meta_loud[] =
	"dtap-meta 1\n"
	"module t1\n"
	"kernel 6.1.0-56-cloud-amd64\n"
	"source \"script 't.d'\" 3\n"
	"option quiet 0\n"
	"option strsize 256\n"
	"probe 1 dtrace - - BEGIN\n"
	"probe 2 dtrace - - END\n"
	"probe 4 profile - - tick-1s\n"
	"fmt 0 \"hello %d %s\\n\"\n"
	"fmt 1 \"x=%5d|\"\n"
	"epid 1 1 0 2\n"
	"act 1 1 trace s\n"
	"act 1 2 exit\n"
	"epid 2 4 1 3\n"
	"act 2 1 printf 0 2 i4 s\n"
	"act 2 2 trace i8\n"
	"act 2 3 trace i4\n"
	"epid 3 2 2 0\n"
	"epid 4 4 3 4\n"
	"act 4 1 trace u1\n"
	"act 4 2 trace i2\n"
	"act 4 3 printf 1 1 i4\n"
	"act 4 4 trace u8\n";

static const char meta_quiet[] =
	"dtap-meta 1\n"
	"module t2\n"
	"kernel 6.1.0-56-cloud-amd64\n"
	"source \"description 'BEGIN '\" 1\n"
	"option quiet 1\n"
	"probe 1 dtrace - - BEGIN\n"
	"fmt 0 \"hello %d %s\\n\"\n"
	"epid 1 1 0 4\n"
	"act 1 1 printf 0 2 i4 s\n"
	"act 1 2 trace s\n"
	"act 1 3 trace i4\n"
	"act 1 4 exit\n";

static void test_loud(void)
{
	static struct tbuf t;
	struct tout o, e;
	struct dtap_hdl *h;
	char err[256];
	int status = -1;
	enum dtap_workstatus ws;

	h = dtap_open_meta(meta_loud, err, sizeof(err));
	if (!h) {
		printf("FAIL loud_open: %s\n", err);
		tb_failures++;
		return;
	}
	dtap_set_errfile(h, to_open(&e));
	tb_chunk(&t, 0);
	tb_rec(&t, 1); tb_str(&t, "hi"); tb_int(&t, 3); tb_rec_end(&t);
	tb_rec(&t, 2); tb_int(&t, 42); tb_str(&t, "world"); tb_int(&t, -5);
	tb_int(&t, 123); tb_rec_end(&t);
	tb_err(&t, 2, 2, DTAP_FAULT_DIVZERO, 0);
	tb_chunk_end(&t);
	tb_chunk(&t, 1);
	tb_rec(&t, 3); tb_rec_end(&t);
	tb_rec(&t, 4); tb_int(&t, 200); tb_int(&t, -2); tb_int(&t, 7);
	tb_int(&t, -1); tb_rec_end(&t);
	tb_err(&t, 4, 0, DTAP_FAULT_BADADDR, 0);
	tb_err(&t, 1, 1, DTAP_FAULT_BADADDR, 0x1234);
	tb_chunk_end(&t);
	ws = dtap_consume_buf(h, to_open(&o), t.b, t.len, NULL, NULL, NULL);
	tb_check("loud_output", to_close(&o),
		 "CPU     ID                    FUNCTION:NAME\n"
		 "  0      1                           :BEGIN   hi"
		 "                               \n"	/* "  %-33s" */
		 "  0      4                         :tick-1s hello 42 world\n"
		 "                  -5        123\n"
		 "  1      2                             :END \n"
		 /* dtrace-utils: the D type's signedness picks %hd / %lu */
		 "  1      4                         :tick-1s  200    -2x=    7| 18446744073709551615\n");
	tb_check("loud_errors", to_close(&e),
		 "dtap: error on enabled probe ID 2 (ID 4: profile:::tick-1s): divide-by-zero in action #2\n"
		 "dtap: error on enabled probe ID 4 (ID 4: profile:::tick-1s): invalid address (0x0) in predicate\n"
		 "dtap: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): invalid address (0x1234) in action #1\n");
	if (ws == DTAP_WORK_DONE && dtap_exited(h, &status) && status == 3)
		printf("PASS loud_exit_status\n");
	else
		printf("FAIL loud_exit_status: ws=%d status=%d\n", ws, status), tb_failures++;
	free(o.text);
	free(e.text);
	dtap_close(h);
}

static void test_quiet(void)
{
	static struct tbuf t;
	struct tout o;
	struct dtap_hdl *h;
	char err[256];
	int status = -1, n = 0;

	h = dtap_open_meta(meta_quiet, err, sizeof(err));
	if (!h) {
		printf("FAIL quiet_open: %s\n", err);
		tb_failures++;
		return;
	}
	tb_chunk(&t, 0);
	tb_rec(&t, 1); tb_int(&t, 42); tb_str(&t, "world"); tb_str(&t, "<s>");
	tb_int(&t, -7); tb_int(&t, 259); tb_rec_end(&t);
	tb_chunk_end(&t);
	dtap_consume_buf(h, to_open(&o), t.b, t.len, NULL, NULL, NULL);
	tb_check("quiet_output", to_close(&o), "hello 42 world\n<s>-7");
	/* exit(259) is recorded as an int; the process status keeps 8 bits */
	if (dtap_exited(h, &status) && status == 259)
		printf("PASS quiet_exit_status\n");
	else
		printf("FAIL quiet_exit_status: %d\n", status), tb_failures++;
	if (dtap_quiet(h) && dtap_nsources(h) == 1 &&
	    strcmp(dtap_source(h, 0, &n), "description 'BEGIN '") == 0 && n == 1)
		printf("PASS quiet_sources\n");
	else
		printf("FAIL quiet_sources\n"), tb_failures++;
	free(o.text);
	dtap_close(h);
}

static void test_malformed(void)
{
	static struct tbuf t;
	struct tout o;
	struct dtap_hdl *h;
	char err[256];
	enum dtap_workstatus ws;

	h = dtap_open_meta(meta_quiet, err, sizeof(err));
	tb_chunk(&t, 0);
	tb_rec(&t, 1); tb_int(&t, 42); tb_rec_end(&t);	/* string missing */
	tb_chunk_end(&t);
	ws = dtap_consume_buf(h, to_open(&o), t.b, t.len, NULL, NULL, NULL);
	to_close(&o);
	if (ws == DTAP_WORK_ERROR &&
	    strcmp(dtap_errmsg(h), "record of enabled probe 1 is malformed") == 0)
		printf("PASS malformed_record\n");
	else
		printf("FAIL malformed_record: %d %s\n", ws, dtap_errmsg(h)), tb_failures++;
	free(o.text);
	dtap_close(h);
	h = dtap_open_meta("dtap-meta 1\nepid 1 9 0 0\n", err, sizeof(err));
	if (!h && strcmp(err, "invalid metadata at line 2") == 0)
		printf("PASS malformed_meta\n");
	else
		printf("FAIL malformed_meta: %s\n", h ? "opened" : err), tb_failures++;
	dtap_close(h);
}

/* A string item as the wire lays it out, with a length field LEN that may
 * lie about the bytes that follow (N of them, then a NUL, padded). */
static void tb_rawstr(struct tbuf *t, uint32_t len, const char *s, size_t n)
{
	size_t total = (4 + n + 1 + 7) & ~(size_t)7;

	tb_put(t, &len, 4);
	tb_put(t, s, n);
	memset(t->b + t->len, 0, total - 4 - n);
	t->len += total - 4 - n;
}

/*
 * Wire bounds: strings are printed up to strsize (8) bytes whatever their
 * length field says, and a length field pointing past the record is a
 * malformed record (never a read past the buffer).
 */
static void test_wire_bounds(void)
{
	static const char meta[] =
		"dtap-meta 1\nmodule t\noption quiet 1\noption strsize 8\n"
		"probe 1 dtrace - - BEGIN\nfmt 0 \"[%s|%-9s|%.20s]\"\n"
		"epid 1 1 0 2\nact 1 1 printf 0 3 s s s\nact 1 2 trace s\n";
	static struct tbuf t, u;
	struct tout o;
	struct dtap_hdl *h;
	char err[256];
	enum dtap_workstatus ws;

	h = dtap_open_meta(meta, err, sizeof(err));
	tb_chunk(&t, 0);
	tb_rec(&t, 1);
	tb_rawstr(&t, 8, "abcdefgh", 8);		/* exactly strsize */
	tb_rawstr(&t, 12, "abcdefghijkl", 12);	/* longer than strsize */
	tb_rawstr(&t, 12, "ab\0defghijkl", 12);	/* a NUL inside */
	tb_rawstr(&t, 16, "0123456789abcdef", 16);
	tb_rec_end(&t);
	tb_chunk_end(&t);
	ws = dtap_consume_buf(h, to_open(&o), t.b, t.len, NULL, NULL, NULL);
	tb_check("strings_bounded", to_close(&o), "[abcdefgh|abcdefgh |ab]01234567");
	if (ws != DTAP_WORK_OKAY)
		printf("FAIL strings_bounded_status: %s\n", dtap_errmsg(h)), tb_failures++;
	free(o.text);
	tb_chunk(&u, 0);
	tb_rec(&u, 1);
	tb_rawstr(&u, 0x7ffffff0, "abc", 3);	/* length past the record */
	tb_rec_end(&u);
	tb_chunk_end(&u);
	ws = dtap_consume_buf(h, to_open(&o), u.b, u.len, NULL, NULL, NULL);
	to_close(&o);
	if (ws == DTAP_WORK_ERROR &&
	    strcmp(dtap_errmsg(h), "record of enabled probe 1 is malformed") == 0)
		printf("PASS string_length_past_record\n");
	else
		printf("FAIL string_length_past_record: %d %s\n", ws, dtap_errmsg(h)),
			tb_failures++;
	free(o.text);
	dtap_close(h);
}

/* The ctl file's per-CPU re-entrant counts, reported as drops are. */
static void test_reentrant(void)
{
	char ctl[] = "state=stopped exit=0 begun=1 ended=1 errors=0 cpus=3\n"
		     "cpu=0 drops=0 aggdrops=0 reentrant=0\n"
		     "cpu=1 drops=2 aggdrops=0 reentrant=1\n"
		     "cpu=2 drops=0 aggdrops=0 reentrant=17\n";
	struct dtc_cpustat *cpus = NULL;
	struct dtap_status st;
	struct tout e;
	int n = 0;
	long total = -1;

	if (dtc_ctl_parse(ctl, &st, &cpus, &n) == 0 && n == 3)
		total = dtc_report_reentrant(to_open(&e), cpus, n);
	else
		to_open(&e);
	tb_check("reentrant_report", to_close(&e),
		 "dtap: 1 re-entrant probe firing skipped on CPU 1\n"
		 "dtap: 17 re-entrant probe firings skipped on CPU 2\n");
	if (total == 18 && strcmp(st.state, "stopped") == 0 && cpus[1].drops == 2)
		printf("PASS reentrant_total\n");
	else
		printf("FAIL reentrant_total: %ld\n", total), tb_failures++;
	free(e.text);
	free(cpus);
}

/* The switchrate option (dtrace's syntax) and dtap_sleep's back-off: 10 ms
 * after data (halved after big bursts, down to 1 ms), doubling while
 * idle, capped by the switchrate period (40 ms here). */
static void test_switchrate(void)
{
	static const uint64_t want[] = { 10, 20, 40, 40, 10, 5, 2 };
	static const size_t burst[] = { 0, 0, 0, 0, 100, 65536, 65536 };
	struct dt_options o;
	struct dtap_hdl *h;
	char err[256];
	uint64_t got[7];
	size_t i;
	bool ok = true;

	dt_options_init(&o);
	if (dt_option_set(&o, "switchrate", "20hz", NULL) == 0 && o.switchrate == 50000000 &&
	    dt_option_set(&o, "switchrate", "20ms", NULL) == 0 && o.switchrate == 20000000 &&
	    dt_option_set(&o, "switchrate", "1500", NULL) == 0 && o.switchrate == 1500)
		printf("PASS switchrate_option\n");
	else
		printf("FAIL switchrate_option: %llu\n", (unsigned long long)o.switchrate),
			tb_failures++;
	h = dtap_open_meta("dtap-meta 1\n", err, sizeof(err));
	if (dtap_switchrate(h) == 100000000)
		printf("PASS switchrate_default_10hz\n");
	else
		printf("FAIL switchrate_default_10hz\n"), tb_failures++;
	dtap_close(h);
	h = dtap_open_meta("dtap-meta 1\noption switchrate 40000000\n", err, sizeof(err));
	for (i = 0; i < 7; i++) {
		h->burst = burst[i];	/* what dtap_work counts */
		dtap_sleep(h);
		got[i] = h->poll_ns / 1000000;
		ok &= got[i] == want[i];
	}
	h->burst = 1 << 20;
	dtap_sleep(h);
	ok &= h->poll_ns == 1250000;
	h->burst = 1 << 20;
	dtap_sleep(h);
	ok &= h->poll_ns == 1000000;	/* 0.625 ms: the 1 ms floor */
	if (ok)
		printf("PASS sleep_backoff\n");
	else
		printf("FAIL sleep_backoff: %llu %llu %llu %llu %llu %llu %llu, then %llu ns\n",
		       (unsigned long long)got[0], (unsigned long long)got[1],
		       (unsigned long long)got[2], (unsigned long long)got[3],
		       (unsigned long long)got[4], (unsigned long long)got[5],
		       (unsigned long long)got[6], (unsigned long long)h->poll_ns),
			tb_failures++;
	dtap_close(h);
}

int main(void)
{
	test_switchrate();
	test_reentrant();
	test_wire_bounds();
	test_loud();
	test_quiet();
	test_malformed();
	return tb_failures ? 1 : 0;
}
