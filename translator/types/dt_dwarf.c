/*
 * dt_dwarf.c - the kernel's DWARF as a source of the type store.
 *
 * The 6.1 cloud vmlinux carries ~600 MB of DWARF in ~2,200 compilation
 * units; loading all its types takes seconds and gigabytes.  A script
 * names a handful of types and functions, so nothing is read up front:
 *   - a function's prototype: its address from System.map, its CU from
 *     .debug_aranges (dwarf_addrdie), then only that CU's top-level DIEs;
 *   - a type by name ("struct file", "size_t"), an enumerator or a global
 *     variable: the name index (dt_dwidx.c), then the one DIE it points at;
 *   - a struct's members are read when pass 2 first needs them
 *     (dt_type_complete), so a pointer to struct task_struct costs one DIE.
 * DIE -> dt_type conversions are memoized by DIE offset, which also makes
 * self-referencing types (struct list_head) terminate.
 *
 * The name index (every named type, enumerator, function and variable ->
 * the offset of one DIE defining it) grows as names are looked up, and is
 * cached per kernel build-id.
 */
#include <dwarf.h>
#include <elfutils/libdw.h>
#include <elfutils/libdwelf.h>
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "types/dt_types.h"

static const struct dt_kernel *kern;
static Dwarf *dbg;
static int dbg_fd = -1;
static bool dbg_tried;
static const char *build_id;
static bool use_btf;		/* types from BTF instead (dt_btf.c) */

static bool open_dwarf(void)
{
	const void *id;
	ssize_t n;

	if (dbg_tried)
		return dbg != NULL;
	dbg_tried = true;
	if (!kern || !kern->vmlinux)
		return false;
	dbg_fd = open(kern->vmlinux, O_RDONLY);
	if (dbg_fd < 0)
		return false;
	dbg = dwarf_begin(dbg_fd, DWARF_C_READ);
	if (!dbg) {
		fprintf(stderr, "dtap: %s has no usable DWARF: %s\n", kern->vmlinux,
			dwarf_errmsg(-1));
		close(dbg_fd);
		return false;
	}
	n = dwelf_elf_gnu_build_id(dwarf_getelf(dbg), &id);
	if (n > 0) {
		char *hex = dt_zalloc((size_t)n * 2 + 1);

		for (ssize_t i = 0; i < n; i++)
			sprintf(hex + 2 * i, "%02x", ((const unsigned char *)id)[i]);
		build_id = hex;
	}
	if (kern->verbose)
		fprintf(stderr, "dtap: kernel types from DWARF: %s (build-id %s)\n",
			kern->vmlinux, build_id ? build_id : "none");
	return true;
}



/*
 * With a cold page cache, the first dwarf_offdie or dwarf_addrdie costs
 * ~140 ms: libdw learns where CUs are by reading every CU header up to
 * the one asked for, ~2,200 page faults scattered over 160 MB of
 * .debug_info, each waited for in turn.  .debug_aranges (160 KB) lists
 * where every CU with code starts: asking the kernel for all those pages
 * at once (POSIX_FADV_WILLNEED starts the reads and returns) lets the
 * disk serve them in parallel while pass 2 does other work.
 */
static bool prefetched;

void dt_dwarf_prefetch(void)
{
	Elf *elf;
	Elf_Scn *scn = NULL;
	size_t shstrndx;
	uint64_t info_off = 0, last = UINT64_MAX;
	Elf_Data *ar = NULL;

	if (prefetched || use_btf || !open_dwarf())
		return;
	prefetched = true;
	elf = dwarf_getelf(dbg);
	if (elf_getshdrstrndx(elf, &shstrndx) != 0)
		return;
	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		const char *n;

		if (!gelf_getshdr(scn, &sh) || !(n = elf_strptr(elf, shstrndx, sh.sh_name)))
			continue;
		if (!strcmp(n, ".debug_info"))
			info_off = sh.sh_offset;
		else if (!strcmp(n, ".debug_aranges"))
			ar = elf_rawdata(scn, NULL);
	}
	if (!ar || !info_off)
		return;
	/* each set: unit_length (4), version (2), debug_info_offset (4),
	 * then the tuples; 32-bit DWARF, which is what kernels are */
	for (size_t p = 0; p + 10 <= ar->d_size;) {
		const unsigned char *h = (const unsigned char *)ar->d_buf + p;
		uint32_t len, cu;
		uint64_t page;

		memcpy(&len, h, 4);
		memcpy(&cu, h + 6, 4);
		if (len == 0 || len >= 0xfffffff0u)
			break;
		page = (info_off + cu) & ~(uint64_t)4095;
		if (page != last)
			posix_fadvise(dbg_fd, (off_t)page, 4096, POSIX_FADV_WILLNEED);
		last = page;
		p += 4 + (size_t)len;
	}
}

