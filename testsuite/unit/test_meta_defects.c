/*
 * test_meta_defects.c - regression tests for defects a review found in the
 * consumer's handling of metadata and snapshots (issue 8, section 0).
 * Each check failed before its fix; 2 and 4 are memory errors that only
 * a sanitizer sees every time, so `make asan` runs this file under ASan
 * (testsuite/run's asan kind).
 *   2  an epid line kept a pointer into the probes array, which a later
 *      probe line reallocated (use after free when the record is printed)
 *   3  an epid line promising more actions than its act lines left zeroed
 *      actions, read as a printf with format 0 (NULL dereference)
 *   4  string aggregation keys were read as 8-byte integers (past the key
 *      when strsize < 8)
 *   5  the read buffer must hold the biggest record the program can write
 */
#include "libdtap_impl.h"
#include "dtap_testbuf.h"

/* Probe 4 is defined before its epid, probe 9000 after: growing the
 * probes array to 9001 entries moves it. */
static const char meta_late_probe[] =
	"dtap-meta 1\n"
	"module t\n"
	"option quiet 0\n"
	"probe 4 profile - - tick-1s\n"
	"fmt 0 \"v=%d\"\n"
	"epid 1 4 0 1\n"
	"act 1 1 printf 0 1 i4\n"
	"probe 9000 dtrace - - END\n";

static void test_probe_after_epid(void)
{
	static struct tbuf t;
	struct dtap_hdl *h;
	struct tout o;
	char err[256];
	const struct dtap_epdesc *ep;

	h = dtap_open_meta(meta_late_probe, err, sizeof(err));
	if (!h) {
		printf("FAIL probe_after_epid: %s\n", err);
		tb_failures++;
		return;
	}
	ep = dtc_meta_epid(&h->meta, 1);
	if (ep && ep->probe == &h->meta.probes[4] && ep->probeid == 4)
		printf("PASS probe_after_epid_pointer\n");
	else
		printf("FAIL probe_after_epid_pointer: stale probe pointer\n"), tb_failures++;
	tb_chunk(&t, 1);
	tb_rec(&t, 1); tb_int(&t, 7); tb_rec_end(&t);
	tb_chunk_end(&t);
	dtap_consume_buf(h, to_open(&o), t.b, t.len, NULL, NULL, NULL);
	tb_check("probe_after_epid_output", to_close(&o),
		 "CPU     ID                    FUNCTION:NAME\n"
		 "  1      4                         :tick-1s v=7\n");
	free(o.text);
	dtap_close(h);
}

/* OPEN must fail with a message containing WANT. */
static void expect_refused(const char *name, const char *meta, const char *want)
{
	char err[256] = "";
	struct dtap_hdl *h = dtap_open_meta(meta, err, sizeof(err));

	if (!h && strstr(err, want)) {
		printf("PASS %s\n", name);
		return;
	}
	printf("FAIL %s: %s (%s)\n", name, h ? "opened" : "wrong message", err);
	tb_failures++;
	dtap_close(h);
}

static void test_missing_actions(void)
{
	/* no fmt line at all: a zeroed action would be printf of fmts[0] */
	expect_refused("epid_more_actions_than_acts",
		       "dtap-meta 1\nprobe 1 dtrace - - BEGIN\n"
		       "epid 1 1 0 3\nact 1 1 trace i4\n",
		       "enabled probe 1 has 1 of its 3 actions");
	expect_refused("epid_no_acts",
		       "dtap-meta 1\nprobe 1 dtrace - - BEGIN\nepid 1 1 0 2\n",
		       "enabled probe 1 has 0 of its 2 actions");
	expect_refused("act_index_zero",
		       "dtap-meta 1\nprobe 1 dtrace - - BEGIN\n"
		       "epid 1 1 0 1\nact 1 0 trace i4\n",
		       "invalid metadata at line 4");
	expect_refused("epid_twice",
		       "dtap-meta 1\nprobe 1 dtrace - - BEGIN\n"
		       "epid 1 1 0 0\nepid 1 1 0 0\n",
		       "invalid metadata at line 4");
}

