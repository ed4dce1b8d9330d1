/*
 * dt_cg_expr.c - pass 3: expressions to straight-line C.
 *
 * Every D operation becomes one assignment to a fresh C temporary whose C
 * type is the D type the elaborator gave the node, so C itself truncates
 * and extends exactly as D (= C, LP64) does; operands are converted to
 * the operation's type first, as C's usual arithmetic conversions would.
 * Operations that can fault (/ and %) call a checked helper of the runtime
 * and are followed by a jump to the clause's end when it faulted, so no
 * store happens after a fault.  Shifts work as DIF's do on its 64-bit
 * registers: the operand widened to 64 bits, the count taken modulo 64,
 * the result converted to the operation's type (defined C for any count;
 * dt_fold.c folds constants the same way).  Short-circuit operators and
 * ?: become if/else blocks, so only the chosen side is evaluated.
 */
#include <stdlib.h>
#include <string.h>

#include "cg/dt_cg.h"

const char *dt_cg_ctype(const struct dt_type *t)
{
	static const char *const names[2][4] = {
		{ "u8", "u16", "u32", "u64" },
		{ "s8", "s16", "s32", "s64" },
	};
	int i = t->size == 1 ? 0 : t->size == 2 ? 1 : t->size == 4 ? 2 : 3;

	return names[t->is_signed][i];
}

/* The types are never written through here: the casts only adapt
 * pass 2's helpers to pass 3's const view of the tree. */
static const struct dt_type *promote(const struct dt_type *t)
{
	return dt_type_promote((struct dt_type *)t);
}

const struct dt_type *dt_cg_arith_type(const struct dt_type *a, const struct dt_type *b)
{
	return dt_type_usual_conv((struct dt_type *)a, (struct dt_type *)b);
}

char *dt_cg_cstring(const char *s, size_t len)
{
	char *buf = dt_zalloc(len * 4 + 3), *p = buf;

	*p++ = '"';
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		switch (c) {
		case '\n': p += sprintf(p, "\\n"); break;
		case '\t': p += sprintf(p, "\\t"); break;
		case '\\': p += sprintf(p, "\\\\"); break;
		case '"': p += sprintf(p, "\\\""); break;
		default:
			if (c < 0x20 || c >= 0x7f || c == '?')
				p += sprintf(p, "\\%03o", c);	/* '?': no trigraphs */
			else
				*p++ = (char)c;
		}
	}
	*p++ = '"';
	*p = '\0';
	return buf;
}

static bool is_str(const struct dt_node *n)
{
	return n->type->kind == TY_STRING;
}

/* VALUE (a C expression) converted to the D integer type T. */
static char *conv(const struct dt_type *t, const char *value)
{
	return dt_sprintf("(%s)%s", dt_cg_ctype(t), value);
}

static const char *cg_int(struct dt_cg *cg, const struct dt_node *n)
{
	(void)cg;
	if (n->kaddr)	/* runtime/memory.c: the kernel's KASLR offset */
		return dt_sprintf("((%s)(dtap_kaslr + 0x%llxULL))", dt_cg_ctype(n->type),
				  (unsigned long long)n->ival);
	return dt_sprintf("((%s)0x%llxULL)", dt_cg_ctype(n->type),
			  (unsigned long long)n->ival);
}

