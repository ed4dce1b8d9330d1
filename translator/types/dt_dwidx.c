/*
 * dt_dwidx.c - the name index of the kernel's DWARF: every named type,
 * enumerator, function and variable -> the offset of one DIE defining
 * it (the first in .debug_info order), cached per kernel build-id under
 * ~/.cache/dtap/dwarf/BUILDID.idx, so later runs bsearch an mmap.
 *
 * Keys: "struct NAME", "union NAME", "enum NAME", "NAME" (a typedef),
 * "=NAME" (an enumerator: its enum's DIE), "v:NAME" (a variable, its
 * definition or a declaration), "f:NAME" (a function with code).
 *
 * The index comes from a walk over the top-level DIEs of the CUs in
 * order (~2,200 CUs, millions of DIEs on a 6.1 vmlinux), which goes only
 * as far as the names looked up need: the tapsets' struct task_struct is
 * in the first CU, their struct mount a third of the way in.  What a
 * walk found is cached (BUILDID.names), and a walk that reaches the end
 * (a name no CU defines, dtap -lv) caches the whole index.
 *
 * The walk reads .debug_info itself rather than through libdw: libdw
 * searches a DIE's attributes anew for each question (its tag, name,
 * sibling, flags) and takes a lock each time, which made the whole walk
 * cost 0.65 s of CPU (now ~0.2 s).  Here each DIE is decoded once
 * against its CU's abbreviations, and a name seen before is recognised
 * by its address in .debug_str (the linker merges equal strings) instead
 * of being hashed and compared again.
 */
#define _GNU_SOURCE	/* qsort_r */
#include <dwarf.h>
#include <elfutils/libdw.h>
#include <gelf.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#include "types/dt_types.h"

/* ---- the index file ---- */

struct idx_entry {
	uint32_t name;		/* offset in the string blob */
	uint32_t pad;
	uint64_t off;		/* DIE offset */
};

struct idx_header {
	char magic[8];		/* "DTAPDWI3" */
	uint32_t count, strbytes;
};

static const struct idx_entry *idx;
static const char *idx_str;
static uint32_t idx_count;
static bool idx_tried;

static bool index_map(const char *path)
{
	size_t len;
	const struct idx_header *h = dt_map_file(path, sizeof(*h), &len);

	if (!h)
		return false;
	if (memcmp(h->magic, "DTAPDWI3", 8) != 0 ||
	    sizeof(*h) + (size_t)h->count * sizeof(*idx) + h->strbytes != len) {
		munmap((void *)h, len);
		return false;
	}
	idx = (const struct idx_entry *)(h + 1);
	idx_count = h->count;
	idx_str = (const char *)(idx + idx_count);
	return true;
}

/* ---- building: the entries, and the names seen ---- */

/* The sections read: pointers into libelf's mapping of the file */
struct sect {
	const unsigned char *p;
	size_t n;
};

static struct sect info, abbrev, str, line_str, str_offs;


struct build {
	struct idx_entry *e;
	size_t n, cap;
	char *str;
	size_t slen, scap;
	uint32_t *hash;		/* by key text: entry index + 1 */
	size_t hsize;
	/* names seen already, by kind and address or bytes (seen_before) */
	uint32_t *seen;
	size_t seen_size, nseen;
};

/* Is KEY indexed?  *SLOT: its slot in the hash, or the free one for it. */
static bool build_has(struct build *b, const char *key, size_t *slot)
{
	size_t h;

	for (h = dt_strhash(key) & (b->hsize - 1); b->hash[h]; h = (h + 1) & (b->hsize - 1))
		if (!strcmp(b->str + b->e[b->hash[h] - 1].name, key))
			break;
	*slot = h;
	return b->hash[h] != 0;
}

