/*
 * dt_macro.c - D's macro variables: the script's arguments $1..$N (as D
 * tokens) and $$1..$$N (as strings), $0 (the script's name), and the
 * process macros $pid $ppid $uid $gid $euid $egid $sid $pgid $projid
 * $taskid $target, all of the dtap process, as dtrace substitutes those of
 * its own process.  Each becomes a constant in pass 2.
 *
 * Like dtrace: an argument that is an integer is an integer constant of
 * D's type for it, one that is an identifier is that identifier; an
 * argument the script never references is an error unless -x argref, and
 * a reference to an argument not given is one unless -x defaultargs
 * (then it is 0, or "" for $$N).
 */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "elab/dt_elab.h"

static char **args;		/* args[0]: $0 */
static int nargs;
static const char *target_pid;
static bool target_cmd;

void dt_macro_set_args(int n, char **v, const char *pid, bool cmd)
{
	args = v;
	nargs = n;
	target_pid = pid;
	target_cmd = cmd;
}

/* The argument number NUM (decimal digits) names, or -1 when there is no
 * such argument: atoi's int wraps ("$4294967295" is -1) and read before
 * argv. */
static int arg_index(const char *num)
{
	size_t n = strspn(num, "0123456789"), zeros = strspn(num, "0");
	long v;

	if (n == 0 || n - zeros > 9)
		return -1;	/* no count of arguments has 10 digits */
	v = strtol(num, NULL, 10);
	return v < nargs ? (int)v : -1;
}

void dt_macro_reset(void)
{
	args = NULL;
	nargs = 0;
	target_pid = NULL;
	target_cmd = false;
}

static bool is_decimal(const char *s)
{
	return *s && strspn(s, "0123456789") == strlen(s);
}

/* The process macros; false if NAME is none of them. */
static bool process_macro(const char *name, long *v)
{
	static const struct { const char *name; int which; } names[] = {
		{ "pid", 0 }, { "ppid", 1 }, { "uid", 2 }, { "gid", 3 }, { "euid", 4 },
		{ "egid", 5 }, { "sid", 6 }, { "pgid", 7 }, { "projid", 8 },
		{ "taskid", 8 },
	};

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		if (strcmp(names[i].name, name) != 0)
			continue;
		switch (names[i].which) {
		case 0: *v = getpid(); break;
		case 1: *v = getppid(); break;
		case 2: *v = (long)getuid(); break;
		case 3: *v = (long)getgid(); break;
		case 4: *v = (long)geteuid(); break;
		case 5: *v = (long)getegid(); break;
		case 6: *v = getsid(0); break;
		case 7: *v = getpgid(0); break;
		default: *v = 0; break;	/* no projects or tasks on Linux */
		}
		return true;
	}
	return false;
}

static void become_int(struct dt_node *n, uint64_t v, struct dt_type *t)
{
	n->kind = ND_INT;
	n->ival = v;
	n->type = t;
}

static void become_str(struct dt_node *n, const char *s)
{
	n->kind = ND_STR;
	n->str = dt_strdup(s);
	n->slen = strlen(s);
	n->type = &dt_ty_string;
}

/* Argument TEXT as D text: one integer constant or one identifier. */
static void become_arg(struct dt_program *prog, struct dt_node *n, const char *text)
{
	struct dt_token *t;
	char *end;

	/* only text that is an integer constant reaches the lexer, which
	 * would diagnose anything else at a place the user never wrote */
	(void)strtoull(text, &end, 0);
	if (*text >= '0' && *text <= '9') {
		if (strspn(end, "uUlL") == strlen(end)) {
			t = dt_tokenize(n->loc.file, dt_sprintf("BEGIN{%s}", text));
			if (t && t->next && t->next->next && t->next->next->kind == TK_INT &&
			    dt_tok_is(t->next->next->next, "}")) {
				become_int(n, t->next->next->ival, t->next->next->ity);
				return;
			}
		}
	} else if (*text && strspn(text, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
				   "_0123456789`") == strlen(text)) {
		n->kind = ND_IDENT;
		n->name = dt_strdup(text);
		dt_elab_expr(prog, n);
		return;
	}
	dt_error(D_MACRO_UNDEF, &n->loc, "macro argument $%s is not a valid integer or "
		 "identifier: \"%s\"", n->name, text);
}

