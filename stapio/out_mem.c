/*
 * out_mem.c - the output of the actions that record memory:
 *
 * tracemem(): dtrace's hex dump (dt_print_rawbytes): a header line of
 * column digits, then per 16 bytes the offset, the bytes in hex and as
 * characters ('.' for anything not printable), with a margin of 5.
 *
 * print(): dtrace-utils' typed layout, C designated-initializer style:
 *   0xffff8880046e3c00 = *
 *                                           (struct path) {
 *                                            .mnt = (struct vfsmount *)0x...,
 *                                            .dentry = (struct dentry *)0x...,
 *                                           }
 * The first line follows the probe columns; the value starts on the next
 * line at the column the data starts at (44 after dtrace's probe columns,
 * 0 when quiet), members one space deeper per level, each
 * ".name = (type)value,"; members whose bytes are all zero are left out;
 * an anonymous struct/union's members print as the enclosing one's; char
 * arrays print as strings.  A scalar prints as "(type)value".  Quiet,
 * print() ends its line itself.
 */
#include <ctype.h>
#include <inttypes.h>
#include <string.h>

#include "libdtap_impl.h"

#define MEM_MARGIN 5		/* dt_print_rawbytes' */
#define PRINT_COLUMN 44		/* "%3d %6d %32s " of the probe columns */

void dtc_tracemem(FILE *out, const struct dtap_item *it)
{
	const unsigned char *c = (const unsigned char *)it->str;
	size_t n = it->len, i, j;

	if (n == 0)
		return;
	fprintf(out, "\n%*s     ", MEM_MARGIN, "");
	for (i = 0; i < 16; i++)
		fprintf(out, "  %c", "0123456789abcdef"[i]);
	fputs("  0123456789abcdef\n", out);
	for (i = 0; i < n; i += 16) {
		fprintf(out, "%*s%5zx:", MEM_MARGIN, "", i);
		for (j = i; j < i + 16 && j < n; j++)
			fprintf(out, " %02x", c[j]);
		while (j++ % 16)
			fputs("   ", out);
		fputs("  ", out);
		for (j = i; j < i + 16 && j < n; j++)
			putc(c[j] < ' ' || c[j] > '~' ? '.' : c[j], out);
		putc('\n', out);
	}
}

/*
 * trace( ) of a struct, union or array, as dtrace's dt_print_bytes: bytes
 * that are all printable (isprint, isspace, \b, \a) up to a NUL followed
 * only by NULs print as a string ("  %-33s", "%s" when quiet); printable
 * bytes with no NUL at all as "  %-33.*s" (quiet or not, as dtrace);
 * anything else, and everything under -x rawbytes, as tracemem's dump.
 */
void dtc_trace_bytes(FILE *out, const struct dtap_item *it, bool quiet, bool rawbytes)
{
	const char *c = it->str;
	size_t n = it->len, i, j;

	if (n == 0)
		return;
	for (i = 0; !rawbytes && i < n; i++) {
		if (isprint((unsigned char)c[i]) || isspace((unsigned char)c[i]) ||
		    c[i] == '\b' || c[i] == '\a')
			continue;
		if (c[i] != '\0' || i == 0)
			break;
		for (j = i + 1; j < n && c[j] == '\0'; j++)
			;
		if (j != n)
			break;
		fprintf(out, quiet ? "%s" : "  %-33s", c);
		return;
	}
	if (!rawbytes && i == n) {
		fprintf(out, "  %-33.*s", (int)n, c);
		return;
	}
	dtc_tracemem(out, it);
}

/* What one print() is walking: the recorded bytes and the layout. */
struct pctx {
	FILE *out;
	const struct dtc_meta *m;
	const unsigned char *b;
	size_t len;
	int margin;
};

static void p_indent(const struct pctx *pc, int depth)
{
	fprintf(pc->out, "%*s", pc->margin + depth, "");
}

/* SIZE (<= 8) bytes at OFF, little endian, zero-extended; 0 if outside. */
static uint64_t p_bytes(const struct pctx *pc, uint64_t off, uint64_t size)
{
	uint64_t v = 0;

	if (size > 8 || off > pc->len || size > pc->len - off)
		return 0;
	for (uint64_t i = 0; i < size; i++)
		v |= (uint64_t)pc->b[off + i] << (8 * i);
	return v;
}

static int64_t p_sext(uint64_t v, int bits)
{
	if (bits >= 64)
		return (int64_t)v;
	v &= (1ULL << bits) - 1;
	return (v >> (bits - 1)) & 1 ? (int64_t)(v | ~((1ULL << bits) - 1)) : (int64_t)v;
}

static bool p_zero(const struct pctx *pc, uint64_t off, uint64_t size)
{
	for (uint64_t i = 0; i < size && off + i < pc->len; i++)
		if (pc->b[off + i])
			return false;
	return true;
}

/* A float, double or long double at OFF as illumos's print() shows it
 * (dt_print_float: %+.7e, long double %+.16LE); another size is unknown. */
static void p_float(const struct pctx *pc, const struct dtc_ptype *t, uint64_t off)
{
	float f;
	double d;
	long double ld;

	if (off > pc->len || t->size > pc->len - off) {
		fputs("<unknown encoding>", pc->out);
	} else if (t->size == sizeof(f)) {
		memcpy(&f, pc->b + off, sizeof(f));
		fprintf(pc->out, "%+.7e", f);
	} else if (t->size == sizeof(d)) {
		memcpy(&d, pc->b + off, sizeof(d));
		fprintf(pc->out, "%+.7e", d);
	} else if (t->size == sizeof(ld)) {	/* x86's 80 bits in 16 bytes */
		memset(&ld, 0, sizeof(ld));
		memcpy(&ld, pc->b + off, 10);
		fprintf(pc->out, "%+.16LE", ld);
	} else {
		fputs("<unknown encoding>", pc->out);
	}
}