static const char *cg_builtin(struct dt_cg *cg, const struct dt_node *n)
{
	const char *v;
	const char *t;

	switch ((enum dt_builtin)n->ident->id) {
	case BI_TIMESTAMP: v = "dtap_timestamp()"; break;
	case BI_WALLTIMESTAMP: v = "dtap_walltimestamp()"; break;
	case BI_CPU: v = "smp_processor_id()"; break;
	case BI_ID: v = "p->id"; break;
	case BI_EPID: v = "epid"; break;
	case BI_PROBEPROV: return "p->prov";
	case BI_PROBEMOD: return "p->mod";
	case BI_PROBEFUNC: return "p->func";
	case BI_PROBENAME: return "p->name";
	case BI_EXECNAME: return "dtap_execname()";
	case BI_PID: v = "dtap_pid()"; break;
	case BI_TID: v = "dtap_tid()"; break;
	case BI_PPID: v = "dtap_ppid()"; break;
	case BI_UID: v = "dtap_cur_uid()"; break;
	case BI_GID: v = "dtap_cur_gid()"; break;
	case BI_VTIMESTAMP: v = "dtap_vtimestamp()"; break;
	case BI_ERRNO: v = "ctx->err"; break;
	case BI_CALLER: v = "dtap_caller(ctx)"; break;
	case BI_STACKDEPTH: v = "dtap_stackdepth(ctx)"; break;
	case BI_CURTHREAD: v = "dtap_curthread()"; break;
	case BI_UCALLER: v = "dtap_ucaller(ctx)"; break;
	case BI_USTACKDEPTH: v = "dtap_ustackdepth(ctx)"; break;
	case BI_CPUCYCLES: v = "get_cycles()"; break;
	default:
		v = n->ident->id >= BI_ARG0 && n->ident->id < BI_ARG0 + 10 ?
		    dt_sprintf("ctx->args[%d]", n->ident->id - BI_ARG0) : "0";
		if (cg->uargs_fault && n->ident->id >= BI_ARG0 && n->ident->id < BI_ARG0 + 10) {
			/* a USDT memory operand that could not be read faults
			 * where it is used, as a load from its address would */
			t = dt_cg_temp(cg, &dt_ty_uint64);
			dt_cg_line(cg, "%s = dtap_uarg(ctx, %d);", t, n->ident->id - BI_ARG0);
			dt_cg_fault_check(cg);
			v = t;
		}
		break;
	}
	t = dt_cg_temp(cg, n->type);
	dt_cg_line(cg, "%s = %s;", t, conv(n->type, v));
	return t;
}

static const char *cg_ident(struct dt_cg *cg, const struct dt_node *n)
{
	struct dt_cg_lval lv;

	if (n->ident->kind == ID_BUILTIN)
		return cg_builtin(cg, n);
	dt_cg_lval_prepare(cg, n, &lv);
	return dt_cg_lval_load(cg, &lv, false);
}

/*
 * The unsigned C type arithmetic of type T is done in: D's integers wrap
 * around in two's complement, and C's unsigned arithmetic does exactly
 * that, where signed overflow would be undefined (the kernel builds with
 * -fno-strict-overflow, but the generated code must not depend on it).
 * At least 32 bits, so that no operand promotes back to a signed int.
 * Converting the result back to a signed type is gcc's modular
 * conversion (implementation-defined, not undefined).
 */
static const char *wrap_type(const struct dt_type *t)
{
	return t->size > 4 ? "u64" : "u32";
}

/*
 * A op B computed in type T (A and B are C expressions of any integer
 * type; the shift count B keeps its own type).  Returns the temporary.
 */
static const char *cg_arith(struct dt_cg *cg, const char *op, const struct dt_type *t,
			    const char *a, const char *b)
{
	const char *r = dt_cg_temp(cg, t);
	const char *ct = dt_cg_ctype(t);
	const char *ut = wrap_type(t);

	if (op[0] == '/' || op[0] == '%') {
		const char *fn = t->is_signed ? (op[0] == '/' ? "dtap_sdiv" : "dtap_smod")
					      : (op[0] == '/' ? "dtap_udiv" : "dtap_umod");
		const char *w = t->is_signed ? "s64" : "u64";

		dt_cg_line(cg, "%s = (%s)%s(ctx, (%s)(%s)%s, (%s)(%s)%s);", r, ct, fn,
			   w, ct, a, w, ct, b);
		dt_cg_fault_check(cg);
	} else if (!strncmp(op, "<<", 2)) {
		dt_cg_line(cg, "%s = (%s)((u64)(%s)%s << ((u64)%s & 63));", r, ct, ct, a, b);
	} else if (!strncmp(op, ">>", 2)) {
		dt_cg_line(cg, "%s = (%s)((%s)(%s)%s >> ((u64)%s & 63));", r, ct,
			   t->is_signed ? "s64" : "u64", ct, a, b);
	} else {
		dt_cg_line(cg, "%s = (%s)((%s)(%s)%s %c (%s)(%s)%s);", r, ct, ut, ct, a,
			   op[0], ut, ct, b);
	}
	return r;
}

