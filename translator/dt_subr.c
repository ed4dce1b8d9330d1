/*
 * dt_subr.c - D's subroutines that compute a value from strings and
 * integers (strlen strjoin substr index ... htonl rand): one table gives
 * each its prototype for pass 2 and its runtime helper for pass 3
 * (runtime/strings.c holds the helpers).
 *
 * A string result is written to a scratch string of the per-CPU context:
 * pass 3 gives every call site of a clause its own slot (cg->nstr, shared
 * with stringof), so a result stays valid while the clause runs and
 * nothing is allocated in probe context; the module has as many slots as
 * its busiest clause (dt_cg_clause_nstr counts them).
 */
#include <string.h>

#include "dt_cg.h"

/*
 * Prototype letters, one per argument: 's' string, 'i' any integer, 'S'
 * a string or NULL (strtok's "go on with the last string"), 'U' a user
 * address (an integer until pointers come; the helper gets ctx);
 * arguments after the first `min` are optional.  The return letter:
 * 's' string, or an integer type name.
 */
static const struct dt_subr {
	const char *name;
	const char *ret;
	const char *args;
	int min;
	const char *cfn;	/* runtime helper */
	const char *proto;	/* dtrace's prototype, for diagnostics */
	bool faults;		/* may abort the clause (ctx->fault) */
} subrs[] = {
	{ "strlen", "size_t", "s", 1, "dtap_strlen", "size_t (const char *)", false },
	{ "strjoin", "s", "ss", 2, "dtap_strjoin", "string (const char *, const char *)", false },
	{ "substr", "s", "sii", 2, "dtap_substr", "string (const char *, int, [int])", false },
	{ "index", "int", "ssi", 2, "dtap_index", "int (const char *, const char *, [int])", false },
	{ "rindex", "int", "ssi", 2, "dtap_rindex", "int (const char *, const char *, [int])", false },
	{ "strchr", "s", "si", 2, "dtap_strchr", "string (const char *, char)", false },
	{ "strrchr", "s", "si", 2, "dtap_strrchr", "string (const char *, char)", false },
	{ "strstr", "s", "ss", 2, "dtap_strstr", "string (const char *, const char *)", false },
	{ "strtok", "s", "Ss", 2, "dtap_strtok", "string (const char *, const char *)", false },
	{ "toupper", "s", "s", 1, "dtap_toupper", "string (const char *)", false },
	{ "tolower", "s", "s", 1, "dtap_tolower", "string (const char *)", false },
	{ "basename", "s", "s", 1, "dtap_basename", "string (const char *)", false },
	{ "dirname", "s", "s", 1, "dtap_dirname", "string (const char *)", false },
	{ "cleanpath", "s", "s", 1, "dtap_cleanpath", "string (const char *)", false },
	{ "lltostr", "s", "i", 1, "dtap_lltostr", "string (int64_t)", false },
	{ "strtoll", "int64_t", "si", 1, "dtap_strtoll", "int64_t (const char *, [int])", false },
	{ "htons", "uint16_t", "i", 1, "dtap_bswap16", "uint16_t (uint16_t)", false },
	{ "ntohs", "uint16_t", "i", 1, "dtap_bswap16", "uint16_t (uint16_t)", false },
	{ "htonl", "uint32_t", "i", 1, "dtap_bswap32", "uint32_t (uint32_t)", false },
	{ "ntohl", "uint32_t", "i", 1, "dtap_bswap32", "uint32_t (uint32_t)", false },
	{ "htonll", "uint64_t", "i", 1, "dtap_bswap64", "uint64_t (uint64_t)", false },
	{ "ntohll", "uint64_t", "i", 1, "dtap_bswap64", "uint64_t (uint64_t)", false },
	{ "getmajor", "uint32_t", "i", 1, "dtap_getmajor", "major_t (dev_t)", false },
	{ "getminor", "uint32_t", "i", 1, "dtap_getminor", "minor_t (dev_t)", false },
	{ "rand", "int", "", 0, "dtap_rand", "int (void)", false },
	{ "progenyof", "int", "i", 1, "dtap_progenyof", "int (pid_t)", false },
	{ "copyinstr", "s", "Ui", 1, "dtap_copyinstr", "string (uintptr_t, [size_t])", true },
};

