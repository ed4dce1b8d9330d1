/*
 * test_lex.c - the lexer (dt_lex.c): token kinds, texts and locations in
 * each lexer state, integer constant values and C types, string escapes,
 * and the location of every lexical error.
 */
#include "dt_fe_test.h"

static const char *kind_name(enum dt_tok_kind k)
{
	static const char *const names[] = { "IDENT", "PUNCT", "INT", "STR", "AGG",
					     "MACRO", "SPEC", "PRAGMA", "EOF" };
	return names[k];
}

/* All tokens as "KIND:text@line:col" separated by spaces. */
static char *dump(const char *src)
{
	struct dt_token *t = dt_tokenize("t.d", src);
	char *s = dt_strdup("");

	if (!t)
		return NULL;
	for (; t; t = t->next)
		s = dt_sprintf("%s%s%s:%.*s@%d:%d", s, *s ? " " : "", kind_name(t->kind),
			       t->len, t->text, t->loc.line, t->loc.col);
	return s;
}

static void check_tokens(const char *name, const char *src, const char *want)
{
	check_str(name, dump(src), want);
}

static void check_int_const(const char *name, const char *src, uint64_t v,
			    const char *type)
{
	struct dt_token *t = dt_tokenize("t.d", dt_sprintf("BEGIN { %s }", src));

	t = t ? t->next->next : NULL;
	if (!t || t->kind != TK_INT) {
		check_str(name, "not an integer", type);
		return;
	}
	check_str(name, dt_sprintf("%llu %s", (unsigned long long)t->ival, t->ity->name),
		  dt_sprintf("%llu %s", (unsigned long long)v, type));
}

static void check_string(const char *name, const char *src, const char *want, size_t len)
{
	struct dt_token *t = dt_tokenize("t.d", dt_sprintf("BEGIN { %s }", src));

	t = t ? t->next->next : NULL;
	check_int(dt_sprintf("%s.len", name), t ? (long long)t->slen : -1, (long long)len);
	check_int(dt_sprintf("%s.bytes", name), t && t->kind == TK_STR &&
		  memcmp(t->str, want, len) == 0, 1);
}

static void check_error(const char *name, const char *src, const char *want)
{
	struct dt_token *t;

	capture_begin();
	t = dt_tokenize("t.d", src);
	check_str(name, capture_end(), want);
	check_int(dt_sprintf("%s.null", name), t == NULL, 1);
}