static bool is_compare(const char *op)
{
	return !strcmp(op, "==") || !strcmp(op, "!=") || !strcmp(op, "<") ||
	       !strcmp(op, "<=") || !strcmp(op, ">") || !strcmp(op, ">=");
}

/* s + i, i + s, s - i of a string (pass 2: n->str_offset): its chars from
 * i on, as dtrace steps the string's address; an offset outside the
 * string (negative, or past its NUL) is its end, "": the bytes there are
 * no string of the program's. */
static const char *cg_str_offset(struct dt_cg *cg, const struct dt_node *n, const char *a,
				 const char *b)
{
	bool left = is_str(n->lhs);
	const char *s = dt_cg_temp(cg, NULL), *i = dt_cg_temp(cg, &dt_ty_int64);
	const char *r = dt_cg_temp(cg, NULL);

	dt_cg_line(cg, "%s = %s;", s, left ? a : b);
	dt_cg_line(cg, "%s = %s(s64)%s;", i, n->op[0] == '-' ? "-" : "", left ? b : a);
	dt_cg_line(cg, "%s = (u64)%s <= dtap_strlen(ctx, %s) ? %s + %s : %s + dtap_strlen(ctx, %s);",
		   r, i, s, s, i, s, s);
	return r;
}

static const char *cg_binop(struct dt_cg *cg, const struct dt_node *n)
{
	const char *a, *b, *r;

	if (!strcmp(n->op, ",")) {	/* e1's effects, then e2's value */
		dt_cg_expr(cg, n->lhs);
		return dt_cg_expr(cg, n->rhs);
	}
	r = n->str_offset ? NULL : dt_cg_ptr_arith(cg, n);

	if (r)
		return r;
	a = dt_cg_expr(cg, n->lhs);
	b = dt_cg_expr(cg, n->rhs);
	if (n->str_offset)
		return cg_str_offset(cg, n, a, b);

	if (!is_compare(n->op))
		return cg_arith(cg, n->op, n->type, a, b);
	r = dt_cg_temp(cg, n->type);
	if (n->str_null_cmp) {	/* its address against 0: only the null one is 0 */
		const char *side[2] = { "0ULL", "0ULL" };

		side[!is_str(n->lhs)] = dt_sprintf("(u64)(%s != dtap_nullstr)",
						    is_str(n->lhs) ? a : b);
		dt_cg_line(cg, "%s = %s %s %s;", r, side[0], n->op, side[1]);
	} else if (is_str(n->lhs)) {
		dt_cg_line(cg, "%s = dtap_strcmp(%s, %s) %s 0;", r, a, b, n->op);
	} else {
		const char *ct = dt_cg_ctype(dt_cg_arith_type(n->lhs->type, n->rhs->type));

		dt_cg_line(cg, "%s = (%s)%s %s (%s)%s;", r, ct, a, n->op, ct, b);
	}
	return r;
}