/* ---- DIE offset -> type, memoized ---- */

struct memo {
	Dwarf *dw;
	Dwarf_Off off;
	struct dt_type *type;
	struct memo *next;
};

#define NMEMO 8192
static struct memo *memo[NMEMO];

/* DIEs of vmlinux, of modules (dt_kmod.c) and of user objects
 * (dt_udwarf.c): each Dwarf, its types' origin, so that a struct's
 * members are read from the Dwarf it came from; USER: a user object's,
 * whose types are the traced process's (dt_type.user). */
static struct { Dwarf *dw; const char *origin; bool user; } origins[64];
static int norigins;

/* void as a user object's DWARF has it: a void * of it is a user pointer */
static struct dt_type uvoid = { .kind = TY_VOID, .name = "void", .user = true };

static void origin_add(Dwarf *dw, const char *origin, bool user)
{
	for (int i = 0; i < norigins; i++)
		if (origins[i].dw == dw)
			return;
	if (norigins < 64) {
		origins[norigins].dw = dw;
		origins[norigins].user = user;
		origins[norigins++].origin = origin;
	}
}

static bool is_user(Dwarf *dw)
{
	for (int i = 0; i < norigins; i++)
		if (origins[i].dw == dw)
			return origins[i].user;
	return false;
}

static const char *origin_of(Dwarf *dw)
{
	for (int i = 0; i < norigins; i++)
		if (origins[i].dw == dw)
			return origins[i].origin;
	return "vmlinux";
}

static Dwarf *dwarf_of(const char *origin)
{
	for (int i = 0; i < norigins; i++)
		if (!strcmp(origins[i].origin, origin))
			return origins[i].dw;
	return dbg;
}

static Dwarf *die_dwarf(Dwarf_Die *die)
{
	return dwarf_cu_getdwarf(die->cu);
}

static struct dt_type *memo_get(Dwarf *dw, Dwarf_Off off)
{
	for (struct memo *m = memo[off % NMEMO]; m; m = m->next)
		if (m->off == off && m->dw == dw)
			return m->type;
	return NULL;
}

static struct dt_type *memo_put(Dwarf *dw, Dwarf_Off off, struct dt_type *t)
{
	struct memo *m = dt_zalloc(sizeof(*m));

	m->dw = dw;
	m->off = off;
	m->type = t;
	m->next = memo[off % NMEMO];
	memo[off % NMEMO] = m;
	return t;
}

static uint64_t udata(Dwarf_Die *die, int at, uint64_t dflt)
{
	Dwarf_Attribute a;
	Dwarf_Word w;

	if (!dwarf_attr_integrate(die, at, &a) || dwarf_formudata(&a, &w) != 0)
		return dflt;
	return w;
}

static bool flag(Dwarf_Die *die, int at)
{
	Dwarf_Attribute a;
	bool f = false;

	return dwarf_attr_integrate(die, at, &a) && dwarf_formflag(&a, &f) == 0 && f;
}

static const char *die_name(Dwarf_Die *die)
{
	Dwarf_Attribute a;

	return dwarf_attr_integrate(die, DW_AT_name, &a) ? dwarf_formstring(&a) : NULL;
}

static struct dt_type *conv(Dwarf_Die *die);

/* The type DIE's DW_AT_type refers to, converted; void when absent. */
static struct dt_type *type_of(Dwarf_Die *die)
{
	Dwarf_Attribute a;
	Dwarf_Die t;

	if (!dwarf_attr_integrate(die, DW_AT_type, &a) || !dwarf_formref_die(&a, &t))
		return is_user(die_dwarf(die)) ? &uvoid : &dt_ty_void;
	return conv(&t);
}

/*
 * The C spelling of the type of DIE (a member's, a parameter's) with the
 * qualifiers the type model leaves out, as libctf names it for dtrace's
 * print() and -lv: "const char *", "volatile int", "const char [16]",
 * "char *const"; NULL when no const or volatile is on the way (the type's
 * own name is the spelling).  A function type on the way gives up: NULL.
 */
