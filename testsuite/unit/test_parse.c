/*
 * test_parse.c - the parser (dt_parse.c) through the --pass=1 printer
 * (dt_ast_print.c): each check parses a program and compares the whole
 * canonical text, which shows descriptions split into four fields, the
 * precedence applied (parentheses) and the statements kept; then the
 * exact diagnostic of each kind of syntax error.
 */
#include "dt_fe_test.h"

static char *pass1(const char *src)
{
	struct dt_script *s = dt_parse("t.d", src, 0);
	char *out = NULL;
	size_t len = 0;
	FILE *f;

	if (!s)
		return NULL;
	f = open_memstream(&out, &len);
	dt_ast_print(f, s);
	fclose(f);
	return out;
}

static void check_parse(const char *name, const char *src, const char *want)
{
	check_str(name, pass1(src), want);
}

/* The body of "BEGIN { STMT }" as printed. */
static void check_stmt(const char *name, const char *stmt, const char *want)
{
	check_str(name, pass1(dt_sprintf("BEGIN { %s }", stmt)),
		  dt_sprintf(":::BEGIN\n{\n\t%s\n}\n", want));
}

static void check_error(const char *name, const char *src, const char *want)
{
	struct dt_script *s;

	capture_begin();
	s = dt_parse("t.d", src, 0);
	check_str(name, capture_end(), want);
	check_int(dt_sprintf("%s.null", name), s == NULL, 1);
}

static void descs(void)
{
	check_parse("parse.desc.fill_from_right", "a, b:c, d:e:f, g:h:i:j, ::, *:x*",
		    ":::a,\n::b:c,\n:d:e:f,\ng:h:i:j,\n:::,\n::*:x*\n{\n}\n");
	check_parse("parse.desc.no_body", "BEGIN", ":::BEGIN\n{\n}\n");
	check_parse("parse.desc.empty_body_pred", "tick-1s /x/ {}",
		    ":::tick-1s\n/x/\n{\n}\n");
	check_parse("parse.clauses_and_pragmas",
		    "#pragma D option quiet\nBEGIN { trace(1) }\n#pragma D option strsize=16\n"
		    "END { exit(0); ; }",
		    "#pragma D option quiet\n#pragma D option strsize=16\n\n"
		    ":::BEGIN\n{\n\ttrace(1);\n}\n\n:::END\n{\n\texit(0);\n}\n");
	check_parse("parse.other_pragmas_ignored", "#pragma ident \"x\"\nBEGIN",
		    ":::BEGIN\n{\n}\n");
}

