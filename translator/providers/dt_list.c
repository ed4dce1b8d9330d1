/*
 * dt_list.c - dtap -l [-n PATTERN] [-v]: the probes every provider offers,
 * in dtrace -l's layout.  Each provider enumerates its probes through
 * dt_list_probe(); this file numbers them (an id is the probe's rank in
 * the listing of all providers, whatever the pattern), matches them and
 * prints them.  Providers that make probes on demand (profile) list
 * their predefined ones.
 */
#include "providers/dt_provider.h"

struct dt_lister {
	FILE *out;
	const struct dt_probedesc *desc;	/* NULL: every probe */
	bool verbose;
	const struct dt_provider *pv;
	int id;					/* of the last probe */
	int shown;				/* probes of pv printed */
	const struct dt_list_more *more;	/* the elaborator's part */
};

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

const char *dt_list_provider_pattern(const struct dt_lister *l)
{
	return l->desc ? l->desc->prov : NULL;
}

bool dt_list_wants_as(const struct dt_lister *l, const char *prov, const char *func,
		      const char *name)
{
	/* the module is the provider's to match (a.out names an executable) */
	return !l->desc || (dt_pdesc_field_match(l->desc->prov, prov) &&
			    dt_pdesc_field_match(l->desc->func, func) &&
			    dt_pdesc_field_match(l->desc->name, name));
}

void dt_list_probe_as(struct dt_lister *l, const char *prov, const char *mod,
		      const char *func, const char *name, int nargs,
		      const char *const *argtypes)
{
	l->id++;
	if (!dt_list_wants_as(l, prov, func, name))
		return;
	l->shown++;
	fprintf(l->out, "%5d %10s %17s %33s %s\n", l->id, prov, mod, func, name);
	if (l->verbose) {
		struct dt_attr desc, args;

		l->more->attrs(l->pv, mod, func, name, &desc, &args);
		dt_list_print_info(l->out, desc, args, nargs, argtypes);
	}
}

/* A stable provider of the tapsets (elab/dt_alias.c), listed after dtap's. */
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

/* A probe the pattern does not want, left out by its provider before
 * dt_list_probe (which would cost it work): it still takes its id. */
void dt_list_skip(struct dt_lister *l)
{
	l->id++;
}

void dt_list_probe(struct dt_lister *l, const char *mod, const char *func,
		   const char *name, int nargs, const char *const *argtypes)
{
	l->id++;
	if (l->desc && !dt_pdesc_match(l->desc, l->pv->name, mod, func, name))
		return;
	l->shown++;
	fprintf(l->out, "%5d %10s %17s %33s %s\n", l->id, l->pv->name, mod, func, name);
	if (l->verbose) {
		struct dt_attr desc, args;

		l->more->attrs(l->pv, mod, func, name, &desc, &args);
		dt_list_print_info(l->out, desc, args, nargs, argtypes);
	}
}

void dt_list_probes(FILE *out, const char *pattern, bool header, bool verbose,
		    const struct dt_list_more *more)
{
	static bool noted[64];
	struct dt_loc loc = { "<command line>", 1, 1 };
	struct dt_lister l = { out, NULL, verbose, NULL, 0, 0, more };

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
	more->providers(list_stable, &l);
}