static const char *spell_type(Dwarf_Die *die, int depth)
{
	Dwarf_Attribute a;
	Dwarf_Die t;
	const char *in;

	if (depth > 8 || !dwarf_attr_integrate(die, DW_AT_type, &a) ||
	    !dwarf_formref_die(&a, &t))
		return NULL;
	switch (dwarf_tag(&t)) {
	case DW_TAG_const_type: case DW_TAG_volatile_type:
		return dt_spell_qualified(dwarf_tag(&t) == DW_TAG_const_type ? "const" : "volatile",
					  spell_type(&t, depth + 1), type_of(&t));
	case DW_TAG_restrict_type: case DW_TAG_atomic_type:
		return spell_type(&t, depth + 1);
	case DW_TAG_pointer_type:
		in = spell_type(&t, depth + 1);
		return in ? dt_spell_pointer(in) : NULL;
	case DW_TAG_array_type:
		in = spell_type(&t, depth + 1);
		return in ? dt_spell_array(in, conv(&t), type_of(&t)) : NULL;
	default:
		return NULL;
	}
}

static struct dt_type *conv_base(Dwarf_Die *die)
{
	int size = (int)udata(die, DW_AT_byte_size, 0);
	uint64_t enc = udata(die, DW_AT_encoding, DW_ATE_signed);
	const char *name = die_name(die);
	struct dt_type *t;

	if (enc == DW_ATE_float || enc == DW_ATE_complex_float)
		return dt_type_new(TY_FLOAT, name, size, true);
	/* "int", "long unsigned int": D's own, but for a user object (whose
	 * types are its own, pointers to them user pointers) */
	t = name && !is_user(die_dwarf(die)) ? dt_type_lookup(name) : NULL;
	if (t && t->kind == TY_INT && t->size == size)
		return t;
	return dt_type_new(TY_INT, name, size,
			   enc == DW_ATE_signed || enc == DW_ATE_signed_char);
}

static void complete_sou(struct dt_type *t);
static void complete_decl(struct dt_type *t);

static struct dt_type *conv_sou(Dwarf_Die *die, Dwarf_Off off, const char *kw)
{
	const char *name = die_name(die);
	struct dt_type *t = dt_type_new(!strcmp(kw, "union") ? TY_UNION : TY_STRUCT,
					dt_sprintf("%s %s", kw, name ? name : "<anon>"),
					(int)udata(die, DW_AT_byte_size, 0), false);

	t->origin = origin_of(die_dwarf(die));
	t->src_ref = off;
	/* a declaration's definition is looked up in the store, which holds
	 * the kernel's: not for a user object's (it stays incomplete) */
	t->complete = flag(die, DW_AT_declaration) && name && !is_user(die_dwarf(die))
		      ? complete_decl : complete_sou;
	return t;
}

static struct dt_type *conv_enum(Dwarf_Die *die)
{
	const char *name = die_name(die);
	struct dt_type *t = dt_type_new(TY_ENUM, dt_sprintf("enum %s", name ? name : "<anon>"),
					(int)udata(die, DW_AT_byte_size, 4), false);
	Dwarf_Die c;
	bool neg = false;

	t->origin = origin_of(die_dwarf(die));
	if (dwarf_child(die, &c) == 0) {
		do {
			Dwarf_Attribute a;
			Dwarf_Sword v = 0;

			if (dwarf_tag(&c) != DW_TAG_enumerator || !dwarf_attr(&c, DW_AT_const_value, &a))
				continue;
			dwarf_formsdata(&a, &v);
			neg |= v < 0;
			dt_type_add_enumerator(t, die_name(&c), v);
		} while (dwarf_siblingof(&c, &c) == 0);
	}
	t->is_signed = neg;
	return t;
}

static uint64_t array_count(Dwarf_Die *die)
{
	Dwarf_Die c;

	if (dwarf_child(die, &c) != 0)
		return 0;
	do {
		Dwarf_Attribute a;
		Dwarf_Word w;

		if (dwarf_tag(&c) != DW_TAG_subrange_type)
			continue;
		if (dwarf_attr(&c, DW_AT_count, &a) && dwarf_formudata(&a, &w) == 0)
			return w;
		if (dwarf_attr(&c, DW_AT_upper_bound, &a) && dwarf_formudata(&a, &w) == 0)
			return w + 1;
		return 0;	/* flexible array member: [] */
	} while (dwarf_siblingof(&c, &c) == 0);
	return 0;
}

