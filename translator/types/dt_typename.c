/*
 * dt_typename.c - the integer, floating-point and string types a script
 * can name.
 *
 * C's base types in any of their spellings ("unsigned", "long int",
 * "signed char", "unsigned long long int"), the <stdint.h> names, and the
 * typedefs dtrace's D library predefines for Linux (uint_t, size_t,
 * uintptr_t, pid_t ...), all LP64.  Each name is its own dt_type so that
 * diagnostics name the type as the script wrote it; arithmetic only looks
 * at size and signedness.  Pointers, structs, unions, enums and script
 * typedefs belong to the type store, which dt_type_by_name() asks for
 * every other name (and which asks dt_type_base_by_name() for these).
 */
#include <stdlib.h>
#include <string.h>

#include "types/dt_types.h"

#define INT_TYPE(n, size, sign) { TY_INT, size, sign, n, .origin = "D" }

static struct dt_type named[] = {
	INT_TYPE("signed char", 1, true), INT_TYPE("unsigned char", 1, false),
	INT_TYPE("short", 2, true), INT_TYPE("unsigned short", 2, false),
	INT_TYPE("long long", 8, true), INT_TYPE("unsigned long long", 8, false),
	INT_TYPE("int8_t", 1, true), INT_TYPE("int16_t", 2, true),
	INT_TYPE("int32_t", 4, true), INT_TYPE("uint8_t", 1, false),
	INT_TYPE("uint16_t", 2, false), INT_TYPE("uint32_t", 4, false),
	INT_TYPE("uchar_t", 1, false), INT_TYPE("ushort_t", 2, false),
	INT_TYPE("uint_t", 4, false), INT_TYPE("uint", 4, false),
	INT_TYPE("ulong_t", 8, false), INT_TYPE("u_longlong_t", 8, false),
	INT_TYPE("longlong_t", 8, true), INT_TYPE("size_t", 8, false),
	INT_TYPE("ssize_t", 8, true), INT_TYPE("intptr_t", 8, true),
	INT_TYPE("uintptr_t", 8, false), INT_TYPE("ptrdiff_t", 8, true),
	INT_TYPE("off_t", 8, true), INT_TYPE("pid_t", 4, true),
	INT_TYPE("uid_t", 4, false), INT_TYPE("gid_t", 4, false),
	INT_TYPE("id_t", 4, true), INT_TYPE("time_t", 8, true),
	INT_TYPE("dev_t", 8, false), INT_TYPE("ino_t", 8, false),
	INT_TYPE("mode_t", 4, false), INT_TYPE("caddr_t", 8, false),
	INT_TYPE("boolean_t", 4, false), INT_TYPE("_Bool", 1, false),
	INT_TYPE("bool", 1, false),
	/* sized for declarations and sizeof; D does no arithmetic on them */
	{ TY_FLOAT, 4, true, "float", .origin = "D" },
	{ TY_FLOAT, 8, true, "double", .origin = "D" },
	{ TY_FLOAT, 16, true, "long double", .origin = "D" },
};

static struct dt_type *const base[] = {
	&dt_ty_char, &dt_ty_int, &dt_ty_uint, &dt_ty_long, &dt_ty_ulong,
	&dt_ty_int64, &dt_ty_uint64, &dt_ty_string, &dt_ty_void,
};

/* Names a script's typedefs gave (a short list: scripts declare few). */
static struct dt_type **aliases;
static int naliases;

bool dt_type_alias(const char *name, const struct dt_type *t)
{
	struct dt_type *a;

	/* a kernel's typedef (read from DWARF or BTF) is shadowed, as a script's declarations shadow the
	 * kernel's in dtrace: glibc's nlink_t (under -C) is not the kernel's */
	if (dt_type_base_by_name(name) || dt_type_is_defined(name))
		return false;
	a = dt_zalloc(sizeof(*a));
	*a = *t;
	a->name = dt_strdup(name);
	aliases = realloc(aliases, sizeof(*aliases) * (size_t)(naliases + 1));
	if (!aliases)
		abort();
	aliases[naliases++] = a;
	return true;
}

/* Forget the script's typedef names and the pointer types interned in
 * D's own (static) types: both point at memory of the compile that made
 * them. */
void dt_typename_reset(void)
{
	naliases = 0;
	for (size_t i = 0; i < sizeof(base) / sizeof(base[0]); i++)
		base[i]->ptr_to = NULL;
	for (size_t i = 0; i < sizeof(named) / sizeof(named[0]); i++)
		named[i].ptr_to = NULL;
}

static struct dt_type *find(const char *name)
{
	for (int i = 0; i < naliases; i++)
		if (!strcmp(aliases[i]->name, name))
			return aliases[i];
	for (size_t i = 0; i < sizeof(base) / sizeof(base[0]); i++)
		if (!strcmp(base[i]->name, name))
			return base[i];
	for (size_t i = 0; i < sizeof(named) / sizeof(named[0]); i++)
		if (!strcmp(named[i].name, name))
			return &named[i];
	return NULL;
}

/* The canonical name of a C base type spelled with WORDS (space
 * separated, any order, "const"/"volatile" ignored); NULL if invalid. */
