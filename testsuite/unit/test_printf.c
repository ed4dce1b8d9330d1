/*
 * test_printf.c - printf formatting of dtapio (out_printf.c) and the
 * format parser shared with pass 2 (dt_printf_fmt.c): each check formats
 * typed items and compares the whole output text.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "libdtap_impl.h"
#include "util/dt_util.h"

static int failures;

static struct dtap_item I(char kind, int size, long long v)
{
	struct dtap_item it = { { kind, size }, v, NULL, 0, NULL, 0, false };

	return it;
}

static struct dtap_item S(const char *s)
{
	struct dtap_item it = { { 's', 0 }, 0, s, strlen(s), NULL, 0, false };

	return it;
}

/* A string of LEN bytes at S with no NUL after them (a key of exactly
 * strsize bytes): nothing past LEN may be printed. */
static struct dtap_item SN(const char *s, size_t len)
{
	struct dtap_item it = { { 's', 0 }, 0, s, len, NULL, 0, false };

	return it;
}

static void check_trace(const char *name, const struct dtap_item *it, bool quiet,
			const char *want)
{
	char *got = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&got, &len);

	dtc_trace(f, it, quiet);
	fclose(f);
	if (strcmp(got, want) == 0) {
		printf("PASS %s\n", name);
	} else {
		printf("FAIL %s: got \"%s\", want \"%s\"\n", name, got, want);
		failures++;
	}
	free(got);
}

static void check(const char *name, const char *fmt, const struct dtap_item *items,
		  int n, const char *want)
{
	char *got = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&got, &len);

	dtc_printf(f, fmt, items, n);
	fclose(f);
	if (strcmp(got, want) == 0) {
		printf("PASS %s\n", name);
	} else {
		printf("FAIL %s: got \"%s\", want \"%s\"\n", name, got, want);
		failures++;
	}
	free(got);
}

/* Strings are bounded by their length everywhere, never by a NUL. */
static void check_bounded(void)
{
	static const char mem[] = "abcdefghOVERRUN";
	struct dtap_item a[2];

	a[0] = SN(mem, 8);
	check("s_bounded", "[%s]", a, 1, "[abcdefgh]");
	check("s_bounded_width", "[%-10s|%10s]", (struct dtap_item[]){ a[0], a[0] }, 2,
	      "[abcdefgh  |  abcdefgh]");
	check("s_bounded_prec", "[%.3s|%.20s]", (struct dtap_item[]){ a[0], a[0] }, 2,
	      "[abc|abcdefgh]");
	a[0] = I('i', 4, 12); a[1] = SN(mem, 8);
	check("s_bounded_star", "[%.*s]", a, 2, "[abcdefgh]");
	a[0] = SN(mem, 8);
	check_trace("trace_s_bounded", &a[0], false,
		    "  abcdefgh                         ");
	check_trace("trace_s_bounded_quiet", &a[0], true, "abcdefgh");
}

static void check_parse_error(const char *name, const char *fmt, const char *want,
			      int wantoff)
{
	struct dt_conv c[8];
	const char *msg = NULL;
	int off = -1, n = dt_fmt_parse(fmt, c, 8, &msg, &off);

	if (n == -1 && msg && strcmp(msg, want) == 0 && off == wantoff) {
		printf("PASS %s\n", name);
	} else {
		printf("FAIL %s: n=%d msg=\"%s\" off=%d\n", name, n, msg ? msg : "", off);
		failures++;
	}
}

/* One integer through out_num.c's converters against the C library's;
 * returns the number of mismatches. */
static int num_mismatches(int64_t v)
{
	static const char convs[4] = { 'd', 'u', 'x', 'X' };
	char buf[DTC_NUMBUF], *end = buf + sizeof(buf), want[32];
	int bad = 0;

	for (int i = 0; i < 4; i++) {
		char *p;
		int n;

		if (convs[i] == 'd') {
			p = dtc_num_int(end, v);
			n = snprintf(want, sizeof(want), "%lld", (long long)v);
		} else {
			const char *fmt = convs[i] == 'u' ? "%llu" : convs[i] == 'x' ? "%llx" : "%llX";

			p = dtc_num_uint(end, (uint64_t)v, convs[i]);
			n = snprintf(want, sizeof(want), fmt, (unsigned long long)v);
		}
		bad += end - p != n || memcmp(p, want, (size_t)n) != 0;
	}
	return bad;
}

/* The digit converters (two decimal digits a step) at every length and
 * its edges, both signs, and a pseudo-random spread of all magnitudes. */
static void check_numbers(void)
{
	uint64_t x = 1, ten = 1;
	int bad = num_mismatches(INT64_MIN) + num_mismatches(INT64_MAX);

	for (int64_t v = -1000; v <= 1000; v++)
		bad += num_mismatches(v);
	for (int i = 0; i < 20; i++, ten *= 10)
		for (int d = -1; d <= 1; d++)
			bad += num_mismatches((int64_t)(ten + d)) + num_mismatches(-(int64_t)(ten + d));
	for (int i = 0; i < 100000; i++) {
		x = x * 6364136223846793005ULL + 1442695040888963407ULL;
		bad += num_mismatches((int64_t)(x >> (i % 64)));
	}
	if (bad == 0) {
		printf("PASS num_converters\n");
	} else {
		printf("FAIL num_converters: %d mismatches\n", bad);
		failures++;
	}
}

