/*
 * out_mem.c - the output of the actions that record memory:
 *
 * tracemem(): dtrace's hex dump (dt_print_rawbytes): a header line of
 * column digits, then per 16 bytes the offset, the bytes in hex and as
 * characters ('.' for anything not printable), with a margin of 5.
 *
 * print(): dtrace-utils' typed layout (dt_printf.c, dt_print_type and
 * dt_print_visit), C designated-initializer style:
 *   0xffff8880046e3c00 = *
 *                                           (struct path) {
 *                                            .mnt = (struct vfsmount *)0x...,
 *                                            .dentry = (struct dentry *)0x...,
 *                                           }
 * The address follows the probe columns (or starts the line, quiet); the
 * value starts on the next line at column 44, quiet or not, members one
 * space deeper per level, each "[.name = ](type)value," (a char as 'c');
 * a nested struct closes with "},", an array with "],", the outermost
 * struct with "}"; below the top, objects whose bytes are all zero are
 * left out; a char array's elements stop at its first NUL.  Kept
 * difference: float members print (illumos's %+.7e), where dtrace-utils
 * has no case for them.  A scalar or string (a dtap extension) prints as
 * "(type)value", ending its line when quiet.
 */
#include <ctype.h>
#include <inttypes.h>
#include <string.h>

#include "libdtap_impl.h"

#define MEM_MARGIN 5		/* dt_print_rawbytes' */
#define PRINT_INDENT 44		/* dtrace-utils' DT_PRINT_STARTINDENT, quiet or not */
#define PRINT_DEPTH 10		/* and its DT_PRINT_DEPTH */

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
};

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

static void p_visit(const struct pctx *pc, int type, uint64_t off, int depth,
		    const char *name);

/* The start of a line at DEPTH: the indent, then ".NAME = " for a member. */
static void p_line(const struct pctx *pc, int depth, const char *name)
{
	fprintf(pc->out, "%*s", PRINT_INDENT + depth, "");
	if (name && name[0])
		fprintf(pc->out, ".%s = ", name);
}

/* A bitfield member: its bits, left out when they are all zero. */
static void p_bitfield(const struct pctx *pc, const struct dtc_pmember *mb, uint64_t off,
		       int depth)
{
	const struct dtc_ptype *mt = &pc->m->ptypes[mb->type];
	uint64_t nbytes = (uint64_t)(mb->bitoff + mb->bitwidth + 7) / 8;
	uint64_t v = p_bytes(pc, off, nbytes) >> mb->bitoff;

	if (mb->bitwidth < 64)
		v &= (1ULL << mb->bitwidth) - 1;
	if (!v)
		return;
	p_line(pc, depth, mb->name);
	fprintf(pc->out, "(%s)", mt->name);
	p_int(pc, mt, v, mb->bitwidth);
	fputs(",\n", pc->out);
}

/* T's name as dtrace-utils prints it: an anonymous struct, union or
 * enum ("union <anon>" in dtap's types) as the bare keyword. */
static void p_typename(const struct pctx *pc, const struct dtc_ptype *t)
{
	const char *anon = strstr(t->name, " <anon>");

	if (anon && !anon[7])
		fprintf(pc->out, "(%.*s)", (int)(anon - t->name), t->name);
	else
		fprintf(pc->out, "(%s)", t->name);
}

/* A struct or union: "(type) {", its members one level deeper (an
 * anonymous member as a block of its own, as ctf_type_visit() walks it),
 * then "}" ("}," when nested). */
static void p_sou(const struct pctx *pc, const struct dtc_ptype *t, uint64_t off, int depth)
{
	p_typename(pc, t);
	fputs(" {\n", pc->out);
	for (int i = 0; i < t->nmembers; i++) {
		const struct dtc_pmember *mb = &t->members[i];

		if (mb->bitwidth)
			p_bitfield(pc, mb, off + mb->off, depth + 1);
		else
			p_visit(pc, mb->type, off + mb->off, depth + 1, mb->name);
	}
	fprintf(pc->out, "%*s}%s\n", PRINT_INDENT + depth, "", depth ? "," : "");
}

/* An array: "(type) [", its non-zero elements one per line one level
 * deeper (a char array's up to its first NUL), then "],".  An array of
 * zeros shows only its first line, as dtrace-utils' dt_print_visit(). */