/* KEY (PREFIX NAME) -> OFF, unless KEY is indexed already. */
static void build_key(struct build *b, const char *prefix, const char *name, Dwarf_Off off)
{
	char key[512];
	size_t pl = strlen(prefix), nl = strlen(name), slot;

	if (pl + nl >= sizeof(key))
		return;
	memcpy(key, prefix, pl);
	memcpy(key + pl, name, nl + 1);
	if (build_has(b, key, &slot) || b->n * 2 >= b->hsize)
		return;		/* full: cannot happen with the sizes below */
	b->str = dt_grow(b->str, &b->scap, b->slen + pl + nl + 1, 1);
	memcpy(b->str + b->slen, key, pl + nl + 1);
	b->e = dt_grow(b->e, &b->cap, b->n + 1, sizeof(*b->e));
	b->e[b->n].name = (uint32_t)b->slen;
	b->e[b->n].pad = 0;
	b->e[b->n].off = off;
	b->slen += pl + nl + 1;
	b->hash[slot] = (uint32_t)++b->n;
}

enum key_kind { K_STRUCT, K_UNION, K_ENUM, K_ENUMERATOR, K_TYPEDEF, K_VAR, K_FUNC };
static const char *const key_prefix[] = { "struct ", "union ", "enum ", "=", "", "v:", "f:" };

/*
 * Was NAME seen as a key of KIND before?  Marks it seen.  A name in a
 * string section (SHARED) is known by its offset there, as the linker
 * merged equal strings; a short name inline in the DIE by its bytes; the
 * key's text decides for the others (and when the table is full).  The
 * keys are 32 bits (value << 5 | kind << 2 | which), so that the table
 * of the millions of top-level DIEs' names stays small in the caches.
 */
static bool seen_before(struct build *b, enum key_kind kind, const char *name, bool shared)
{
	uint32_t k = 0, h;
	size_t len;

	if (shared && name >= (const char *)str.p && name < (const char *)str.p + (1 << 27))
		k = (uint32_t)(name - (const char *)str.p) << 5 | 1;
	else if (shared && name >= (const char *)line_str.p &&
		 name < (const char *)line_str.p + (1 << 27))
		k = (uint32_t)(name - (const char *)line_str.p) << 5 | 2;
	else if (!shared && (len = strnlen(name, 4)) < 4) {
		memcpy(&k, name, len);
		k = k << 5 | 3;
	}
	if (!k || b->nseen * 2 >= b->seen_size)
		return false;
	k |= (uint32_t)kind << 2;
	for (h = (k * 0x9e3779b1u >> 8) & (uint32_t)(b->seen_size - 1); b->seen[h];
	     h = (h + 1) & (uint32_t)(b->seen_size - 1))
		if (b->seen[h] == k)
			return true;
	b->seen[h] = k;
	b->nseen++;
	return false;
}

/* NAME as a key of KIND -> OFF, unless indexed already. */
static void build_add(struct build *b, enum key_kind kind, const char *name, bool shared,
		      Dwarf_Off off)
{
	if (name && !seen_before(b, kind, name, shared))
		build_key(b, key_prefix[kind], name, off);
}

/* ---- reading .debug_info ---- */

/* What the index reads of an attribute (the others are skipped). */
enum attr_role { R_OTHER, R_NAME, R_SIBLING, R_DECL, R_CODE, R_ORIGIN, R_STROFF };

/* An abbreviation, decoded once per unit: its tag, children flag and
 * attributes (u->attrs[first .. first + n)), each a form and a role. */
struct abbr {
	unsigned tag;
	bool children, present;
	uint32_t first, n;
};

struct attr_spec {
	uint16_t form;
	uint8_t role;
};

/* The unit being walked: its bounds, sizes and abbreviations. */
struct unit {
	size_t start, end;	/* offsets in .debug_info */
	int offset_size, addr_size, version;
	uint64_t str_offsets_base;
	struct abbr *abbr;	/* by code */
	size_t nabbr, abbr_cap;
	struct attr_spec *attrs;
	size_t nattrs, attrs_cap;
};

