/*
 * fuzz_json.c - libFuzzer target for dtapio's JSON writer (stapio/json.c),
 * which must turn any bytes into valid JSON.  The input is a program for
 * the writer: each byte picks an operation (open or close an object or
 * array, a string of the next N input bytes as a value or a member name,
 * an integer, a double from 8 input bytes, true, false, null); containers
 * are closed properly by the harness.  Checked after each text:
 * - the whole text is JSON to the strict checker (testsuite/unit/
 *   dtap_jsoncheck.h: UTF-8 everywhere, no lone surrogate, escaped
 *   control characters, JSON's numbers);
 * - a string alone decodes to its bytes when they are valid UTF-8, and to
 *   exactly as many characters as went in otherwise (U+FFFD per bad byte).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "dtap_json.h"
#include "../testsuite/unit/dtap_jsoncheck.h"

#define MAXDEPTH 48

/* One string alone: the text is JSON and says what went in. */
static void check_string(const uint8_t *s, size_t n)
{
	struct dtj j = { 0 };
	unsigned char *dec;
	size_t len = 0;
	bool valid = true;

	for (size_t i = 0; i < n && valid; ) {
		size_t k = s[i] < 0x80 ? 1 : jc_utf8(s + i, s + n);

		valid = k > 0;
		i += k;
	}
	dtj_str(&j, NULL, (const char *)s, n);
	dec = malloc(j.len + 1);
	if (!jc_text(j.buf, j.len) || !dec || !jc_decode_string(j.buf, j.len, dec, &len))
		abort();
	if (valid && (len != n || memcmp(dec, s, n)))
		abort();
	free(dec);
	dtj_free(&j);
}

/* The container kinds open: 'o' object, 'a' array. */
struct state {
	char open[MAXDEPTH];
	int depth;
};

/* A member name inside an object, NULL elsewhere. */
static const char *key_for(const struct state *st, const char *name)
{
	return st->depth > 0 && st->open[st->depth - 1] == 'o' ? name : NULL;
}

static void run_program(const uint8_t *p, size_t n)
{
	struct dtj j = { 0 };
	struct state st = { .depth = 0 };
	size_t i = 0;
	char name[32];

	dtj_obj_begin(&j, NULL);
	st.open[st.depth++] = 'o';
	while (i < n) {
		uint8_t op = p[i++];
		size_t len = op >> 3 < n - i ? op >> 3 : n - i;

		snprintf(name, sizeof(name), "k%zu", i);
		switch (op & 7) {
		case 0:
			if (st.depth < MAXDEPTH) {
				dtj_obj_begin(&j, key_for(&st, name));
				st.open[st.depth++] = 'o';
			}
			break;
		case 1:
			if (st.depth < MAXDEPTH) {
				dtj_arr_begin(&j, key_for(&st, name));
				st.open[st.depth++] = 'a';
			}
			break;
		case 2:
			if (st.depth > 1) {
				if (st.open[--st.depth] == 'o')
					dtj_obj_end(&j);
				else
					dtj_arr_end(&j);
			}
			break;
		case 3:	/* a string value of the next LEN bytes */
		case 4: {	/* the same as a member name's bytes too */
			const char *s = (const char *)p + i;

			if ((op & 7) == 4 && key_for(&st, name)) {
				char *k = strndup(s, len);

				if (k)
					dtj_int(&j, k, 1);
				free(k);
			} else {
				dtj_str(&j, key_for(&st, name), s, len);
			}
			i += len;
			break;
		}
		case 5: {
			int64_t v = 0;

			memcpy(&v, p + i, n - i < 8 ? n - i : 8);
			i += n - i < 8 ? n - i : 8;
			if (op & 8)
				dtj_uint(&j, key_for(&st, name), (uint64_t)v);
			else
				dtj_int(&j, key_for(&st, name), v);
			break;
		}
		case 6: {
			double d = 0;

			memcpy(&d, p + i, n - i < 8 ? n - i : 8);
			i += n - i < 8 ? n - i : 8;
			dtj_double(&j, key_for(&st, name), d);
			break;
		}
		default:
			if (op & 8)
				dtj_null(&j, key_for(&st, name));
			else
				dtj_bool(&j, key_for(&st, name), op & 16);
		}
	}
	while (st.depth > 0) {
		if (st.open[--st.depth] == 'o')
			dtj_obj_end(&j);
		else
			dtj_arr_end(&j);
	}
	if (!jc_line(j.buf, j.len))
		abort();
	dtj_free(&j);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	check_string(data, size);
	run_program(data, size);
	return 0;
}