static void p_array(const struct pctx *pc, const struct dtc_ptype *t, uint64_t off, int depth)
{
	uint64_t esize = pc->m->ptypes[t->elem].size;

	fprintf(pc->out, "(%s) [%s\n", t->name, t->nelems ? "" : "],");
	if (!t->nelems || p_zero(pc, off, t->size))
		return;
	for (uint64_t i = 0; esize && i < t->nelems && i < t->size / esize; i++) {
		if (t->kind == 'c' && !p_bytes(pc, off + i, 1))
			break;
		p_visit(pc, t->elem, off + i * esize, depth + 1, NULL);
	}
	fprintf(pc->out, "%*s],\n", PRINT_INDENT + depth, "");
}

/*
 * A scalar's "(type)value".  In print()'s layout of memory (LAYOUT), as
 * dt_print_visit() shows it: a char as 'c', an anonymous enum's type as
 * its bare keyword; a value print() was given itself (a dtap extension)
 * shows its number and its type as named.
 */
static void p_leaf(const struct pctx *pc, const struct dtc_ptype *t, uint64_t off, bool layout)
{
	if (layout && t->kind == 'e')
		p_typename(pc, t);
	else
		fprintf(pc->out, "(%s)", t->name);
	if (t->kind == 'f')
		p_float(pc, t, off);
	else if (layout && t->kind == 'i' && !strcmp(t->name, "char"))
		fprintf(pc->out, "'%c'", (char)p_bytes(pc, off, 1));
	else if (t->kind == 'i' || t->kind == 'e')
		p_int(pc, t, p_bytes(pc, off, t->size), (int)(t->size * 8));
	else	/* pointers; anything else as its bits */
		fprintf(pc->out, "0x%" PRIx64, p_bytes(pc, off, t->size < 8 ? t->size : 8));
}

/*
 * One object of type TYPE at OFF, as dtrace-utils' dt_print_visit():
 * its line(s) at DEPTH, ".NAME = " first for a member.  Below the top,
 * an object whose bytes are all zero is left out; deeper than
 * PRINT_DEPTH, "..." stands for the rest.
 */
static void p_visit(const struct pctx *pc, int type, uint64_t off, int depth,
		    const char *name)
{
	const struct dtc_ptype *t = &pc->m->ptypes[type];

	if (depth >= PRINT_DEPTH || off >= pc->len) {
		fprintf(pc->out, "%*s...\n", PRINT_INDENT + depth, "");
		return;
	}
	if (depth > 0 && p_zero(pc, off, t->size))
		return;
	p_line(pc, depth, name);
	switch (t->kind) {
	case 's':
	case 'u':
		p_sou(pc, t, off, depth);
		return;
	case 'a':
	case 'c':
		p_array(pc, t, off, depth);
		return;
	default:	/* floats too: dtrace-utils leaves them out; illumos's layout */
		p_leaf(pc, t, off, true);
		break;
	}
	fputs(",\n", pc->out);
}

void dtc_print(FILE *out, const struct dtc_meta *m, int ptype, const struct dtap_item *it)
{
	const struct dtc_ptype *t = &m->ptypes[ptype];
	struct pctx pc = { out, m, NULL, 0 };
	unsigned char v[8];

	if (it->type.kind == 's') {
		fprintf(out, "(%s)\"%.*s\"", t->name, (int)it->len, it->str ? it->str : "");
	} else if (it->type.kind != 'm') {	/* a scalar: its 8 recorded bytes */
		for (int i = 0; i < 8; i++)
			v[i] = (unsigned char)((uint64_t)it->ival >> (8 * i));
		pc.b = v;
		pc.len = sizeof(v);
		p_leaf(&pc, t, 0, false);
	} else {	/* what a pointer points to, as dt_print_type() */
		pc.b = (const unsigned char *)it->str;
		pc.len = it->len;
		fprintf(out, "0x%" PRIx64 " = *\n", (uint64_t)it->ival);
		p_visit(&pc, ptype, 0, 0, NULL);
		return;
	}
	if (m->quiet)	/* the record's end adds it otherwise */
		putc('\n', out);
}