/* What the index needs of a DIE. */
struct die {
	unsigned tag;
	bool children, decl, has_code;
	const char *name;
	bool name_shared;	/* NAME is in .debug_str or .debug_line_str */
	size_t sibling;		/* offset in .debug_info; 0: none */
	size_t origin;		/* DW_AT_abstract_origin/specification; 0: none */
};

static uint64_t uleb(const unsigned char **pp, const unsigned char *end)
{
	uint64_t v = 0;
	int shift = 0;

	while (*pp < end) {
		unsigned char c = *(*pp)++;

		if (shift < 64)
			v |= (uint64_t)(c & 0x7f) << shift;
		shift += 7;
		if (!(c & 0x80))
			break;
	}
	return v;
}

static uint64_t fixed(const unsigned char **pp, int size)
{
	uint64_t v = 0;

	memcpy(&v, *pp, (size_t)size);	/* little-endian, as x86-64 is */
	*pp += size;
	return v;
}

static enum attr_role role_of(uint64_t at)
{
	switch (at) {
	case DW_AT_name: return R_NAME;
	case DW_AT_sibling: return R_SIBLING;
	case DW_AT_declaration: return R_DECL;
	case DW_AT_low_pc: case DW_AT_ranges: return R_CODE;
	case DW_AT_abstract_origin: case DW_AT_specification: return R_ORIGIN;
	case DW_AT_str_offsets_base: return R_STROFF;
	default: return R_OTHER;
	}
}

/* The abbreviations of the unit at OFF in .debug_abbrev, decoded. */
static bool read_abbrevs(struct unit *u, uint64_t off)
{
	const unsigned char *p = abbrev.p + off, *end = abbrev.p + abbrev.n;

	if (off >= abbrev.n)
		return false;
	u->nabbr = u->nattrs = 0;
	while (p < end) {
		uint64_t code = uleb(&p, end), at, form;
		struct abbr *a;

		if (code == 0)
			return true;
		if (code > 1 << 20)
			return false;
		if (code >= u->nabbr) {
			u->abbr = dt_grow(u->abbr, &u->abbr_cap, code + 1, sizeof(*u->abbr));
			memset(u->abbr + u->nabbr, 0, (code + 1 - u->nabbr) * sizeof(*u->abbr));
			u->nabbr = code + 1;
		}
		a = &u->abbr[code];
		a->tag = (unsigned)uleb(&p, end);
		a->children = p < end && *p++ != 0;
		a->present = true;
		a->first = (uint32_t)u->nattrs;
		for (;;) {
			at = uleb(&p, end);
			form = uleb(&p, end);
			if ((!at && !form) || p >= end)
				break;
			if (form == DW_FORM_implicit_const)
				uleb(&p, end);	/* its value: no role needs it */
			u->attrs = dt_grow(u->attrs, &u->attrs_cap, u->nattrs + 1, sizeof(*u->attrs));
			u->attrs[u->nattrs].form = (uint16_t)form;
			u->attrs[u->nattrs++].role = (uint8_t)role_of(at);
		}
		a->n = (uint32_t)u->nattrs - a->first;
	}
	return false;
}

/* The abbreviation CODE of U, or NULL. */
static const struct abbr *abbr_of(const struct unit *u, uint64_t code)
{
	return code < u->nabbr && u->abbr[code].present ? &u->abbr[code] : NULL;
}

/* A string of form FORM whose value is V. */
static const char *form_string(const struct unit *u, unsigned form, uint64_t v)
{
	switch (form) {
	case DW_FORM_strp:
		return v < str.n ? (const char *)str.p + v : NULL;
	case DW_FORM_line_strp:
		return v < line_str.n ? (const char *)line_str.p + v : NULL;
	default:	/* DW_FORM_strx*: through .debug_str_offsets */
		v = u->str_offsets_base + v * (uint64_t)u->offset_size;
		if (v + (uint64_t)u->offset_size > str_offs.n)
			return NULL;
		{
			const unsigned char *q = str_offs.p + v;

			return form_string(u, DW_FORM_strp, fixed(&q, u->offset_size));
		}
	}
}