/* && and || evaluate the right side only when needed; ^^ both sides. */
static const char *cg_logical(struct dt_cg *cg, const struct dt_node *n)
{
	const char *r = dt_cg_temp(cg, n->type);
	const char *a = dt_cg_expr(cg, n->lhs);
	const char *b;

	if (n->kind == ND_LOGXOR) {
		b = dt_cg_expr(cg, n->rhs);
		dt_cg_line(cg, "%s = (%s != 0) != (%s != 0);", r, a, b);
		return r;
	}
	dt_cg_line(cg, "%s = %d;", r, n->kind == ND_LOGOR);
	dt_cg_line(cg, "if (%s%s) {", n->kind == ND_LOGOR ? "!" : "", a);
	cg->depth++;
	b = dt_cg_expr(cg, n->rhs);
	dt_cg_line(cg, "%s = %s != 0;", r, b);
	cg->depth--;
	dt_cg_line(cg, "}");
	return r;
}

static const char *cg_unop(struct dt_cg *cg, const struct dt_node *n)
{
	const char *a, *r, *ct = dt_cg_ctype(n->type);

	if (n->op[0] == '*')
		return dt_cg_access(cg, n);
	if (n->op[0] == '&')
		return dt_cg_addrof(cg, n);
	a = dt_cg_expr(cg, n->lhs);
	r = dt_cg_temp(cg, n->type);

	if (n->op[0] == '!')
		dt_cg_line(cg, "%s = !%s;", r, a);
	else if (n->op[0] == '-')	/* -INT64_MIN wraps to itself */
		dt_cg_line(cg, "%s = (%s)(0 - (%s)(%s)%s);", r, ct, wrap_type(n->type), ct, a);
	else if (n->op[0] == '~')
		dt_cg_line(cg, "%s = (%s)~(%s)%s;", r, ct, ct, a);
	else
		dt_cg_line(cg, "%s = (%s)%s;", r, ct, a);
	return r;
}

/* s[i] of a string (pass 2: n->str_index): its char when i is inside the
 * string, else 0.  The string is the module's own (a literal, a variable,
 * a scratch result), so below its length it is read directly; its length
 * is bounded by strsize (dtap_strlen). */
static const char *cg_str_index(struct dt_cg *cg, const struct dt_node *n)
{
	const char *v = dt_cg_expr(cg, n->lhs), *i = dt_cg_expr(cg, n->args);
	const char *s = dt_cg_temp(cg, NULL), *r = dt_cg_temp(cg, n->type);

	dt_cg_line(cg, "%s = %s;", s, v);	/* (an expression: evaluated once) */
	dt_cg_line(cg, "%s = (u64)%s < dtap_strlen(ctx, %s) ? (%s)%s[(u64)%s] : 0;", r, i, s,
		   dt_cg_ctype(n->type), s, i);
	return r;
}

static const char *cg_ternary(struct dt_cg *cg, const struct dt_node *n)
{
	const char *c = dt_cg_expr(cg, n->cond);
	/* two arrays of one type (pass 2): the value is an address */
	bool addr = dt_node_is_addr(n);
	const char *r = dt_cg_temp(cg, is_str(n) ? NULL : addr ? &dt_ty_uint64 : n->type);
	const struct dt_node *side[2] = { n->lhs, n->rhs };

	for (int i = 0; i < 2; i++) {
		const char *v;

		dt_cg_line(cg, i == 0 ? "if (%s) {" : "} else {%s", i == 0 ? c : "");
		cg->depth++;
		v = dt_cg_expr(cg, side[i]);
		dt_cg_line(cg, "%s = %s;", r, is_str(n) || addr ? v : conv(n->type, v));
		cg->depth--;
	}
	dt_cg_line(cg, "}");
	return r;
}

/* "v.m op= e", "v.m++", "p->m = e", "*p += e" ... (pass 2: v a struct
 * variable, or memory through a pointer): the address once, then load,
 * compute, store; the value is the new one (++/-- postfix: the old). */
static bool is_mem_lvalue(const struct dt_node *lv)
{
	return lv->kind == ND_MEMBER || (lv->kind == ND_INDEX && !lv->ident) ||
	       (lv->kind == ND_UNOP && !strcmp(lv->op, "*"));
}

