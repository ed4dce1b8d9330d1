/*
 * dt_lex.c - pass 1a: D source text -> token list (chibicc style: the whole
 * input is tokenized up front, the parser walks the list).
 *
 * D's lexer is context sensitive, like DTrace's (dt_lex.l): outside of
 * clause bodies and predicates, text such as "profile:::tick-1s" or
 * "syscall::read*:entry" is one probe description, not an expression.  So
 * the lexer runs a small state machine:
 *
 *   HEAD  (program level)  probe specifications, ',' '/' '{' ';'
 *   PRED  after '/'        expression tokens until the '/' at nesting 0
 *   BODY  after '{'        expression tokens until the matching '}'
 *   DECL  a declaration    expression tokens until its ';' outside braces
 *         ("int x;", "self string s;", "inline int N = 3;", "struct s {..};"):
 *         it starts with a type or declaration keyword, which no probe
 *         specification can (dtrace's lexer decides the same way)
 *
 * "#pragma" lines become TK_PRAGMA tokens in any state; cpp line markers
 * ("# 12 "x.d"") move the location, and a "#!" first line is skipped.
 * The first lexical error is diagnosed and stops the lexer (NULL result).
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "parse/dt_parse.h"

enum lex_state { LS_HEAD, LS_PRED, LS_BODY, LS_DECL };

struct lexer {
	const char *file;
	const char *p;		/* next unread char */
	const char *bol;	/* start of the current line */
	int line;
	enum lex_state state;
	int depth;		/* {} in BODY and DECL, () [] in PRED */
	struct dt_token *decl_first;	/* DECL: the declaration's first token */
	bool failed;
};

static void note_typedef(struct dt_token *first, struct dt_token *end);

static struct dt_loc loc_at(const struct lexer *lx, const char *p)
{
	struct dt_loc l = { lx->file, lx->line, (int)(p - lx->bol) + 1 };

	return l;
}

static struct dt_token *new_token(struct lexer *lx, enum dt_tok_kind kind,
				  const char *start, const char *end)
{
	struct dt_token *t = dt_zalloc(sizeof(*t));

	t->kind = kind;
	t->loc = loc_at(lx, start);
	t->text = start;
	t->len = (int)(end - start);
	return t;
}

static void lex_error(struct lexer *lx, enum dt_errtag tag, const char *at,
		      const char *msg, const char *arg)
{
	struct dt_loc l = loc_at(lx, at);

	dt_error(tag, &l, msg, arg);
	lx->failed = true;
}

bool dt_tok_is(const struct dt_token *t, const char *s)
{
	size_t n = strlen(s);

	return t->kind != TK_STR && t->kind != TK_EOF && (size_t)t->len == n &&
	       memcmp(t->text, s, n) == 0;
}

static void newline(struct lexer *lx)
{
	lx->p++;
	lx->line++;
	lx->bol = lx->p;
}

/* Skip blanks, newlines and comments; false on an unterminated comment. */
static bool skip_space(struct lexer *lx)
{
	for (;;) {
		const char *p = lx->p;

		if (*p == '\n') {
			newline(lx);
		} else if (isspace((unsigned char)*p)) {
			lx->p++;
		} else if (p[0] == '/' && p[1] == '/') {
			while (*lx->p && *lx->p != '\n')
				lx->p++;
		} else if (p[0] == '/' && p[1] == '*') {
			struct dt_loc start = loc_at(lx, p);

			lx->p += 2;
			while (*lx->p && !(lx->p[0] == '*' && lx->p[1] == '/')) {
				if (*lx->p == '\n')
					newline(lx);
				else
					lx->p++;
			}
			if (!*lx->p) {
				dt_error(D_COMM_EOF, &start, "unterminated comment");
				lx->failed = true;
				return false;
			}
			lx->p += 2;
		} else {
			return true;
		}
	}
}