/*
 * Read one attribute value of FORM at *PP: *V gets a constant, offset or
 * reference, *S a string's address (inline or in a string section).
 * False for a form this reader does not know.
 */
static bool read_form(const struct unit *u, unsigned form, const unsigned char **pp,
		      const unsigned char *end, uint64_t *v, const char **s)
{
	const unsigned char *p = *pp;

	*s = NULL;
	*v = 0;
	switch (form) {
	case DW_FORM_flag_present: case DW_FORM_implicit_const:
		*v = 1;
		break;
	case DW_FORM_addr:
		*v = fixed(&p, u->addr_size);
		break;
	case DW_FORM_data1: case DW_FORM_ref1: case DW_FORM_flag: case DW_FORM_strx1:
	case DW_FORM_addrx1:
		*v = fixed(&p, 1);
		break;
	case DW_FORM_data2: case DW_FORM_ref2: case DW_FORM_strx2: case DW_FORM_addrx2:
		*v = fixed(&p, 2);
		break;
	case DW_FORM_strx3: case DW_FORM_addrx3:
		*v = fixed(&p, 3);
		break;
	case DW_FORM_data4: case DW_FORM_ref4: case DW_FORM_strx4: case DW_FORM_addrx4:
	case DW_FORM_ref_sup4:
		*v = fixed(&p, 4);
		break;
	case DW_FORM_data8: case DW_FORM_ref8: case DW_FORM_ref_sig8: case DW_FORM_ref_sup8:
		*v = fixed(&p, 8);
		break;
	case DW_FORM_data16:
		p += 16;
		break;
	case DW_FORM_udata: case DW_FORM_ref_udata: case DW_FORM_strx: case DW_FORM_addrx:
	case DW_FORM_loclistx: case DW_FORM_rnglistx: case DW_FORM_GNU_addr_index:
	case DW_FORM_GNU_str_index: case DW_FORM_sdata:	/* sdata: skipped, as long */
		*v = uleb(&p, end);
		break;
	case DW_FORM_string:
		*s = (const char *)p;
		p += strnlen((const char *)p, (size_t)(end - p)) + 1;
		break;
	case DW_FORM_strp: case DW_FORM_line_strp: case DW_FORM_sec_offset:
	case DW_FORM_strp_sup: case DW_FORM_GNU_strp_alt: case DW_FORM_GNU_ref_alt:
		*v = fixed(&p, u->offset_size);
		break;
	case DW_FORM_ref_addr:
		*v = fixed(&p, u->version <= 2 ? u->addr_size : u->offset_size);
		break;
	case DW_FORM_block1:
		p += fixed(&p, 1);
		break;
	case DW_FORM_block2:
		p += fixed(&p, 2);
		break;
	case DW_FORM_block4:
		p += fixed(&p, 4);
		break;
	case DW_FORM_block: case DW_FORM_exprloc:
		*v = uleb(&p, end);
		p += *v;
		break;
	case DW_FORM_indirect:
		form = (unsigned)uleb(&p, end);
		*pp = p;
		return form != DW_FORM_indirect && read_form(u, form, pp, end, v, s);
	default:
		return false;
	}
	if (p > end)
		return false;
	*pp = p;
	return true;
}

/* A reference of FORM with value V as an offset in .debug_info (0: none). */
static size_t ref_offset(const struct unit *u, unsigned form, uint64_t v)
{
	switch (form) {
	case DW_FORM_ref1: case DW_FORM_ref2: case DW_FORM_ref4: case DW_FORM_ref8:
	case DW_FORM_ref_udata:
		v += u->start;
		break;
	case DW_FORM_ref_addr:
		break;
	default:
		return 0;
	}
	return v < info.n ? (size_t)v : 0;
}

