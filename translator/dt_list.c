/*
 * dt_list.c - dtap -l [-n PATTERN] [-v]: the probes every provider offers,
 * in dtrace -l's layout.  Each provider enumerates its probes through
 * dt_list_probe(); this file numbers them (an id is the probe's rank in
 * the listing of all providers, whatever the pattern), matches them and
 * prints them.  Providers that make probes on demand (profile) list
 * their predefined ones.
 */
#include "dt_impl.h"

struct dt_lister {
	FILE *out;
	const struct dt_probedesc *desc;	/* NULL: every probe */
	bool verbose;
	const struct dt_provider *pv;
	int id;					/* of the last probe */
	int shown;				/* probes of pv printed */
};

static const char *attr(const struct dt_provider *pv, int t, int i)
{
	static const char *const unknown[3] = { "Private", "Private", "Unknown" };

	if (t == 1 && pv->argattrs[i])
		return pv->argattrs[i];
	return pv->attrs[i] ? pv->attrs[i] : unknown[i];
}

/* -lv: the probe description's attributes, its arguments' (the same
 * unless the provider says otherwise), and the argument types (NARGS < 0:
 * the provider has no types for them). */
static void list_verbose(struct dt_lister *l, int nargs, const char *const *argtypes)
{
	static const char *const titles[2] = { "Probe Description Attributes",
					       "Argument Attributes" };

	for (int t = 0; t < 2; t++)
		fprintf(l->out, "\n\t%s\n\t\tIdentifier Names: %s\n\t\tData Semantics:   %s\n"
			"\t\tDependency Class: %s\n", titles[t], attr(l->pv, t, 0),
			attr(l->pv, t, 1), attr(l->pv, t, 2));
	fprintf(l->out, "\n\tArgument Types\n");
	if (nargs <= 0)
		fprintf(l->out, "\t\tNone%s\n", nargs < 0 ? " (no kernel types)" : "");
	for (int i = 0; i < nargs; i++)
		fprintf(l->out, "\t\targs[%d]: %s\n", i, argtypes[i]);
	fputc('\n', l->out);
}

/* The module field of the pattern ("": any), for providers with modules. */
const char *dt_list_module(const struct dt_lister *l)
{
	return l->desc ? l->desc->mod : "";
}

bool dt_list_wants(const struct dt_lister *l, const char *mod, const char *func,
		   const char *name)
{
	return !l->desc || dt_pdesc_match(l->desc, l->pv->name, mod, func, name);
}

const char *dt_list_provider_name(const struct dt_lister *l)
{
	return l->pv->name;
}

/* A stable provider of the tapsets (dt_alias.c), listed after dtap's. */
static void list_stable(const struct dt_provider *pv, void *arg)
{
	struct dt_lister *l = arg;

	l->pv = pv;
	pv->list(l);
}

bool dt_list_verbose(const struct dt_lister *l)
{
	return l->verbose;
}

void dt_list_probe(struct dt_lister *l, const char *mod, const char *func,
		   const char *name, int nargs, const char *const *argtypes)
{
	l->id++;
	if (l->desc && !dt_pdesc_match(l->desc, l->pv->name, mod, func, name))
		return;
	l->shown++;
	fprintf(l->out, "%5d %10s %17s %33s %s\n", l->id, l->pv->name, mod, func, name);
	if (l->verbose)
		list_verbose(l, nargs, argtypes);
}

void dt_list_probes(FILE *out, const char *pattern, bool header, bool verbose)
{
	static bool noted[64];
	struct dt_loc loc = { "<command line>", 1, 1 };
	struct dt_lister l = { out, NULL, verbose, NULL, 0, 0 };

	if (pattern && !(l.desc = dt_probedesc_parse(pattern, &loc)))
		return;
	if (header)
		fprintf(out, "%5s %10s %17s %33s %s\n", "ID", "PROVIDER", "MODULE",
			"FUNCTION", "NAME");
	for (int i = 0; dt_providers[i]; i++) {
		l.pv = dt_providers[i];
		l.shown = 0;
		dt_providers[i]->list(&l);
		if (l.shown && l.pv->list_note && !noted[i]) {	/* once a run */
			fflush(out);
			fprintf(stderr, "dtap: %s\n", l.pv->list_note);
			noted[i] = true;
		}
	}
	dt_alias_providers(list_stable, &l);
}
