/*
 * out_trace.c - the fixed layouts of trace() and of aggregation keys
 * printed without a format, as dtrace's dt_consume/dt_print_datum print
 * them.
 *
 * dtrace (dt_consume.c) picks the conversion by the recorded size, not by
 * the D type: 8 bytes " %16lld", 4 bytes " %8d" (both signed, so an
 * unsigned 0xffffffff traces as -1), 2 bytes " %5d" and 1 byte " %3d"
 * (read unsigned, so they are never negative).  We do the same: users
 * diff our output against dtrace's.  A string is " %s%-33s" with a space
 * for the first %s (dt_print_bytes with width -33): two spaces, then the
 * string padded on the right to 33 columns.  Quiet mode drops the padding
 * ("%lld", "%d", "%s").  (dtrace prints an empty string as a hex dump of
 * its bytes; we print it as an empty string.)
 */
#include <string.h>

#include "libdtap_impl.h"

/* " %Nd" with N set by the size (dtrace's widths), or "%d" when quiet. */
static void tr_int(FILE *out, const struct dtap_vtype *t, int64_t v, bool quiet)
{
	static const int width[9] = { 16, 3, 5, 16, 8, 16, 16, 16, 16 };
	int size = t->size >= 1 && t->size <= 8 ? t->size : 8;

	switch (size) {
	case 1: v = (uint8_t)v; break;
	case 2: v = (uint16_t)v; break;
	case 4: v = (int32_t)v; break;
	default: break;
	}
	if (quiet) {
		dtc_put_int(out, v);
		return;
	}
	putc_unlocked(' ', out);
	dtc_put_int_width(out, v, width[size]);
}

void dtc_trace(FILE *out, const struct dtap_item *item, bool quiet)
{
	const char *s = item->str ? item->str : "";
	int n = item->str ? (int)item->len : 0;

	if (item->type.kind != 's') {
		tr_int(out, &item->type, item->ival, quiet);
		return;
	}
	if (!quiet)
		fwrite_unlocked("  ", 1, 2, out);
	fwrite_unlocked(s, 1, (size_t)n, out);
	if (!quiet)
		dtc_put_spaces(out, 33 - n);	/* "%-33s" */
}

/* An aggregation key column (dtrace's dt_print_datum): strings "  %-50s",
 * integers right-aligned in a width set by the key's size (" %8d" for 4
 * bytes, " %16lld" for 8), signed as for trace(). */
void dtc_print_key(FILE *out, const struct dtap_vtype *t, const unsigned char *key)
{
	if (t->kind == 's') {
		/* a key of exactly strsize bytes has no NUL: bound it */
		fprintf(out, "  %-50.*s",
			(int)strnlen((const char *)key, (size_t)t->size),
			(const char *)key);
	} else {
		int64_t v;

		memcpy(&v, key, sizeof(v));
		tr_int(out, t, v, false);
	}
}