/* The DIE at *PP (after its code, abbreviation A) into *D; *PP moves
 * past its attributes.  False: malformed, or a form not known. */
static bool read_die(struct unit *u, const struct abbr *a, const unsigned char **pp,
		     struct die *d)
{
	const unsigned char *end = info.p + u->end;

	memset(d, 0, sizeof(*d));
	d->tag = a->tag;
	d->children = a->children;
	for (uint32_t i = 0; i < a->n; i++) {
		const struct attr_spec *sp = &u->attrs[a->first + i];
		uint64_t v;
		const char *s;

		if (!read_form(u, sp->form, pp, end, &v, &s))
			return false;
		switch (sp->role) {
		case R_NAME:
			d->name = s ? s : form_string(u, sp->form, v);
			d->name_shared = !s;
			break;
		case R_SIBLING:
			d->sibling = ref_offset(u, sp->form, v);
			break;
		case R_DECL:
			d->decl = true;
			break;
		case R_CODE:
			d->has_code = true;
			break;
		case R_ORIGIN:
			d->origin = ref_offset(u, sp->form, v);
			break;
		case R_STROFF:
			u->str_offsets_base = v;
			break;
		default:
			break;
		}
	}
	return true;
}

/* The DIE at offset OFF of unit U; false if it is not a DIE of U. */
static bool die_at(struct unit *u, size_t off, struct die *d, const unsigned char **after)
{
	const unsigned char *p = info.p + off;
	const struct abbr *a;
	uint64_t code;

	if (off < u->start || off >= u->end)
		return false;
	code = uleb(&p, info.p + u->end);
	if (!(a = abbr_of(u, code)) || !read_die(u, a, &p, d))
		return false;
	if (after)
		*after = p;
	return true;
}

/* The name of D, or of the DIEs it is an instance or the definition of
 * (an out-of-line copy of an inline function names itself through
 * DW_AT_abstract_origin), as libdw's dwarf_attr_integrate finds it. */
static const char *die_name(struct unit *u, const struct die *d, bool *shared)
{
	struct die o = *d;

	for (int hop = 0; !o.name && o.origin && hop < 8; hop++)
		if (!die_at(u, o.origin, &o, NULL))
			return NULL;
	*shared = o.name_shared;
	return o.name;
}

/* Past the children of a DIE whose attributes end at P (the DIEs they
 * begin with up to the null entry closing them); with ENUM_OFF, the
 * names of the direct children are enumerators of the enum there. */
static const unsigned char *skip_children(struct build *b, struct unit *u,
					  const unsigned char *p, Dwarf_Off enum_off)
{
	const unsigned char *end = info.p + u->end;
	int depth = 1;

	while (depth > 0 && p < end) {
		uint64_t code = uleb(&p, end);
		const struct abbr *a;
		struct die d;

		if (code == 0) {
			depth--;
			continue;
		}
		if (!(a = abbr_of(u, code)) || !read_die(u, a, &p, &d))
			return NULL;
		if (enum_off && depth == 1 && d.tag == DW_TAG_enumerator)
			build_add(b, K_ENUMERATOR, d.name, d.name_shared, enum_off);
		if (d.children && d.sibling > (size_t)(p - info.p) && d.sibling <= u->end)
			p = info.p + d.sibling;
		else if (d.children)
			depth++;
	}
	return p;
}

