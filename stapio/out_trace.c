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

static void tr_int(FILE *out, const struct dtap_vtype *t, int64_t v, bool quiet)
{
	switch (t->size) {
	case 1:
		fprintf(out, quiet ? "%d" : " %3d", (int)(uint8_t)v);
		break;
	case 2:
		fprintf(out, quiet ? "%d" : " %5d", (int)(uint16_t)v);
		break;
	case 4:
		fprintf(out, quiet ? "%d" : " %8d", (int)(int32_t)v);
		break;
	default:
		fprintf(out, quiet ? "%lld" : " %16lld", (long long)v);
		break;
	}
}

void dtc_trace(FILE *out, const struct dtap_item *item, bool quiet)
{
	if (item->type.kind == 's')
		fprintf(out, quiet ? "%.*s" : "  %-33.*s", (int)item->len,
			item->str ? item->str : "");
	else
		tr_int(out, &item->type, item->ival, quiet);
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
