/*
 * test_types.c - the type store (dt_typestore.c) and C's memory model in
 * passes 2 and 3 (dt_elab_ptr.c, dt_cg_ptr.c), fed by a small source of
 * kernel-like types built here: struct file -> struct path -> struct
 * dentry, an anonymous union, a bitfield, an enum, a kernel global.
 */
#include "dt_fe_test.h"

static struct dt_type *ty_file, *ty_dentry, *ty_state;

/* struct qstr { u32 len; const unsigned char *name; };
 * struct dentry { int d_flags; struct qstr d_name; char d_iname[32]; };
 * struct path { void *mnt; struct dentry *dentry; };
 * struct file { union { void *a; long b; }; struct path f_path;
 *               unsigned f_mode:3, f_bits:5; enum state st; }; */
static void build_types(void)
{
	struct dt_type *qstr = dt_type_new(TY_STRUCT, "struct qstr", 16, false);
	struct dt_type *path = dt_type_new(TY_STRUCT, "struct path", 16, false);
	struct dt_type *un = dt_type_new(TY_UNION, "union <anon>", 8, false);
	struct dt_type *u32t = dt_type_typedef("u32", dt_type_lookup("unsigned int"));

	ty_dentry = dt_type_new(TY_STRUCT, "struct dentry", 56, false);
	ty_file = dt_type_new(TY_STRUCT, "struct file", 40, false);
	ty_state = dt_type_new(TY_ENUM, "enum state", 4, false);
	dt_type_add_enumerator(ty_state, "ST_IDLE", 0);
	dt_type_add_enumerator(ty_state, "ST_BUSY", 7);
	dt_type_add_member(qstr, "len", u32t, 0, 0, 0);
	dt_type_add_member(qstr, "name", dt_type_ptr(dt_type_lookup("unsigned char")), 8, 0, 0);
	dt_type_add_member(ty_dentry, "d_flags", &dt_ty_int, 0, 0, 0);
	dt_type_add_member(ty_dentry, "d_name", qstr, 8, 0, 0);
	dt_type_add_member(ty_dentry, "d_iname", dt_type_array(&dt_ty_char, 32), 24, 0, 0);
	dt_type_add_member(path, "mnt", dt_type_ptr(&dt_ty_void), 0, 0, 0);
	dt_type_add_member(path, "dentry", dt_type_ptr(ty_dentry), 8, 0, 0);
	dt_type_add_member(un, "a", dt_type_ptr(&dt_ty_void), 0, 0, 0);
	dt_type_add_member(un, "b", &dt_ty_long, 0, 0, 0);
	dt_type_add_member(ty_file, NULL, un, 0, 0, 0);
	dt_type_add_member(ty_file, "f_path", path, 8, 0, 0);
	dt_type_add_member(ty_file, "f_mode", &dt_ty_uint, 24, 0, 3);
	dt_type_add_member(ty_file, "f_bits", &dt_ty_uint, 24, 3, 5);
	/* a packed type's field over 9 bytes (bit 7 of byte 25, 60 bits) */
	dt_type_add_member(ty_file, "f_wide", &dt_ty_ulong, 25, 7, 60);
	dt_type_add_member(ty_file, "st", ty_state, 28, 0, 0);
}

static struct dt_type *src_lookup(const char *name)
{
	if (!strcmp(name, "struct file"))
		return ty_file;
	if (!strcmp(name, "struct dentry"))
		return ty_dentry;
	if (!strcmp(name, "enum state"))
		return ty_state;
	return NULL;
}

static bool src_enumerator(const char *name, struct dt_type **type, int64_t *value)
{
	for (struct dt_enumerator *e = ty_state->enums; e; e = e->next)
		if (!strcmp(e->name, name)) {
			*type = ty_state;
			*value = e->value;
			return true;
		}
	return false;
}

static bool src_symbol(const char *name, uint64_t *addr, struct dt_type **type)
{
	if (strcmp(name, "kfile") != 0)
		return false;
	*addr = 0xffffffff82000000ULL;
	*type = ty_file;
	return true;
}

static struct dt_typesrc test_src = { "test", src_lookup, src_enumerator, src_symbol, NULL };