static bool at_line_start(const struct lexer *lx)
{
	for (const char *q = lx->bol; q < lx->p; q++)
		if (*q != ' ' && *q != '\t')
			return false;
	return true;
}

/* "# 12 "file"" or "#line 12 "file"": the next line is line 12 of file. */
static void line_marker(struct lexer *lx, const char *s, const char *eol)
{
	int line = 0;

	while (s < eol && isdigit((unsigned char)*s)) {
		if (line < 100000000)	/* beyond any real file: saturate */
			line = line * 10 + (*s - '0');
		s++;
	}
	while (s < eol && *s == ' ')
		s++;
	if (s < eol && *s == '"') {
		const char *q = memchr(s + 1, '"', (size_t)(eol - s - 1));

		if (q)
			lx->file = dt_strndup(s + 1, (size_t)(q - s - 1));
	}
	lx->line = line - 1;	/* newline() below adds one */
}

/* "#pragma D line N ["file"]" (W..E, the pragma's words): as "#line",
 * the next line is line N (of file); true when it was one.  A line
 * without its number is D_PRAGMA_MALFORM. */
static bool pragma_line(struct lexer *lx, const char *w, const char *e, const char *start)
{
	if (e - w < 6 || strncmp(w, "D", 1) || !isspace((unsigned char)w[1]))
		return false;
	for (w += 2; w < e && isspace((unsigned char)*w); w++)
		;
	if (e - w < 4 || strncmp(w, "line", 4) || (w + 4 < e && !isspace((unsigned char)w[4])))
		return false;
	for (w += 4; w < e && isspace((unsigned char)*w); w++)
		;
	if (w == e || !isdigit((unsigned char)*w)) {
		lex_error(lx, D_PRAGMA_MALFORM, start, "malformed #pragma D line%s: a line "
			  "number must follow", "");
		return true;
	}
	line_marker(lx, w, e);
	return true;
}

/* A '#' line: pragma token, line marker, "#!" or an error. */
static struct dt_token *directive(struct lexer *lx)
{
	const char *start = lx->p, *eol = strchr(start, '\n');
	const char *s = start + 1;
	struct dt_token *t = NULL;

	if (!eol)
		eol = start + strlen(start);
	while (s < eol && (*s == ' ' || *s == '\t'))
		s++;
	if (strncmp(s, "pragma", 6) == 0 && (s[6] == ' ' || s[6] == '\t')) {
		const char *w = s + 7, *e = eol;

		while (w < e && isspace((unsigned char)*w))
			w++;
		while (e > w && isspace((unsigned char)e[-1]))
			e--;
		if (pragma_line(lx, w, e, start))	/* "#pragma D line N ["file"]" */
			goto next;
		t = new_token(lx, TK_PRAGMA, start, eol);
		t->str = dt_strndup(w, (size_t)(e - w));
		t->slen = strlen(t->str);
	} else if (strncmp(s, "error", 5) == 0 && (s[5] == ' ' || s[5] == '\t' || s + 5 == eol)) {
		/* dtrace takes #error as "#pragma D error": D_PRAGERR */
		t = new_token(lx, TK_PRAGMA, start, eol);
		t->str = dt_sprintf("D %.*s", (int)(eol - s), s);
		t->slen = strlen(t->str);
	} else if (strncmp(s, "ident", 5) == 0 && (s[5] == ' ' || s[5] == '\t')) {
		;	/* an SCCS identification: nothing to D, as in dtrace */
	} else if (isdigit((unsigned char)*s)) {
		line_marker(lx, s, eol);
	} else if (strncmp(s, "line", 4) == 0 && s[4] == ' ') {
		line_marker(lx, s + 5, eol);
	} else if (!(start[1] == '!' && lx->line == 1)) {
		const char *w = s;

		while (w < eol && !isspace((unsigned char)*w))
			w++;
		/* a cpp directive without -C: dtrace's lexer tag for it */
		lex_error(lx, D_PRAGCTL_INVAL, start, "invalid control directive: #%s",
			  dt_strndup(s, (size_t)(w - s)));
		return NULL;
	}
next:
	lx->p = eol;
	if (*lx->p)
		newline(lx);
	return t;
}