static struct dt_type *conv_new(Dwarf_Die *die, Dwarf_Off off, Dwarf *dw);

/* DIE as a type, memoized; a user object's types are marked user (a
 * qualifier is its type's, a pointer its pointee's: dt_type_ptr). */
static struct dt_type *conv(Dwarf_Die *die)
{
	Dwarf_Off off = dwarf_dieoffset(die);
	Dwarf *dw = die_dwarf(die);
	struct dt_type *t = memo_get(dw, off);
	int tag = dwarf_tag(die);

	if (t)
		return t;
	t = conv_new(die, off, dw);
	if (is_user(dw) && tag != DW_TAG_pointer_type && tag != DW_TAG_const_type &&
	    tag != DW_TAG_volatile_type && tag != DW_TAG_restrict_type &&
	    tag != DW_TAG_atomic_type)
		t->user = true;
	return t;
}

static struct dt_type *conv_new(Dwarf_Die *die, Dwarf_Off off, Dwarf *dw)
{
	struct dt_type *t, *b;

	switch (dwarf_tag(die)) {
	case DW_TAG_base_type:
		return memo_put(dw, off, conv_base(die));
	case DW_TAG_pointer_type:
		return memo_put(dw, off, dt_type_ptr(type_of(die)));
	case DW_TAG_const_type: case DW_TAG_volatile_type: case DW_TAG_restrict_type:
	case DW_TAG_atomic_type:
		return memo_put(dw, off, type_of(die));	/* qualifiers don't change loads */
	case DW_TAG_typedef:
		/* memoized first: a typedef of a struct that points to itself */
		t = memo_put(dw, off, dt_type_new(TY_TYPEDEF, die_name(die), 0, false));
		t->user = is_user(dw);	/* before its base: a cycle comes back here */
		b = type_of(die);
		t->base = b;
		t->size = dt_type_resolve(b)->size;
		t->is_signed = dt_type_resolve(b)->is_signed;
		t->origin = origin_of(dw);
		return t;
	case DW_TAG_structure_type:
		return memo_put(dw, off, conv_sou(die, off, "struct"));
	case DW_TAG_union_type:
		return memo_put(dw, off, conv_sou(die, off, "union"));
	case DW_TAG_enumeration_type:
		return memo_put(dw, off, conv_enum(die));
	case DW_TAG_array_type:
		return memo_put(dw, off, dt_type_array(type_of(die), array_count(die)));
	case DW_TAG_subroutine_type:
		t = dt_type_new(TY_FUNC, "<function>", 0, false);
		t->base = &dt_ty_void;
		return memo_put(dw, off, t);
	default:
		return memo_put(dw, off, dt_type_new(TY_VOID, "<unknown type>", 0, false));
	}
}

/* A member's place: byte offset, and for bitfields the bit in that byte
 * (DWARF 4+ DW_AT_data_bit_offset, or DWARF 2/3's big-endian-numbered
 * DW_AT_bit_offset within a DW_AT_byte_size storage unit). */
static void member_place(Dwarf_Die *m, struct dt_member *out)
{
	uint64_t bits = udata(m, DW_AT_bit_size, 0);
	uint64_t byte = udata(m, DW_AT_data_member_location, 0);
	uint64_t bit;

	out->offset = byte;
	out->bit_offset = out->bit_width = 0;
	if (!bits)
		return;
	if (dwarf_hasattr(m, DW_AT_data_bit_offset)) {
		bit = udata(m, DW_AT_data_bit_offset, 0);
	} else {
		uint64_t unit = udata(m, DW_AT_byte_size, 4);

		bit = byte * 8 + unit * 8 - udata(m, DW_AT_bit_offset, 0) - bits;
	}
	out->offset = bit / 8;
	out->bit_offset = (int)(bit % 8);
	out->bit_width = (int)bits;
}