/* An integer or enum of type T with value V (BITS wide). */
static void p_int(const struct pctx *pc, const struct dtc_ptype *t, uint64_t v, int bits)
{
	if (t->is_signed)
		v = (uint64_t)p_sext(v, bits);
	for (int i = 0; t->kind == 'e' && i < t->nenums; i++) {
		if ((uint64_t)t->enums[i].value == v) {
			fputs(t->enums[i].name, pc->out);
			return;
		}
	}
	if (t->is_signed)
		fprintf(pc->out, "%" PRId64, (int64_t)v);
	else
		fprintf(pc->out, "%" PRIu64, v);
}

static void p_value(const struct pctx *pc, int type, uint64_t off, int depth);

/* The members of struct/union T at OFF, one line each; anonymous members'
 * own members in their place. */
static void p_members(const struct pctx *pc, const struct dtc_ptype *t, uint64_t off,
		      int depth)
{
	for (int i = 0; i < t->nmembers; i++) {
		const struct dtc_pmember *mb = &t->members[i];
		const struct dtc_ptype *mt = &pc->m->ptypes[mb->type];
		uint64_t moff = off + mb->off;

		if (!mb->name[0] && (mt->kind == 's' || mt->kind == 'u')) {
			p_members(pc, mt, moff, depth);
			continue;
		}
		if (mb->bitwidth) {
			uint64_t nbytes = (uint64_t)(mb->bitoff + mb->bitwidth + 7) / 8;
			uint64_t v = p_bytes(pc, moff, nbytes) >> mb->bitoff;

			if (mb->bitwidth < 64)
				v &= (1ULL << mb->bitwidth) - 1;
			if (!v)
				continue;
			p_indent(pc, depth);
			fprintf(pc->out, ".%s = (%s)", mb->name, mt->name);
			p_int(pc, mt, v, mb->bitwidth);
			fputs(",\n", pc->out);
			continue;
		}
		if (p_zero(pc, moff, mt->size))
			continue;
		p_indent(pc, depth);
		fprintf(pc->out, ".%s = ", mb->name);
		p_value(pc, mb->type, moff, depth);
		fputs(",\n", pc->out);
	}
}

/* A char array: its bytes up to the first NUL. */
static void p_chars(const struct pctx *pc, const struct dtc_ptype *t, uint64_t off)
{
	putc('"', pc->out);
	for (uint64_t i = 0; i < t->size && off + i < pc->len && pc->b[off + i]; i++)
		putc(pc->b[off + i], pc->out);
	putc('"', pc->out);
}

/* "(type)value" of the object of type TYPE at OFF; a struct, union or
 * array opens a block whose lines are at DEPTH + 1 and closes it at
 * DEPTH (the caller ends the line). */
static void p_value(const struct pctx *pc, int type, uint64_t off, int depth)
{
	const struct dtc_ptype *t = &pc->m->ptypes[type];
	uint64_t esize;

	switch (t->kind) {
	case 's':
	case 'u':
		fprintf(pc->out, "(%s) {\n", t->name);
		p_members(pc, t, off, depth + 1);
		p_indent(pc, depth);
		putc('}', pc->out);
		return;
	case 'c':
		fprintf(pc->out, "(%s)", t->name);
		p_chars(pc, t, off);
		return;
	case 'a':
		fprintf(pc->out, "(%s) [\n", t->name);
		esize = pc->m->ptypes[t->elem].size;
		for (uint64_t i = 0; esize && i < t->nelems && i < t->size / esize; i++) {
			if (p_zero(pc, off + i * esize, esize))
				continue;
			p_indent(pc, depth + 1);
			p_value(pc, t->elem, off + i * esize, depth + 1);
			fputs(",\n", pc->out);
		}
		p_indent(pc, depth);
		putc(']', pc->out);
		return;
	case 'i':
	case 'e':
		fprintf(pc->out, "(%s)", t->name);
		p_int(pc, t, p_bytes(pc, off, t->size), (int)(t->size * 8));
		return;
	case 'f':
		fprintf(pc->out, "(%s)", t->name);
		p_float(pc, t, off);
		return;
	default:	/* pointers; anything else as its bits */
		fprintf(pc->out, "(%s)0x%" PRIx64, t->name,
			p_bytes(pc, off, t->size < 8 ? t->size : 8));
		return;
	}
}

void dtc_print(FILE *out, const struct dtc_meta *m, int ptype, const struct dtap_item *it)
{
	const struct dtc_ptype *t = &m->ptypes[ptype];
	struct pctx pc = { out, m, NULL, 0, m->quiet ? 0 : PRINT_COLUMN };
	unsigned char v[8];

	if (it->type.kind == 's') {
		fprintf(out, "(%s)\"%.*s\"", t->name, (int)it->len, it->str ? it->str : "");
	} else if (it->type.kind != 'm') {	/* a scalar: its 8 recorded bytes */
		for (int i = 0; i < 8; i++)
			v[i] = (unsigned char)((uint64_t)it->ival >> (8 * i));
		pc.b = v;
		pc.len = sizeof(v);
		p_value(&pc, ptype, 0, 0);
	} else {
		pc.b = (const unsigned char *)it->str;
		pc.len = it->len;
		fprintf(out, "0x%" PRIx64 " = *\n", (uint64_t)it->ival);
		p_indent(&pc, 0);
		p_value(&pc, ptype, 0, 0);
	}
	if (m->quiet)	/* the record's end adds it otherwise */
		putc('\n', out);
}
