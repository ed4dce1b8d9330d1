/*
 * ucfi.c - an ELF object's call frame information as the module's
 * unwinding rows (dtap_wire.h: struct dtap_uwt_row): for each address
 * range, where the CFA is (rsp or rbp plus an offset) and where the
 * caller's rbp was saved; the return address is at CFA - 8 (x86-64).
 *
 * The CFI is the object's .eh_frame (what the C++ runtime unwinds with,
 * kept by strip) and its .debug_frame (-g without unwind tables: there
 * .eh_frame holds the C runtime's functions only), both read: a function
 * in both has the same rules in each.  Each FDE's instructions are run
 * from its CIE's initial ones (DW_CFA_def_cfa*, offset*, restore*,
 * advance_loc*, remember/restore_state, ...), a row at every advance.
 * A rule the module cannot follow (a CFA given by a DWARF expression, as
 * in PLT entries and signal trampolines; rbp or the return address kept
 * in another register) gives a DTAP_UWT_NONE row: the module walks that
 * frame by its frame pointer.  A return address rule "undefined" (_start,
 * a thread's start) gives DTAP_UWT_STOP: the outermost frame.  Addresses
 * are the object's link-time ones; uwind.c moves them to where the
 * process mapped it.  Bytes are read with bounds checks only: a corrupt
 * section ends the reading of its entries, never more.
 */
#include <gelf.h>
#include <stdlib.h>
#include <string.h>

#include "libdtap_impl.h"
#include "dtap_wire.h"

#define DW_REG_RBP	6
#define DW_REG_RSP	7
#define DW_REG_RA	16
#define CFI_STACK	16	/* remember_state depth kept */

enum rule { R_SAME, R_UNDEF, R_OFFSET, R_OTHER };

struct cfi_state {
	int cfa_reg;		/* -1: an expression */
	int64_t cfa_off;
	enum rule rbp, ra;
	int64_t rbp_off, ra_off;
};

struct cfi_reader {
	const unsigned char *p, *end;
	bool bad;
};

struct cie {
	uint64_t code_align;
	int64_t data_align;
	int ra_reg;
	unsigned char fde_enc;	/* DW_EH_PE_* of the FDEs' addresses */
	bool has_aug_data;	/* "z": FDEs have augmentation data */
	const unsigned char *insns, *insns_end;
};

struct cfi_sec {
	const unsigned char *data;
	size_t size;
	uint64_t addr;		/* the section's address (pc-relative pointers) */
	bool eh;		/* .eh_frame, else .debug_frame */
};

struct rows {
	struct dtap_uwt_row *v;
	size_t n, cap;
	bool nomem;
};

static uint64_t rd_u(struct cfi_reader *r, int size)
{
	uint64_t v = 0;

	if (r->bad || r->end - r->p < size) {
		r->bad = true;
		return 0;
	}
	for (int i = size - 1; i >= 0; i--)	/* little-endian */
		v = (v << 8) | r->p[i];
	r->p += size;
	return v;
}

/* A LEB128 number's bits, and how many there were (SHIFT) and whether
 * its last byte's sign bit was set (NEG); the reader goes bad if it runs
 * off the end. */
static uint64_t rd_leb(struct cfi_reader *r, int *shift, bool *neg)
{
	uint64_t v = 0;

	*shift = 0;
	while (!r->bad && r->p < r->end) {
		unsigned char b = *r->p++;

		if (*shift < 64)
			v |= (uint64_t)(b & 0x7f) << *shift;
		*shift += 7;
		if (!(b & 0x80)) {
			*neg = b & 0x40;
			return v;
		}
	}
	r->bad = true;
	return 0;
}

static uint64_t rd_uleb(struct cfi_reader *r)
{
	int shift;
	bool neg;

	return rd_leb(r, &shift, &neg);
}

static int64_t rd_sleb(struct cfi_reader *r)
{
	int shift;
	bool neg = false;
	uint64_t v = rd_leb(r, &shift, &neg);

	if (neg && shift < 64)
		v |= ~0ULL << shift;
	return (int64_t)v;
}