static void complete_sou(struct dt_type *t)
{
	Dwarf_Die die, c;

	if (!dwarf_offdie(dwarf_of(t->origin), (Dwarf_Off)t->src_ref, &die) ||
	    dwarf_child(&die, &c) != 0)
		return;
	do {
		struct dt_member place;

		if (dwarf_tag(&c) != DW_TAG_member)
			continue;
		member_place(&c, &place);
		dt_type_add_member(t, die_name(&c), type_of(&c), place.offset,
				   place.bit_offset, place.bit_width)->cname = spell_type(&c, 0);
	} while (dwarf_siblingof(&c, &c) == 0);
}

/* A struct only declared in the CU at hand: the definition elsewhere. */
static void complete_decl(struct dt_type *t)
{
	struct dt_type *def = dt_type_lookup(t->name);

	if (!def || def == t)
		return;
	dt_type_complete(def);
	t->size = def->size;
	t->members = def->members;
}

/* ---- the name index (dt_dwidx.c) ---- */

/* The DIE offset indexed under KEY; false if none. */
static bool index_find(const char *key, Dwarf_Off *off)
{
	return open_dwarf() && dt_dwidx_open(dbg, build_id, kern->verbose) &&
	       dt_dwidx_find(key, off);
}

/* Many functions ahead (-lv of the kernel): every lookup through the
 * name index, built now if need be. */
void dt_dwarf_many_funcs(void)
{
	if (!use_btf && open_dwarf() && dt_dwidx_open(dbg, build_id, kern->verbose))
		dt_dwidx_complete();
}

/* ---- the type source ---- */

static struct dt_type *src_lookup(const char *name)
{
	Dwarf_Off off;
	Dwarf_Die die;

	if (!index_find(name, &off) || !dwarf_offdie(dbg, off, &die))
		return NULL;
	return conv(&die);
}

static bool src_enumerator(const char *name, struct dt_type **type, int64_t *value)
{
	Dwarf_Off off;
	Dwarf_Die die;
	struct dt_type *t;

	if (strchr(name, '`'))
		return false;	/* `jiffies: a kernel symbol, never an enumerator */
	if (!index_find(dt_sprintf("=%s", name), &off) || !dwarf_offdie(dbg, off, &die))
		return false;
	t = conv(&die);
	for (struct dt_enumerator *e = t->enums; e; e = e->next)
		if (!strcmp(e->name, name)) {
			*type = t;
			*value = e->value;
			return true;
		}
	return false;
}

static bool src_symbol(const char *name, uint64_t *addr, struct dt_type **type)
{
	Dwarf_Off off;
	Dwarf_Die die;

	if (!dt_kernel_symbol(name, addr, NULL))
		return false;
	if (!index_find(dt_sprintf("v:%s", name), &off) || !dwarf_offdie(dbg, off, &die))
		return false;
	*type = type_of(&die);
	return true;
}

static struct dt_typesrc dwarf_src = { "DWARF", src_lookup, src_enumerator, src_symbol, NULL };

/* DWARF when there is a vmlinux, unless --btf asked for BTF; else BTF
 * when there is some (dt_btf.c). */
void dt_dwarf_register(struct dt_kernel *k)
{
	kern = k;
	use_btf = k->btf || !k->vmlinux;
	if (!use_btf) {
		dt_typesrc_add(&dwarf_src);
		k->types = "DWARF";
	} else if (dt_btf_register(k)) {
		k->types = "BTF";
	}
}

/* ---- functions ---- */

/* Where function D starts: DW_AT_low_pc, or for a function split in
 * hot and cold parts (DW_AT_ranges), the start of its first range. */
static bool die_entry(Dwarf_Die *d, Dwarf_Addr *addr)
{
	Dwarf_Addr base, end;

	if (dwarf_lowpc(d, addr) == 0)
		return true;
	return dwarf_ranges(d, 0, &base, addr, &end) > 0;
}

/* The subprogram DIE at ADDR in the CU of DW holding ADDR (.debug_aranges),
 * named NAME (NULL: any name, an alias's). */
static bool func_die_at(Dwarf *dw, uint64_t addr, const char *name, Dwarf_Die *out)
{
	Dwarf_Die cu, d;

	if (!dwarf_addrdie(dw, addr, &cu) || dwarf_child(&cu, &d) != 0)
		return false;
	do {
		Dwarf_Addr lo;

		if (dwarf_tag(&d) == DW_TAG_subprogram && die_entry(&d, &lo) && lo == addr) {
			const char *n = die_name(&d);

			if (!n || !name || !strcmp(n, name)) {
				*out = d;
				return true;
			}
		}
	} while (dwarf_siblingof(&d, &d) == 0);
	return false;
}

