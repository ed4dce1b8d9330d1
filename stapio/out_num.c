/*
 * out_num.c - integers to text without printf: the consumer's hot path
 * (printf("%d\n", x) once per record, the CPU and ID columns of every
 * record in the default layout) spends most of its time in the C
 * library's format interpreter otherwise.  Output goes through dtc_put()
 * (libdtap_impl.h), straight into the stream's buffer: a consumer handle
 * is used by one thread.
 */
#include <string.h>

#include "libdtap_impl.h"

/* Digits of V in BASE, written backwards ending at END; returns the
 * first digit.  END needs 20 bytes before it for base 10, 16 for 16. */
static char *num_digits(char *end, uint64_t v, unsigned base, bool upper)
{
	const char *dig = upper ? "0123456789ABCDEF" : "0123456789abcdef";

	do {
		*--end = dig[v % base];
		v /= base;
	} while (v);
	return end;
}

char *dtc_num_int(char *end, int64_t v)
{
	/* the magnitude of INT64_MIN fits in a uint64_t */
	char *p = num_digits(end, v < 0 ? -(uint64_t)v : (uint64_t)v, 10, false);

	if (v < 0)
		*--p = '-';
	return p;
}

char *dtc_num_uint(char *end, uint64_t v, char conv)
{
	if (conv == 'x' || conv == 'X')
		return num_digits(end, v, 16, conv == 'X');
	return num_digits(end, v, 10, false);
}

void dtc_put_int(FILE *out, int64_t v)
{
	char buf[DTC_NUMBUF], *end = buf + sizeof(buf), *p = dtc_num_int(end, v);

	dtc_put(out, p, (size_t)(end - p));
}

void dtc_put_uint(FILE *out, uint64_t v, char conv)
{
	char buf[DTC_NUMBUF], *end = buf + sizeof(buf), *p = dtc_num_uint(end, v, conv);

	dtc_put(out, p, (size_t)(end - p));
}

void dtc_put_int_width(FILE *out, int64_t v, int width)
{
	char buf[DTC_NUMBUF], *end = buf + sizeof(buf), *p = dtc_num_int(end, v);

	dtc_put_field(out, p, (size_t)(end - p), width, false);
}

void dtc_put_spaces(FILE *out, int n)
{
	static const char sp[] = "                                ";	/* 32 */

	while (n > 0) {
		int k = n < 32 ? n : 32;

		dtc_put(out, sp, (size_t)k);
		n -= k;
	}
}

void dtc_put_field(FILE *out, const char *p, size_t n, int width, bool left)
{
	size_t pad = width > 0 && (size_t)width > n ? (size_t)width - n : 0;
	char buf[128], *w;

	if (pad == 0) {
		dtc_put(out, p, n);
		return;
	}
	w = dtc_put_room(out, n + pad);
	if (!w && n + pad <= sizeof(buf))
		w = buf;	/* then one stdio call: as costly as the padding */
	if (!w) {
		if (!left)
			dtc_put_spaces(out, (int)pad);
		dtc_put(out, p, n);
		if (left)
			dtc_put_spaces(out, (int)pad);
		return;
	}
	memset(left ? w + n : w, ' ', pad);
	memcpy(left ? w : w + pad, p, n);
	if (w == buf)
		fwrite_unlocked(buf, 1, n + pad, out);
}
