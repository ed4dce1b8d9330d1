/*
 * dt_btf.c - the kernel's BTF as a source of the type store, for kernels
 * whose DWARF is not installed: --btf=FILE (a raw BTF blob, e.g. the
 * target's /sys/kernel/btf/vmlinux, or the .BTF section of a vmlinux), or
 * /sys/kernel/btf/vmlinux itself when the target is the running kernel.
 *
 * BTF is compact (5 MB for the 6.1 cloud kernel) and its types are a flat
 * array, so the file is read whole and each type's place found in one walk;
 * types are converted on demand and memoized by id, struct members when
 * first used, as dt_dwarf.c does with DIEs.  BTF knows functions (FUNC ->
 * FUNC_PROTO with parameter names and types), so fbt's args[] are typed;
 * it has no non-per-CPU variables, so `globals need DWARF.
 *
 * The tracepoint provider reads the same blob whatever the type source:
 * every kernel tracepoint NAME has a typedef btf_trace_NAME, a pointer to
 * the prototype of its probe functions (void *__data, ARGS...).  When
 * nothing named a BTF file, the target's own is found in the .BTF section
 * of its build tree's vmlinux (Debian's 6.12 headers ship a BTF-only one),
 * of the -dbg package's vmlinux, or of /boot/vmlinux-RELEASE.
 */
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "types/dt_types.h"

/* The layout of linux/btf.h, which the build machine may not have. */
struct btf_header {
	uint16_t magic;		/* 0xeB9F */
	uint8_t version, flags;
	uint32_t hdr_len, type_off, type_len, str_off, str_len;
};

struct btf_type {
	uint32_t name_off;
	uint32_t info;		/* vlen: 0-15, kind: 24-28, kind_flag: 31 */
	uint32_t size_type;	/* size, or the type referred to */
};

enum {
	BTF_INT = 1, BTF_PTR, BTF_ARRAY, BTF_STRUCT, BTF_UNION, BTF_ENUM, BTF_FWD,
	BTF_TYPEDEF, BTF_VOLATILE, BTF_CONST, BTF_RESTRICT, BTF_FUNC, BTF_FUNC_PROTO,
	BTF_VAR, BTF_DATASEC, BTF_FLOAT, BTF_DECL_TAG, BTF_TYPE_TAG, BTF_ENUM64,
};

static const char *btf_path;
static bool btf_tried;
static bool btf_is_source;	/* registered with the type store */
static char *blob;
static const char *strs;
static uint32_t strs_len;
static const struct btf_type **types;	/* by id; 0 is void */
static uint32_t ntypes;
static struct dt_type **memo;		/* converted, by id */

static int kind(const struct btf_type *t) { return (t->info >> 24) & 0x1f; }
static int vlen(const struct btf_type *t) { return t->info & 0xffff; }
static bool kflag(const struct btf_type *t) { return t->info >> 31; }

static const char *str(uint32_t off)
{
	return off < strs_len ? strs + off : "";
}

/* Bytes that follow a type's header, by kind. */
static size_t extra(const struct btf_type *t)
{
	switch (kind(t)) {
	case BTF_INT: case BTF_VAR: case BTF_DECL_TAG: return 4;
	case BTF_ARRAY: return 12;
	case BTF_STRUCT: case BTF_UNION: return (size_t)vlen(t) * 12;
	case BTF_ENUM: case BTF_FUNC_PROTO: return (size_t)vlen(t) * 8;
	case BTF_DATASEC: case BTF_ENUM64: return (size_t)vlen(t) * 12;
	default: return 0;
	}
}

/* The .BTF section of the ELF file FD, copied (LEN: its size); NULL if
 * FD is no ELF or has none. */
static char *elf_btf_section(int fd, size_t *len)
{
	char *buf = NULL;
	Elf_Scn *scn;
	Elf_Data *d;
	Elf *e;

	elf_version(EV_CURRENT);
	e = elf_begin(fd, ELF_C_READ, NULL);
	scn = e && elf_kind(e) == ELF_K_ELF ? dt_elf_section(e, ".BTF") : NULL;
	d = scn ? elf_getdata(scn, NULL) : NULL;
	if (d && d->d_buf && d->d_size) {
		buf = dt_zalloc(d->d_size);
		memcpy(buf, d->d_buf, d->d_size);
		*len = d->d_size;
	}
	if (e)
		elf_end(e);
	return buf;
}