/* Index top-level DIE D at OFF. */
static void index_die(struct build *b, struct unit *u, const struct die *d, Dwarf_Off off)
{
	const char *name;
	bool shared;

	switch (d->tag) {
	case DW_TAG_structure_type:
		if (!d->decl)
			build_add(b, K_STRUCT, d->name, d->name_shared, off);
		break;
	case DW_TAG_union_type:
		if (!d->decl)
			build_add(b, K_UNION, d->name, d->name_shared, off);
		break;
	case DW_TAG_enumeration_type:
		if (!d->decl)
			build_add(b, K_ENUM, d->name, d->name_shared, off);
		break;
	case DW_TAG_typedef:
		build_add(b, K_TYPEDEF, d->name, d->name_shared, off);
		break;
	case DW_TAG_variable:
		/* definitions before declarations: the walk sees both, and a
		 * declaration's type is as good (jiffies has no definition DIE) */
		build_add(b, K_VAR, d->name, d->name_shared, off);
		break;
	case DW_TAG_subprogram:
		if (d->has_code && (name = die_name(u, d, &shared)))
			build_add(b, K_FUNC, name, shared, off);
		break;
	default:
		break;
	}
}

/* Index the top-level DIEs of the unit at OFF; *NEXT: the next unit.
 * False when the unit cannot be read (the walk stops). */
static bool index_unit(struct build *b, struct unit *u, size_t off, size_t *next)
{
	const unsigned char *p = info.p + off, *end;
	uint64_t len = fixed(&p, 4), aoff;
	struct die d;
	int type;

	u->offset_size = 4;
	if (len == 0xffffffffu) {
		len = fixed(&p, 8);
		u->offset_size = 8;
	}
	if (len > info.n - (size_t)(p - info.p))
		return false;
	*next = (size_t)(p - info.p) + len;
	u->start = off;
	u->end = *next;
	u->version = (int)fixed(&p, 2);
	u->str_offsets_base = 8;
	if (u->version >= 5) {
		type = (int)fixed(&p, 1);
		u->addr_size = (int)fixed(&p, 1);
		aoff = fixed(&p, u->offset_size);
		if (type != DW_UT_compile && type != DW_UT_partial)
			return true;	/* type units and skeletons: no names here */
	} else if (u->version >= 2) {
		aoff = fixed(&p, u->offset_size);
		u->addr_size = (int)fixed(&p, 1);
	} else {
		return false;
	}
	if (!read_abbrevs(u, aoff) || !die_at(u, (size_t)(p - info.p), &d, &p))
		return false;
	if (!d.children)
		return true;
	end = info.p + u->end;
	while (p < end) {
		size_t doff = (size_t)(p - info.p);
		uint64_t code = uleb(&p, end);
		const struct abbr *a;

		if (code == 0)
			break;
		if (!(a = abbr_of(u, code)) || !read_die(u, a, &p, &d))
			return false;
		index_die(b, u, &d, doff);
		if (!d.children)
			continue;
		if (d.tag == DW_TAG_enumeration_type)
			p = skip_children(b, u, p, doff);
		else if (d.sibling > (size_t)(p - info.p) && d.sibling <= u->end)
			p = info.p + d.sibling;
		else
			p = skip_children(b, u, p, 0);
		if (!p)
			return false;
	}
	return true;
}

/* Section NAME of ELF, decompressed if need be; false if absent. */
static bool section(Elf *elf, const char *name, struct sect *s)
{
	Elf_Scn *scn = dt_elf_section(elf, name);
	GElf_Shdr sh;
	Elf_Data *data;

	s->p = NULL;
	s->n = 0;
	if (!scn || !gelf_getshdr(scn, &sh))
		return false;
	if ((sh.sh_flags & SHF_COMPRESSED) && elf_compress(scn, 0, 0) < 0)
		return false;
	data = elf_getdata(scn, NULL);
	if (!data || !data->d_buf)
		return false;
	s->p = data->d_buf;
	s->n = data->d_size;
	return true;
}

static int cmp_entry(const void *a, const void *b, void *blob)
{
	return strcmp((const char *)blob + ((const struct idx_entry *)a)->name,
		      (const char *)blob + ((const struct idx_entry *)b)->name);
}