static void expressions(void)
{
	check_stmt("parse.prec.mul_add", "x = 1 + 2 * 3 - 4 / 5 % 6;",
		   "x = ((1 + (2 * 3)) - ((4 / 5) % 6));");
	check_stmt("parse.prec.shift_rel_eq", "x = a << 1 < b >> 2 == c != d;",
		   "x = ((((a << 1) < (b >> 2)) == c) != d);");
	check_stmt("parse.prec.bitwise", "x = a | b ^ c & d;", "x = (a | (b ^ (c & d)));");
	check_stmt("parse.prec.logical", "x = a || b ^^ c && d;",
		   "x = (a || (b ^^ (c && d)));");
	check_stmt("parse.prec.ternary_right", "x = a ? b : c ? d : e;",
		   "x = (a ? b : (c ? d : e));");
	check_stmt("parse.prec.assign_right", "x = y += z -= 1;", "x = (y += (z -= 1));");
	check_stmt("parse.compound_ops", "x %= 1; x &= 2; x |= 3; x ^= 4; x <<= 5; x >>= 6;",
		   "x %= 1;\n\tx &= 2;\n\tx |= 3;\n\tx ^= 4;\n\tx <<= 5;\n\tx >>= 6;");
	check_stmt("parse.unary", "x = -a + ~b - !c * -(-d);",
		   "x = ((-a + ~b) - (!c * -(-d)));");
	check_stmt("parse.incdec", "++x; --x; x++; x--;", "++x;\n\t--x;\n\tx++;\n\tx--;");
	check_stmt("parse.postfix", "x = a[1, \"k\"]->b.c;", "x = a[1, \"k\"]->b.c;");
	check_stmt("parse.self_this", "self->a = this->b;", "self->a = this->b;");
	check_stmt("parse.cast_sizeof", "x = (unsigned long)y + sizeof (int) + sizeof y;",
		   "x = (((unsigned long)y + sizeof (int)) + sizeof y);");
	check_stmt("parse.deref_addr", "x = *p + &q;", "x = (*p + &q);");
	check_stmt("parse.call_args", "printf(\"%d %s\\n\", a + 1, \"s\");",
		   "printf(\"%d %s\\n\", a + 1, \"s\");");
	check_stmt("parse.agg_stmt", "@a[probename, cpu] = count(); @ = sum(1);",
		   "@a[probename, cpu] = count();\n\t@ = sum(1);");
	check_stmt("parse.printa", "printa(\"%@d\\n\", @a);", "printa(\"%@d\\n\", @a);");
	check_stmt("parse.int_suffixes", "x = 0x10 + 1u + 2l + 3ul + 'a';",
		   "x = ((((16 + 1u) + 2l) + 3ul) + 97);");
	check_stmt("parse.macros", "x = $1 + $target;", "x = ($1 + $target);");
	check_stmt("parse.last_stmt_no_semi", "x = 1; y = 2", "x = 1;\n\ty = 2;");
	/* DTrace's rule: a '/' followed by '{', ';', '/' or the end closes
	 * the predicate; any other '/' divides. */
	check_parse("parse.pred_division_bare", "BEGIN /x == 0 || 1 / (x - 3)/ { }",
		    ":::BEGIN\n/(x == 0) || (1 / (x - 3))/\n{\n}\n");
	check_parse("parse.pred_division_then_newline", "BEGIN /a/2/\n{ }",
		    ":::BEGIN\n/a / 2/\n{\n}\n");
	check_parse("parse.pred_division_parenthesized", "BEGIN /(a / 2) > 1/ { }",
		    ":::BEGIN\n/(a / 2) > 1/\n{\n}\n");
}

static void errors(void)
{
	check_error("parse.err.missing_semi", "BEGIN {\n\tx = 1\n\ty = 2;\n}",
		    "dtap: t.d:3:2: syntax error near \"y\"\n");
	check_error("parse.err.eof", "BEGIN { x = 1;",
		    "dtap: t.d:1:15: syntax error near end of input\n");
	check_error("parse.err.empty_operand", "BEGIN { x = ; }",
		    "dtap: t.d:1:13: syntax error near \";\"\n");
	check_error("parse.err.paren", "BEGIN { x = (1 + 2; }",
		    "dtap: t.d:1:19: syntax error near \";\"\n");
	check_error("parse.err.after_desc", "BEGIN = 1",
		    "dtap: t.d:1:7: syntax error near \"=\"\n");
	check_error("parse.err.call_non_ident", "BEGIN { 3(4); }",
		    "dtap: t.d:1:9: function designator is not of function type\n");
	check_error("parse.err.agg_near", "BEGIN { x = 1 @a; }",
		    "dtap: t.d:1:15: syntax error near \"@a\"\n");
	check_error("parse.err.desc_fields", "BEGIN, a:b:c:d:e { }",
		    "dtap: t.d:1:8: invalid probe description \"a:b:c:d:e\": too many fields\n");
	check_error("parse.err.if", "BEGIN { if (x) y = 1; }",
		    "dtap: t.d:1:9: 'if' statement is not supported yet\n");
	check_error("parse.err.declaration", "BEGIN { int x; }",
		    "dtap: t.d:1:9: a declaration is not supported yet\n");
}

int main(void)
{
	descs();
	expressions();
	errors();
	return test_exit();
}
