/*
 * dt_cpp_filter.c - what -C's system headers hold that D cannot declare.
 *
 * A script may include system headers for their macros and typedefs
 * (<endian.h>'s __BYTE_ORDER, <sys/types.h>'s types), but glibc's also
 * define C functions (static inline __bswap_16() in <bits/byteswap.h>,
 * which <endian.h> includes) and declare them (extern int select(...);),
 * and D has neither.  cpp's line markers ("# 64 "/usr/include/..." 3 4":
 * flag 3 is a system header) say which text came from one; there, every
 * top-level declaration that is a function definition, an extern one (a
 * C library's function or data, which the kernel has not: D's extern
 * names kernel symbols), a function's prototype (glibc declares some
 * without extern: unistd.h's getentropy) or a typedef with a parameter
 * list (a function or a pointer to one, which D does not declare) is
 * blanked out, newlines kept, so the lexer's
 * lines stay those of the files.  The script's own text is never touched:
 * a function it defines is still D's syntax error.
 *
 * cpp has removed comments; string and character literals are skipped so
 * that a brace or semicolon in one does not count.
 */
#include <stdbool.h>
#include <string.h>

#include "parse/dt_parse.h"

/* Is the line at P a line marker naming a system header (flag 3)? Sets
 * *IS_MARKER when it is a line marker at all. */
static bool marker_is_system(const char *p, bool *is_marker)
{
	const char *eol = strchr(p, '\n'), *q;

	*is_marker = false;
	if (*p != '#')
		return false;
	p++;
	while (*p == ' ')
		p++;
	if (*p < '0' || *p > '9')
		return false;
	*is_marker = true;
	if (!eol)
		eol = p + strlen(p);
	q = memchr(p, '"', (size_t)(eol - p));
	if (!q || !(q = memchr(q + 1, '"', (size_t)(eol - q - 1))))
		return false;
	for (q++; q < eol; q++)
		if (*q == '3' && (q[-1] == ' ') && (q + 1 == eol || q[1] == ' '))
			return true;
	return false;
}

/* Past the string or character literal starting at P (quote *P). */
static char *skip_literal(char *p)
{
	char quote = *p++;

	while (*p && *p != quote && *p != '\n') {
		if (*p == '\\' && p[1])
			p++;
		p++;
	}
	return *p == quote ? p + 1 : p;
}

static void blank(char *from, char *to)
{
	for (char *p = from; p < to; p++)
		if (*p != '\n')
			*p = ' ';
}

static bool starts_word(const char *p, const char *w)
{
	size_t n = strlen(w);

	return !strncmp(p, w, n) && !(p[n] == '_' || (p[n] >= 'a' && p[n] <= 'z') ||
				       (p[n] >= 'A' && p[n] <= 'Z') || (p[n] >= '0' && p[n] <= '9'));
}

/* One top-level declaration of a system header, from its first
 * character. */
struct decl {
	char *start;
	int paren, brace;
	bool has_params;	/* a '(' at brace depth 0 */
	bool fp_var;		/* its first such '(' is "(*": a pointer to a function */
	bool is_extern;
	bool is_typedef;
	bool is_function;	/* '{' right after a ')' at depth 0 */
	char last;		/* the last non-blank character at depth 0 */
};

static void decl_begin(struct decl *d, char *p)
{
	memset(d, 0, sizeof(*d));
	d->start = p;
	d->is_extern = starts_word(p, "extern");
	d->is_typedef = starts_word(p, "typedef");
}

/* The declaration D ends at END (exclusive): blank it if D cannot take it. */
static void decl_end(struct decl *d, char *end)
{
	if (d->is_function || d->is_extern || (d->has_params && (d->is_typedef || !d->fp_var)))
		blank(d->start, end);
	d->start = NULL;
}

/* Feed the character at P to the declaration; P past what it used. */
static char *decl_char(struct decl *d, char *p)
{
	char c = *p;

	if (c == '"' || c == '\'')
		return skip_literal(p);
	if (c == '(') {
		if (d->brace == 0 && !d->has_params) {
			const char *q = p + 1;

			while (*q == ' ' || *q == '\t' || *q == '\n')
				q++;
			d->fp_var = *q == '*';
		}
		if (d->brace == 0)
			d->has_params = true;
		d->paren++;
	} else if (c == ')') {
		d->paren -= d->paren > 0;
	} else if (c == '{') {
		if (d->brace == 0 && d->paren == 0 && d->last == ')')
			d->is_function = true;
		d->brace++;
	} else if (c == '}') {
		d->brace -= d->brace > 0;
		if (d->brace == 0 && d->is_function) {
			decl_end(d, p + 1);
			return p + 1;
		}
	} else if (c == ';' && d->brace == 0 && d->paren == 0) {
		decl_end(d, p + 1);
		return p + 1;
	}
	if (d->brace == 0 && c != ' ' && c != '\t' && c != '\n')
		d->last = c;
	return p + 1;
}

static bool is_ident_char(char c)
{
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

/*
 * GNU C's words in a system header that D has not: __attribute__((...))
 * and __asm__(...) are blanked with their parentheses, __extension__ and
 * __restrict blanked, __signed__ made "signed" (padded: the columns of
 * the line stay).  P is at a word's start; returns where scanning goes
 * on (P itself when the word is none of them).
 */
static char *gnu_words(char *p)
{
	static const char *const blanked[] = { "__extension__", "__restrict", "__restrict__" };
	static const char *const with_parens[] = { "__attribute__", "__attribute", "__asm__",
						   "__asm" };

	if (starts_word(p, "__signed__")) {
		memcpy(p, "signed    ", 10);
		return p + 10;
	}
	for (size_t i = 0; i < sizeof(blanked) / sizeof(blanked[0]); i++)
		if (starts_word(p, blanked[i])) {
			blank(p, p + strlen(blanked[i]));
			return p + strlen(blanked[i]);
		}
	for (size_t i = 0; i < sizeof(with_parens) / sizeof(with_parens[0]); i++) {
		char *q = p + strlen(with_parens[i]);
		int depth = 0;

		if (!starts_word(p, with_parens[i]))
			continue;
		while (*q == ' ' || *q == '\t' || *q == '\n')
			q++;
		if (*q != '(')
			return p;
		for (; *q; q++) {	/* to the matching parenthesis */
			depth += (*q == '(') - (*q == ')');
			if (depth == 0)
				break;
		}
		if (*q)
			q++;
		blank(p, q);
		return q;
	}
	return p;
}

void dt_cpp_filter_system(char *text)
{
	bool system = false, at_bol = true;
	struct decl d = { 0 };

	for (char *p = text; *p;) {
		bool is_marker;

		if (at_bol && *p == '#') {
			bool sys = marker_is_system(p, &is_marker);
			char *eol = strchr(p, '\n');

			if (is_marker) {
				if (d.start && sys != system)
					d.start = NULL;	/* a region ends mid-way: keep it */
				system = sys;
			}
			p = eol ? eol : p + strlen(p);
			continue;
		}
		at_bol = *p == '\n';
		if (!system || (!d.start && (*p == ' ' || *p == '\t' || *p == '\n'))) {
			p++;
			continue;
		}
		if (*p == '_' && (p == text || !is_ident_char(p[-1]))) {
			char *q = gnu_words(p);

			if (q != p) {
				p = q;
				continue;
			}
		}
		if (!d.start)
			decl_begin(&d, p);
		p = decl_char(&d, p);
	}
}
