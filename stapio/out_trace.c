/*
 * out_trace.c - the fixed layouts of trace() and of aggregation keys
 * printed without a format, as dtrace's dt_consume/dt_print_datum print
 * them.
 *
 * Judgement call (documented): dtrace prints a traced integer with a
 * signed conversion picked by the recorded size: 8 bytes " %16lld",
 * 4 bytes " %8d", 2 bytes " %5d", 1 byte " %3d", where the 2- and 1-byte
 * values are read unsigned.  We keep those widths but take the
 * signedness from the D type (an unsigned 64-bit value prints unsigned),
 * which is what the type says and equals dtrace for every signed type.
 * Quiet mode drops the padding ("%lld", "%d", "%s").
 */
#include <string.h>

#include "libdtap_impl.h"

static void tr_int(FILE *out, const struct dtap_vtype *t, int64_t v, bool quiet)
{
	bool sgn = t->kind == 'i';

	switch (t->size) {
	case 1:
		fprintf(out, quiet ? "%d" : " %3d", sgn ? (int)(int8_t)v : (int)(uint8_t)v);
		break;
	case 2:
		fprintf(out, quiet ? "%d" : " %5d", sgn ? (int)(int16_t)v : (int)(uint16_t)v);
		break;
	case 4:
		if (sgn)
			fprintf(out, quiet ? "%d" : " %8d", (int32_t)v);
		else
			fprintf(out, quiet ? "%u" : " %8u", (uint32_t)v);
		break;
	default:
		if (sgn)
			fprintf(out, quiet ? "%lld" : " %16lld", (long long)v);
		else
			fprintf(out, quiet ? "%llu" : " %16llu", (unsigned long long)v);
		break;
	}
}

void dtc_trace(FILE *out, const struct dtap_item *item, bool quiet)
{
	if (item->type.kind == 's')
		fprintf(out, quiet ? "%s" : "  %s", item->str ? item->str : "");
	else
		tr_int(out, &item->type, item->ival, quiet);
}

/* An aggregation key column: strings "  %-50s", integers right-aligned
 * in a width set by the key's type (" %8d" for 4 bytes, " %16lld" for 8). */
void dtc_print_key(FILE *out, const struct dtap_vtype *t, const unsigned char *key)
{
	if (t->kind == 's') {
		fprintf(out, "  %-50.*s", t->size > 0 ? t->size : 1 << 20,
			(const char *)key);
	} else {
		int64_t v;

		memcpy(&v, key, sizeof(v));
		tr_int(out, t, v, false);
	}
}
