/*
 * json.c - a small JSON writer for dtapio's structured output (NDJSON).
 *
 * Why our own and not jansson or json-c (both in Debian):
 * - D strings are bytes.  A traced execname, path or copyinstr() may hold
 *   any byte values, and the output must stay valid JSON whatever they
 *   are.  jansson refuses a string that is not UTF-8 (json_stringn returns
 *   NULL: the value would be lost, not escaped); json-c copies the bytes
 *   through unchecked, and its output is then not JSON at all.  Either way
 *   we would validate UTF-8 ourselves before calling the library: that is
 *   most of this file.
 * - dtapio only writes: no parsing, no document tree.  A record becomes one
 *   line built front to back in one buffer, in the order the record is
 *   read; a tree library would allocate a node per value for every record
 *   of a consumer that may see a million records a second.
 * - dtaprun and dtapio go to production hosts without a compiler; one
 *   fewer shared library there is one fewer package to trust.
 * The writer is fuzzed (fuzz/fuzz_json.c: any input makes text a strict
 * parser accepts, strings decoding to what went in) and unit-tested
 * (testsuite/unit/test_json.c).
 *
 * Invalid UTF-8: each byte of a sequence that is not valid UTF-8 (RFC
 * 3629: overlong forms, surrogates and code points above U+10FFFF
 * included) is written as U+FFFD, as Go's encoding/json and jq do; the
 * bytes themselves are lost (tracemem() keeps bytes as numbers).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "dtap_json.h"

static bool dtj_grow(struct dtj *j, size_t n)
{
	size_t cap;
	char *b;

	if (j->oom)
		return false;
	if (j->len + n <= j->cap)
		return true;
	cap = j->cap ? j->cap : 256;
	while (cap < j->len + n)
		cap *= 2;
	b = realloc(j->buf, cap);
	if (!b) {
		j->oom = true;
		return false;
	}
	j->buf = b;
	j->cap = cap;
	return true;
}

static void dtj_put(struct dtj *j, const char *p, size_t n)
{
	if (dtj_grow(j, n)) {
		memcpy(j->buf + j->len, p, n);
		j->len += n;
	}
}

static void dtj_putc(struct dtj *j, char c)
{
	dtj_put(j, &c, 1);
}

/* The length of the valid UTF-8 sequence at P (N bytes left), 0 if the
 * bytes there are not one (RFC 3629's table of well-formed sequences). */
static size_t dtj_utf8_len(const unsigned char *p, size_t n)
{
	unsigned char c = p[0], lo = 0x80, hi = 0xbf;
	size_t len;

	if (c >= 0xc2 && c <= 0xdf)
		len = 2;
	else if (c >= 0xe0 && c <= 0xef)
		len = 3;
	else if (c >= 0xf0 && c <= 0xf4)
		len = 4;
	else
		return 0;
	if (c == 0xe0)
		lo = 0xa0;		/* overlong */
	else if (c == 0xed)
		hi = 0x9f;		/* surrogates */
	else if (c == 0xf0)
		lo = 0x90;		/* overlong */
	else if (c == 0xf4)
		hi = 0x8f;		/* above U+10FFFF */
	if (n < len || p[1] < lo || p[1] > hi)
		return 0;
	for (size_t i = 2; i < len; i++)
		if (p[i] < 0x80 || p[i] > 0xbf)
			return 0;
	return len;
}

/* One ASCII byte C of a string, escaped as JSON needs. */
static void dtj_ascii(struct dtj *j, unsigned char c)
{
	static const char hex[] = "0123456789abcdef";
	char esc[6] = { '\\', 'u', '0', '0', hex[c >> 4], hex[c & 15] };

	switch (c) {
	case '"': dtj_put(j, "\\\"", 2); return;
	case '\\': dtj_put(j, "\\\\", 2); return;
	case '\n': dtj_put(j, "\\n", 2); return;
	case '\t': dtj_put(j, "\\t", 2); return;
	case '\r': dtj_put(j, "\\r", 2); return;
	}
	if (c < 0x20 || c == 0x7f)	/* DEL too: a terminal control */
		dtj_put(j, esc, 6);
	else
		dtj_putc(j, (char)c);
}

static void dtj_string(struct dtj *j, const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t i = 0;

	dtj_putc(j, '"');
	while (i < n) {
		size_t len;

		if (p[i] < 0x80) {
			dtj_ascii(j, p[i++]);
		} else if ((len = dtj_utf8_len(p + i, n - i)) > 0) {
			dtj_put(j, s + i, len);
			i += len;
		} else {
			dtj_put(j, "\\ufffd", 6);
			i++;
		}
	}
	dtj_putc(j, '"');
}

/* The comma and the member name before a value. */
static void dtj_key(struct dtj *j, const char *key)
{
	if (j->comma)
		dtj_putc(j, ',');
	if (key) {
		dtj_string(j, key, strlen(key));
		dtj_putc(j, ':');
	}
	j->comma = true;
}

void dtj_obj_begin(struct dtj *j, const char *key)
{
	dtj_key(j, key);
	dtj_putc(j, '{');
	j->comma = false;
}

void dtj_obj_end(struct dtj *j)
{
	dtj_putc(j, '}');
	j->comma = true;
}

void dtj_arr_begin(struct dtj *j, const char *key)
{
	dtj_key(j, key);
	dtj_putc(j, '[');
	j->comma = false;
}

void dtj_arr_end(struct dtj *j)
{
	dtj_putc(j, ']');
	j->comma = true;
}

void dtj_int(struct dtj *j, const char *key, int64_t v)
{
	char buf[24];
	int n = snprintf(buf, sizeof(buf), "%lld", (long long)v);

	dtj_key(j, key);
	dtj_put(j, buf, (size_t)n);
}

void dtj_uint(struct dtj *j, const char *key, uint64_t v)
{
	char buf[24];
	int n = snprintf(buf, sizeof(buf), "%llu", (unsigned long long)v);

	dtj_key(j, key);
	dtj_put(j, buf, (size_t)n);
}

void dtj_double(struct dtj *j, const char *key, double v)
{
	char buf[40];
	int n;

	if (!isfinite(v)) {
		dtj_null(j, key);
		return;
	}
	/* %.17g reads back as the same double; it never writes "inf" or
	 * "nan" here, and its exponent form is JSON's */
	n = snprintf(buf, sizeof(buf), "%.17g", v);
	dtj_key(j, key);
	dtj_put(j, buf, (size_t)n);
}

void dtj_bool(struct dtj *j, const char *key, bool v)
{
	dtj_key(j, key);
	dtj_put(j, v ? "true" : "false", v ? 4 : 5);
}

void dtj_null(struct dtj *j, const char *key)
{
	dtj_key(j, key);
	dtj_put(j, "null", 4);
}

void dtj_str(struct dtj *j, const char *key, const char *s, size_t n)
{
	dtj_key(j, key);
	dtj_string(j, s ? s : "", s ? n : 0);
}

void dtj_cstr(struct dtj *j, const char *key, const char *s)
{
	dtj_str(j, key, s, s ? strlen(s) : 0);
}

void dtj_reset(struct dtj *j)
{
	j->len = 0;
	j->comma = false;
	j->oom = false;
}

int dtj_write_line(struct dtj *j, FILE *out)
{
	int rc = -1;

	dtj_putc(j, '\n');
	if (!j->oom) {
		fwrite(j->buf, 1, j->len, out);
		rc = 0;
	}
	dtj_reset(j);
	return rc;
}

void dtj_free(struct dtj *j)
{
	free(j->buf);
	j->buf = NULL;
	j->cap = 0;
	dtj_reset(j);
}