/* A pointer encoded as ENC (DW_EH_PE_*), at section address SEC_ADDR +
 * its offset for pc-relative ones; false for forms not followed here
 * (data-relative, indirect, aligned). */
static bool rd_ptr(struct cfi_reader *r, const struct cfi_sec *s, unsigned char enc,
		   uint64_t *out)
{
	uint64_t at = s->addr + (uint64_t)(r->p - s->data), v;

	if (enc == 0xff)	/* DW_EH_PE_omit */
		return false;
	switch (enc & 0x0f) {
	case 0x00: v = rd_u(r, 8); break;				/* absptr */
	case 0x01: v = rd_uleb(r); break;
	case 0x02: v = rd_u(r, 2); break;
	case 0x03: v = rd_u(r, 4); break;
	case 0x04: v = rd_u(r, 8); break;
	case 0x09: v = (uint64_t)rd_sleb(r); break;
	case 0x0a: v = (uint64_t)(int64_t)(int16_t)rd_u(r, 2); break;
	case 0x0b: v = (uint64_t)(int64_t)(int32_t)rd_u(r, 4); break;
	case 0x0c: v = rd_u(r, 8); break;
	default: r->bad = true; return false;
	}
	switch (enc & 0x70) {
	case 0x00: break;
	case 0x10: v += at; break;					/* pcrel */
	default: return false;
	}
	*out = v;
	return !r->bad && !(enc & 0x80);
}

/* The CIE at R (after its id); false when it is not one we can use. */
static bool read_cie(struct cfi_reader *r, const struct cfi_sec *s, struct cie *c)
{
	int version = (int)rd_u(r, 1);
	const char *aug = (const char *)r->p;
	size_t auglen = strnlen(aug, (size_t)(r->end - r->p));

	memset(c, 0, sizeof(*c));
	c->fde_enc = 0x00;	/* absptr, .debug_frame's form */
	if (auglen == (size_t)(r->end - r->p))
		return false;
	r->p += auglen + 1;
	if (version == 4) {	/* .debug_frame v4: address and segment sizes */
		if (rd_u(r, 1) != 8 || rd_u(r, 1) != 0)
			return false;
	}
	if (!strcmp(aug, "eh"))	/* an old g++'s: a pointer follows */
		rd_u(r, 8);
	c->code_align = rd_uleb(r);
	c->data_align = rd_sleb(r);
	c->ra_reg = version == 1 ? (int)rd_u(r, 1) : (int)rd_uleb(r);
	if (aug[0] == 'z') {
		uint64_t len = rd_uleb(r), ignored;
		const unsigned char *data_end = r->p + len;

		if (r->bad || len > (uint64_t)(r->end - r->p))
			return false;
		c->has_aug_data = true;
		for (const char *a = aug + 1; *a && !r->bad; a++) {
			if (*a == 'R') {
				c->fde_enc = (unsigned char)rd_u(r, 1);
			} else if (*a == 'P') {
				unsigned char enc = (unsigned char)rd_u(r, 1);

				rd_ptr(r, s, enc & 0x7f, &ignored);
			} else if (*a == 'L') {
				rd_u(r, 1);
			} else if (*a != 'S' && *a != 'B') {
				break;	/* unknown: the length skips it */
			}
		}
		r->p = data_end;
	} else if (aug[0] && strcmp(aug, "eh")) {
		return false;	/* an augmentation we cannot skip */
	}
	c->insns = r->p;
	c->insns_end = r->end;
	return !r->bad && c->code_align;
}

