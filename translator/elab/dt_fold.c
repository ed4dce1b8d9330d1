/*
 * dt_fold.c - pass 2: constant folding, as dtrace's parser does it.
 *
 * An operator whose operands are integer constants becomes a constant of
 * the operator's type, computed exactly as the generated C computes it at
 * run time (dt_cg_expr.c): in the type of the node, C's truncation and
 * sign extension, shift counts taken modulo 64 on the operand widened to
 * 64 bits (DIF's registers are 64 bits wide: "1 << 64" is 1, "1 << 32" in
 * int is 0 after the conversion back to int).  Division by a constant zero
 * never gets here: pass 2 reports it (D_DIV_ZERO) first.
 */
#include <string.h>

#include "elab/dt_elab.h"

/* V as a value of integer type T, widened to 64 bits (sign or zero). */
uint64_t dt_int_convert(uint64_t v, const struct dt_type *t)
{
	int bits = t->size * 8;

	if (bits >= 64)
		return v;
	v &= (1ULL << bits) - 1;
	if (t->is_signed && (v >> (bits - 1)) & 1)
		v |= ~0ULL << bits;
	return v;
}

static bool is_const(const struct dt_node *n)
{
	return n && n->kind == ND_INT && n->type && n->type->kind == TY_INT;
}

static void become_int(struct dt_node *n, uint64_t v, struct dt_type *t)
{
	n->kind = ND_INT;
	n->type = t;
	n->ival = dt_int_convert(v, t);
	n->lhs = n->rhs = n->cond = NULL;
}

static bool compare(const char *op, uint64_t a, uint64_t b, bool sign)
{
	int c = sign ? ((int64_t)a < (int64_t)b ? -1 : (int64_t)a > (int64_t)b)
		     : (a < b ? -1 : a > b);

	if (!strcmp(op, "==")) return c == 0;
	if (!strcmp(op, "!=")) return c != 0;
	if (!strcmp(op, "<")) return c < 0;
	if (!strcmp(op, "<=")) return c <= 0;
	if (!strcmp(op, ">")) return c > 0;
	return c >= 0;
}

/* A op B in type T (both already converted to T); *ok false for / % 0. */
static uint64_t arith(const char *op, uint64_t a, uint64_t b, const struct dt_type *t,
		      bool *ok)
{
	*ok = true;
	switch (op[0]) {
	case '+': return a + b;
	case '-': return a - b;
	case '*': return a * b;
	case '&': return a & b;
	case '|': return a | b;
	case '^': return a ^ b;
	case '<': return a << (b & 63);
	case '>': return t->is_signed ? (uint64_t)((int64_t)a >> (b & 63)) : a >> (b & 63);
	case '/': case '%':
		if (b == 0) {
			*ok = false;
			return 0;
		}
		if (!t->is_signed)
			return op[0] == '/' ? a / b : a % b;
		if ((int64_t)b == -1)	/* INT64_MIN / -1 wraps, as at run time */
			return op[0] == '/' ? 0 - a : 0;
		return op[0] == '/' ? (uint64_t)((int64_t)a / (int64_t)b)
				    : (uint64_t)((int64_t)a % (int64_t)b);
	}
	*ok = false;
	return 0;
}

static void fold_binop(struct dt_node *n)
{
	const char *op = n->op;
	struct dt_type *ct;
	uint64_t a, b, v;
	bool ok;

	if (op[1] == '=' || (op[0] == '=' && op[1] == '=') || !strcmp(op, "<") ||
	    !strcmp(op, ">")) {
		ct = dt_type_usual_conv(n->lhs->type, n->rhs->type);
		a = dt_int_convert(n->lhs->ival, ct);
		b = dt_int_convert(n->rhs->ival, ct);
		become_int(n, compare(op, a, b, ct->is_signed), n->type);
		return;
	}
	ct = n->type;	/* shifts: the promoted left type; others: usual conv */
	a = dt_int_convert(n->lhs->ival, n->lhs->type);
	a = dt_int_convert(a, ct);
	b = dt_int_convert(n->rhs->ival, n->rhs->type);
	if (op[0] != '<' && op[0] != '>')
		b = dt_int_convert(b, ct);
	v = arith(op, a, b, ct, &ok);
	if (ok)
		become_int(n, v, ct);
}

void dt_fold(struct dt_node *n)
{
	uint64_t a, b;

	if (!n->type || n->type->kind != TY_INT)
		return;
	switch (n->kind) {
	case ND_CAST:
		if (is_const(n->lhs))
			become_int(n, dt_int_convert(n->lhs->ival, n->lhs->type), n->type);
		break;
	case ND_UNOP:
		if (!is_const(n->lhs))
			break;
		a = dt_int_convert(n->lhs->ival, n->lhs->type);
		become_int(n, n->op[0] == '-' ? 0 - a : n->op[0] == '~' ? ~a :
			   n->op[0] == '!' ? (uint64_t)(a == 0) : a, n->type);
		break;
	case ND_BINOP:
		if (is_const(n->lhs) && is_const(n->rhs))
			fold_binop(n);
		break;
	case ND_LOGAND: case ND_LOGOR: case ND_LOGXOR:
		if (!is_const(n->lhs) || !is_const(n->rhs))
			break;
		a = dt_int_convert(n->lhs->ival, n->lhs->type) != 0;
		b = dt_int_convert(n->rhs->ival, n->rhs->type) != 0;
		become_int(n, n->kind == ND_LOGAND ? (a && b) : n->kind == ND_LOGOR ? (a || b)
			   : (a != b), n->type);
		break;
	case ND_TERNARY:	/* glibc's enumerators: "(0) < 8 ? (1 << 0) << 8 : ..." */
		if (!is_const(n->cond) || !is_const(n->lhs) || !is_const(n->rhs))
			break;
		a = dt_int_convert(n->cond->ival, n->cond->type);
		b = a ? dt_int_convert(n->lhs->ival, n->lhs->type) :
			dt_int_convert(n->rhs->ival, n->rhs->type);
		become_int(n, b, n->type);
		break;
	default:
		break;
	}
}
