/*
 * test_json.c - dtapio's JSON writer (stapio/json.c): exact text for
 * each kind of value, strings of any bytes, and every output checked by
 * the strict checker (dtap_jsoncheck.h).
 *
 *   test_json                 the unit tests (PASS/FAIL lines)
 *   test_json --check FILE... each FILE is NDJSON: every line one JSON
 *                             object (the golden corpus's check); prints
 *                             the bad lines, exit 1 if any
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dtap_json.h"
#include "dtap_jsoncheck.h"

static int failures;

static void check(const char *name, bool ok, const char *got)
{
	if (ok) {
		printf("PASS json: %s\n", name);
	} else {
		printf("FAIL json: %s: got [%s]\n", name, got ? got : "(null)");
		failures++;
	}
}

/* The line J holds (without its newline), checked and compared. */
static void expect(const char *name, struct dtj *j, const char *want)
{
	char *got = strndup(j->buf ? j->buf : "", j->len);

	check(name, !strcmp(got, want) && jc_line(got, strlen(got)), got);
	free(got);
	dtj_reset(j);
}

static void test_values(void)
{
	struct dtj j = { 0 };

	dtj_obj_begin(&j, NULL);
	dtj_int(&j, "i", INT64_MIN);
	dtj_uint(&j, "u", UINT64_MAX);
	dtj_bool(&j, "t", true);
	dtj_null(&j, "n");
	dtj_double(&j, "d", 0.5);
	dtj_double(&j, "nan", 0.0 / 0.0);
	dtj_arr_begin(&j, "a");
	dtj_int(&j, NULL, 1);
	dtj_arr_begin(&j, NULL);
	dtj_arr_end(&j);
	dtj_obj_begin(&j, NULL);
	dtj_obj_end(&j);
	dtj_cstr(&j, NULL, "x");
	dtj_arr_end(&j);
	dtj_obj_end(&j);
	expect("values", &j, "{\"i\":-9223372036854775808,\"u\":18446744073709551615,"
	       "\"t\":true,\"n\":null,\"d\":0.5,\"nan\":null,\"a\":[1,[],{},\"x\"]}");
	dtj_free(&j);
}

static void str_case(const char *name, const char *s, size_t n, const char *want)
{
	struct dtj j = { 0 };

	dtj_obj_begin(&j, NULL);
	dtj_str(&j, "s", s, n);
	dtj_obj_end(&j);
	expect(name, &j, want);
	dtj_free(&j);
}

static void test_strings(void)
{
	str_case("escapes", "a\"b\\c\n\t\r\x01\x1f\x7f/", 12,
		 "{\"s\":\"a\\\"b\\\\c\\n\\t\\r\\u0001\\u001f\\u007f/\"}");
	str_case("nul inside", "a\0b", 3, "{\"s\":\"a\\u0000b\"}");
	str_case("utf-8 kept", "\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80", 9,
		 "{\"s\":\"\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80\"}");
	str_case("invalid bytes", "\xff\xfe", 2, "{\"s\":\"\\ufffd\\ufffd\"}");
	str_case("lone continuation", "a\x80z", 3, "{\"s\":\"a\\ufffdz\"}");
	str_case("truncated sequence", "\xe2\x82", 2, "{\"s\":\"\\ufffd\\ufffd\"}");
	str_case("overlong", "\xc0\xaf\xe0\x80\xaf", 5,
		 "{\"s\":\"\\ufffd\\ufffd\\ufffd\\ufffd\\ufffd\"}");
	str_case("surrogate in utf-8", "\xed\xa0\x80", 3,
		 "{\"s\":\"\\ufffd\\ufffd\\ufffd\"}");
	str_case("above U+10FFFF", "\xf4\x90\x80\x80", 4,
		 "{\"s\":\"\\ufffd\\ufffd\\ufffd\\ufffd\"}");
	str_case("NULL string", NULL, 5, "{\"s\":\"\"}");
}

/* Every byte value, alone and after each other: valid JSON, and a
 * string of valid UTF-8 decodes to itself. */
static void test_all_bytes(void)
{
	struct dtj j = { 0 };
	unsigned char in[512], dec[4096];
	size_t n;
	bool ok = true;

	for (int a = 0; a < 256 && ok; a++) {
		for (int b = 0; b < 256 && ok; b++) {
			in[0] = (unsigned char)a;
			in[1] = (unsigned char)b;
			dtj_str(&j, NULL, (const char *)in, 2);
			ok = jc_text(j.buf, j.len) &&
			     jc_decode_string(j.buf, j.len, dec, &n) &&
			     (jc_utf8(in, in + 2) != 2 || (n == 2 && !memcmp(dec, in, 2)));
			dtj_reset(&j);
		}
	}
	check("every pair of bytes", ok, NULL);
	dtj_free(&j);
}

static void test_write_line(void)
{
	struct dtj j = { 0 };
	char *text = NULL;
	size_t len = 0;
	FILE *m = open_memstream(&text, &len);

	dtj_obj_begin(&j, NULL);
	dtj_int(&j, "a", 1);
	dtj_obj_end(&j);
	dtj_write_line(&j, m);
	dtj_obj_begin(&j, NULL);
	dtj_obj_end(&j);
	dtj_write_line(&j, m);
	fclose(m);
	check("write_line: one line each, buffer emptied",
	      !strcmp(text, "{\"a\":1}\n{}\n") && j.len == 0, text);
	free(text);
	dtj_free(&j);
}

static void test_checker(void)
{
	static const char *const bad[] = {
		"{\"a\":1,}", "{\"a\" 1}", "{\"a\":01}", "{\"a\":\"\x01\"}",
		"{\"a\":\"\\ud800\"}", "{\"a\":\"\xff\"}", "{\"a\":NaN}", "[1]", "{} {}",
		"{\"a\":1.}", "{\"a\":\"\\x\"}", "{\"a\":tru}",
	};
	static const char good[] = "{\"a\":[1,-2.5e3,\"\\ud83d\\ude00\",null]}";
	bool ok = jc_line(good, strlen(good));

	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		ok = ok && !jc_line(bad[i], strlen(bad[i]));
	check("checker refuses what is not JSON", ok, NULL);
}

/* --check FILE...: every line of each file a JSON object. */
static int check_files(int argc, char **argv)
{
	int bad = 0;

	for (int i = 0; i < argc; i++) {
		FILE *f = fopen(argv[i], "r");
		char *line = NULL;
		size_t cap = 0;
		ssize_t n;
		long no = 0;

		if (!f) {
			fprintf(stderr, "%s: cannot open\n", argv[i]);
			bad++;
			continue;
		}
		while ((n = getline(&line, &cap, f)) > 0) {
			no++;
			if (line[n - 1] != '\n' || !jc_line(line, (size_t)n - 1)) {
				printf("%s:%ld: not a JSON object line: %.200s\n", argv[i], no,
				       line);
				bad++;
			}
		}
		free(line);
		fclose(f);
	}
	return bad ? 1 : 0;
}

int main(int argc, char **argv)
{
	if (argc > 1 && !strcmp(argv[1], "--check"))
		return check_files(argc - 2, argv + 2);
	test_values();
	test_strings();
	test_all_bytes();
	test_write_line();
	test_checker();
	return failures ? 1 : 0;
}