static bool is_pspec_first(char c)
{
	return isalpha((unsigned char)c) || (c && strchr("-$:_.?*\\[]!", c));
}

static bool is_pspec_char(char c)
{
	return is_pspec_first(c) || isdigit((unsigned char)c) || c == '`';
}

static bool is_ident_char(char c)
{
	return isalnum((unsigned char)c) || c == '_' || c == '`';
}

/* Decode one escape after the backslash at *pp; -1 on a bad one. */
static int escape(struct lexer *lx, const char **pp)
{
	const char *bs = *pp - 1, *p = *pp;
	int c = (unsigned char)*p++;

	switch (c) {
	case 'n': c = '\n'; break;
	case 't': c = '\t'; break;
	case 'r': c = '\r'; break;
	case 'a': c = '\a'; break;
	case 'b': c = '\b'; break;
	case 'f': c = '\f'; break;
	case 'v': c = '\v'; break;
	case '\\': case '\'': case '"': case '?': break;
	case 'x':
		if (!isxdigit((unsigned char)*p)) {
			lex_error(lx, D_ESC_BAD, bs, "invalid escape sequence '\\x%s'", "");
			return -1;
		}
		for (c = 0; isxdigit((unsigned char)*p); p++)
			c = (c * 16 + (isdigit((unsigned char)*p) ? *p - '0' :
				       tolower((unsigned char)*p) - 'a' + 10)) & 0xff;
		break;
	default:
		if (c >= '0' && c <= '7') {
			c -= '0';
			for (int i = 0; i < 2 && *p >= '0' && *p <= '7'; i++)
				c = c * 8 + (*p++ - '0');
			c &= 0xff;
			break;
		}
		if (c == '\n' || c == '\0')
			lex_error(lx, D_STR_NL, bs, "newline in string constant%s", "");
		else
			lex_error(lx, D_ESC_BAD, bs, "invalid escape sequence '\\%s'",
				  dt_strndup(p - 1, 1));
		return -1;
	}
	*pp = p;
	return c;
}

/* "..." with C escapes; str gets the decoded bytes. */
static struct dt_token *string_lit(struct lexer *lx)
{
	const char *start = lx->p, *p = start + 1;
	char *buf = dt_zalloc(strlen(start) + 1);
	size_t n = 0;
	struct dt_token *t;

	while (*p != '"') {
		if (*p == '\0') {
			lex_error(lx, D_STR_EOF, start, "unterminated string constant%s", "");
			return NULL;
		}
		if (*p == '\n') {
			lex_error(lx, D_STR_NL, start, "newline in string constant%s", "");
			return NULL;
		}
		if (*p == '\\') {
			int c;

			p++;
			c = escape(lx, &p);
			if (c < 0)
				return NULL;
			buf[n++] = (char)c;
		} else {
			buf[n++] = *p++;
		}
	}
	t = new_token(lx, TK_STR, start, p + 1);
	t->str = buf;
	t->slen = n;
	lx->p = p + 1;
	return t;
}

static struct dt_type *int_type(uint64_t v, bool decimal, bool u, int l);

/* 'c', 'ab': an int constant made of the bytes, the first the most
 * significant, as dtrace's lexer copies them into its integer (so '\377'
 * is 255: no sign extension); at most 8 bytes. */
static struct dt_token *char_lit(struct lexer *lx)
{
	const char *start = lx->p, *p = start + 1;
	uint64_t v = 0;
	int n = 0;
	struct dt_token *t;

