/*
 * dt_header.c - dtap -h -s provider.d: from a DTrace provider definition
 *
 *   provider myapp {
 *           probe query__start(char *, int);
 *           probe query__done(char *);
 *   };
 *
 * the C header that makes the application's probes sys/sdt.h probes
 * (systemtap-sdt-dev), as SystemTap's dtrace script does for the build
 * systems of PostgreSQL and Python: for each probe
 *
 *   MYAPP_QUERY_START(arg0, arg1)    DTRACE_PROBE2(myapp, query__start, ...)
 *   MYAPP_QUERY_START_ENABLED()      its semaphore is not 0: a tracer has
 *                                    it on (the usdt provider: the kernel
 *                                    counts the tracers in it)
 *
 * The semaphores are defined in the header, weak and hidden (one per
 * object, which is what its notes name), so no object of dtrace -G is
 * needed.  dtrace's "__" in a probe's name is the "-" of its probe name
 * (myapp:::query-start) and a "_" in the macro's.  Comments, "#pragma D"
 * lines and (with -C, run first) the preprocessor's line markers are
 * skipped; a probe's argument types are kept in a comment.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver/dt_driver.h"

#define SDT_MAXARGS 12		/* sys/sdt.h's DTRACE_PROBE12 */

struct hscan {
	const char *file, *p;
	int line;
	const char *line_start;
};

/* Past blanks, comments and lines starting with # (pragmas, cpp's line
 * markers). */
static void skip(struct hscan *s)
{
	for (;;) {
		if (*s->p == '\n') {
			s->p++;
			s->line++;
			s->line_start = s->p;
		} else if (isspace((unsigned char)*s->p)) {
			s->p++;
		} else if (s->p[0] == '/' && s->p[1] == '*') {
			for (s->p += 2; *s->p && !(s->p[0] == '*' && s->p[1] == '/'); s->p++)
				if (*s->p == '\n') {
					s->line++;
					s->line_start = s->p + 1;
				}
			if (*s->p)
				s->p += 2;
		} else if ((s->p[0] == '/' && s->p[1] == '/') ||
			   (*s->p == '#' && s->p == s->line_start + strspn(s->line_start, " \t"))) {
			s->p += strcspn(s->p, "\n");
		} else {
			return;
		}
	}
}

static struct dt_loc loc_of(const struct hscan *s)
{
	return (struct dt_loc){ s->file, s->line, (int)(s->p - s->line_start) + 1 };
}