/*
 * "v.a[i] = e", "self->s.n[i] = e", "a[k].n[i] = e": a store at a variable
 * index into a variable's struct or array lands in that variable's own
 * object or nowhere (a dynamic one's neighbours in the table are other
 * variables' state and keys): checked against the object, "invalid
 * address" otherwise, as a store through a pointer is.
 */
static void store_in_variable(struct dt_cg *cg, const struct dt_node *lv, const char *addr,
			      const struct dt_member *m, const char *value)
{
	const struct dt_node *var = dt_lvalue_var_base(lv);
	const char *base;

	cg->dyn_write = dt_node_in_dynvar(lv);	/* the one the address came from */
	base = dt_cg_expr(cg, var);	/* a struct or array variable: its address */
	cg->dyn_write = false;
	dt_cg_store_checked(cg, lv->type, addr, m, value, base, dt_type_sizeof(var->type));
}

/*
 * The address of s[i] stored into (pass 2: s a string variable): in the
 * variable's strsize chars, else the clause faults with "invalid
 * address", as a store through a pointer does; a thread-local or
 * associative string not set is NULL (dtrace's *(NULL + i)), the fault's
 * address i.
 */
static const char *mem_str_address(struct dt_cg *cg, const struct dt_node *e);

static const char *str_char_address(struct dt_cg *cg, const struct dt_node *lv)
{
	bool mem = dt_is_mem_string(lv->lhs);	/* s[0][i]: where s[0] is */
	const char *s = mem ? mem_str_address(cg, lv->lhs) : dt_cg_expr(cg, lv->lhs);
	const char *i = dt_cg_expr(cg, lv->args), *a = dt_cg_temp(cg, &dt_ty_uint64);
	bool dyn = !mem && lv->lhs->ident->kind == ID_DYN;

	dt_cg_line(cg, "%s = (u64)(uintptr_t)%s + (u64)%s;", a, s, i);
	dt_cg_line(cg, "if (%s(u64)%s >= DTAP_STRSIZE)", dyn ? dt_sprintf("%s == dtap_nullstr || ",
		   s) : "", i);
	dt_cg_line(cg, "	dtap_fault(ctx, DTAP_FAULT_BADADDR, %s);",
		   dyn ? dt_sprintf("%s == dtap_nullstr ? (u64)%s : %s", s, i, a) : a);
	dt_cg_fault_check(cg);
	return a;
}

/*
 * The address of E, a string in memory stored into (s[j] of "string
 * s[2]", a string member) by a char: checked as a store of the whole
 * string there would be (within the variable at a variable index, in
 * scratch or variable storage through a pointer), "invalid address"
 * otherwise.  A dynamic variable's is created, as for a member's store.
 */
static const char *mem_str_address(struct dt_cg *cg, const struct dt_node *e)
{
	const struct dt_node *var = dt_lvalue_var_base(e);
	const char *a;

	cg->dyn_write = dt_node_in_dynvar(e);
	a = dt_cg_address(cg, e);
	cg->dyn_write = false;
	if (var) {
		const char *base;

		cg->dyn_write = dt_node_in_dynvar(e);
		base = dt_cg_expr(cg, var);
		cg->dyn_write = false;
		dt_cg_line(cg, "if (!dtap_range_ok(%s, %d, (const void *)(uintptr_t)%s, %lluULL))",
			   a, e->type->size, base, (unsigned long long)dt_type_sizeof(var->type));
	} else if (dt_lvalue_checked(e)) {
		dt_cg_line(cg, "if (!dtap_store_ok(ctx, %s, %d))", a, e->type->size);
	} else {
		return a;
	}
	dt_cg_line(cg, "\tdtap_fault(ctx, DTAP_FAULT_BADADDR, %s);", a);
	dt_cg_fault_check(cg);
	return a;
}