	while (*p != '\'') {
		int c;

		if (*p == '\n' || *p == '\0') {
			lex_error(lx, D_CHR_NL, start, "newline encountered in character "
				  "constant%s", "");
			return NULL;
		}
		if (*p == '\\') {
			p++;
			c = escape(lx, &p);
			if (c < 0)
				return NULL;
		} else {
			c = (unsigned char)*p++;
		}
		if (++n > 8) {
			lex_error(lx, D_CHR_OFLOW, start, "character constant is too long%s", "");
			return NULL;
		}
		v = v << 8 | (uint64_t)c;
	}
	if (n == 0) {
		lex_error(lx, D_CHR_NULL, start, "empty character constant is not permitted%s",
			  "");
		return NULL;
	}
	t = new_token(lx, TK_INT, start, p + 1);
	t->ival = v;
	t->ity = int_type(v, false, false, 0);
	lx->p = p + 1;
	return t;
}

static int digit_value(char c)
{
	if (isdigit((unsigned char)c))
		return c - '0';
	if (isalpha((unsigned char)c))
		return tolower((unsigned char)c) - 'a' + 10;
	return 99;
}

/* The C type of an integer constant from its value, base and suffix. */
static struct dt_type *int_type(uint64_t v, bool decimal, bool u, int l)
{
	if (u)
		return (l == 0 && v <= UINT32_MAX) ? &dt_ty_uint : &dt_ty_ulong;
	if (l == 0 && v <= INT32_MAX)
		return &dt_ty_int;
	if (l == 0 && !decimal && v <= UINT32_MAX)
		return &dt_ty_uint;
	return v <= INT64_MAX ? &dt_ty_long : &dt_ty_ulong;
}

static struct dt_token *number(struct lexer *lx)
{
	const char *start = lx->p, *p = start;
	int base = 10, l = 0;
	bool u = false, oflow = false;
	uint64_t v = 0;
	struct dt_token *t;

	if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
		base = 16;
		p += 2;
		if (!isxdigit((unsigned char)*p)) {
			lex_error(lx, D_INT_DIGIT, start, "invalid digit in integer constant '%s'",
				  dt_strndup(start, 2));
			return NULL;
		}
	} else if (p[0] == '0' && (p[1] == 'b' || p[1] == 'B')) {
		base = 2;
		p += 2;
	} else if (p[0] == '0') {
		base = 8;
	}
	for (; isalnum((unsigned char)*p) && digit_value(*p) < base; p++) {
		unsigned d = (unsigned)digit_value(*p);

		if (v > (UINT64_MAX - d) / (uint64_t)base)
			oflow = true;
		v = v * (uint64_t)base + d;
	}
	for (;;) {
		if ((*p == 'u' || *p == 'U') && !u)
			u = true;
		else if ((*p == 'l' || *p == 'L') && l < 2)
			l++;
		else
			break;
		p++;
	}
	if (is_ident_char(*p)) {
		const char *e = p;

		while (is_ident_char(*e))
			e++;
		lex_error(lx, D_INT_DIGIT, start, "invalid digit in integer constant '%s'",
			  dt_strndup(start, (size_t)(e - start)));
		return NULL;
	}
	if (oflow) {
		lex_error(lx, D_INT_OFLOW, start, "integer constant '%s' is too large",
			  dt_strndup(start, (size_t)(p - start)));
		return NULL;
	}
	t = new_token(lx, TK_INT, start, p);
	t->ival = v;
	t->ity = int_type(v, base == 10, u, l);
	lx->p = p;
	return t;
}

/* Longest match first. */
static const char *const puncts[] = {
	"<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=", ">=", "==",
	"!=", "&&", "||", "^^", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=",
};

static int punct_len(const char *p)
{
	for (size_t i = 0; i < sizeof(puncts) / sizeof(puncts[0]); i++)
		if (strncmp(p, puncts[i], strlen(puncts[i])) == 0)
			return (int)strlen(puncts[i]);
	return strchr("+-*/%&|^!~<>=?:;,.()[]{}", *p) ? 1 : 0;
}