/* A raw BTF file (/sys files have no size: read to the end). */
static char *raw_btf(FILE *f, size_t *len)
{
	size_t cap = 0;
	char *buf = NULL;

	*len = 0;
	for (;;) {
		size_t n;

		buf = dt_grow(buf, &cap, *len + 65536, 1);
		n = fread(buf + *len, 1, cap - *len, f);
		if (n == 0)
			break;
		*len += n;
	}
	return buf;
}

static char *read_btf(const char *path, size_t *len)
{
	char magic[4] = "";
	char *buf;
	FILE *f = fopen(path, "re");

	if (!f)
		return NULL;
	if (fread(magic, 1, 4, f) == 4 && !memcmp(magic, "\177ELF", 4))
		buf = elf_btf_section(fileno(f), len);
	else {
		rewind(f);
		buf = raw_btf(f, len);
	}
	fclose(f);
	return buf;
}

/* Index the types of the blob; false if it is no BTF. */
static bool index_types(size_t len)
{
	const struct btf_header *h = (const struct btf_header *)blob;
	const char *base;
	size_t off;

	if (len < sizeof(*h) || h->magic != 0xeB9F ||
	    (size_t)h->hdr_len + h->str_off + h->str_len > len ||
	    (size_t)h->hdr_len + h->type_off + h->type_len > len)
		return false;
	strs = blob + h->hdr_len + h->str_off;
	strs_len = h->str_len;
	base = blob + h->hdr_len + h->type_off;
	/* one walk: how many types, then where each starts */
	for (off = 0; off + sizeof(struct btf_type) <= h->type_len; ntypes++)
		off += sizeof(struct btf_type) + extra((const struct btf_type *)(base + off));
	if (off != h->type_len)
		return false;
	types = dt_zalloc(((size_t)ntypes + 1) * sizeof(*types));
	memo = dt_zalloc(((size_t)ntypes + 1) * sizeof(*memo));
	off = 0;
	for (uint32_t id = 1; id <= ntypes; id++) {
		types[id] = (const struct btf_type *)(base + off);
		off += sizeof(struct btf_type) + extra(types[id]);
	}
	return true;
}

/* The target's own BTF when nothing named one (see the top). */
static const char *target_btf_path(void)
{
	const struct dt_kernel *t = dt_kernel_get();
	const char *paths[4];

	if (!t)
		return NULL;
	paths[0] = t->build_dir ? dt_sprintf("%s/vmlinux", t->build_dir) : NULL;
	paths[1] = dt_sprintf("%s/boot/vmlinux-%s", dt_debug_dir(), t->release);
	paths[2] = dt_sprintf("%s/lib/modules/%s/vmlinux", dt_debug_dir(), t->release);
	paths[3] = dt_sprintf("/boot/vmlinux-%s", t->release);
	for (int i = 0; i < 4; i++)
		if (paths[i] && access(paths[i], R_OK) == 0)
			return paths[i];
	return NULL;
}

static bool load(void)
{
	size_t len = 0;

	if (btf_tried)
		return types != NULL;
	btf_tried = true;
	if (!btf_path)
		btf_path = target_btf_path();
	if (!btf_path || !(blob = read_btf(btf_path, &len)))
		return false;
	if (!index_types(len)) {
		fprintf(stderr, "dtap: %s is not a BTF file\n", btf_path);
		dt_free(blob);	/* dt_grow/dt_zalloc memory */
		blob = NULL;
		ntypes = 0;
		types = NULL;
		return false;
	}
	if (dt_kernel_get() && dt_kernel_get()->verbose)
		fprintf(stderr, "dtap: %s from BTF: %s (%u types)\n",
			btf_is_source ? "kernel types" : "tracepoints", btf_path, ntypes);
	return true;
}

static struct dt_type *conv(uint32_t id);

static const struct btf_type *type_by_id(uint32_t id);

/*
 * The C spelling of type ID with the qualifiers the type model leaves
 * out, as dt_dwarf.c's spell_type() gives it for a DIE: "const char *",
 * "char *const", "const char [16]"; NULL when no const or volatile is on
 * the way (conv(ID)'s name is the spelling), or a function type is.
 */