static void push_row(struct rows *rs, uint64_t pc, const struct cfi_state *st, bool end)
{
	struct dtap_uwt_row row = { .pc = pc, .kind = DTAP_UWT_NONE };

	if (rs->n == rs->cap) {
		size_t cap = rs->cap ? 2 * rs->cap : 1024;
		struct dtap_uwt_row *v = realloc(rs->v, cap * sizeof(*v));

		if (!v) {
			rs->nomem = true;
			return;
		}
		rs->v = v;
		rs->cap = cap;
	}
	if (end)
		;	/* past the FDE: nothing known */
	else if (st->ra == R_UNDEF)
		row.kind = DTAP_UWT_STOP;
	else if ((st->cfa_reg == DW_REG_RSP || st->cfa_reg == DW_REG_RBP) &&
		 st->ra == R_OFFSET && st->ra_off == -8 &&
		 (st->rbp == R_SAME || st->rbp == R_UNDEF ||
		  (st->rbp == R_OFFSET && st->rbp_off >= INT16_MIN && st->rbp_off <= INT16_MAX)) &&
		 st->cfa_off >= INT32_MIN && st->cfa_off <= INT32_MAX) {
		row.kind = st->cfa_reg == DW_REG_RSP ? DTAP_UWT_RSP : DTAP_UWT_RBP;
		row.cfa_off = (int32_t)st->cfa_off;
		row.rbp_saved = st->rbp == R_OFFSET;
		row.rbp_off = row.rbp_saved ? (int16_t)st->rbp_off : 0;
	}
	rs->v[rs->n++] = row;
}

/* Register REG's rule set to KIND (OFF: its offset from the CFA). */
static void set_rule(struct cfi_state *st, uint64_t reg, enum rule kind, int64_t off)
{
	if (reg == DW_REG_RBP) {
		st->rbp = kind;
		st->rbp_off = off;
	} else if (reg == DW_REG_RA) {
		st->ra = kind;
		st->ra_off = off;
	}
}

static void restore_rule(struct cfi_state *st, const struct cfi_state *init, uint64_t reg)
{
	if (reg == DW_REG_RBP)
		set_rule(st, reg, init->rbp, init->rbp_off);
	else if (reg == DW_REG_RA)
		set_rule(st, reg, init->ra, init->ra_off);
}

struct cfi_run {
	const struct cie *c;
	const struct cfi_sec *s;
	struct cfi_state st, init, stack[CFI_STACK];
	int depth;
	uint64_t loc, end;
	struct rows *rows;	/* NULL: running the CIE's initial instructions */
};

/* Move to LOC: the rows of the state so far end there. */
static void advance(struct cfi_run *x, uint64_t loc)
{
	if (x->rows && loc > x->loc && x->loc < x->end) {
		push_row(x->rows, x->loc, &x->st, false);
		x->loc = loc < x->end ? loc : x->end;
	}
}

/* One DW_CFA_ instruction with no high-bit operand; false: stop. */
static bool run_op(struct cfi_run *x, struct cfi_reader *r, unsigned char op)
{
	uint64_t reg, v;

	switch (op) {
	case 0x00: return true;						/* nop */
	case 0x01: return rd_ptr(r, x->s, x->c->fde_enc, &v) && (advance(x, v), true);
	case 0x02: advance(x, x->loc + rd_u(r, 1) * x->c->code_align); return true;
	case 0x03: advance(x, x->loc + rd_u(r, 2) * x->c->code_align); return true;
	case 0x04: advance(x, x->loc + rd_u(r, 4) * x->c->code_align); return true;
	case 0x05: reg = rd_uleb(r);					/* offset_extended */
		set_rule(&x->st, reg, R_OFFSET, (int64_t)rd_uleb(r) * x->c->data_align);
		return true;
	case 0x06: restore_rule(&x->st, &x->init, rd_uleb(r)); return true;
	case 0x07: set_rule(&x->st, rd_uleb(r), R_UNDEF, 0); return true;
	case 0x08: set_rule(&x->st, rd_uleb(r), R_SAME, 0); return true;
	case 0x09: reg = rd_uleb(r); rd_uleb(r);			/* register */
		set_rule(&x->st, reg, R_OTHER, 0);
		return true;
	case 0x0a:							/* remember_state */
		if (x->depth == CFI_STACK)
			return false;
		x->stack[x->depth++] = x->st;
		return true;
	case 0x0b:							/* restore_state */
		if (!x->depth)
			return false;
		/* the CFA too, as gcc's epilogues expect (libgcc, elfutils
		 * and libunwind restore it) */
		x->st = x->stack[--x->depth];
		return true;
	case 0x0c: x->st.cfa_reg = (int)rd_uleb(r); x->st.cfa_off = (int64_t)rd_uleb(r);
		return true;
	case 0x0d: x->st.cfa_reg = (int)rd_uleb(r); return true;
	case 0x0e: x->st.cfa_off = (int64_t)rd_uleb(r); return true;
	case 0x0f: v = rd_uleb(r); r->p += v <= (uint64_t)(r->end - r->p) ? v : 0;
		x->st.cfa_reg = -1;					/* def_cfa_expression */
		return v <= (uint64_t)(r->end - r->p);
	case 0x10: case 0x16: reg = rd_uleb(r); v = rd_uleb(r);	/* (val_)expression */
		if (v > (uint64_t)(r->end - r->p))
			return false;
		r->p += v;
		set_rule(&x->st, reg, R_OTHER, 0);
		return true;
	case 0x11: reg = rd_uleb(r);					/* offset_extended_sf */
		set_rule(&x->st, reg, R_OFFSET, rd_sleb(r) * x->c->data_align);
		return true;
	case 0x12: x->st.cfa_reg = (int)rd_uleb(r);			/* def_cfa_sf */
		x->st.cfa_off = rd_sleb(r) * x->c->data_align;
		return true;
	case 0x13: x->st.cfa_off = rd_sleb(r) * x->c->data_align; return true;
	case 0x14: case 0x15: reg = rd_uleb(r);				/* val_offset(_sf) */
		if (op == 0x14)
			rd_uleb(r);
		else
			rd_sleb(r);
		set_rule(&x->st, reg, R_OTHER, 0);
		return true;
	case 0x2e: rd_uleb(r); return true;				/* GNU_args_size */
	case 0x2f: reg = rd_uleb(r);			/* GNU_negative_offset_extended */
		set_rule(&x->st, reg, R_OFFSET, -(int64_t)rd_uleb(r) * x->c->data_align);
		return true;
	}
	return false;	/* unknown: the rest of the FDE cannot be read */
}