/* One expression token (PRED and BODY states, and odd text in HEAD). */
static struct dt_token *expr_token(struct lexer *lx)
{
	const char *start = lx->p, *p = start;
	struct dt_token *t;
	int n;

	if (*p == '"')
		return string_lit(lx);
	if (*p == '\'')
		return char_lit(lx);
	if (isdigit((unsigned char)*p))
		return number(lx);
	if (isalpha((unsigned char)*p) || *p == '_' || *p == '`') {
		while (is_ident_char(*p))
			p++;
		t = new_token(lx, TK_IDENT, start, p);
	} else if (*p == '@' || *p == '$') {
		enum dt_tok_kind k = *p == '@' ? TK_AGG : TK_MACRO;

		p++;
		while (is_ident_char(*p) || (k == TK_MACRO && *p == '$'))
			p++;
		t = new_token(lx, k, start, p);
		t->text++;
		t->len--;
	} else if ((n = punct_len(p)) > 0) {
		t = new_token(lx, TK_PUNCT, start, p + n);
		p += n;
	} else {
		char c[8];

		snprintf(c, sizeof(c), isprint((unsigned char)*p) ? "%c" : "\\%03o",
			 (unsigned char)*p);
		lex_error(lx, D_CHR_BAD, start, "invalid character '%s'", c);
		return NULL;
	}
	lx->p = p;
	return t;
}

/*
 * '/' both divides and closes a predicate.  As DTrace's lexer does, look
 * at the next non-blank character: end of input, ';', '{' or '/' (a new
 * comment or clause) mean the predicate ends here; anything else makes
 * this '/' a division, so "/x == 0 || 1 / (x - 3)/" parses.
 */
static bool closes_predicate(const char *p)
{
	while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r' || *p == '\f' || *p == '\v')
		p++;
	return *p == '\0' || *p == ';' || *p == '{' || *p == '/';
}

/* Track the state machine after token T. */
static void advance_state(struct lexer *lx, struct dt_token *t)
{
	if (t->kind != TK_PUNCT)
		return;
	switch (lx->state) {
	case LS_HEAD:
		if (dt_tok_is(t, "{")) {
			lx->state = LS_BODY;
			lx->depth = 1;
		} else if (dt_tok_is(t, "/")) {
			lx->state = LS_PRED;
			lx->depth = 0;
			t->ival = 1;	/* the predicate's opening '/' */
		}
		break;
	case LS_PRED:
		if (dt_tok_is(t, "(") || dt_tok_is(t, "["))
			lx->depth++;
		else if ((dt_tok_is(t, ")") || dt_tok_is(t, "]")) && lx->depth > 0)
			lx->depth--;
		else if (dt_tok_is(t, "/") && lx->depth == 0 &&
			 closes_predicate(lx->p)) {
			lx->state = LS_HEAD;
			t->ival = 1;	/* the predicate's closing '/' */
		}
		break;
	case LS_BODY:
		if (dt_tok_is(t, "{"))
			lx->depth++;
		else if (dt_tok_is(t, "}") && --lx->depth == 0)
			lx->state = LS_HEAD;
		break;
	case LS_DECL:
		if (dt_tok_is(t, "{"))
			lx->depth++;
		else if (dt_tok_is(t, "}") && lx->depth > 0)
			lx->depth--;
		else if (dt_tok_is(t, ";") && lx->depth == 0) {
			lx->state = LS_HEAD;
			if (lx->decl_first && dt_tok_is(lx->decl_first, "typedef"))
				note_typedef(lx->decl_first->next, t);
		}
		break;
	}
}