static const char *spell(uint32_t id, int depth)
{
	const struct btf_type *b = type_by_id(id);
	const char *in;

	if (!b || depth > 8)
		return NULL;
	switch (kind(b)) {
	case BTF_CONST: case BTF_VOLATILE:
		return dt_spell_qualified(kind(b) == BTF_CONST ? "const" : "volatile",
					  spell(b->size_type, depth + 1), conv(b->size_type));
	case BTF_RESTRICT: case BTF_TYPE_TAG:
		return spell(b->size_type, depth + 1);
	case BTF_PTR:
		in = spell(b->size_type, depth + 1);
		return in ? dt_spell_pointer(in) : NULL;
	case BTF_ARRAY: {
		const uint32_t *a = (const uint32_t *)(b + 1);	/* type, index, nelems */

		in = spell(a[0], depth + 1);
		return in ? dt_spell_array(in, conv(id), conv(a[0])) : NULL;
	}
	default:
		return NULL;
	}
}

static void complete_sou(struct dt_type *t)
{
	const struct btf_type *b = types[t->src_ref];
	const uint32_t *m = (const uint32_t *)(b + 1);

	for (int i = 0; i < vlen(b); i++, m += 3) {
		uint32_t bit = kflag(b) ? (m[2] & 0xffffff) : m[2];
		int width = kflag(b) ? (int)(m[2] >> 24) : 0;
		const char *name = str(m[0]);

		dt_type_add_member(t, *name ? name : NULL, conv(m[1]), bit / 8,
				   width ? (int)(bit % 8) : 0, width)->cname = spell(m[1], 0);
	}
}

static struct dt_type *conv_int(const struct btf_type *b)
{
	uint32_t enc = *(const uint32_t *)(b + 1);
	const char *name = str(b->name_off);
	struct dt_type *t = dt_type_lookup(name);

	if (t && t->kind == TY_INT && t->size == (int)b->size_type)
		return t;
	return dt_type_new(TY_INT, name, (int)b->size_type, (enc >> 24) & 1);
}

static struct dt_type *conv_enum(const struct btf_type *b)
{
	const char *name = str(b->name_off);
	struct dt_type *t = dt_type_new(TY_ENUM, dt_sprintf("enum %s", *name ? name : "<anon>"),
					(int)b->size_type, kflag(b));
	const uint32_t *e = (const uint32_t *)(b + 1);

	for (int i = 0; i < vlen(b); i++) {
		int64_t v = kind(b) == BTF_ENUM64 ? (int64_t)((uint64_t)e[2] << 32 | e[1])
						  : (int64_t)(int32_t)e[1];

		dt_type_add_enumerator(t, str(e[0]), v);
		e += kind(b) == BTF_ENUM64 ? 3 : 2;
	}
	return t;
}

static struct dt_type *conv_new(uint32_t id, const struct btf_type *b)
{
	const char *name = str(b->name_off);
	const uint32_t *a = (const uint32_t *)(b + 1);
	struct dt_type *t;

	switch (kind(b)) {
	case BTF_INT:
		return conv_int(b);
	case BTF_PTR:
		return dt_type_ptr(conv(b->size_type));
	case BTF_ARRAY:
		return dt_type_array(conv(a[0]), a[2]);
	case BTF_STRUCT: case BTF_UNION:
		t = dt_type_new(kind(b) == BTF_UNION ? TY_UNION : TY_STRUCT,
				dt_sprintf("%s %s", kind(b) == BTF_UNION ? "union" : "struct",
					   *name ? name : "<anon>"), (int)b->size_type, false);
		t->src_ref = id;
		t->complete = complete_sou;
		return t;
	case BTF_ENUM: case BTF_ENUM64:
		return conv_enum(b);
	case BTF_FWD:		/* the definition, if the blob has one */
		t = dt_type_lookup(dt_sprintf("%s %s", kflag(b) ? "union" : "struct", name));
		return t ? t : dt_type_new(kflag(b) ? TY_UNION : TY_STRUCT,
					   dt_sprintf("%s %s", kflag(b) ? "union" : "struct",
						      name), 0, false);
	case BTF_TYPEDEF:
		t = memo[id] = dt_type_new(TY_TYPEDEF, name, 0, false);
		t->base = conv(b->size_type);
		t->size = dt_type_resolve(t->base)->size;
		t->is_signed = dt_type_resolve(t->base)->is_signed;
		return t;
	case BTF_VOLATILE: case BTF_CONST: case BTF_RESTRICT: case BTF_TYPE_TAG:
		return conv(b->size_type);
	case BTF_FUNC_PROTO:
		t = dt_type_new(TY_FUNC, "<function>", 0, false);
		t->base = &dt_ty_void;
		return t;
	case BTF_FLOAT:
		return dt_type_new(TY_FLOAT, name, (int)b->size_type, true);
	default:
		return dt_type_new(TY_VOID, "<unknown type>", 0, false);
	}
}

