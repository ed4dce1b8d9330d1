/*
 * dt_cg_var.c - pass 3: loads and stores of D variables.
 *
 *   globals     a module global dtap_gN (strings: a char buffer)
 *   this->x     a slot of the per-CPU context (ctx->thisv)
 *   self->x, a[k...], self->a[k...]
 *               the dynamic variable table (runtime/dynvar.c): the key is
 *               built in ctx->dkey (id, task, then the tuple at the offsets
 *               of the metadata-free layout below) before each access
 *
 * An lvalue is prepared once (its keys evaluated into temporaries) and may
 * then be loaded and stored (x[i++] += 1 evaluates i++ once).
 */
#include <string.h>

#include "cg/dt_cg.h"

static const char *var_ref(const struct dt_ident *id)
{
	if (id->kind != ID_THIS)
		return dt_sprintf("dtap_g%d", id->id);
	if (id->type->kind == TY_STRING)
		return dt_sprintf("((char *)&ctx->thisv[%d])", id->off);
	return dt_sprintf("(*(%s *)&ctx->thisv[%d])", dt_cg_ctype(id->type), id->off);
}

void dt_cg_lval_prepare(struct dt_cg *cg, const struct dt_node *n, struct dt_cg_lval *lv)
{
	const struct dt_ident *id = n->ident;
	int i = 0;

	bool dyn_write = cg->dyn_write;

	memset(lv, 0, sizeof(*lv));
	lv->id = id;
	if (n->kind != ND_INDEX)
		return;
	cg->dyn_write = false;	/* the keys are read, not written */
	for (const struct dt_node *k = n->args; k && i < 8; k = k->next, i++) {
		const char *v = dt_cg_expr(cg, k);

		if (k->type->kind == TY_STRING) {
			lv->keys[i] = v;
		} else {
			/* converted to the key's type, widened as it says */
			const char *t = dt_cg_temp(cg, &dt_ty_uint64);

			dt_cg_line(cg, "%s = (u64)(%s)(%s)%s;", t,
				   id->keys[i]->is_signed ? "s64" : "u64",
				   dt_cg_ctype(id->keys[i]), v);
			lv->keys[i] = t;
		}
	}
	cg->dyn_write = dyn_write;
}

/* (an array too: "self int a[4];" is stored and addressed as a struct) */
static bool is_sou(const struct dt_type *t)
{
	t = dt_type_resolve((struct dt_type *)t);
	return t->kind == TY_STRUCT || t->kind == TY_UNION || t->kind == TY_ARRAY;
}

/* Build the key of dynamic variable LV in ctx->dkey, unless the load of
 * a read-modify-write just built it (nothing in between touches it). */
static void dyn_key(struct dt_cg *cg, struct dt_cg_lval *lv)
{
	const struct dt_ident *id = lv->id;
	int off = 16;

	if (lv->key_ready) {
		lv->key_ready = false;
		return;
	}
	dt_cg_line(cg, "dtap_dyn_key_begin(ctx, %d, %s);", id->id, id->self ? "true" : "false");
	for (int i = 0; i < id->nkeys; i++) {
		if (id->keys[i]->kind == TY_STRING) {
			dt_cg_line(cg, "dtap_dyn_key_str(ctx, %d, %s);", off, lv->keys[i]);
			off += cg->prog->opts.strsize;
		} else {
			dt_cg_line(cg, "dtap_dyn_key_int(ctx, %d, %s);", off, lv->keys[i]);
			off += 8;
		}
	}
}

/*
 * A struct-typed dynamic variable stands for its address (its bytes in
 * the table; P a temporary for it).  Read, a missing one is all zeros (a
 * zero block of the runtime, never written); for a store into a member
 * it is created, zero-filled, as dtrace faults in a by-reference
 * associative array element, and a full table (a drop) leaves the store
 * to a sink block nobody reads.
 */
static const char *dyn_sou_addr(struct dt_cg *cg, const char *p)
{
	const char *t = dt_cg_temp(cg, &dt_ty_uint64);

	dt_cg_line(cg, "%s = %s(ctx);", p, cg->dyn_write ? "dtap_dyn_get" : "dtap_dyn_find");
	dt_cg_line(cg, "%s = (u64)(uintptr_t)(%s ? %s : (const char *)%s);", t, p, p,
		   cg->dyn_write ? "dtap_dyn_sink" : "dtap_dyn_zero");
	return t;
}