static bool index_write(const char *path, struct build *b)
{
	struct idx_header h = { "DTAPDWI3", (uint32_t)b->n, (uint32_t)b->slen };
	const char *tmp = dt_sprintf("%s.%d", path, (int)getpid());
	FILE *f;
	bool ok;

	dt_mkdir_p(dt_cache_dir("dwarf"), 0755);
	f = fopen(tmp, "w");
	if (!f)
		return false;
	ok = fwrite(&h, sizeof(h), 1, f) == 1 &&
	     fwrite(b->e, sizeof(*b->e), b->n, f) == b->n &&
	     fwrite(b->str, 1, b->slen, f) == b->slen;
	ok = fclose(f) == 0 && ok;
	if (ok && rename(tmp, path) == 0)
		return true;
	unlink(tmp);
	return false;
}

/*
 * The walk, on demand: a lookup the index cannot answer yet walks on,
 * unit by unit, until a unit defines the key or the walk is done; then
 * the whole index is sorted, written to the cache and mapped.  What a
 * walk found is also appended to BUILDID.names, so the next run of the
 * script finds its names there without walking.
 */
static struct build bld;
static struct unit walk_unit;
static size_t walk_next;	/* the next unit's offset in .debug_info */
static bool walk_started, walk_done;
static bool verbose;
static const char *idx_path, *names_path;
static double walk_ms;

/* Start walking DW: its sections, the tables. */
static bool walk_start(Dwarf *dw)
{
	Elf *elf = dwarf_getelf(dw);

	if (walk_started)
		return true;
	if (!section(elf, ".debug_info", &info) || !section(elf, ".debug_abbrev", &abbrev))
		return false;
	section(elf, ".debug_str", &str);
	section(elf, ".debug_line_str", &line_str);
	section(elf, ".debug_str_offsets", &str_offs);
	bld.hsize = 1 << 20;	/* 6.1 has 102k keys, 6.12 ~120k */
	bld.hash = dt_zalloc(bld.hsize * sizeof(*bld.hash));
	bld.seen_size = 1 << 19;
	bld.seen = dt_zalloc(bld.seen_size * sizeof(*bld.seen));
	walk_started = true;
	return true;
}

