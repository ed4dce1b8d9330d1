/*
 * dt_cg_subr.c - pass 3: a call of one of D's subroutines (elab/dt_subr.c
 * has their table; pass 2 recorded the row on the call node) becomes a
 * call of its runtime helper (runtime/strings.c, locks.c ...).  A string
 * result goes to the clause's next scratch slot (cg->nstr).
 */
#include <string.h>

#include "cg/dt_cg.h"

/* Where the lock word is in the lock N's argument points to: from the
 * kernel's types when there are some (struct mutex's owner; rwlock_t's
 * raw_lock.cnts; struct rw_semaphore's count), else 0, its place in
 * every non-debug build.  *KIND: 1 for an rw_semaphore (locks.c). */
static uint64_t lock_word(const struct dt_subr *sr, const struct dt_node *n, int *kind)
{
	struct dt_type *t = dt_type_resolve(n->args->type), *lt;
	struct dt_member m, m2;
	const char *name = "rwlock_t";

	*kind = 0;
	if (t->kind == TY_PTR && t->base && dt_type_resolve(t->base)->kind == TY_STRUCT &&
	    dt_type_resolve(t->base)->name &&
	    !strcmp(dt_type_resolve(t->base)->name, "struct rw_semaphore"))
		*kind = 1;
	if (sr->lock == 'm')
		name = "struct mutex";
	else if (*kind)
		name = "struct rw_semaphore";
	lt = dt_type_lookup(name);
	if (!lt)
		return 0;
	if (sr->lock == 'm')
		return dt_type_member(lt, "owner", &m) ? m.offset : 0;
	if (*kind)
		return dt_type_member(lt, "count", &m) ? m.offset : 0;
	if (!dt_type_member(lt, "raw_lock", &m) || !dt_type_member(m.type, "cnts", &m2))
		return 0;
	return m.offset + m2.offset;
}

/* Pass 3: the call N as a C expression (strings: the scratch slot). */
const char *dt_cg_subr(struct dt_cg *cg, const struct dt_node *n)
{
	const struct dt_subr *sr = n->subr;	/* pass 2 recorded it */
	int max = (int)strlen(sr->args), argc = 0;
	char *args = dt_strdup("");
	const char *r;

	for (const struct dt_node *a = n->args; a; a = a->next, argc++) {
		const char *v = dt_cg_expr(cg, a);

		if (a->type->kind == TY_INT && sr->args[argc] == 'S')
			v = "NULL";
		else if (a->type->kind == TY_INT)
			v = dt_sprintf("(%s)%s", a->type->is_signed ? "s64" : "u64", v);
		else if (a->type->kind != TY_STRING)	/* pointers, arrays */
			v = dt_sprintf("(u64)%s", v);
		else if (sr->args[argc] == 'p')	/* a string as an address */
			v = dt_sprintf("(u64)(uintptr_t)%s", v);
		args = dt_sprintf("%s, %s", args, v);
	}
	if (max > sr->min)	/* optional arguments: how many were given */
		args = dt_sprintf("%s%s, %d", args, argc < max ? ", 0" : "", argc);
	if (sr->lock) {
		int kind;
		uint64_t off = lock_word(sr, n, &kind);

		args = dt_sprintf("%s, %lluULL%s", args, (unsigned long long)off,
				  sr->lock == 'r' ? (kind ? ", 1" : ", 0") : "");
	}
	if (n->type->kind == TY_STRING) {
		r = dt_sprintf("ctx->str[%d]", cg->nstr++);
		dt_cg_line(cg, "%s(%s%s%s);", sr->cfn,
			   sr->faults || strchr("SU", sr->args[0]) ? "ctx, " : "", r, args);
	} else if (n->type->kind == TY_VOID) {
		r = "0";
		dt_cg_line(cg, "%s(ctx%s);", sr->cfn, args);
	} else {
		r = dt_cg_temp(cg, n->type);
		dt_cg_line(cg, "%s = (%s)%s(ctx%s);", r, dt_cg_ctype(n->type), sr->cfn, args);
	}
	if (sr->faults)
		dt_cg_fault_check(cg);
	return r;
}
