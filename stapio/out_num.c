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

/* The decimal digits of V, written backwards ending at END (20 bytes
 * before it); returns the first.  Two digits a step, by a constant
 * divisor: half the steps of a digit at a time. */
static char *num_dec(char *end, uint64_t v)
{
	static const char pairs[201] =
		"0001020304050607080910111213141516171819"
		"2021222324252627282930313233343536373839"
		"4041424344454647484950515253545556575859"
		"6061626364656667686970717273747576777879"
		"8081828384858687888990919293949596979899";

	while (v >= 100) {
		unsigned int r = (unsigned int)(v % 100);

		v /= 100;
		end -= 2;
		memcpy(end, pairs + 2 * r, 2);
	}
	if (v >= 10) {
		end -= 2;
		memcpy(end, pairs + 2 * v, 2);
	} else {
		*--end = (char)('0' + v);
	}
	return end;
}

/* The hex digits of V, backwards ending at END (16 bytes before it). */
static char *num_hex(char *end, uint64_t v, bool upper)
{
	const char *dig = upper ? "0123456789ABCDEF" : "0123456789abcdef";

	do {
		*--end = dig[v & 15];
		v >>= 4;
	} while (v);
	return end;
}

char *dtc_num_int(char *end, int64_t v)
{
	/* the magnitude of INT64_MIN fits in a uint64_t */
	char *p = num_dec(end, v < 0 ? -(uint64_t)v : (uint64_t)v);

	if (v < 0)
		*--p = '-';
	return p;
}

char *dtc_num_uint(char *end, uint64_t v, char conv)
{
	if (conv == 'x' || conv == 'X')
		return num_hex(end, v, conv == 'X');
	return num_dec(end, v);
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