static struct dt_type *conv(uint32_t id)
{
	struct dt_type *t;

	if (id == 0 || id > ntypes)
		return &dt_ty_void;
	if (memo[id])
		return memo[id];
	t = conv_new(id, types[id]);
	t->origin = "vmlinux";
	return memo[id] = t;
}

/* The id of the type named NAME ("struct file", "size_t"), of kind K
 * (0: any type kind but functions), or of function NAME (K BTF_FUNC). */
static uint32_t find(const char *name, int k)
{
	const char *n = name;
	int want = k;

	if (!k) {
		if (!strncmp(name, "struct ", 7))
			n = name + 7, want = BTF_STRUCT;
		else if (!strncmp(name, "union ", 6))
			n = name + 6, want = BTF_UNION;
		else if (!strncmp(name, "enum ", 5))
			n = name + 5, want = BTF_ENUM;
		else
			want = BTF_TYPEDEF;
	}
	/* a linear scan: BTF has no name index, and pass 2 asks for a few
	 * names (~100k types: a millisecond each) */
	for (uint32_t id = 1; id <= ntypes; id++) {
		int tk = kind(types[id]);

		if ((tk == want || (want == BTF_ENUM && tk == BTF_ENUM64)) &&
		    !strcmp(str(types[id]->name_off), n))
			return id;
	}
	return 0;
}

static struct dt_type *src_lookup(const char *name)
{
	uint32_t id;

	if (!load() || !(id = find(name, 0)))
		return NULL;
	return conv(id);
}

static bool src_enumerator(const char *name, struct dt_type **type, int64_t *value)
{
	if (!load())
		return false;
	for (uint32_t id = 1; id <= ntypes; id++) {
		const struct btf_type *b = types[id];
		const uint32_t *e = (const uint32_t *)(b + 1);

		if (kind(b) != BTF_ENUM && kind(b) != BTF_ENUM64)
			continue;
		for (int i = 0; i < vlen(b); i++, e += kind(b) == BTF_ENUM64 ? 3 : 2)
			if (!strcmp(str(e[0]), name)) {
				struct dt_type *t = conv(id);

				for (struct dt_enumerator *en = t->enums; en; en = en->next)
					if (!strcmp(en->name, name)) {
						*type = t;
						*value = en->value;
						return true;
					}
			}
	}
	return false;
}

static struct dt_typesrc btf_src = { "BTF", src_lookup, src_enumerator, NULL, NULL };

const char *dt_btf_register(const struct dt_kernel *k)
{
	struct utsname u;

	btf_path = k->btf;
	if (!btf_path && uname(&u) == 0 && !strcmp(u.release, k->release))
		btf_path = "/sys/kernel/btf/vmlinux";	/* the running kernel's */
	if (!btf_path)
		btf_path = target_btf_path();
	if (!btf_path || access(btf_path, R_OK) != 0)
		return btf_path = NULL;
	dt_typesrc_add(&btf_src);
	btf_is_source = true;
	return btf_path;
}

struct dt_type *dt_btf_func(const char *name)
{
	const struct btf_type *proto;
	const uint32_t *p;
	struct dt_type *t;
	uint32_t id;

	if (!load() || !(id = find(name, BTF_FUNC)))
		return NULL;
	proto = types[types[id]->size_type];
	if (!proto || kind(proto) != BTF_FUNC_PROTO)
		return NULL;
	t = dt_type_new(TY_FUNC, name, 0, false);
	t->base = conv(proto->size_type);
	t->origin = "vmlinux";
	p = (const uint32_t *)(proto + 1);
	for (int i = 0; i < vlen(proto); i++, p += 2) {
		if (p[1] == 0) {	/* "...": a last parameter of type void */
			t->varargs = true;
			continue;
		}
		dt_type_add_member(t, str(p[0]), conv(p[1]), 0, 0, 0)->cname = spell(p[1], 0);
	}
	return t;
}