void dt_elab_macro(struct dt_program *prog, struct dt_node *n)
{
	bool str = n->name[0] == '$';
	const char *name = n->name + str;
	long v;

	if (is_decimal(name)) {
		int i = arg_index(name);

		if (i < 0 && strlen(name) - strspn(name, "0") > 9) {
			dt_error(D_MACRO_OFLOW, &n->loc, "macro argument %s%s exceeds the "
				 "largest argument number", str ? "$$" : "$", name);
			return;
		}
		if (i < 0) {
			if (prog->opts.defaultargs) {
				if (str)
					become_str(n, "");
				else
					become_int(n, 0, &dt_ty_int);
				return;
			}
			dt_error(D_MACRO_UNDEF, &n->loc, "macro argument %s%s is not defined",
				 str ? "$$" : "$", name);
			return;
		}
		if (str)
			become_str(n, args[i]);
		else
			become_arg(prog, n, args[i]);
		return;
	}
	if (!strcmp(name, "target")) {
		if (!str) {	/* dtapio sets it at run time, for -c and -p */
			n->type = &dt_ty_int;
			return;
		}
		if (target_cmd) {
			dt_error(D_UNSUPPORTED, &n->loc, "$$target with -c is not supported yet");
			return;
		}
		v = target_pid ? atol(target_pid) : 0;
	} else if (!process_macro(name, &v)) {
		dt_error(D_MACRO_UNDEF, &n->loc, "macro argument $%s is not defined", n->name);
		return;
	}
	if (str)
		become_str(n, dt_sprintf("%ld", v));
	else
		become_int(n, (uint64_t)v, &dt_ty_int);
}

/* Once parsed, before any clause is checked: the last argument given must
 * be named somewhere in the program (-x argref: no need).  dtrace checks
 * the last one only, from what its lexer saw, after the pragmas and before
 * compiling the clauses (dt_cc.c, dt_compile: an unused $1 before a used
 * $2 is no error; a clause's error comes after this one). */
void dt_macro_check_unused(const struct dt_program *prog)
{
	const struct dt_script *s = prog->script;

	if (prog->opts.argref || nargs < 2)
		return;
	for (size_t i = 0; i < s->nmacro_refs; i++)
		if (s->macro_refs[i] == nargs - 1)
			return;
	/* dtrace's lexer stops at a $N not given first (D_MACRO_UNDEF):
	 * here its clause says so */
	for (size_t i = 0; i < s->nmacro_refs; i++)
		if (s->macro_refs[i] >= nargs && !prog->opts.defaultargs)
			return;
	dt_error(D_MACRO_UNUSED, NULL, "extraneous argument '%s' ($%d is not referenced)",
		 args[nargs - 1], nargs - 1);
}

/* Probe description text with its macros replaced ($1 $$1 $pid ...);
 * NULL (diagnosed at LOC) when one is not defined. */
char *dt_macro_subst(struct dt_program *prog, const char *text, const struct dt_loc *loc)
{
	char *out = dt_strdup("");
	const char *p = text;

	while (*p) {
		const char *d = strchr(p, '$'), *e;
		struct dt_node n = { .kind = ND_MACRO, .loc = *loc };

		if (!d)
			return dt_sprintf("%s%s", out, p);
		out = dt_sprintf("%s%.*s", out, (int)(d - p), p);
		e = d + 1 + (d[1] == '$');
		if (*e >= '0' && *e <= '9')
			e += strspn(e, "0123456789");
		else
			e += strspn(e, "abcdefghijklmnopqrstuvwxyz");
		n.name = dt_strndup(d + 1, (size_t)(e - d - 1));
		if (n.name[0] == '$' || (n.name[0] >= '0' && n.name[0] <= '9')) {
			int i = arg_index(n.name + (n.name[0] == '$'));

			if (i >= 0) {
						out = dt_sprintf("%s%s", out, args[i]);
			} else if (!prog->opts.defaultargs) {
				dt_error(D_MACRO_UNDEF, loc, "macro argument %.*s is not defined",
					 (int)(e - d), d);
				return NULL;
			}
			p = e;
			continue;
		}
		if (!strcmp(n.name, "target") && target_cmd) {
			/* the -c command's pid is known when dtapio starts it:
			 * pid$target stays so (providers/dt_prov_pid.c) */
			out = dt_sprintf("%s$target", out);
			p = e;
			continue;
		}
		if (n.name[0] != '$')
			n.name = dt_sprintf("$%s", n.name);	/* a string wanted */
		dt_elab_macro(prog, &n);
		if (n.kind != ND_STR)
			return NULL;
		out = dt_sprintf("%s%s", out, n.str);
		p = e;
	}
	return out;
}