/*
 * The DIE of function NAME: through the whole name index if it is there
 * (-lv: a bsearch), else where an earlier run found it (dt_dwidx_recall),
 * else at its System.map address (its CU from .debug_aranges: ~10 ms),
 * else by walking for its name.  What is found is remembered, so a
 * script's second run goes straight to its functions' DIEs.
 */
static bool func_die(const char *name, Dwarf_Die *d)
{
	const char *key = dt_sprintf("f:%s", name);
	uint64_t addr;
	Dwarf_Off off;

	if (!open_dwarf() || !dt_dwidx_open(dbg, build_id, kern->verbose))
		return false;
	if (dt_dwidx_loaded())
		return dt_dwidx_find(key, &off) && dwarf_offdie(dbg, off, d);
	if (dt_dwidx_recall(key, &off))
		return dwarf_offdie(dbg, off, d) != NULL;
	if (dt_kernel_symbol(name, &addr, NULL) && func_die_at(dbg, addr, name, d)) {
		dt_dwidx_remember(key, dwarf_dieoffset(d));
		return true;
	}
	return dt_dwidx_find(key, &off) && dwarf_offdie(dbg, off, d);
}

/* Function DIE D as a TY_FUNC type: parameters as members. */
static struct dt_type *func_type(Dwarf_Die *d, const char *name)
{
	struct dt_type *t = dt_type_new(TY_FUNC, name, 0, false);
	Dwarf_Die c;

	t->base = type_of(d);
	t->origin = origin_of(die_dwarf(d));
	if (dwarf_child(d, &c) == 0) {
		do {
			if (dwarf_tag(&c) == DW_TAG_formal_parameter)
				dt_type_add_member(t, die_name(&c), type_of(&c), 0, 0,
						   0)->cname = spell_type(&c, 0);
			else if (dwarf_tag(&c) == DW_TAG_unspecified_parameters)
				t->varargs = true;
		} while (dwarf_siblingof(&c, &c) == 0);
	}
	return t;
}

struct dt_type *dt_dwarf_func(const char *name)
{
	Dwarf_Die d;

	if (use_btf)
		return dt_btf_func(name);
	if (!open_dwarf() || !func_die(name, &d))
		return NULL;
	return func_type(&d, name);
}

/* Function NAME of a module's DWARF DW: a module is small (tens of CUs),
 * so its top-level DIEs are walked. */
struct dt_type *dt_dwarf_func_in(Dwarf *dw, const char *origin, const char *name)
{
	Dwarf_Off off = 0, next;
	size_t hsize;

	origin_add(dw, origin, false);
	for (; dwarf_nextcu(dw, off, &next, &hsize, NULL, NULL, NULL) == 0; off = next) {
		Dwarf_Die cu, d;
		Dwarf_Addr lo;

		if (!dwarf_offdie(dw, off + hsize, &cu) || dwarf_child(&cu, &d) != 0)
			continue;
		do {
			const char *n = die_name(&d);

			if (dwarf_tag(&d) == DW_TAG_subprogram && n && !strcmp(n, name) &&
			    die_entry(&d, &lo))
				return func_type(&d, name);
		} while (dwarf_siblingof(&d, &d) == 0);
	}
	return NULL;
}

struct dt_type *dt_dwarf_ufunc(Dwarf *dw, const char *origin, uint64_t addr, const char *name)
{
	Dwarf_Die d;

	origin_add(dw, origin, true);
	/* by its name, else any at its address (libc's strtoul is __strtoul) */
	if (func_die_at(dw, addr, name, &d) || func_die_at(dw, addr, NULL, &d))
		return func_type(&d, name);
	return NULL;
}

/* Forget the DWARF source and its memos (dt_kernel_reset); BTF too. */
void dt_dwarf_reset(void)
{
	if (dbg)
		dwarf_end(dbg);
	if (dbg_fd >= 0)
		close(dbg_fd);
	dbg = NULL;
	dbg_fd = -1;
	dbg_tried = use_btf = false;
	kern = NULL;
	build_id = NULL;
	memset(memo, 0, sizeof(memo));
	norigins = 0;
	uvoid.ptr_to = NULL;
	dt_udwarf_reset();
	prefetched = false;
	dt_dwidx_reset();
	dt_btf_reset();
}