/* The instructions in [P, END). */
static void run_insns(struct cfi_run *x, const unsigned char *p, const unsigned char *end)
{
	struct cfi_reader r = { p, end, false };

	while (r.p < r.end && !r.bad) {
		unsigned char op = *r.p++;

		switch (op >> 6) {
		case 1: advance(x, x->loc + (op & 0x3f) * x->c->code_align); break;
		case 2: set_rule(&x->st, op & 0x3f, R_OFFSET,
				 (int64_t)rd_uleb(&r) * x->c->data_align); break;
		case 3: restore_rule(&x->st, &x->init, op & 0x3f); break;
		default:
			if (!run_op(x, &r, op))
				return;
		}
	}
}

/* The rows of the FDE at R (after its CIE pointer). */
static void read_fde(struct cfi_reader *r, const struct cfi_sec *s, const struct cie *c,
		     struct rows *rows)
{
	struct cfi_run x = { .c = c, .s = s };
	uint64_t start, range;

	if (!rd_ptr(r, s, c->fde_enc, &start) || !rd_ptr(r, s, c->fde_enc & 0x0f, &range) ||
	    !range)
		return;
	if (c->has_aug_data) {
		uint64_t len = rd_uleb(r);

		if (r->bad || len > (uint64_t)(r->end - r->p))
			return;
		r->p += len;
	}
	x.st = (struct cfi_state){ .cfa_reg = DW_REG_RSP, .cfa_off = 8, .rbp = R_SAME,
				   .ra = R_SAME };
	run_insns(&x, c->insns, c->insns_end);
	x.init = x.st;
	x.depth = 0;
	x.rows = rows;
	x.loc = start;
	x.end = start + range;
	run_insns(&x, r->p, r->end);
	if (x.loc < x.end)
		push_row(rows, x.loc, &x.st, false);
	push_row(rows, x.end, &x.st, true);
}