static const struct dt_subr *find(const char *name)
{
	for (size_t i = 0; i < sizeof(subrs) / sizeof(subrs[0]); i++)
		if (!strcmp(subrs[i].name, name))
			return &subrs[i];
	return NULL;
}

bool dt_subr_exists(const char *name)
{
	return find(name) != NULL;
}

bool dt_subr_returns_string(const char *name)
{
	const struct dt_subr *sr = find(name);

	return sr && !strcmp(sr->ret, "s");
}

static bool proto_len_ok(const struct dt_subr *sr, const struct dt_node *n, int argc)
{
	int max = (int)strlen(sr->args);
	const char *bound = "";
	int want = max;

	if (argc >= sr->min && argc <= max)
		return true;
	if (sr->min != max) {
		bound = argc < sr->min ? "at least " : "at most ";
		want = argc < sr->min ? sr->min : max;
	}
	dt_error(D_PROTO_LEN, &n->loc, "%s( ) prototype mismatch: %d arg%s passed, %s%d expected",
		 sr->name, argc, argc == 1 ? "" : "s", bound, want);
	return false;
}

/* Pass 2: check and type the call N of a subroutine (its arguments
 * first); string results get the clause's next scratch slot. */
void dt_elab_subr(struct dt_program *prog, struct dt_node *n)
{
	const struct dt_subr *sr = find(n->name);
	int argc = 0, i = 0;
	struct dt_node *a;

	for (a = n->args; a; a = a->next) {
		argc++;
		dt_elab_expr(prog, a);
		if (!a->type)
			return;
	}
	if (!proto_len_ok(sr, n, argc))
		return;
	for (a = n->args; a; a = a->next, i++) {
		bool want_str = sr->args[i] == 's' || sr->args[i] == 'S';

		if (sr->args[i] == 'S' && a->kind == ND_INT && a->ival == 0)
			continue;	/* NULL */
		if (want_str != (a->type->kind == TY_STRING) || a->type->kind == TY_VOID) {
			dt_error(D_PROTO_ARG, dt_node_start(a), "%s( ) argument #%d is incompatible "
				 "with prototype:\n\tprototype: %s\n\t argument: %s", sr->name,
				 i + 1, sr->proto, a->type->name);
			return;
		}
	}
	n->type = !strcmp(sr->ret, "s") ? &dt_ty_string : dt_type_by_name(sr->ret);
}

/* Pass 3: the call N as a C expression (strings: the scratch slot). */
const char *dt_cg_subr(struct dt_cg *cg, const struct dt_node *n)
{
	const struct dt_subr *sr = find(n->name);
	int max = (int)strlen(sr->args), argc = 0;
	char *args = dt_strdup("");
	const char *r;

	for (const struct dt_node *a = n->args; a; a = a->next, argc++) {
		const char *v = dt_cg_expr(cg, a);

		if (a->type->kind == TY_INT && sr->args[argc] == 'S')
			v = "NULL";
		else if (a->type->kind == TY_INT)
			v = dt_sprintf("(%s)%s", a->type->is_signed ? "s64" : "u64", v);
		args = dt_sprintf("%s, %s", args, v);
	}
	if (max > sr->min)	/* optional arguments: how many were given */
		args = dt_sprintf("%s%s, %d", args, argc < max ? ", 0" : "", argc);
	if (n->type->kind == TY_STRING) {
		r = dt_sprintf("ctx->str[%d]", cg->nstr++);
		dt_cg_line(cg, "%s(%s%s%s);", sr->cfn, strchr("SU", sr->args[0]) ? "ctx, " : "",
			   r, args);
		if (sr->faults)
			dt_cg_fault_check(cg);
		return r;
	}
	r = dt_cg_temp(cg, n->type);
	dt_cg_line(cg, "%s = (%s)%s(ctx%s);", r, dt_cg_ctype(n->type), sr->cfn, args);
	return r;
}