/* ---- tracepoints (dt_prov_sdt.c) ---- */

const char *dt_btf_tracepoint_source(void)
{
	return load() ? btf_path : NULL;
}

static const struct btf_type *type_by_id(uint32_t id)
{
	return id && id <= ntypes ? types[id] : NULL;
}

/* Through typedefs and qualifiers. */
static const struct btf_type *resolve(uint32_t id)
{
	const struct btf_type *t = type_by_id(id);

	for (int n = 0; t && n < 32; n++) {
		int k = kind(t);

		if (k != BTF_TYPEDEF && k != BTF_VOLATILE && k != BTF_CONST &&
		    k != BTF_RESTRICT && k != BTF_TYPE_TAG)
			break;
		t = type_by_id(t->size_type);
	}
	return t;
}

bool dt_btf_int(uint32_t id, int *size, bool *is_signed)
{
	const struct btf_type *t = resolve(id);

	if (!t)
		return false;
	switch (kind(t)) {
	case BTF_INT:
		*size = (int)t->size_type;
		*is_signed = (*(const uint32_t *)(t + 1) >> 24) & 1;
		break;
	case BTF_ENUM: case BTF_ENUM64:
		*size = (int)t->size_type;
		*is_signed = kflag(t);
		break;
	case BTF_PTR:
		*size = 8;
		*is_signed = false;
		return true;
	default:
		return false;
	}
	return *size == 1 || *size == 2 || *size == 4 || *size == 8;
}

const char *dt_btf_type_name(uint32_t id)
{
	const struct btf_type *t = type_by_id(id);
	const char *n;

	if (!t)
		return "void";
	n = str(t->name_off);
	switch (kind(t)) {
	case BTF_PTR: {
		const struct btf_type *to = type_by_id(t->size_type);
		const char *inner = to && kind(to) == BTF_FUNC_PROTO ? "void" :
				    dt_btf_type_name(t->size_type);
		size_t l = strlen(inner);

		return dt_sprintf("%s%s*", inner, l && inner[l - 1] == '*' ? "" : " ");
	}
	case BTF_CONST: return dt_sprintf("const %s", dt_btf_type_name(t->size_type));
	case BTF_VOLATILE: return dt_sprintf("volatile %s", dt_btf_type_name(t->size_type));
	case BTF_RESTRICT: case BTF_TYPE_TAG: return dt_btf_type_name(t->size_type);
	case BTF_STRUCT: return dt_sprintf("struct %s", n);
	case BTF_UNION: return dt_sprintf("union %s", n);
	case BTF_ENUM: case BTF_ENUM64: return dt_sprintf("enum %s", n);
	case BTF_FWD: return dt_sprintf("%s %s", kflag(t) ? "union" : "struct", n);
	case BTF_ARRAY: return "void *";	/* as a parameter, an array is a pointer */
	default: return *n ? n : "void";
	}
}

int dt_btf_tracepoints(void (*fn)(const char *name, int nargs, const uint32_t *args, void *arg),
		       void *arg)
{
	int n = 0;

	if (!load())
		return 0;
	for (uint32_t id = 1; id <= ntypes; id++) {
		const struct btf_type *t = types[id], *p, *proto;
		const char *name = str(t->name_off);
		uint32_t args[64];
		int nargs;

		if (kind(t) != BTF_TYPEDEF || strncmp(name, "btf_trace_", 10) != 0)
			continue;
		p = type_by_id(t->size_type);
		proto = p && kind(p) == BTF_PTR ? type_by_id(p->size_type) : NULL;
		if (!proto || kind(proto) != BTF_FUNC_PROTO || vlen(proto) < 1 ||
		    vlen(proto) > 64)
			continue;
		nargs = vlen(proto) - 1;	/* the first is void *__data */
		for (int i = 0; i < nargs; i++)
			args[i] = ((const uint32_t *)(proto + 1))[2 * (i + 1) + 1];
		fn(name + 10, nargs, args, arg);
		n++;
	}
	return n;
}

/* Forget the BTF source and its memo (dt_dwarf_reset). */
void dt_btf_reset(void)
{
	btf_path = NULL;
	btf_tried = false;
	btf_is_source = false;
	blob = NULL;
	strs = NULL;
	strs_len = 0;
	types = NULL;
	ntypes = 0;
	memo = NULL;
}