/* Every FDE of section S. */
static void read_section(const struct cfi_sec *s, struct rows *rows)
{
	size_t off = 0;

	while (off + 4 <= s->size && !rows->nomem) {
		struct cfi_reader r = { s->data + off, s->data + s->size, false };
		uint64_t len = rd_u(&r, 4), id, here;
		int idsize = 4;
		struct cie c;

		if (len == 0xffffffff) {
			len = rd_u(&r, 8);
			idsize = 8;
		}
		if (r.bad || (s->eh && len == 0) || len > (uint64_t)(r.end - r.p))
			return;
		r.end = r.p + len;
		here = (uint64_t)(r.p - s->data);
		off = (size_t)(r.end - s->data);
		id = rd_u(&r, idsize);
		if (s->eh ? id == 0 : id == (idsize == 4 ? 0xffffffffULL : ~0ULL))
			continue;	/* a CIE: read with its FDEs */
		{
			uint64_t cie_off = s->eh ? here - id : id;
			struct cfi_reader cr;
			uint64_t clen;

			if (cie_off + 4 > s->size)
				continue;
			cr = (struct cfi_reader){ s->data + cie_off, s->data + s->size, false };
			clen = rd_u(&cr, 4);
			if (clen == 0xffffffff)
				clen = rd_u(&cr, 8);
			if (cr.bad || clen > (uint64_t)(cr.end - cr.p))
				continue;
			cr.end = cr.p + clen;
			rd_u(&cr, idsize);
			if (!read_cie(&cr, s, &c))
				continue;
		}
		read_fde(&r, s, &c, rows);
	}
}

static int row_cmp(const void *a, const void *b)
{
	const struct dtap_uwt_row *x = a, *y = b;

	if (x->pc != y->pc)
		return x->pc < y->pc ? -1 : 1;
	/* at the same pc an FDE's start wins over another's end */
	return (x->kind != DTAP_UWT_NONE) - (y->kind != DTAP_UWT_NONE);
}

static bool same_rule(const struct dtap_uwt_row *a, const struct dtap_uwt_row *b)
{
	return a->kind == b->kind && a->cfa_off == b->cfa_off &&
	       a->rbp_saved == b->rbp_saved && a->rbp_off == b->rbp_off;
}

/* Sorted, one row per pc (the last after sorting: an FDE's start over
 * another's end), a row that repeats its predecessor's rule dropped. */
size_t dtc_cfi_tidy(struct dtap_uwt_row *v, size_t nv)
{
	size_t n = 0;

	qsort(v, nv, sizeof(*v), row_cmp);
	for (size_t i = 0; i < nv; i++) {
		if (n && v[n - 1].pc == v[i].pc)
			v[n - 1] = v[i];
		else if (!n || !same_rule(&v[n - 1], &v[i]))
			v[n++] = v[i];
	}
	/* an override may have made two neighbours equal: drop repeats */
	nv = n;
	n = 0;
	for (size_t i = 0; i < nv; i++)
		if (!n || !same_rule(&v[n - 1], &v[i]))
			v[n++] = v[i];
	return n;
}

static bool find_section(Elf *elf, const char *name, struct cfi_sec *s)
{
	Elf_Scn *scn = NULL;
	size_t shstrndx;

	if (elf_getshdrstrndx(elf, &shstrndx) < 0)
		return false;
	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		const char *n;
		Elf_Data *d;

		if (!gelf_getshdr(scn, &sh) || sh.sh_type == SHT_NOBITS ||
		    !(n = elf_strptr(elf, shstrndx, sh.sh_name)) || strcmp(n, name))
			continue;
		if (!(d = elf_getdata(scn, NULL)) || !d->d_buf || !d->d_size)
			return false;
		*s = (struct cfi_sec){ d->d_buf, d->d_size, sh.sh_addr, false };
		return true;
	}
	return false;
}

int dtc_cfi_rows(Elf *elf, struct dtap_uwt_row **out, size_t *nout)
{
	struct rows rows = { 0 };
	struct cfi_sec s;
	GElf_Ehdr eh;

	*out = NULL;
	*nout = 0;
	if (!gelf_getehdr(elf, &eh) || eh.e_machine != EM_X86_64 ||
	    eh.e_ident[EI_CLASS] != ELFCLASS64)
		return 0;
	if (find_section(elf, ".eh_frame", &s)) {
		s.eh = true;
		read_section(&s, &rows);
	}
	if (find_section(elf, ".debug_frame", &s))
		read_section(&s, &rows);
	if (rows.nomem) {
		free(rows.v);
		return -1;
	}
	*out = rows.v;
	*nout = dtc_cfi_tidy(rows.v, rows.n);
	return 0;
}
