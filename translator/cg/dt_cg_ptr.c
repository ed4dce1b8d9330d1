/*
 * dt_cg_ptr.c - pass 3: loads through pointers, member access, pointer
 * arithmetic and strings read from kernel memory.
 *
 * Pass 2's convention (dt_elab_ptr.c): a struct, union or array typed
 * expression stands for its address.  So an access computes an address
 * (u64) and either returns it (aggregate type) or loads the scalar there
 * with the runtime's checked accessor (runtime/memory.c), which refuses
 * user and non-canonical addresses and survives unmapped ones; a failed
 * load faults the clause, which stops at once (dt_cg_fault_check).  Memory
 * of the traced process (a node's umem, a user pointer's pointee: pass 2
 * decided) is read with the user accessors (dtap_uload ...) instead.
 */
#include <string.h>

#include "cg/dt_cg.h"

static const struct dt_type *resolve(const struct dt_type *t)
{
	return dt_type_resolve((struct dt_type *)t);
}

static bool is_aggregate(const struct dt_type *t)
{
	t = resolve(t);
	return t->kind == TY_STRUCT || t->kind == TY_UNION || t->kind == TY_ARRAY;
}

static uint64_t elem_size(const struct dt_type *t)
{
	return dt_type_elem_size((struct dt_type *)t);
}

/* The value of type T stored at address ADDR (a C expression); M, when
 * set, the member being read (bitfields); USER: in the traced process's
 * memory. */
static const char *load_at(struct dt_cg *cg, const struct dt_type *t, const char *addr,
			   const struct dt_member *m, bool user)
{
	const char *r, *u = user ? "u" : "";

	if (is_aggregate(t)) {
		r = dt_cg_temp(cg, &dt_ty_uint64);
		dt_cg_line(cg, "%s = %s;", r, addr);
		return r;
	}
	if (t->kind == TY_STRING) {	/* an element of "string s[2]": its chars,
					 * copied as stringof copies (a slot) */
		r = dt_cg_temp(cg, NULL);
		dt_cg_line(cg, "%s = dtap_%sload_str(ctx, %d, (u64)%s, %d);", r, u, cg->nstr++,
			   addr, t->size);
		dt_cg_fault_check(cg);
		return r;
	}
	r = dt_cg_temp(cg, t);
	if (m && m->bit_width) {
		int nbytes = (m->bit_offset + m->bit_width + 7) / 8;

		dt_cg_line(cg, "%s = (%s)dtap_%sload_bits(ctx, %s, %d, %d, %d, %d);", r,
			   dt_cg_ctype(t), u, addr, nbytes, m->bit_offset, m->bit_width,
			   t->is_signed);
	} else {
		dt_cg_line(cg, "%s = (%s)dtap_%sload(ctx, %s, %d);", r, dt_cg_ctype(t), u, addr,
			   t->size);
	}
	dt_cg_fault_check(cg);
	return r;
}

const char *dt_cg_load_at(struct dt_cg *cg, const struct dt_type *t, const char *addr,
			  const struct dt_member *m)
{
	return load_at(cg, t, addr, m, false);
}

bool dt_cg_in_umem(const struct dt_node *n)
{
	return n->umem || dt_type_is_uptr(n->type);
}

/* The address of N, a member, *p or p[i] (pass 2 allows & on those). */
const char *dt_cg_address(struct dt_cg *cg, const struct dt_node *n)
{
	const char *a, *i, *r;

	if (n->kind == ND_IDENT || n->kind == ND_THIS)	/* a struct variable */
		return dt_cg_expr(cg, n);
	r = dt_cg_temp(cg, &dt_ty_uint64);
	switch (n->kind) {
	case ND_MEMBER:
		/* p->m: p's value; e.m: e's address, which is e's value */
		a = dt_cg_expr(cg, n->lhs);
		dt_cg_line(cg, "%s = (u64)%s + %lluULL;", r, a,
			   (unsigned long long)n->member->offset);
		break;
	case ND_INDEX:
		a = dt_cg_expr(cg, n->lhs);
		i = dt_cg_expr(cg, n->args);
		dt_cg_line(cg, "%s = (u64)%s + (u64)((s64)%s * %lluLL);", r, a, i,
			   (unsigned long long)elem_size(n->lhs->type));
		break;
	default:	/* unary * */
		a = dt_cg_expr(cg, n->lhs);
		dt_cg_line(cg, "%s = (u64)%s;", r, a);
		break;
	}
	return r;
}