static void check_parse(void)
{
	struct dt_conv c[8];
	const char *msg;
	int off, n = dt_fmt_parse("%-08.3lld %@u %*.*s %%", c, 8, &msg, &off);

	if (n == 3 && strcmp(c[0].flags, "-0") == 0 && c[0].width == 8 &&
	    c[0].prec == 3 && strcmp(c[0].length, "ll") == 0 && c[0].conv == 'd' &&
	    c[0].start == 0 && c[0].end == 9 && c[1].agg && c[1].conv == 'u' &&
	    c[2].width == -2 && c[2].prec == -2 && c[2].conv == 's') {
		printf("PASS parse_fields\n");
	} else {
		printf("FAIL parse_fields: n=%d\n", n);
		failures++;
	}
}

int main(void)
{
	struct dtap_item a[4];

	a[0] = I('i', 4, 42); a[1] = S("world");
	check("hello", "hello %d %s\n", a, 2, "hello 42 world\n");
	a[0] = I('i', 4, -1);
	check("x_int_truncates", "%x", a, 1, "ffffffff");
	a[0] = I('i', 8, -1);
	check("x_long", "%x", a, 1, "ffffffffffffffff");
	a[0] = I('u', 4, 0xffffffffLL);
	check("d_of_uint_is_signed", "%d", a, 1, "-1");
	a[0] = I('i', 4, -1);
	check("u_of_int", "%u", a, 1, "4294967295");
	a[0] = I('i', 1, 65);
	check("c", "[%c]", a, 1, "[A]");
	a[0] = I('i', 4, 255);
	check("X_o_hash", "%#X %#o %X", (struct dtap_item[]){ a[0], a[0], a[0] }, 3,
	      "0XFF 0377 FF");
	a[0] = I('i', 4, 42);
	check("flags_width", "[%5d|%-5d|%05d|%+d|% d]",
	      (struct dtap_item[]){ a[0], a[0], a[0], a[0], a[0] }, 5,
	      "[   42|42   |00042|+42| 42]");
	check("precision_int", "[%.4d]", a, 1, "[0042]");
	a[0] = S("abcdef");
	check("s_width_prec", "[%8.3s|%-8s]", (struct dtap_item[]){ a[0], a[0] }, 2,
	      "[     abc|abcdef  ]");
	a[0] = I('i', 4, 6); a[1] = I('i', 4, 2); a[2] = S("abcdef");
	check("star", "[%*.*s]", a, 3, "[    ab]");
	a[0] = I('i', 4, -6); a[1] = I('i', 4, 7);
	check("star_negative_left", "[%*d]", a, 2, "[7     ]");
	a[0] = I('u', 8, 0xdeadbeefULL);
	check("p_is_hex", "%p", a, 1, "deadbeef");
	a[0] = I('i', 8, 5);
	check("length_modifiers_ignored", "%lld %hhd %ld", (struct dtap_item[]){ a[0], a[0], a[0] },
	      3, "5 5 5");
	a[0] = I('i', 8, 3);
	check("percent", "100%% %d%%", a, 1, "100% 3%");
	check("no_args", "plain\ttext\n", NULL, 0, "plain\ttext\n");
	a[0] = I('i', 2, 0x18000);
	check("short_truncates", "%d", a, 1, "-32768");
	a[0] = I('u', 1, 300);
	check("uchar_truncates", "%u", a, 1, "44");
	/* the plain conversions bypass printf: edge values */
	a[0] = I('i', 8, INT64_MIN); a[1] = I('i', 8, INT64_MAX); a[2] = I('i', 8, 0);
	check("plain_d_edges", "%d %i %d", a, 3,
	      "-9223372036854775808 9223372036854775807 0");
	a[0] = I('u', 8, -1); a[1] = I('i', 4, -1); a[2] = I('i', 8, 0);
	check("plain_u_edges", "%u %u %u", a, 3, "18446744073709551615 4294967295 0");
	a[0] = I('i', 8, 0xabcdef0123LL); a[1] = I('i', 2, -1); a[2] = I('i', 8, 0);
	check("plain_x_X_p", "%x %X %p %x", (struct dtap_item[]){ a[0], a[0], a[1], a[2] },
	      4, "abcdef0123 ABCDEF0123 ffff 0");
	a[0] = I('i', 4, 'z'); a[1] = I('i', 4, -5);
	check("plain_c_mixed", "%%%c%%|%d|%5d|%-3d|%o", (struct dtap_item[]){ a[0], a[1], a[1], a[1], a[0] },
	      5, "%z%|-5|   -5|-5 |172");
	check("only_percent", "%%%%", NULL, 0, "%%");
	check_bounded();
	check_numbers();
	check_parse();
	check_parse_error("parse_undefined", "a %d %v", "format conversion #2 is undefined: %v", 5);
	check_parse_error("parse_undefined_flags", "%-5w", "format conversion #1 is undefined: %-5w", 0);
	check_parse_error("parse_end", "abc %5", "format conversion #1 name expected before end of format string", 4);
	return failures ? 1 : 0;
}