static double now_ms(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

/* The walk is over: the index sorted, cached and mapped (else kept in
 * memory for this run). */
static void walk_finish(bool ok)
{
	walk_done = true;
	qsort_r(bld.e, bld.n, sizeof(*bld.e), cmp_entry, bld.str);
	if (!ok)
		fprintf(stderr, "dtap: cannot read all of the kernel's DWARF: %zu names found\n",
			bld.n);
	if (verbose)
		fprintf(stderr, "dtap: indexed %zu DWARF names in %.0f ms\n", bld.n, walk_ms);
	if (ok && idx_path && index_write(idx_path, &bld) && index_map(idx_path)) {
		unlink(names_path);	/* the index has them all */
		dt_free(bld.e);
		dt_free(bld.str);
	} else {
		idx = bld.e;
		idx_str = bld.str;
		idx_count = (uint32_t)bld.n;
	}
	dt_free(bld.hash);
	dt_free(bld.seen);
	memset(&bld, 0, sizeof(bld));
	dt_free(walk_unit.abbr);
	dt_free(walk_unit.attrs);
	memset(&walk_unit, 0, sizeof(walk_unit));
}

/* Walk on until KEY is indexed (NULL: to the end); its entry, or NULL. */
static const struct idx_entry *walk_until(const char *key)
{
	double t0 = now_ms();
	size_t slot;
	bool ok = true;

	while (walk_next + 11 <= info.n) {
		ok = index_unit(&bld, &walk_unit, walk_next, &walk_next);
		if (!ok)
			break;
		if (key && build_has(&bld, key, &slot)) {
			walk_ms += now_ms() - t0;
			return &bld.e[bld.hash[slot] - 1];
		}
	}
	walk_ms += now_ms() - t0;
	walk_finish(ok);
	return NULL;
}

/* ---- the names found before (BUILDID.names: "OFFSET KEY" lines) ---- */

struct found {
	const char *key;
	uint64_t off;
	struct found *next;
};

static struct found *found;

bool dt_dwidx_recall(const char *key, uint64_t *off)
{
	for (struct found *n = found; n; n = n->next)
		if (!strcmp(n->key, key)) {
			*off = n->off;
			return true;
		}
	return false;
}

static void names_add(const char *key, uint64_t off)
{
	struct found *n = dt_zalloc(sizeof(*n));

	n->off = off;
	n->key = dt_strdup(key);
	n->next = found;
	found = n;
}

static void names_load(void)
{
	char line[600];
	FILE *f = names_path ? fopen(names_path, "r") : NULL;

	if (!f)
		return;
	while (fgets(line, sizeof(line), f)) {
		char *sp = strchr(line, ' '), *nl = strchr(line, '\n');

		if (sp && nl) {
			*nl = 0;
			names_add(sp + 1, strtoull(line, NULL, 16));
		}
	}
	fclose(f);
}

void dt_dwidx_remember(const char *key, uint64_t off)
{
	FILE *f;

	names_add(key, off);
	if (!names_path || dt_mkdir_p(dt_cache_dir("dwarf"), 0755) < 0 ||
	    !(f = fopen(names_path, "a")))
		return;		/* no cache: only slower next time */
	fprintf(f, "%llx %s\n", (unsigned long long)off, key);
	fclose(f);
}

/* ---- the index: mapped, found before, or walked for ---- */

static Dwarf *dwarf;

bool dt_dwidx_loaded(void)
{
	return idx != NULL;
}

bool dt_dwidx_open(Dwarf *dw, const char *build_id, bool verb)
{
	if (idx_tried)
		return dwarf != NULL;
	idx_tried = true;
	if (!dw)
		return false;
	dwarf = dw;
	verbose = verb;
	if (build_id) {
		idx_path = dt_sprintf("%s/%s.idx", dt_cache_dir("dwarf"), build_id);
		names_path = dt_sprintf("%s/%s.names", dt_cache_dir("dwarf"), build_id);
	}
	if (!idx_path || !index_map(idx_path))
		names_load();
	return true;
}

void dt_dwidx_complete(void)
{
	if (dwarf && !idx && walk_start(dwarf))
		walk_until(NULL);
}

static bool bsearch_key(const char *key, uint64_t *off)
{
	uint32_t lo = 0, hi = idx_count;

	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		int c = strcmp(idx_str + idx[mid].name, key);

		if (c == 0) {
			*off = idx[mid].off;
			return true;
		}
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return false;
}

bool dt_dwidx_find(const char *key, uint64_t *off)
{
	const struct idx_entry *e;
	size_t slot;

	if (idx)
		return bsearch_key(key, off);
	if (!dwarf)
		return false;
	if (dt_dwidx_recall(key, off))
		return true;
	if (!walk_start(dwarf))
		return false;
	e = build_has(&bld, key, &slot) ? &bld.e[bld.hash[slot] - 1] : walk_until(key);
	if (!e)		/* walked to the end: the whole index, sorted */
		return idx && bsearch_key(key, off);
	*off = e->off;
	dt_dwidx_remember(key, e->off);
	return true;
}

void dt_dwidx_reset(void)
{
	if (walk_started && !walk_done) {
		dt_free(bld.hash);
		dt_free(bld.seen);
		dt_free(bld.e);
		dt_free(bld.str);
		dt_free(walk_unit.abbr);
		dt_free(walk_unit.attrs);
	}
	memset(&bld, 0, sizeof(bld));
	memset(&walk_unit, 0, sizeof(walk_unit));
	walk_next = 0;
	walk_started = walk_done = false;
	walk_ms = 0;
	idx_path = names_path = NULL;
	found = NULL;
	dwarf = NULL;
	idx = NULL;
	idx_str = NULL;
	idx_count = 0;
	idx_tried = false;
}