const char *dt_cg_lval_load(struct dt_cg *cg, struct dt_cg_lval *lv, bool keep_key)
{
	const struct dt_ident *id = lv->id;
	const char *t, *p;

	if (id->kind != ID_DYN) {
		if (id->type->kind == TY_STRING)
			return var_ref(id);
		if (dt_type_resolve(id->type)->kind == TY_FLOAT) {
			/* its bits, by value (its storage is a struct's) */
			t = dt_cg_temp(cg, id->type);
			dt_cg_line(cg, "%s = *(const %s *)%s;", t, dt_cg_ctype(id->type),
				   id->kind == ID_THIS ? dt_sprintf("&ctx->thisv[%d]", id->off) :
				   dt_sprintf("(const void *)dtap_g%d", id->id));
			return t;
		}
		if (!dt_type_is_scalar(id->type))	/* a struct: its address */
			return id->kind == ID_THIS ?
			       dt_sprintf("((u64)(uintptr_t)&ctx->thisv[%d])", id->off) :
			       dt_sprintf("((u64)(uintptr_t)dtap_g%d)", id->id);
		/* a copy: a later assignment in the same expression must not
		 * change a value already computed */
		t = dt_cg_temp(cg, id->type);
		dt_cg_line(cg, "%s = %s;", t, var_ref(id));
		return t;
	}
	dyn_key(cg, lv);
	lv->key_ready = keep_key;
	p = dt_cg_temp(cg, NULL);
	if (is_sou(id->type))
		return dyn_sou_addr(cg, p);
	dt_cg_line(cg, "%s = dtap_dyn_find(ctx);", p);
	if (id->type->kind == TY_STRING) {
		dt_cg_line(cg, "if (!%s)", p);
		dt_cg_line(cg, "\t%s = dtap_nullstr;", p);
		return p;
	}
	t = dt_cg_temp(cg, id->type);
	dt_cg_line(cg, "%s = %s ? *(const %s *)%s : 0;", t, p, dt_cg_ctype(id->type), p);
	return t;
}

/* A struct or union assigned by value: VALUE is the source's address,
 * copied with the checked accessor (a kernel struct may be anywhere); a
 * dynamic variable assigned 0 (FREE) goes away, and so does one whose
 * copy faulted (a global or this-> one is left all zeros). */
static const char *store_sou(struct dt_cg *cg, struct dt_cg_lval *lv, const char *value,
			     bool free)
{
	const struct dt_ident *id = lv->id;
	unsigned long long size = dt_type_sizeof(id->type);
	const char *p;

	if (id->kind != ID_DYN) {
		dt_cg_line(cg, "dtap_copy_%s(ctx, (void *)(uintptr_t)%s, %s, %llu);",
			   lv->src_user ? "umem" : "kernel", dt_cg_lval_load(cg, lv, false), value,
			   size);
		dt_cg_fault_check(cg);
		return value;
	}
	dyn_key(cg, lv);
	if (free) {
		dt_cg_line(cg, "dtap_dyn_delete(ctx);");
		return "0ULL";
	}
	p = dt_cg_temp(cg, NULL);
	dt_cg_line(cg, "%s = dtap_dyn_get(ctx);", p);
	dt_cg_line(cg, "if (%s) {", p);
	dt_cg_line(cg, "\tdtap_copy_%s(ctx, (void *)%s, %s, %llu);", lv->src_user ? "umem"
		   : "kernel", p, value, size);
	dt_cg_line(cg, "\tif (ctx->fault)\t/* nothing half-copied stays */");
	dt_cg_line(cg, "\t\tdtap_dyn_delete(ctx);");
	dt_cg_line(cg, "}");
	dt_cg_fault_check(cg);
	return value;
}

const char *dt_cg_lval_store(struct dt_cg *cg, struct dt_cg_lval *lv, const char *value,
			     bool free_string)
{
	const struct dt_ident *id = lv->id;
	const char *r;

	if (is_sou(id->type))
		return store_sou(cg, lv, value, free_string);
	if (id->type->kind == TY_STRING) {
		if (id->kind != ID_DYN) {
			dt_cg_line(cg, "dtap_strcpy(%s, %s);", var_ref(id), value);
			return var_ref(id);
		}
		dyn_key(cg, lv);
		if (free_string) {	/* self->s = 0 */
			dt_cg_line(cg, "dtap_dyn_delete(ctx);");
			return "\"\"";
		}
		dt_cg_line(cg, "dtap_dyn_store_str(ctx, %s);", value);
		return value;
	}
	r = dt_cg_temp(cg, id->type);
	if (id->kind != ID_DYN) {
		dt_cg_line(cg, "%s = %s = (%s)%s;", r, var_ref(id), dt_cg_ctype(id->type), value);
		return r;
	}
	dt_cg_line(cg, "%s = (%s)%s;", r, dt_cg_ctype(id->type), value);
	dyn_key(cg, lv);
	dt_cg_line(cg, "dtap_dyn_store_int(ctx, (u64)%s, %d);", r, id->type->size);
	return r;
}

/* The DTAP_DYN_* sizes of P's dynamic variable space (none: no macros,
 * the runtime's defaults say "no table"). */
uint64_t dt_cg_dyn_esize(const struct dt_program *p)
{
	return 8 + (uint64_t)((p->dynkeysz + 7) & ~7) + (uint64_t)((p->dynvalsz + 7) & ~7);
}

void dt_cg_dyn_config(FILE *out, const struct dt_program *p)
{
	int keysz = (p->dynkeysz + 7) & ~7, valsz = (p->dynvalsz + 7) & ~7;
	uint64_t ent = dt_cg_dyn_esize(p), n = 16;

	if (!p->ndyn)
		return;
	while (n * 2 * ent <= p->opts.dynvarsize && n < (1ULL << 24))
		n *= 2;
	fprintf(out, "#define DTAP_DYN_NENT\t%lluU\n", (unsigned long long)n);
	fprintf(out, "#define DTAP_DYN_KEYSZ\t%d\n", keysz);
	fprintf(out, "#define DTAP_DYN_VALSZ\t%d\n", valsz);
	fprintf(out, "#define DTAP_DYN_SELF\t%d\n", p->dynself ? 1 : 0);
}
