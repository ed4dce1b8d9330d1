/*
 * dt_types.c - the D types of the first language slice: the C integer
 * types (LP64) and string; the store of all other named types is
 * dt_typestore.c.  dt_ty_string.size is set to the strsize option
 * when a program is elaborated.
 */
#include <string.h>

#include "types/dt_types.h"

struct dt_type dt_ty_void = { TY_VOID, 0, false, "void", .origin = "D" };
struct dt_type dt_ty_char = { TY_INT, 1, true, "char", .origin = "D" };
struct dt_type dt_ty_int = { TY_INT, 4, true, "int", .origin = "D" };
struct dt_type dt_ty_uint = { TY_INT, 4, false, "unsigned int", .origin = "D" };
struct dt_type dt_ty_long = { TY_INT, 8, true, "long", .origin = "D" };
struct dt_type dt_ty_ulong = { TY_INT, 8, false, "unsigned long", .origin = "D" };
struct dt_type dt_ty_int64 = { TY_INT, 8, true, "int64_t", .origin = "D" };
struct dt_type dt_ty_uint64 = { TY_INT, 8, false, "uint64_t", .origin = "D" };
struct dt_type dt_ty_string = { TY_STRING, 256, false, "string", .origin = "D" };
/* func()/sym() and mod(): addresses that print as names (DTrace's
 * _symaddr); arithmetic on them gives plain integers. */
struct dt_type dt_ty_symaddr = { TY_INT, 8, false, "_symaddr", .origin = "D" };
struct dt_type dt_ty_modaddr = { TY_INT, 8, false, "_symaddr", .origin = "D" };

char dt_type_print(const struct dt_type *t)
{
	return t == &dt_ty_symaddr ? 'S' : t == &dt_ty_modaddr ? 'M' : 0;
}

struct dt_type *dt_type_stack(int depth)
{
	/* static, as D's other types: a compile's memory may be freed (the
	 * fuzzer), these outlive it */
	static struct dt_type types[DT_STACK_MAX + 1];

	if (depth < 1 || depth > DT_STACK_MAX)
		return NULL;
	if (!types[depth].name)
		types[depth] = (struct dt_type){ TY_STACK, 8 * depth, false, "stack", .origin = "D" };
	return &types[depth];
}

/* ustack(DEPTH): the pid, then DEPTH user return addresses (TY_STACK
 * named "ustack": records and keys as stack()'s, one word longer). */
struct dt_type *dt_type_ustack(int depth)
{
	static struct dt_type types[DT_STACK_MAX + 1];

	if (depth < 1 || depth > DT_STACK_MAX)
		return NULL;
	if (!types[depth].name)
		types[depth] = (struct dt_type){ TY_STACK, 8 * (depth + 1), false, "ustack",
						 .origin = "D" };
	return &types[depth];
}

bool dt_type_is_ustack(const struct dt_type *t)
{
	return t->kind == TY_STACK && !strcmp(t->name, "ustack");
}

/* usym(a) ufunc(a) umod(a) uaddr(a): the pid and the address, printed as
 * a user symbol ("usym": usym, ufunc), module ("umod") or symbol and
 * offset ("uaddr"); kept as stack() values are (records, keys). */
struct dt_type *dt_type_uaddr(const char *fn)
{
	static struct dt_type types[] = {
		{ TY_STACK, 16, false, "usym", .origin = "D" },
		{ TY_STACK, 16, false, "umod", .origin = "D" },
		{ TY_STACK, 16, false, "uaddr", .origin = "D" },
	};

	return !strcmp(fn, "umod") ? &types[1] : !strcmp(fn, "uaddr") ? &types[2] : &types[0];
}

bool dt_type_is_uaddr(const struct dt_type *t)
{
	return t->kind == TY_STACK && t->name[0] == 'u' && strcmp(t->name, "ustack");
}

/* Integer promotion: anything narrower than int becomes int; typedefs
 * and enums compute as the integer they are. */
struct dt_type *dt_type_promote(struct dt_type *t)
{
	struct dt_type *r = dt_type_resolve(t);

	if (dt_type_print(t))
		return &dt_ty_uint64;
	if (t->size < 4)
		return &dt_ty_int;
	if (r->kind == TY_ENUM)
		return r->is_signed ? (r->size == 8 ? &dt_ty_long : &dt_ty_int)
				    : (r->size == 8 ? &dt_ty_ulong : &dt_ty_uint);
	return t;
}

/* C's usual arithmetic conversions for two integer types (LP64): the
 * wider promoted type; at equal width, unsigned wins. */
struct dt_type *dt_type_usual_conv(struct dt_type *a, struct dt_type *b)
{
	a = dt_type_promote(a);
	b = dt_type_promote(b);
	if (dt_type_print(a))		/* _symaddr + 1 is a number */
		a = &dt_ty_uint64;
	if (dt_type_print(b))
		b = &dt_ty_uint64;
	if (a->size != b->size)
		return a->size > b->size ? a : b;
	if (a->is_signed != b->is_signed)
		return a->is_signed ? b : a;
	return a;
}
