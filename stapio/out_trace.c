/*
 * out_trace.c - the fixed layouts of trace() and of aggregation keys
 * printed without a format.
 *
 * trace() of an integer prints as dtrace-utils (2.x) prints it: the
 * recorded size and the signedness of the D type pick the conversion,
 * signed " %19ld" " %10d" " %5hd" " %3hhd" for 8 4 2 1 bytes, unsigned
 * " %20lu" " %10u" " %5hu" " %3hhu", so trace((uint64_t)-1) prints
 * 18446744073709551615; quiet mode drops the space and the width.  A
 * string is " %s%-33s" with a space for the first %s: two spaces, then
 * the string padded on the right to 33 columns (quiet: the bare string).
 *
 * Aggregation keys keep dtrace's dt_print_datum layout (the conversion
 * set by the size only): 8 bytes " %16lld", 4 bytes " %8d" (signed), 2
 * bytes " %5d" and 1 byte " %3d" (read unsigned).
 */
#include <string.h>

#include "libdtap_impl.h"

/* A key column: " %Nd" with N set by the size (dtrace's widths). */
static void tr_key_int(FILE *out, const struct dtap_vtype *t, int64_t v)
{
	static const int width[9] = { 16, 3, 5, 16, 8, 16, 16, 16, 16 };
	int size = t->size >= 1 && t->size <= 8 ? t->size : 8;

	switch (size) {
	case 1: v = (uint8_t)v; break;
	case 2: v = (uint16_t)v; break;
	case 4: v = (int32_t)v; break;
	default: break;
	}
	putc_unlocked(' ', out);
	dtc_put_int_width(out, v, width[size]);
}

/* trace() of an integer: dtrace-utils' widths by size and signedness. */
static void tr_int(FILE *out, const struct dtap_vtype *t, int64_t v, bool quiet)
{
	static const int swidth[9] = { 19, 3, 5, 19, 10, 19, 19, 19, 19 };
	static const int uwidth[9] = { 20, 3, 5, 20, 10, 20, 20, 20, 20 };
	int size = t->size >= 1 && t->size <= 8 ? t->size : 8;
	char buf[DTC_NUMBUF], *end = buf + sizeof(buf), *p;

	if (t->kind == 'u') {
		uint64_t u = size == 1 ? (uint8_t)v : size == 2 ? (uint16_t)v :
			     size == 4 ? (uint32_t)v : (uint64_t)v;

		p = dtc_num_uint(end, u, 'u');
	} else {
		int64_t sv = size == 1 ? (int8_t)v : size == 2 ? (int16_t)v :
			     size == 4 ? (int32_t)v : v;

		p = dtc_num_int(end, sv);
	}
	if (quiet) {
		dtc_put(out, p, (size_t)(end - p));
		return;
	}
	putc_unlocked(' ', out);
	dtc_put_field(out, p, (size_t)(end - p), t->kind == 'u' ? uwidth[size] : swidth[size],
		      false);
}

/*
 * A kernel stack as dtrace's dt_print_stack prints it: a newline, then
 * one frame per line, indented by 14 spaces (the stackindent option),
 * "module`symbol+0xoff"; the frames end at the first zero.
 */
void dtc_print_stack(FILE *out, const unsigned char *pcs, int depth)
{
	char buf[512];

	putc_unlocked('\n', out);
	for (int i = 0; i < depth; i++) {
		uint64_t pc;

		memcpy(&pc, pcs + 8 * i, 8);
		if (!pc)
			break;
		dtc_put_spaces(out, 14);
		fputs(dtc_ksym(pc, DTC_KSYM_OFF, buf, sizeof(buf)), out);
		putc_unlocked('\n', out);
	}
}

/* A user stack (ustack()): the pid, then the frames, printed as a kernel
 * stack is, each frame "module`symbol+0xoff" from the process's maps
 * (usym.c): the process must still run when dtapio prints it. */
static void print_ustack(FILE *out, const unsigned char *data, int depth)
{
	char buf[512];
	uint64_t pid;

	memcpy(&pid, data, 8);
	putc_unlocked('\n', out);
	for (int i = 0; i < depth; i++) {
		uint64_t pc;

		memcpy(&pc, data + 8 * (i + 1), 8);
		if (!pc)
			break;
		dtc_put_spaces(out, 14);
		fputs(dtc_usym((int)pid, pc, buf, sizeof(buf)), out);
		putc_unlocked('\n', out);
	}
}

void dtc_print_stack_item(FILE *out, const struct dtap_vtype *t, const unsigned char *data)
{
	if (dtc_vtype_is_uaddr(t)) {	/* usym() umod() uaddr(): "  %-50s" as sym() */
		char buf[512];
		uint64_t v[2];

		memcpy(v, data, sizeof(v));
		fprintf(out, "  %-50s", dtc_uaddr_form((int)v[0], v[1], t->kind, buf,
							sizeof(buf)));
		return;
	}
	if (t->kind == 'U')
		print_ustack(out, data, t->size);
	else
		dtc_print_stack(out, data, t->size);
}

/* func() sym() mod(): dtrace's dt_print_sym / dt_print_mod, "  %-50s". */
static void print_sym(FILE *out, const struct dtap_vtype *t, uint64_t addr)
{
	char buf[512];

	fprintf(out, "  %-50s", dtc_ksym(addr, t->kind == 'M' ? DTC_KSYM_MOD : DTC_KSYM_SYM,
					 buf, sizeof(buf)));
}

void dtc_trace(FILE *out, const struct dtap_item *item, bool quiet)
{
	const char *s = item->str ? item->str : "";
	int n = item->str ? (int)item->len : 0;

	if (dtc_vtype_is_stack(&item->type)) {
		dtc_print_stack_item(out, &item->type, (const unsigned char *)s);
		return;
	}
	if (item->type.kind == 'S' || item->type.kind == 'M') {
		print_sym(out, &item->type, (uint64_t)item->ival);
		return;
	}
	if (item->type.kind != 's') {
		tr_int(out, &item->type, item->ival, quiet);
		return;
	}
	if (!quiet)
		dtc_put(out, "  ", 2);
	dtc_put(out, s, (size_t)n);
	if (!quiet)
		dtc_put_spaces(out, 33 - n);	/* "%-33s" */
}

/* An aggregation key column (dtrace's dt_print_datum): strings "  %-50s",
 * integers right-aligned in a width set by the key's size (" %8d" for 4
 * bytes, " %16lld" for 8), signed as for trace(). */
void dtc_print_key(FILE *out, const struct dtap_vtype *t, const unsigned char *key)
{
	if (dtc_vtype_is_stack(t)) {
		dtc_print_stack_item(out, t, key);
	} else if (t->kind == 'S' || t->kind == 'M') {
		uint64_t a;

		memcpy(&a, key, sizeof(a));
		print_sym(out, t, a);
	} else if (t->kind == 's') {
		/* a key of exactly strsize bytes has no NUL: bound it */
		fprintf(out, "  %-50.*s",
			(int)strnlen((const char *)key, (size_t)t->size),
			(const char *)key);
	} else {
		int64_t v;

		memcpy(&v, key, sizeof(v));
		tr_key_int(out, t, v);
	}
}