/* ND_MEMBER, ND_INDEX of a pointer or array, unary *: read memory. */
const char *dt_cg_access(struct dt_cg *cg, const struct dt_node *n)
{
	return load_at(cg, n->type, dt_cg_address(cg, n),
		       n->kind == ND_MEMBER ? n->member : NULL, n->umem);
}

/*
 * Store VALUE into the member (or element) of type T at ADDR, in a struct
 * variable of the program (pass 2 allows no other store: module memory
 * whose bounds it checked), so a plain store; a bit-field is a
 * read-modify-write of the bytes holding it.
 */
void dt_cg_store_at(struct dt_cg *cg, const struct dt_type *t, const char *addr,
		    const struct dt_member *m, const char *value)
{
	if (m && m->bit_width) {
		int nbytes = (m->bit_offset + m->bit_width + 7) / 8;
		unsigned long long mask;

		if (nbytes > 8) {
			/* a field over 9 bytes (a packed kernel type's): the
			 * word below holds 8; faults as its load does */
			dt_cg_line(cg, "dtap_fault(ctx, DTAP_FAULT_BADADDR, %s);", addr);
			dt_cg_fault_check(cg);
			return;
		}
		mask = (m->bit_width == 64 ? ~0ULL : (1ULL << m->bit_width) - 1) << m->bit_offset;
		dt_cg_line(cg, "{ u64 w_ = 0; memcpy(&w_, (void *)(uintptr_t)%s, %d); "
			   "w_ = (w_ & ~0x%llxULL) | (((u64)%s << %d) & 0x%llxULL); "
			   "memcpy((void *)(uintptr_t)%s, &w_, %d); }", addr, nbytes, mask, value,
			   m->bit_offset, mask, addr, nbytes);
		return;
	}
	if (t->kind == TY_STRING) {	/* by value, in the element's strsize bytes */
		dt_cg_line(cg, "dtap_str_store((char *)(uintptr_t)%s, %s, %d);", addr, value,
			   t->size);
		return;
	}
	dt_cg_line(cg, "*(%s *)(uintptr_t)%s = (%s)%s;", dt_cg_ctype(t), addr, dt_cg_ctype(t),
		   value);
}

/*
 * A store through a pointer (p->m = v, *p = v, p[i] = v): done only when
 * [ADDR, ADDR + size) lies in the running clause's scratch memory or in
 * a variable's storage (dtap_store_ok below), the places dtrace lets a
 * script write; with OBJ, only when it lies in the LEN bytes there (the
 * variable a store at a variable index is into).  Anywhere else faults
 * the clause with "invalid address", and kernel memory is never written.
 */
void dt_cg_store_checked(struct dt_cg *cg, const struct dt_type *t, const char *addr,
			 const struct dt_member *m, const char *value, const char *obj,
			 uint64_t len)
{
	int n = m && m->bit_width ? (m->bit_offset + m->bit_width + 7) / 8 : t->size;

	if (obj)
		dt_cg_line(cg, "if (!dtap_range_ok(%s, %d, (const void *)(uintptr_t)%s, %lluULL)) {",
			   addr, n, obj, (unsigned long long)len);
	else
		dt_cg_line(cg, "if (!dtap_store_ok(ctx, %s, %d)) {", addr, n);
	dt_cg_line(cg, "\tdtap_fault(ctx, DTAP_FAULT_BADADDR, %s);", addr);
	dt_cg_line(cg, "} else {");
	cg->depth++;
	dt_cg_store_at(cg, t, addr, m, value);
	cg->depth--;
	dt_cg_line(cg, "}");
	dt_cg_fault_check(cg);
}

/* The program's dtap_store_ok(): the clause's scratch memory, this->
 * storage, and the globals a pointer can reach (struct, union and array
 * ones: & of a scalar variable is refused); not dynamic variable space,
 * whose members' addresses pass 2 does not give out. */