/*
 * String keys of strsize 1 and 4 after an int key: printa with a format
 * and the default layout.  The string is the last bytes of the entry's
 * key, so a read of 8 bytes for it runs past the copy of the keys that
 * the snapshot allocates (ASan: heap-buffer-overflow).
 */
static void strkey_case(const char *name, int strsize, const char *k1, const char *want)
{
	char meta[512];
	size_t keysize = (size_t)strsize + 8, len;
	unsigned char key[16], *buf;
	struct tbuf *t = calloc(1, sizeof(*t));
	struct dtap_hdl *h;
	struct tout o;
	int64_t iv = 5;

	snprintf(meta, sizeof(meta),
		 "dtap-meta 1\noption quiet 1\noption strsize %d\n"
		 "fmt 0 \"[%%d %%s] %%@d\\n\"\n"
		 "agg 0 a count %zu 2 i4 s\n", strsize, keysize);
	memset(key, 0, sizeof(key));
	memcpy(key, &iv, 8);
	memcpy(key + 8, k1, strlen(k1) < (size_t)strsize ? strlen(k1) : (size_t)strsize);
	tb_agg(t, 0, 0, key, keysize, 3, 0, 0, 0);
	len = t->len;
	buf = malloc(len);
	memcpy(buf, t->b, len);
	free(t);
	h = dtap_open_meta(meta, NULL, 0);
	if (!h || dtap_aggregate_load(h, buf, len) < 0) {
		printf("FAIL %s: cannot open or load\n", name);
		tb_failures++;
		free(buf);
		dtap_close(h);
		return;
	}
	free(buf);
	dtap_aggregate_print_one(h, to_open(&o), 0, 0);
	dtap_aggregate_print_one(h, o.f, 0, -1);
	tb_check(name, to_close(&o), want);
	free(o.text);
	dtap_close(h);
}

static void test_short_string_keys(void)
{
	strkey_case("strkey_strsize1", 1, "x",
		    "[5 x] 3\n"
		    "\n"
		    "        5  x                                                                 3\n");
	strkey_case("strkey_strsize4", 4, "abcd",
		    "[5 abcd] 3\n"
		    "\n"
		    "        5  abcd                                                              3\n");
}

/* 64 string arguments of strsize 65536: a record of 64 * 65544 + 8 bytes
 * must fit in one read, with the chunk header. */
static void test_read_buffer(void)
{
	char *meta = malloc(8192);
	size_t n = 0, need = 8 + sizeof(struct dtap_chunk_hdr) + 64 * 65544;
	struct dtap_hdl *h;
	int i;

	n += (size_t)sprintf(meta + n, "dtap-meta 1\noption strsize 65536\n"
			     "probe 1 dtrace - - BEGIN\nfmt 0 \"x\"\n"
			     "epid 1 1 0 2\nact 1 1 printf 0 64");
	for (i = 0; i < 64; i++)
		n += (size_t)sprintf(meta + n, " s");
	sprintf(meta + n, "\nact 1 2 trace i8\n");
	h = dtap_open_meta(meta, NULL, 0);
	free(meta);
	if (h && dtc_read_bufsize(&h->meta) >= need + 8)
		printf("PASS read_buffer_holds_biggest_record\n");
	else
		printf("FAIL read_buffer_holds_biggest_record: %zu < %zu\n",
		       h ? dtc_read_bufsize(&h->meta) : 0, need + 8), tb_failures++;
	dtap_close(h);
	h = dtap_open_meta("dtap-meta 1\n", NULL, 0);
	if (h && dtc_read_bufsize(&h->meta) == 4 * DTAP_READ_MIN)
		printf("PASS read_buffer_default\n");
	else
		printf("FAIL read_buffer_default\n"), tb_failures++;
	dtap_close(h);
}

int main(void)
{
	test_probe_after_epid();
	test_missing_actions();
	test_short_string_keys();
	test_read_buffer();
	return tb_failures ? 1 : 0;
}