/* An identifier at the scanner, or NULL (not consumed). */
static char *ident(struct hscan *s)
{
	size_t n;

	skip(s);
	if (!isalpha((unsigned char)*s->p) && *s->p != '_')
		return NULL;
	n = strspn(s->p, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_");
	s->p += n;
	return dt_strndup(s->p - n, n);
}

static bool punct(struct hscan *s, char c)
{
	skip(s);
	if (*s->p != c)
		return false;
	s->p++;
	return true;
}

static bool expect(struct hscan *s, char c, const char *what)
{
	struct dt_loc loc;

	if (punct(s, c))
		return true;
	loc = loc_of(s);
	dt_error(D_SYNTAX, &loc, "syntax error in a provider definition: %s expected", what);
	return false;
}

/* NAME as a macro's: upper case, "__" as "_". */
static char *macro_name(const char *name)
{
	char *m = dt_strdup(name), *d = m;

	for (const char *p = name; *p; p++) {
		*d++ = (char)toupper((unsigned char)*p);
		if (p[0] == '_' && p[1] == '_')
			p++;
	}
	*d = '\0';
	return m;
}

/* One probe's declaration after "probe": NAME ( TYPES ) ; SEEN lists the
 * provider's probes so far, each between '|'s. */
static bool probe_decl(struct hscan *s, FILE *out, const char *prov, char **seen)
{
	struct dt_loc at = loc_of(s);
	char *name = ident(s), *types, *pm, *nm;
	const char *start;
	int depth = 0, nargs = 0;
	bool any = false;

	if (!name) {
		at = loc_of(s);
		dt_error(D_SYNTAX, &at, "syntax error in a provider definition: a probe name "
			 "expected");
		return false;
	}
	if (strstr(*seen, dt_sprintf("|%s|", dt_usdt_name(name)))) {
		dt_error(D_PROV_PRDUP, &at, "probe redeclared: %s:%s", prov,
			 dt_usdt_name(name));	/* dt_parser.c, dt_cook_provider */
		return false;
	}
	*seen = dt_sprintf("%s%s|", *seen, dt_usdt_name(name));
	if (!expect(s, '(', "'('"))
		return false;
	/* the argument types: commas at depth 0 separate them */
	start = s->p;
	for (; *s->p && !(*s->p == ')' && depth == 0); s->p++) {
		if (*s->p == '(')
			depth++;
		else if (*s->p == ')')
			depth--;
		else if (*s->p == ',' && depth == 0)
			nargs++;
		else if (*s->p == '\n') {
			s->line++;
			s->line_start = s->p + 1;
		}
		if (!isspace((unsigned char)*s->p))
			any = true;
	}
	types = dt_strndup(start, (size_t)(s->p - start));
	if (!expect(s, ')', "')'") || !expect(s, ';', "';'"))
		return false;
	for (char *t = types; *t; t++)	/* one line in the comment */
		if (isspace((unsigned char)*t))
			*t = ' ';
	if (any && strcmp(types + strspn(types, " "), "void") != 0)
		nargs++;
	if (nargs > SDT_MAXARGS) {
		dt_error(D_SYNTAX, &at, "probe %s:::%s has %d arguments: sys/sdt.h takes at "
			 "most %d", prov, dt_usdt_name(name), nargs, SDT_MAXARGS);
		return false;
	}
	pm = macro_name(prov);
	nm = macro_name(name);
	fprintf(out, "/* %s:::%s (%s) */\n", prov, dt_usdt_name(name), any ? types : "");
	fprintf(out, "__extension__ unsigned short %s_%s_semaphore\n"
		"\t__attribute__((weak, unused, section(\".probes\"), visibility(\"hidden\")));\n",
		prov, name);
	fprintf(out, "#define %s_%s_ENABLED() __builtin_expect(%s_%s_semaphore, 0)\n", pm, nm,
		prov, name);
	fprintf(out, "#define %s_%s(", pm, nm);
	for (int i = 0; i < nargs; i++)
		fprintf(out, "%sarg%d", i ? ", " : "", i);
	/* sys/sdt.h: DTRACE_PROBE for none, DTRACE_PROBEn for n */
	if (nargs)
		fprintf(out, ") \\\n\tDTRACE_PROBE%d(%s, %s", nargs, prov, name);
	else
		fprintf(out, ") \\\n\tDTRACE_PROBE(%s, %s", prov, name);
	for (int i = 0; i < nargs; i++)
		fprintf(out, ", arg%d", i);
	fputs(")\n\n", out);
	return true;
}

int dt_header_write(FILE *out, const char *file, const char *text, const char *guard)
{
	struct hscan s = { file, text, 1, text };
	int nprov = 0;

	fprintf(out, "/*\n * Generated by dtap -h from %s: its probes as sys/sdt.h probes\n"
		" * (systemtap-sdt-dev); do not edit.\n */\n#ifndef %s\n#define %s\n\n"
		"#define _SDT_HAS_SEMAPHORES 1\n#include <sys/sdt.h>\n\n"
		"#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n", file, guard, guard);
	for (;;) {
		struct dt_loc at;
		char *kw, *prov, *seen = dt_strdup("|");	/* its probes' names */

		skip(&s);
		if (!*s.p)
			break;
		at = loc_of(&s);
		kw = ident(&s);
		if (!kw || strcmp(kw, "provider") != 0 || !(prov = ident(&s))) {
			dt_error(D_SYNTAX, &at, "syntax error in a provider definition: "
				 "\"provider NAME {\" expected");
			return -1;
		}
		if (!expect(&s, '{', "'{'"))
			return -1;
		while (!punct(&s, '}')) {
			at = loc_of(&s);
			kw = ident(&s);
			if (!kw || strcmp(kw, "probe") != 0) {
				dt_error(D_SYNTAX, &at, "syntax error in a provider definition: "
					 "\"probe\" or '}' expected");
				return -1;
			}
			if (!probe_decl(&s, out, prov, &seen))
				return -1;
		}
		if (!expect(&s, ';', "';'"))
			return -1;
		nprov++;
	}
	if (nprov == 0) {
		dt_error(D_SYNTAX, &(struct dt_loc){ file, 1, 1 }, "no provider definition in %s",
			 file);
		return -1;
	}
	fprintf(out, "#ifdef __cplusplus\n}\n#endif\n\n#endif /* %s */\n", guard);
	return 0;
}