/* Words that start a declaration at program level (never a probe). */
static const char *const decl_words[] = {
	"char", "short", "int", "long", "signed", "unsigned", "string", "void",
	"float", "double", "struct", "union", "enum", "userland", "const",
	"volatile", "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t",
	"uint16_t", "uint32_t", "uint64_t", "size_t", "ssize_t", "intptr_t",
	"uintptr_t", "uchar_t", "ushort_t", "uint_t", "ulong_t", "uint",
	"u_longlong_t", "longlong_t", "ptrdiff_t", "off_t", "pid_t", "uid_t",
	"gid_t", "id_t", "time_t", "dev_t", "ino_t", "mode_t", "uint128_t",
	"int128_t", "caddr_t", "boolean_t", "_Bool", "bool",
	/* declaration keywords: not type names */
	"self", "this", "inline", "typedef", "translator", "extern", "static",
	"register", "auto", "provider", "probe", NULL,
};

/* The first NTYPES of decl_words name types (dt_tok_is_type_word). */
static bool word_in(const char *p, size_t len, bool types_only)
{
	for (int i = 0; decl_words[i]; i++) {
		if (types_only && !strcmp(decl_words[i], "self"))
			return false;
		if (strlen(decl_words[i]) == len && !strncmp(decl_words[i], p, len))
			return true;
	}
	return false;
}

/* Names "typedef ... NAME;" declared, seen by the lexer as it goes (a
 * declaration must precede its uses in D too). */
static char **typedef_names;
static int ntypedef_names;

void dt_lex_reset(void)
{
	ntypedef_names = 0;
}

static bool is_typedef_name(const char *p, size_t len)
{
	for (int i = 0; i < ntypedef_names; i++)
		if (strlen(typedef_names[i]) == len && !strncmp(typedef_names[i], p, len))
			return true;
	return false;
}

static void add_typedef_name(const struct dt_token *name)
{
	typedef_names = realloc(typedef_names, sizeof(char *) * (size_t)(ntypedef_names + 1));
	if (!typedef_names)
		abort();
	typedef_names[ntypedef_names++] = dt_strndup(name->text, (size_t)name->len);
}

/* The names the typedef declaration from FIRST to END (its ";", not yet
 * linked: the last token has no next) declares: each identifier outside
 * braces and brackets that ends a declarator (before ",", the end or its
 * dimensions), so "typedef int a_t, b_t[2];" gives two, and the name of
 * a pointer to a function ("typedef void (*fn_t)(int);"). */
static void note_typedef(struct dt_token *first, struct dt_token *end)
{
	int depth = 0;

	for (struct dt_token *t = first; t && t != end; t = t->next) {
		const struct dt_token *n = t->next;

		if (t->kind == TK_PUNCT && (dt_tok_is(t, "*") && n && n->kind == TK_IDENT &&
					    n->next && dt_tok_is(n->next, ")") && n->next->next &&
					    dt_tok_is(n->next->next, "(")))
			add_typedef_name(n);	/* "(*fn_t)(...)" */
		if (t->kind == TK_PUNCT && (dt_tok_is(t, "{") || dt_tok_is(t, "[") ||
					    dt_tok_is(t, "(")))
			depth++;
		else if (t->kind == TK_PUNCT && (dt_tok_is(t, "}") || dt_tok_is(t, "]") ||
						 dt_tok_is(t, ")")))
			depth--;
		else if (t->kind == TK_IDENT && depth == 0 &&
			 (!n || (n->kind == TK_PUNCT && (dt_tok_is(n, ",") || dt_tok_is(n, "[")))))
			add_typedef_name(t);
	}
}

bool dt_tok_is_typedef_name(const struct dt_token *t)
{
	return (t->kind == TK_IDENT || t->kind == TK_PROBESPEC) &&
	       is_typedef_name(t->text, (size_t)t->len);
}

bool dt_tok_is_type_word(const struct dt_token *t)
{
	return (t->kind == TK_IDENT || t->kind == TK_PROBESPEC) &&
	       (word_in(t->text, (size_t)t->len, true) ||
		is_typedef_name(t->text, (size_t)t->len));
}

/*
 * Is T an identifier the type store knows as a type, such as the kernel's
 * typedefs (u64, loff_t, spinlock_t, vmlinux`spinlock_t)?  D takes those
 * as type names where a type may stand, as dtrace's lexer asks its type
 * store about identifiers; the store remembers misses, so asking twice
 * costs a hash lookup.
 */
