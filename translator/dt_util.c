/*
 * dt_util.c - allocation and string helpers shared by every pass.  The
 * translator is a short-lived process: memory is never freed, so these
 * die on exhaustion instead of making every caller check.
 */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>

#include "dt_impl.h"

static void *check(void *p)
{
	if (!p) {
		fprintf(stderr, "dtap: out of memory\n");
		exit(1);
	}
	return p;
}

void *dt_zalloc(size_t n)
{
	return check(calloc(1, n ? n : 1));
}

char *dt_strdup(const char *s)
{
	return check(strdup(s));
}

char *dt_strndup(const char *s, size_t n)
{
	return check(strndup(s, n));
}

char *dt_sprintf(const char *fmt, ...)
{
	va_list ap;
	char *s;

	va_start(ap, fmt);
	if (vasprintf(&s, fmt, ap) < 0)
		s = NULL;
	va_end(ap);
	return check(s);
}

/* Match one [...] set at P against C; *END gets the char after ']'. */
static bool class_match(const char *p, char c, const char **end)
{
	bool neg = false, hit = false;

	if (*p == '!' || *p == '^') {
		neg = true;
		p++;
	}
	/* A ']' right after '[' or '[!' is a member, as in the shell. */
	do {
		char lo = *p, hi = *p;

		if (p[1] == '-' && p[2] && p[2] != ']') {
			hi = p[2];
			p += 2;
		}
		if (c >= lo && c <= hi)
			hit = true;
		p++;
	} while (*p && *p != ']');
	*end = *p ? p + 1 : p;
	return hit != neg;
}

/* Shell-style glob: '*' any run, '?' one char, '[..]' a set, '\' quotes. */
bool dt_glob_match(const char *p, const char *s)
{
	for (; *p; p++, s++) {
		switch (*p) {
		case '*':
			while (p[1] == '*')
				p++;
			for (const char *t = s; ; t++) {
				if (dt_glob_match(p + 1, t))
					return true;
				if (!*t)
					return false;
			}
		case '?':
			if (!*s)
				return false;
			break;
		case '[': {
			const char *end;

			if (!*s || !class_match(p + 1, *s, &end))
				return false;
			p = end - 1;
			break;
		}
		case '\\':
			if (p[1])
				p++;
			/* fall through */
		default:
			if (*p != *s)
				return false;
		}
	}
	return *s == '\0';
}
