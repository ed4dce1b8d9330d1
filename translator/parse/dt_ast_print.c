/*
 * dt_ast_print.c - --pass=1: the parsed program printed back as canonical
 * D, so that tests can check what the parser understood:
 *
 *   #pragma D WORDS             every "#pragma D" line, in order, first
 *   PROV:MOD:FUNC:NAME,         each clause: its descriptions with all four
 *   ...                         fields (one per line, ',' between),
 *   /PRED/                      the predicate if any,
 *   {                           and the body, one statement per line,
 *   \tSTMT;                     tab-indented, or "{" "}" for an empty body
 *   }                           (no body at all prints as "{" "}" too)
 *
 * Clauses are separated by an empty line.  Every binary, logical, ternary
 * and assignment expression nested in another is parenthesized, so the
 * output shows how precedence was applied.  Strings are re-escaped,
 * integers printed in decimal with a suffix naming their type
 * (u: unsigned int, l: long, ul: unsigned long).
 */
#include <string.h>

#include "parse/dt_parse.h"

static void print_expr(FILE *out, const struct dt_node *n, bool nested);

static void print_string(FILE *out, const char *s, size_t len)
{
	fputc('"', out);
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		switch (c) {
		case '\n': fputs("\\n", out); break;
		case '\t': fputs("\\t", out); break;
		case '\r': fputs("\\r", out); break;
		case '"': fputs("\\\"", out); break;
		case '\\': fputs("\\\\", out); break;
		default:
			if (c < 32 || c >= 127)
				fprintf(out, "\\%03o", c);
			else
				fputc(c, out);
		}
	}
	fputc('"', out);
}

static void print_int(FILE *out, const struct dt_node *n)
{
	const struct dt_type *t = n->type;

	fprintf(out, "%llu", (unsigned long long)n->ival);
	if (t && t->size == 8)
		fputs(t->is_signed ? "l" : "ul", out);
	else if (t && !t->is_signed)
		fputs("u", out);
}

static void print_list(FILE *out, const struct dt_node *n)
{
	for (; n; n = n->next) {
		print_expr(out, n, false);
		if (n->next)
			fputs(", ", out);
	}
}

static bool is_compound(const struct dt_node *n)
{
	switch (n->kind) {
	case ND_BINOP: case ND_LOGAND: case ND_LOGOR: case ND_LOGXOR:
	case ND_ASSIGN: case ND_TERNARY:
		return true;
	default:
		return false;
	}
}

static void print_compound(FILE *out, const struct dt_node *n)
{
	if (n->kind == ND_TERNARY) {
		print_expr(out, n->cond, true);
		fputs(" ? ", out);
		print_expr(out, n->lhs, true);
		fputs(" : ", out);
		print_expr(out, n->rhs, true);
		return;
	}
	print_expr(out, n->lhs, true);
	fprintf(out, " %s ", n->op);
	print_expr(out, n->rhs, true);
}

static void print_expr(FILE *out, const struct dt_node *n, bool nested)
{
	if (is_compound(n)) {
		if (nested)
			fputc('(', out);
		print_compound(out, n);
		if (nested)
			fputc(')', out);
		return;
	}
	switch (n->kind) {
	case ND_INT: print_int(out, n); break;
	case ND_STR: print_string(out, n->str, n->slen); break;
	case ND_IDENT: fputs(n->name, out); break;
	case ND_MACRO: fprintf(out, "$%s", n->name); break;
	case ND_EMBED: fprintf(out, "%%{%s%%}", n->str); break;
	case ND_SELF: fprintf(out, "self->%s", n->name); break;
	case ND_THIS: fprintf(out, "this->%s", n->name); break;
	case ND_AGG:
		fprintf(out, "@%s", n->name);
		if (n->args) {
			fputc('[', out);
			print_list(out, n->args);
			fputc(']', out);
		}
		break;
	case ND_CALL:
		fprintf(out, "%s(", n->name);
		print_list(out, n->args);
		fputc(')', out);
		break;
	case ND_UNOP:
	case ND_PREINC:
		fputs(n->op, out);
		/* "-(-x)", not "--x" */
		if (n->lhs->kind == ND_UNOP || n->lhs->kind == ND_PREINC) {
			fputc('(', out);
			print_expr(out, n->lhs, false);
			fputc(')', out);
		} else {
			print_expr(out, n->lhs, true);
		}
		break;
	case ND_POSTINC:
		print_expr(out, n->lhs, true);
		fputs(n->op, out);
		break;
	case ND_INDEX:
		print_expr(out, n->lhs, true);
		fputc('[', out);
		print_list(out, n->args);
		fputc(']', out);
		break;
	case ND_MEMBER:
		print_expr(out, n->lhs, true);
		fprintf(out, "%s%s", n->op, n->name);
		break;
	case ND_CAST:
		fprintf(out, "(%s)", n->name);
		print_expr(out, n->lhs, true);
		break;
	case ND_SIZEOF:
		if (n->name) {
			fprintf(out, "sizeof (%s)", n->name);
		} else {
			fputs("sizeof ", out);
			print_expr(out, n->lhs, true);
		}
		break;
	default:
		fprintf(out, "<?%d>", n->kind);
	}
}

static void print_stmt(FILE *out, const struct dt_node *s)
{
	fputc('\t', out);
	if (s->kind == ND_AGG_STMT) {
		print_expr(out, s->lhs, false);
		fputs(" = ", out);
		print_expr(out, s->rhs, false);
	} else if (s->kind == ND_EXPR_STMT) {
		print_expr(out, s->lhs, false);
	}
	fputs(";\n", out);
}

static void print_clause(FILE *out, const struct dt_clause *c)
{
	for (const struct dt_probedesc *d = c->descs; d; d = d->next)
		fprintf(out, "%s:%s:%s:%s%s\n", d->prov, d->mod, d->func, d->name,
			d->next ? "," : "");
	if (c->pred) {
		fputc('/', out);
		print_expr(out, c->pred, false);
		fputs("/\n", out);
	}
	fputs("{\n", out);
	for (const struct dt_node *s = c->stmts; s; s = s->next)
		print_stmt(out, s);
	fputs("}\n", out);
}

void dt_ast_print(FILE *out, const struct dt_script *s)
{
	bool first = true;

	for (const struct dt_pragma *p = s->pragmas; p; p = p->next)
		fprintf(out, "#pragma D %s\n", p->text);
	if (s->pragmas && s->clauses)
		fputc('\n', out);
	for (const struct dt_clause *c = s->clauses; c; c = c->next) {
		if (!first)
			fputc('\n', out);
		first = false;
		print_clause(out, c);
	}
}