static void store(void)
{
	struct dt_member m;
	struct dt_type *t;

	check_str("types.lookup.builtin", dt_type_lookup("unsigned long")->name, "unsigned long");
	dt_type_define(dt_type_typedef("myoff_t", dt_type_lookup("long")));
	check_int("types.define.typedef", dt_type_lookup("myoff_t")->kind, TY_TYPEDEF);
	check_str("types.resolve.typedef", dt_type_resolve(dt_type_lookup("myoff_t"))->name,
		  "long");
	check_int("types.define.first_wins", dt_type_define(dt_type_new(TY_INT, "myoff_t", 4,
		  true)) == dt_type_lookup("myoff_t"), 1);
	check_int("types.lookup.source", dt_type_lookup("struct file") == ty_file, 1);
	check_int("types.lookup.miss", dt_type_lookup("struct nosuch") == NULL, 1);
	t = dt_type_lookup("struct file **");
	check_str("types.lookup.stars", t ? t->name : NULL, "struct file **");
	check_int("types.ptr.interned", dt_type_ptr(ty_file) == dt_type_ptr(ty_file), 1);
	check_int("types.member.anon", dt_type_member(ty_file, "b", &m) && m.offset == 0, 1);
	check_int("types.member.offset",
		  dt_type_member(ty_file, "f_path", &m) && m.offset == 8, 1);
	check_int("types.member.bitfield", dt_type_member(ty_file, "f_bits", &m) &&
		  m.bit_offset == 3 && m.bit_width == 5, 1);
	check_int("types.member.none", dt_type_member(ty_file, "nope", &m), 0);
	check_int("types.sizeof.array", (long long)dt_type_sizeof(dt_type_array(ty_file, 3)), 120);
	check_int("types.charseq.array", dt_type_is_charseq(dt_type_array(&dt_ty_char, 4)), 1);
	check_int("types.charseq.int", dt_type_is_charseq(&dt_ty_int), 0);
	check_int("types.elem_size.void", (long long)dt_type_elem_size(dt_type_ptr(&dt_ty_void)), 1);
}

static struct dt_program *elab(const char *src)
{
	const char *desc[] = { "script 't.d'" };
	struct dt_options o;
	struct dt_script *s = dt_parse("t.d", src, 0);

	dt_options_init(&o);
	return s ? dt_elaborate(s, &o, desc, 1) : NULL;
}

/* The type of EXPR as the value of a global. */
static void check_type(const char *name, const char *expr, const char *want)
{
	struct dt_program *p = elab(dt_sprintf("BEGIN { v = %s; }", expr));
	struct dt_node *st = p ? p->script->clauses->stmts : NULL;

	check_str(name, st && st->lhs->rhs->type ? st->lhs->rhs->type->name : NULL, want);
}

static void check_error(const char *name, const char *src, const char *want)
{
	struct dt_program *p;

	capture_begin();
	p = elab(src);
	check_str(name, capture_end(), want);
	check_int(dt_sprintf("%s.null", name), p == NULL, 1);
}

/* The C pass 3 makes of SRC; NULL if SRC does not compile. */
static char *gen_c(const char *src)
{
	struct dt_program *p = elab(src);
	char *out = NULL;
	size_t len = 0;
	FILE *f;

	if (!p)
		return NULL;
	f = open_memstream(&out, &len);
	dt_cg_program(f, p, "t", "6.1.0");
	fclose(f);
	return out;
}

/* Does the C of SRC contain every line of WANT? */
static void check_c(const char *name, const char *src, const char *want)
{
	char *out = gen_c(src), *w, *line;
	bool ok = out != NULL;

	w = dt_strdup(want);
	for (line = strtok(w, "\n"); ok && line; line = strtok(NULL, "\n"))
		if (!strstr(out, line)) {
			printf("missing: %s\nin:\n%s\n", line, out);
			ok = false;
		}
	check_int(name, ok, 1);
}

/* Does the C of SRC lack the text UNWANTED? */
static void check_c_lacks(const char *name, const char *src, const char *unwanted)
{
	char *out = gen_c(src);
	bool ok = out != NULL;

	if (out && strstr(out, unwanted)) {
		printf("unwanted: %s\nin:\n%s\n", unwanted, out);
		ok = false;
	}
	check_int(name, ok, 1);
}