static const char *cg_mem_assign(struct dt_cg *cg, const struct dt_node *n)
{
	const struct dt_node *lv = n->lhs;
	const struct dt_member *m = lv->kind == ND_MEMBER ? lv->member : NULL;
	const char *b = n->kind == ND_ASSIGN ? dt_cg_expr(cg, n->rhs) : "1";
	const char *addr, *old = NULL, *v = b, *r;
	char op[3] = { 0 };

	if (lv->str_index) {
		addr = str_char_address(cg, lv);
	} else {
		cg->dyn_write = dt_node_in_dynvar(lv);	/* self->s.m = v: create self->s */
		addr = dt_cg_address(cg, lv);
		cg->dyn_write = false;
	}

	if (n->kind != ND_ASSIGN || strcmp(n->op, "=")) {
		const struct dt_type *t;

		if (n->kind == ND_ASSIGN)
			memcpy(op, n->op, strlen(n->op) - 1);
		else
			op[0] = n->op[0];
		t = op[0] == '<' || op[0] == '>' || n->kind != ND_ASSIGN ? promote(lv->type)
				: dt_cg_arith_type(lv->type, n->rhs->type);
		old = dt_cg_load_at(cg, lv->type, addr, m);
		v = cg_arith(cg, op, t, old, b);
	}
	if (is_str(lv)) {	/* "string s[2]; s[0] = v": the chars at v */
		r = v;
	} else {
		r = dt_cg_temp(cg, lv->type);
		dt_cg_line(cg, "%s = (%s)%s;", r, dt_cg_ctype(lv->type), v);
	}
	if (lv->str_index)
		dt_cg_store_at(cg, lv->type, addr, m, r);
	else if (dt_lvalue_var_base(lv))
		store_in_variable(cg, lv, addr, m, r);
	else if (dt_lvalue_checked(lv))
		dt_cg_store_checked(cg, lv->type, addr, m, r, NULL, 0);
	else
		dt_cg_store_at(cg, lv->type, addr, m, r);
	if (m && m->bit_width)	/* the value the field now holds */
		r = dt_cg_load_at(cg, lv->type, addr, m);
	return n->kind == ND_POSTINC ? old : r;
}

/* P OP N (OP + or -) for a pointer variable's ++ -- += -=: N elements of
 * its pointee, as C steps a pointer. */
static const char *ptr_step(struct dt_cg *cg, const struct dt_type *pt, const char *op,
			    const char *p, const char *n)
{
	const char *r = dt_cg_temp(cg, pt);

	dt_cg_line(cg, "%s = (%s)((uintptr_t)%s %c (uintptr_t)((s64)(%s) * %llu));", r,
		   dt_cg_ctype(pt), p, op[0], n,
		   (unsigned long long)dt_type_elem_size((struct dt_type *)pt));
	return r;
}

static bool is_ptr_var(const struct dt_ident *id)
{
	return dt_type_resolve(id->type)->kind == TY_PTR;
}

static const char *cg_assign(struct dt_cg *cg, const struct dt_node *n)
{
	const struct dt_ident *id = n->lhs->ident;
	const char *b = dt_cg_expr(cg, n->rhs);
	const struct dt_type *t;
	struct dt_cg_lval lv;
	char op[3] = { 0 };

	dt_cg_lval_prepare(cg, n->lhs, &lv);
	if (!strcmp(n->op, "=")) {
		/* "self->s = 0" frees a dynamic string, struct or union */
		bool free_str = (id->type->kind == TY_STRING && !is_str(n->rhs)) ||
				(!dt_type_is_scalar(id->type) && id->type->kind != TY_STRING &&
				 !dt_node_is_addr(n->rhs));

		lv.src_user = dt_cg_in_umem(n->rhs);
		return dt_cg_lval_store(cg, &lv, b, free_str);
	}
	memcpy(op, n->op, strlen(n->op) - 1);	/* "+=" -> "+", "<<=" -> "<<" */
	if (is_ptr_var(id))
		return dt_cg_lval_store(cg, &lv, ptr_step(cg, id->type, op,
				dt_cg_lval_load(cg, &lv, true), b), false);
	t = op[0] == '<' || op[0] == '>' ? promote(id->type)
					 : dt_cg_arith_type(id->type, n->rhs->type);
	return dt_cg_lval_store(cg, &lv, cg_arith(cg, op, t, dt_cg_lval_load(cg, &lv, true), b),
				false);
}

