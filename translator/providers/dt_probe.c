/*
 * dt_probe.c - the probes of a program: the providers' table
 * (dt_providers[]), probe descriptions matched field by field, and the
 * program's probes made on first use, numbered and kept sorted by id.
 * The providers make their probes here; pass 2 enables clauses on them.
 */
#include <string.h>

#include "providers/dt_provider.h"

/* BEGIN END ERROR are 1-3 (dtap_wire.h); probes made on demand follow. */
#define FIRST_DYNAMIC_ID 4

const struct dt_provider *const dt_providers[] = {
	&dt_provider_dtrace,
	&dt_provider_profile,
	&dt_provider_syscall,	/* before fbt: their -l ids stay small */
	&dt_provider_sdt,
	&dt_provider_rawtp,
	&dt_provider_fbt,
	&dt_provider_pid,
	&dt_provider_usdt,
	NULL,
};

bool dt_pdesc_match(const struct dt_probedesc *d, const char *prov,
		    const char *mod, const char *func, const char *name)
{
	return dt_pdesc_field_match(d->prov, prov) && dt_pdesc_field_match(d->mod, mod) &&
	       dt_pdesc_field_match(d->func, func) && dt_pdesc_field_match(d->name, name);
}

#define PROBE_HASH_SIZE 65536

static unsigned probe_hash(const char *prov, const char *mod, const char *func,
			   const char *name)
{
	const char *parts[4] = { prov, mod, func, name };
	unsigned h = 2166136261u;

	for (int i = 0; i < 4; i++)
		for (const char *s = parts[i]; *s; s++)
			h = (h ^ (unsigned char)*s) * 16777619u;
	return h % PROBE_HASH_SIZE;
}

static struct dt_probe *link_probe(struct dt_program *prog, struct dt_probe *pr, int id);

struct dt_probe *dt_probe_get(struct dt_program *prog, const struct dt_provider *pv,
			      const char *mod, const char *func, const char *name,
			      int id)
{
	return dt_probe_get_named(prog, pv, pv->name, mod, func, name, id);
}

struct dt_probe *dt_probe_get_named(struct dt_program *prog, const struct dt_provider *pv,
				    const char *prov, const char *mod, const char *func,
				    const char *name, int id)
{
	struct dt_probe *pr;
	unsigned h = probe_hash(prov, mod, func, name);

	/* a hash and the last id: fbt globs make tens of thousands */
	if (!prog->probe_hash)
		prog->probe_hash = dt_zalloc(PROBE_HASH_SIZE * sizeof(*prog->probe_hash));
	for (pr = prog->probe_hash[h]; pr; pr = pr->hnext)
		if (pr->provider == pv && !strcmp(pr->prov, prov) && !strcmp(pr->mod, mod) &&
		    !strcmp(pr->func, func) && !strcmp(pr->name, name))
			return pr;
	pr = dt_zalloc(sizeof(*pr));
	pr->hnext = prog->probe_hash[h];
	prog->probe_hash[h] = pr;
	pr->prov = prov == pv->name ? pv->name : dt_strdup(prov);
	pr->mod = dt_strdup(mod);
	pr->func = dt_strdup(func);
	pr->name = dt_strdup(name);
	pr->provider = pv;
	return link_probe(prog, pr, id);
}

/* A second probe of PROG made like TMPL (a probe a provider made, in any
 * program), not found by dt_probe_get: a stable probe of a tapset fires
 * through it (dt_alias.c), apart from any direct use of TMPL's probe. */
struct dt_probe *dt_probe_clone(struct dt_program *prog, const struct dt_probe *tmpl)
{
	struct dt_probe *pr = dt_zalloc(sizeof(*pr));

	*pr = *tmpl;
	pr->hnext = pr->next = NULL;
	pr->enabled_for = NULL;
	pr->epids = pr->epids_tail = NULL;
	return link_probe(prog, pr, 0);
}

/* Give PR its id (ID, or the next free one) and put it in PROG's list,
 * which stays sorted by id. */
static struct dt_probe *link_probe(struct dt_program *prog, struct dt_probe *pr, int id)
{
	struct dt_probe **pp;

	pr->id = id ? id : (prog->last_id >= FIRST_DYNAMIC_ID ? prog->last_id + 1
							     : FIRST_DYNAMIC_ID);
	if (pr->id > prog->last_id)
		prog->last_id = pr->id;
	if (prog->probes_tail && prog->probes_tail->id < pr->id) {
		pp = &prog->probes_tail->next;		/* the usual case: a new last */
	} else {
		for (pp = &prog->probes; *pp && (*pp)->id < pr->id; pp = &(*pp)->next)
			;
	}
	pr->next = *pp;
	*pp = pr;
	if (!pr->next)
		prog->probes_tail = pr;
	prog->nprobes++;
	return pr;
}

struct dt_member *dt_probe_param(const struct dt_type *fn, int i, const struct dt_probe *pr,
				 const struct dt_loc *loc)
{
	struct dt_member *m;
	int k = 0;

	for (m = fn->members; m && k < i; m = m->next)
		k++;
	if (!m)
		dt_probe_args_idx_error(pr, i, loc);
	return m;
}

void dt_probe_args_idx_error(const struct dt_probe *pr, int i, const struct dt_loc *loc)
{
	dt_error(D_ARGS_IDX, loc, "index %d is out of range for %s:%s:%s:%s args[ ]", i,
		 pr->prov, pr->mod, pr->func, pr->name);
}

struct dt_type *dt_probe_argtype(struct dt_probe *pr, int i, const struct dt_loc *loc)
{
	if (i < pr->nargs)
		return pr->argtypes[i];
	dt_probe_args_idx_error(pr, i, loc);
	return NULL;
}