static const char *base_name(const char *words)
{
	int nsigned = 0, nunsigned = 0, nchar = 0, nshort = 0, nint = 0, nlong = 0;
	char *w, *save = NULL, *s = dt_strdup(words);
	const char *u;

	for (w = strtok_r(s, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
		if (!strcmp(w, "signed")) nsigned++;
		else if (!strcmp(w, "unsigned")) nunsigned++;
		else if (!strcmp(w, "char")) nchar++;
		else if (!strcmp(w, "short")) nshort++;
		else if (!strcmp(w, "int")) nint++;
		else if (!strcmp(w, "long")) nlong++;
		else if (strcmp(w, "const") && strcmp(w, "volatile")) return NULL;
	}
	if (nsigned + nunsigned > 1 || nint > 1 || nchar > 1 || nshort > 1 || nlong > 2 ||
	    nchar + nshort + (nlong > 0) > 1 || (nchar && nint))
		return NULL;
	if (nsigned + nunsigned + nchar + nshort + nint + nlong == 0)
		return NULL;
	u = nunsigned ? "unsigned " : "";
	if (nchar)
		return nunsigned ? "unsigned char" : nsigned ? "signed char" : "char";
	if (nshort)
		return dt_sprintf("%sshort", u);
	if (nlong == 2)
		return dt_sprintf("%slong long", u);
	if (nlong == 1)
		return dt_sprintf("%slong", u);
	return dt_sprintf("%sint", u);
}

struct dt_type *dt_type_base_by_name(const char *name)
{
	struct dt_type *t;
	const char *b;

	while (!strncmp(name, "const ", 6) || !strncmp(name, "volatile ", 9))
		name = strchr(name, ' ') + 1;
	t = find(name);
	if (t)
		return t;
	b = base_name(name);
	return b ? find(b) : NULL;
}

/* Any type name: D's own first, then the type store (structs, unions,
 * enums, typedefs of the kernel and the script, "T *" pointers). */
struct dt_type *dt_type_by_name(const char *name)
{
	struct dt_type *t = dt_type_base_by_name(name);

	return t ? t : dt_type_lookup(name);
}

/* Diagnose NAME when it is C base words in a combination C refuses
 * ("unsigned signed", "long long long", "short char"); true if it was. */
bool dt_type_name_check(const char *name, const struct dt_loc *loc)
{
	int n[7] = { 0 };	/* signed unsigned char short int long void */
	static const char *const words[] = { "signed", "unsigned", "char", "short", "int",
					     "long", "void" };
	char *w, *save = NULL, *s = dt_strdup(name);

	for (w = strtok_r(s, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
		size_t i;

		for (i = 0; i < 7 && strcmp(w, words[i]); i++)
			;
		if (i == 7 && strcmp(w, "const") && strcmp(w, "volatile"))
			return false;	/* not base words only */
		if (i < 7)
			n[i]++;
	}
	if (n[6] && n[0] + n[1] + n[3] + n[5]) {
		dt_error(D_DECL_VOIDATTR, loc, "invalid type declaration: attributes may not be "
			 "used with type void: %s", name);
		return true;
	}
	if (n[2] == 1 && n[3] + n[5]) {
		dt_error(D_DECL_CHARATTR, loc, "invalid type declaration: short and long may not "
			 "be used with type char: %s", name);
		return true;
	}
	if (n[0] + n[1] > 1) {
		dt_error(D_DECL_SIGNINT, loc, "invalid type declaration: signed and unsigned "
			 "may not be used together: %s", name);
		return true;
	}
	if (n[5] > 2) {
		dt_error(D_DECL_LONGINT, loc, "invalid type declaration: too many long "
			 "specifiers: %s", name);
		return true;
	}
	if (n[4] > 1 || n[2] > 1 || n[3] > 1 || n[2] + n[3] + (n[5] > 0) > 1 || (n[2] && n[4])) {
		dt_error(D_DECL_COMBO, loc, "invalid type combination: %s", name);
		return true;
	}
	return false;
}

/* ---- the C spelling of a type with its qualifiers (dt_dwarf.c, dt_btf.c) ---- */

const char *dt_spell_qualified(const char *q, const char *in, struct dt_type *ti)
{
	if (dt_type_resolve(ti)->kind == TY_FUNC)
		return NULL;
	if (!in)
		in = ti->name;
	if (ti->kind == TY_PTR)
		return dt_sprintf("%s%s", in, q);	/* "char *const" */
	return strncmp(in, q, strlen(q)) ? dt_sprintf("%s %s", q, in) : in;
}

const char *dt_spell_pointer(const char *in)
{
	return dt_sprintf("%s%s*", in, in[strlen(in) - 1] == '*' ? "" : " ");
}

const char *dt_spell_array(const char *in, const struct dt_type *array,
			   const struct dt_type *elem)
{
	size_t bl = strlen(elem->name);

	/* the element's spelling, then the dimensions as the array's name has them */
	if (strncmp(array->name, elem->name, bl))
		return NULL;
	return dt_sprintf("%s%s", in, array->name + bl);
}