static const char *cg_incdec(struct dt_cg *cg, const struct dt_node *n)
{
	const struct dt_type *t = promote(n->lhs->ident->type);
	const char *op = n->op[0] == '+' ? "+" : "-";
	const char *old, *r;
	struct dt_cg_lval lv;

	dt_cg_lval_prepare(cg, n->lhs, &lv);
	old = dt_cg_lval_load(cg, &lv, true);
	r = dt_cg_lval_store(cg, &lv, is_ptr_var(n->lhs->ident) ?
			     ptr_step(cg, n->lhs->ident->type, op, old, "1") :
			     cg_arith(cg, op, t, old, "1"), false);
	return n->kind == ND_PREINC ? r : old;
}

const char *dt_cg_expr(struct dt_cg *cg, const struct dt_node *n)
{
	switch (n->kind) {
	case ND_INT:
		return cg_int(cg, n);
	case ND_STR:
		return dt_cg_cstring(n->str, n->slen);
	case ND_IDENT: case ND_THIS: case ND_SELF:
		return cg_ident(cg, n);
	case ND_CALL:
		if (!strcmp(n->name, "stringof"))
			return dt_cg_stringof(cg, n);
		if (!strcmp(n->name, "speculation")) {	/* runtime/spec.c */
			const char *t = dt_cg_temp(cg, n->type);

			dt_cg_line(cg, "%s = (%s)dtap_speculation();", t, dt_cg_ctype(n->type));
			return t;
		}
		if (n->type->kind == TY_INT && n->args && !n->subr)
			return conv(n->type, dt_cg_expr(cg, n->args));	/* func() sym() mod() */
		return dt_cg_subr(cg, n);
	case ND_CAST:	/* a string or an array: its chars, where they are */
		if (is_str(n) || dt_type_resolve(n->type)->kind == TY_ARRAY)
			return dt_cg_expr(cg, n->lhs);
		return conv(n->type, dt_cg_expr(cg, n->lhs));
	case ND_BINOP:
		return cg_binop(cg, n);
	case ND_LOGAND: case ND_LOGOR: case ND_LOGXOR:
		return cg_logical(cg, n);
	case ND_UNOP:
		return cg_unop(cg, n);
	case ND_TERNARY:
		return cg_ternary(cg, n);
	case ND_ASSIGN:
		return is_mem_lvalue(n->lhs) ? cg_mem_assign(cg, n) : cg_assign(cg, n);
	case ND_PREINC: case ND_POSTINC:
		return is_mem_lvalue(n->lhs) ? cg_mem_assign(cg, n) : cg_incdec(cg, n);
	case ND_MACRO:		/* $target: pass 2 takes no other yet */
		return "((int)READ_ONCE(dtap_target))";
	case ND_EMBED: {	/* guru mode: the user's C, as an int64_t */
		const char *t = dt_cg_temp(cg, &dt_ty_int64);

		dt_cg_line(cg, "%s = (s64)(%s);", t, n->str);
		return t;
	}
	case ND_INDEX:
		if (n->ident && n->ident->kind == ID_DYN)	/* an associative array */
			return cg_ident(cg, n);
		if (n->str_index)
			return cg_str_index(cg, n);
		return dt_cg_access(cg, n);
	case ND_MEMBER:
		return dt_cg_access(cg, n);
	default:
		break;
	}
	/* pass 2 refuses everything else; reaching here is a bug */
	fprintf(stderr, "dtap: internal error: cannot generate code for node kind %d\n",
		n->kind);
	exit(1);
}