static void elaboration(void)
{
	check_type("types.elab.ksym_member", "`kfile.f_path.dentry", "struct dentry *");
	check_type("types.elab.arrow", "`kfile.f_path.dentry->d_name.len", "u32");
	check_type("types.elab.anon_member", "`kfile.b", "long");
	check_type("types.elab.addrof", "&`kfile.f_path", "struct path *");
	check_type("types.elab.ptr_plus", "`kfile.f_path.dentry + 1", "struct dentry *");
	check_type("types.elab.ptr_minus_ptr",
		   "`kfile.f_path.dentry - `kfile.f_path.dentry", "long");
	check_type("types.elab.index", "`kfile.f_path.dentry->d_iname[2]", "char");
	check_type("types.elab.deref", "*`kfile.f_path.dentry->d_name.name", "unsigned char");
	check_type("types.elab.enumerator", "ST_BUSY", "enum state");
	check_type("types.elab.enum_arith", "ST_BUSY + 1", "unsigned int");
	check_type("types.elab.stringof", "stringof(`kfile.f_path.dentry->d_iname)", "string");
	check_type("types.elab.bitfield", "`kfile.f_bits", "unsigned int");
	check_error("types.err.member",
		    "BEGIN { v = `kfile.f_path.nope; }",
		    "dtap: t.d:1:26: nope is not a member of struct path\n");
	check_error("types.err.arrow_nonptr",
		    "BEGIN { v = `kfile->f_path; }",
		    "dtap: t.d:1:19: operator -> must be applied to a pointer\n");
	check_error("types.err.dot_ptr",
		    "BEGIN { v = `kfile.f_path.dentry.d_flags; }",
		    "dtap: t.d:1:33: operator . cannot be applied to type \"struct dentry *\"; "
		    "must be applied to a struct or union\n");
	check_error("types.err.deref_int",
		    "BEGIN { v = *`kfile.b; }",
		    "dtap: t.d:1:13: cannot dereference non-pointer type\n");
	check_error("types.err.ksym",
		    "BEGIN { v = `nosuch; }",
		    "dtap: t.d:1:13: failed to resolve `nosuch: no such kernel symbol with a "
		    "known type\n");
	/* a struct is assigned by value, but only to a variable of its type */
	check_error("types.err.struct_global",
		    "int v; BEGIN { v = `kfile.f_path; }",
		    "dtap: t.d:1:18: operands have incompatible types: \"int\" = \"struct path\"\n");
	check_c("types.cg.loads",
		"BEGIN { printf(\"%s %d %d\\n\", `kfile.f_path.dentry->d_name.name, "
		"`kfile.f_bits, `kfile.f_path.dentry->d_iname[3]); }",
		"(s8)dtap_load(ctx, t\n"
		"= dtap_load_str(ctx, 0, (u64)t");
	check_c("types.cg.bitfield",
		"BEGIN { trace(`kfile.f_bits); }",
		", 1, 3, 5, 0);");
	/* a store to it cannot go through the u64 word of a bit-field store:
	 * it faults, as its load does (it wrote 9 bytes into the word) */
	check_c("types.cg.bitfield_9_bytes",
		"BEGIN { this->p = (struct file *)alloca(sizeof (struct file)); "
		"this->p->f_wide = 1; }",
		"dtap_fault(ctx, DTAP_FAULT_BADADDR, t");
	check_c_lacks("types.cg.bitfield_9_bytes_no_word",
		      "BEGIN { this->p = (struct file *)alloca(sizeof (struct file)); "
		      "this->p->f_wide = 1; }",
		      "u64 w_");
	check_c("types.cg.nstr",
		"BEGIN { printf(\"%s\", `kfile.f_path.dentry->d_iname); "
		"printf(\"%s\", `kfile.f_path.dentry->d_iname); }",
		"#define DTAP_NSTR\t2\n"
		"dtap_load_str(ctx, 1, (u64)t");
}

int main(void)
{
	build_types();
	dt_typesrc_add(&test_src);
	store();
	elaboration();
	return test_exit();
}
