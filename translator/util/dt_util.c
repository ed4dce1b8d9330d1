/*
 * dt_util.c - allocation and string helpers shared by every pass.  The
 * translator is a short-lived process: memory is never freed, so these
 * die on exhaustion instead of making every caller check.
 */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "util/dt_util.h"

#ifdef DT_FUZZ_ARENA
/* The fuzzer (fuzz/) runs the translator millions of times in one
 * process: it records what is allocated here and frees it all after each
 * input.  Never built into dtap. */
static void **arena;
static size_t arena_n, arena_cap;

static void arena_add(void *p)
{
	if (arena_n == arena_cap) {
		arena_cap = arena_cap ? 2 * arena_cap : 1024;
		arena = realloc(arena, arena_cap * sizeof(*arena));
		if (!arena)
			abort();
	}
	arena[arena_n++] = p;
}

/* P is about to be reallocated: it leaves the arena (the result enters). */
static void arena_forget(void *p)
{
	for (size_t i = arena_n; p && i-- > 0;)
		if (arena[i] == p) {
			arena[i] = arena[--arena_n];
			return;
		}
}

void dt_fuzz_free_all(void);
void dt_fuzz_free_all(void)
{
	while (arena_n)
		free(arena[--arena_n]);
}
#else
#define arena_add(p) ((void)(p))
#define arena_forget(p) ((void)(p))
#endif

static void *check(void *p)
{
	if (!p) {
		fprintf(stderr, "dtap: out of memory\n");
		exit(1);
	}
	arena_add(p);
	return p;
}

void *dt_zalloc(size_t n)
{
	return check(calloc(1, n ? n : 1));
}

void *dt_grow(void *p, size_t *cap, size_t need, size_t elem)
{
	if (need <= *cap)
		return p;
	while (*cap < need)
		*cap = *cap ? *cap * 2 : 4096;
	arena_forget(p);
	return check(realloc(p, *cap * elem));
}

/* Most of the translator never frees; what does, frees through here (the
 * fuzzer's arena must forget the block). */
void dt_free(void *p)
{
	arena_forget(p);
	free(p);
}

char *dt_strdup(const char *s)
{
	return check(strdup(s));
}

char *dt_strndup(const char *s, size_t n)
{
	return check(strndup(s, n));
}

size_t dt_strhash(const char *s)
{
	size_t h = 5381;

	while (*s)
		h = h * 33 + (unsigned char)*s++;
	return h;
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

		if (!*p)	/* "[" or "[!" ending the pattern: an empty set */
			break;

		if (p[1] == '-' && p[2] && p[2] != ']') {
			hi = p[2];
			p += 2;
		}
		if (c >= lo && c <= hi)
			hit = true;
		p++;
	} while (*p && *p != ']');
	*end = *p ? p + 1 : p;
	return *p && hit != neg;	/* a set with no ']' matches nothing */
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

/*
 * D's time units, shared by timer probe names (tick-10ms) and rate options
 * (switchrate=50ms): *NS_PER is the nanoseconds in one UNIT, or 0 for "hz"
 * (a rate).  What a bare number means differs between the two, so "" is
 * not a unit here.  NOCASE: options accept "20HZ"; probe names do not.
 */
bool dt_time_unit(const char *unit, bool nocase, uint64_t *ns_per)
{
	static const struct {
		const char *name;
		uint64_t ns;
	} units[] = {
		{ "ns", 1 }, { "nsec", 1 }, { "us", 1000 }, { "usec", 1000 },
		{ "ms", 1000000 }, { "msec", 1000000 },
		{ "s", 1000000000ULL }, { "sec", 1000000000ULL },
		{ "m", 60000000000ULL }, { "min", 60000000000ULL },
		{ "h", 3600000000000ULL }, { "hour", 3600000000000ULL },
		{ "d", 86400000000000ULL }, { "day", 86400000000000ULL },
		{ "hz", 0 },
	};

	for (size_t i = 0; i < sizeof(units) / sizeof(units[0]); i++) {
		if ((nocase ? strcasecmp(unit, units[i].name)
			    : strcmp(unit, units[i].name)) == 0) {
			*ns_per = units[i].ns;
			return true;
		}
	}
	return false;
}

/* A probe description's field PAT (a glob; "" matches anything) against S. */
bool dt_pdesc_field_match(const char *pat, const char *s)
{
	return *pat == '\0' || dt_glob_match(pat, s);
}