int main(void)
{
	check_tokens("lex.head_specs", "profile:::tick-1s, syscall::read*:entry",
		     "SPEC:profile:::tick-1s@1:1 PUNCT:,@1:18 "
		     "SPEC:syscall::read*:entry@1:20 EOF:@1:40");
	check_tokens("lex.pred_and_body", "BEGIN\n/x > 1/\n{ @a[\"k\"] = count(); }",
		     "SPEC:BEGIN@1:1 PUNCT:/@2:1 IDENT:x@2:2 PUNCT:>@2:4 INT:1@2:6 "
		     "PUNCT:/@2:7 PUNCT:{@3:1 AGG:a@3:3 PUNCT:[@3:5 STR:\"k\"@3:6 "
		     "PUNCT:]@3:9 PUNCT:=@3:11 IDENT:count@3:13 PUNCT:(@3:18 "
		     "PUNCT:)@3:19 PUNCT:;@3:20 PUNCT:}@3:22 EOF:@3:23");
	check_tokens("lex.back_to_head", "a{x=1;}b",
		     "SPEC:a@1:1 PUNCT:{@1:2 IDENT:x@1:3 PUNCT:=@1:4 INT:1@1:5 "
		     "PUNCT:;@1:6 PUNCT:}@1:7 SPEC:b@1:8 EOF:@1:9");
	check_tokens("lex.nested_braces_stay_body", "a{{}tick-1}",
		     "SPEC:a@1:1 PUNCT:{@1:2 PUNCT:{@1:3 PUNCT:}@1:4 IDENT:tick@1:5 "
		     "PUNCT:-@1:9 INT:1@1:10 PUNCT:}@1:11 EOF:@1:12");
	check_tokens("lex.longest_punct", "a{x<<=y>>z^^w->v++--!=;}",
		     "SPEC:a@1:1 PUNCT:{@1:2 IDENT:x@1:3 PUNCT:<<=@1:4 IDENT:y@1:7 "
		     "PUNCT:>>@1:8 IDENT:z@1:10 PUNCT:^^@1:11 IDENT:w@1:13 "
		     "PUNCT:->@1:14 IDENT:v@1:16 PUNCT:++@1:17 PUNCT:--@1:19 "
		     "PUNCT:!=@1:21 PUNCT:;@1:23 PUNCT:}@1:24 EOF:@1:25");
	/* found by fuzz/fuzz_translate: a line number past INT_MAX overflowed */
	check_tokens("lex.line_marker_huge", "# 99999999999999999999 \"x.d\"\na",
		     "SPEC:a@999999999:1 EOF:@999999999:2");
	check_tokens("lex.comments", "/* c\n */ a // x\n{ /* y */ }",
		     "SPEC:a@2:5 PUNCT:{@3:1 PUNCT:}@3:11 EOF:@3:12");
	check_tokens("lex.macro_agg", "a{@ = count(); x = $1 + $$target;}",
		     "SPEC:a@1:1 PUNCT:{@1:2 AGG:@1:3 PUNCT:=@1:5 IDENT:count@1:7 "
		     "PUNCT:(@1:12 PUNCT:)@1:13 PUNCT:;@1:14 IDENT:x@1:16 PUNCT:=@1:18 "
		     "MACRO:1@1:20 PUNCT:+@1:23 MACRO:$target@1:25 PUNCT:;@1:33 "
		     "PUNCT:}@1:34 EOF:@1:35");
	check_tokens("lex.pragma_and_shebang", "#!/usr/sbin/dtrace -s\n"
		     "  #pragma D option quiet  \nBEGIN",
		     "PRAGMA:#pragma D option quiet  @2:3 SPEC:BEGIN@3:1 EOF:@3:6");
	check_tokens("lex.line_marker", "# 7 \"x.d\"\nBEGIN",
		     "SPEC:BEGIN@7:1 EOF:@7:6");

	check_int_const("lex.int.dec", "42", 42, "int");
	check_int_const("lex.int.dec_long", "2147483648", 2147483648ULL, "long");
	check_int_const("lex.int.hex_uint", "0xffffffff", 0xffffffffULL, "unsigned int");
	check_int_const("lex.int.hex_long", "0x100000000", 0x100000000ULL, "long");
	check_int_const("lex.int.octal", "0777", 0777, "int");
	check_int_const("lex.int.u", "7u", 7, "unsigned int");
	check_int_const("lex.int.l", "7l", 7, "long");
	check_int_const("lex.int.ul", "7UL", 7, "unsigned long");
	check_int_const("lex.int.ull", "7ull", 7, "unsigned long");
	check_int_const("lex.int.max", "18446744073709551615", UINT64_MAX, "unsigned long");
	check_int_const("lex.int.char", "'A'", 65, "int");
	check_int_const("lex.int.char_escape", "'\\n'", 10, "int");

	check_string("lex.str.plain", "\"abc\"", "abc", 3);
	check_string("lex.str.escapes", "\"\\n\\t\\\\\\\"\\a\"", "\n\t\\\"\a", 5);
	check_string("lex.str.octal_hex", "\"\\101\\x42\\0c\"", "AB\0c", 4);

	check_error("lex.err.newline_in_string", "BEGIN { x = \"ab\ncd\"; }",
		    "dtap: t.d:1:13: newline in string constant\n");
	check_error("lex.err.eof_in_string", "BEGIN { x = \"ab",
		    "dtap: t.d:1:13: unterminated string constant\n");
	check_error("lex.err.bad_escape", "BEGIN { x = \"a\\zb\"; }",
		    "dtap: t.d:1:15: invalid escape sequence '\\z'\n");
	check_error("lex.err.octal_digit", "BEGIN {\n  x = 019; }",
		    "dtap: t.d:2:7: invalid digit in integer constant '019'\n");
	check_error("lex.err.suffix", "BEGIN { x = 12abc; }",
		    "dtap: t.d:1:13: invalid digit in integer constant '12abc'\n");
	check_error("lex.err.overflow", "BEGIN { x = 0x10000000000000000; }",
		    "dtap: t.d:1:13: integer constant '0x10000000000000000' is too large\n");
	check_error("lex.err.comment", "BEGIN\n  /* open",
		    "dtap: t.d:2:3: unterminated comment\n");
	check_error("lex.err.char", "BEGIN { x = 1 \\ 2; }",
		    "dtap: t.d:1:15: invalid character '\\'\n");
	check_error("lex.err.directive", "BEGIN\n#include <x.h>\n",
		    "dtap: t.d:2:1: invalid control directive: #include\n");
	return test_exit();
}