bool dt_tok_is_store_type(const struct dt_token *t)
{
	return t->kind == TK_IDENT && !dt_tok_is_type_word(t) &&
	       dt_type_lookup(dt_strndup(t->text, (size_t)t->len)) != NULL;
}

/* Does a declaration start at P (a keyword followed by a non-':')? */
static bool decl_starts(const char *p)
{
	const char *e = p, *q;

	while (is_ident_char(*e) && *e != '`')
		e++;
	if (e == p || *e == ':')
		return false;
	if (word_in(p, (size_t)(e - p), false) || is_typedef_name(p, (size_t)(e - p)))
		return true;
	/* "u64 x;", "spinlock_t *p;": a type of the store and a declarator
	 * (a probe description has no blank followed by a name) */
	if (*e != ' ' && *e != '\t' && *e != '\n')
		return false;
	for (q = e; *q == ' ' || *q == '\t' || *q == '\n'; q++)
		;
	return (*q == '*' || isalpha((unsigned char)*q) || *q == '_') &&
	       dt_type_lookup(dt_strndup(p, (size_t)(e - p))) != NULL;
}

/* %{ C text %}, in any state: one token, its text left to the C compiler
 * (guru mode; pass 2 refuses it without -g).  Newlines inside count. */
static struct dt_token *embed(struct lexer *lx)
{
	const char *start = lx->p, *q = start + 2;
	struct dt_loc loc = loc_at(lx, start);
	struct dt_token *t;

	while (*q && !(q[0] == '%' && q[1] == '}')) {
		if (*q == '\n') {
			lx->p = q;
			newline(lx);
		}
		q++;
	}
	if (!*q) {
		dt_error(D_SYNTAX, &loc, "%%{ (embedded C) has no closing %%}");
		lx->failed = true;
		return NULL;
	}
	lx->p = q + 2;
	t = dt_zalloc(sizeof(*t));
	t->kind = TK_EMBED;
	t->loc = loc;
	t->text = start;
	t->len = (int)(lx->p - start);
	t->str = dt_strndup(start + 2, (size_t)(q - start - 2));
	t->slen = (size_t)(q - start - 2);
	return t;
}

static struct dt_token *next_token(struct lexer *lx)
{
	const char *p = lx->p;
	struct dt_token *t;

	if (p[0] == '%' && p[1] == '{')
		return embed(lx);

	if (lx->state == LS_HEAD && decl_starts(p)) {
		lx->state = LS_DECL;
		lx->depth = 0;
		lx->decl_first = NULL;
	}
	if (lx->state == LS_HEAD && is_pspec_first(*p) &&
	    !(p[0] == '/' && (p[1] == '*' || p[1] == '/'))) {
		while (is_pspec_char(*lx->p))
			lx->p++;
		return new_token(lx, TK_PROBESPEC, p, lx->p);
	}
	t = expr_token(lx);
	if (t && lx->state == LS_DECL && !lx->decl_first)
		lx->decl_first = t;
	if (t)
		advance_state(lx, t);
	return t;
}

struct dt_token *dt_tokenize(const char *file, const char *src)
{
	struct lexer lx = { file, src, src, 1, LS_HEAD, 0, NULL, false };
	struct dt_token head = { 0 }, *cur = &head;

	for (;;) {
		struct dt_token *t;

		if (!skip_space(&lx))
			return NULL;
		if (*lx.p == '\0')
			break;
		if (*lx.p == '#' && at_line_start(&lx)) {
			t = directive(&lx);
			if (lx.failed)
				return NULL;
		} else {
			t = next_token(&lx);
			if (!t)
				return NULL;
		}
		if (t)
			cur = cur->next = t;
	}
	cur->next = new_token(&lx, TK_EOF, lx.p, lx.p);
	return head.next;
}