void dt_cg_store_ok_fn(FILE *out, const struct dt_program *p)
{
	fprintf(out, "static __maybe_unused bool dtap_store_ok(struct dtap_ctx *ctx, u64 addr, "
		"u64 size)\n{\n");
	fprintf(out, "\tif (dtap_ctx_ptr_ok(ctx, addr, size))\n\t\treturn true;\n");
	for (const struct dt_ident *g = p->globals; g; g = g->next)
		if (!dt_type_is_scalar(g->type) && g->type->kind != TY_STRING)
			fprintf(out, "\tif (dtap_range_ok(addr, size, dtap_g%d, sizeof(dtap_g%d)))"
				"\n\t\treturn true;\n", g->id, g->id);
	fprintf(out, "\treturn false;\n}\n\n");
}

/* Unary &. */
const char *dt_cg_addrof(struct dt_cg *cg, const struct dt_node *n)
{
	return dt_cg_address(cg, n->lhs);
}

/* p + i, i + p, p - i (scaled) and p - q (in elements); NULL when N is
 * not pointer arithmetic (comparisons of pointers are plain u64 ones). */
const char *dt_cg_ptr_arith(struct dt_cg *cg, const struct dt_node *n)
{
	const struct dt_node *l = n->lhs, *rr = n->rhs;
	bool lp = dt_type_is_pointer(l->type) || resolve(l->type)->kind == TY_ARRAY;
	bool rp = dt_type_is_pointer(rr->type) || resolve(rr->type)->kind == TY_ARRAY;
	const char *a, *b, *r;

	if ((!lp && !rp) || (n->op[0] != '+' && n->op[0] != '-') || n->op[1])
		return NULL;
	a = dt_cg_expr(cg, l);
	b = dt_cg_expr(cg, rr);
	r = dt_cg_temp(cg, n->type);
	if (lp && rp) {
		dt_cg_line(cg, "%s = (s64)((u64)%s - (u64)%s) / %lluLL;", r, a, b,
			   (unsigned long long)elem_size(l->type));
	} else {
		const struct dt_node *p = lp ? l : rr;
		const char *pv = lp ? a : b, *iv = lp ? b : a;

		dt_cg_line(cg, "%s = (u64)%s %c (u64)((s64)%s * %lluLL);", r, pv, n->op[0], iv,
			   (unsigned long long)elem_size(p->type));
	}
	return r;
}

/* stringof(e) / a char array or pointer where a string is wanted: a
 * bounded copy into one of the clause's string slots. */
const char *dt_cg_stringof(struct dt_cg *cg, const struct dt_node *n)
{
	const struct dt_node *a = n->args;
	const struct dt_type *t = resolve(a->type);
	const char *v = dt_cg_expr(cg, a);
	const char *r;
	uint64_t max = (uint64_t)cg->prog->opts.strsize + 1;

	if (t->kind == TY_STRING)
		return v;
	if (t->kind == TY_ARRAY && t->nelems && t->nelems < max)
		max = t->nelems;	/* never read past the array */
	r = dt_cg_temp(cg, NULL);
	dt_cg_line(cg, "%s = dtap_%sload_str(ctx, %d, (u64)%s, %llu);", r,
		   dt_cg_in_umem(a) ? "u" : "", cg->nstr++, v, (unsigned long long)max);
	dt_cg_fault_check(cg);
	return r;
}

static int count_stringof(const struct dt_node *n)
{
	int k = 0;

	for (; n; n = n->next) {
		k += n->kind == ND_CALL && n->name && (!strcmp(n->name, "stringof") ||
						       (n->subr && !strcmp(n->subr->ret, "s")));
		k += dt_is_mem_string(n);	/* load_at() copies it */
		k += count_stringof(n->lhs) + count_stringof(n->rhs) +
		     count_stringof(n->cond) + count_stringof(n->args);
	}
	return k;
}

int dt_cg_clause_nstr(const struct dt_clause *c)
{
	return count_stringof(c->pred) + count_stringof(c->stmts);
}
