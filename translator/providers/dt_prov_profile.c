/*
 * dt_prov_profile.c - the profile provider: timer probes made on demand.
 *
 *   profile-N   fires on every CPU every interval
 *   tick-N      fires on one CPU every interval
 *
 * N is a count with a unit: ns nsec us usec ms msec s sec m min h hour
 * d day (an interval) or hz (a rate); a bare number is hz.  As in DTrace,
 * intervals below 200us match no probe, and so do intervals beyond
 * 2^63 ns (about 292 years), which the kernel's timers cannot take.  A name with glob characters
 * only matches the predefined probes below, which are also what -l
 * lists (ids 4.. in this order: the dtrace provider owns 1-3).
 */
#include <stdlib.h>
#include <string.h>

#include "providers/dt_provider.h"

#define NSEC_PER_SEC 1000000000ULL
#define MIN_INTERVAL_NS 200000ULL

static const char *const predefined[] = {
	"profile-97", "profile-199", "profile-499", "profile-997", "profile-1999",
	"profile-4001", "profile-4999", "tick-1", "tick-10", "tick-100",
	"tick-500", "tick-1000", "tick-5000", "tick-1s", "tick-10s",
};
#define NPREDEF (int)(sizeof(predefined) / sizeof(predefined[0]))

/* "tick-10ms" -> period and kind; false if NAME is no valid timer name. */
static bool parse_name(const char *name, uint64_t *period_ns, bool *per_cpu)
{
	const char *p;
	char *end;
	unsigned long long n;
	uint64_t ns_per;

	if (strncmp(name, "profile-", 8) == 0) {
		*per_cpu = true;
		p = name + 8;
	} else if (strncmp(name, "tick-", 5) == 0) {
		*per_cpu = false;
		p = name + 5;
	} else {
		return false;
	}
	if (*p < '0' || *p > '9')
		return false;
	n = strtoull(p, &end, 10);
	if (n == 0 || n > NSEC_PER_SEC * 86400ULL * 365)
		return false;
	if (*end == '\0')
		ns_per = 0;		/* a bare number is hz */
	else if (!dt_time_unit(end, false, &ns_per))
		return false;
	/* The kernel's timers take a signed 64-bit ns count: a longer
	 * interval (or one whose product wraps) matches no probe, rather than
	 * a wrapped one firing every few microseconds. */
	if (ns_per && n > (uint64_t)INT64_MAX / ns_per)
		return false;
	*period_ns = ns_per ? n * ns_per : NSEC_PER_SEC / n;
	return *period_ns >= MIN_INTERVAL_NS;
}

static bool has_glob(const char *s)
{
	return strpbrk(s, "*?[\\") != NULL || *s == '\0';
}

static int add(struct dt_program *prog, const char *name,
	       void (*fn)(struct dt_program *, struct dt_probe *, void *), void *arg)
{
	uint64_t period;
	bool per_cpu;
	struct dt_probe *pr;

	if (!parse_name(name, &period, &per_cpu))
		return 0;
	pr = dt_probe_get(prog, &dt_provider_profile, "", "", name, 0);
	pr->period_ns = period;
	pr->per_cpu = per_cpu;
	/* arg0: the kernel pc it interrupted (0 in user mode); arg1: the
	 * user pc (0 in the kernel) */
	pr->nargs = 2;
	pr->argtypes[0] = pr->argtypes[1] = &dt_ty_uint64;
	pr->argnative[0] = pr->argnative[1] = "uint64_t";
	fn(prog, pr, arg);
	return 1;
}

static int profile_match(struct dt_program *prog, const struct dt_probedesc *desc,
			 void (*fn)(struct dt_program *, struct dt_probe *, void *),
			 void *arg)
{
	int n = 0;

	if (!dt_pdesc_field_match(desc->prov, "profile") ||
	    !dt_pdesc_field_match(desc->mod, "") || !dt_pdesc_field_match(desc->func, ""))
		return 0;
	if (!has_glob(desc->name))
		return add(prog, desc->name, fn, arg);
	for (int i = 0; i < NPREDEF; i++)
		if (dt_pdesc_field_match(desc->name, predefined[i]))
			n += add(prog, predefined[i], fn, arg);
	return n;
}

static void profile_list(struct dt_lister *l)
{
	static const char *const argtypes[] = { "uint64_t", "uint64_t" };

	for (int i = 0; i < NPREDEF; i++)
		dt_list_probe(l, "", "", predefined[i], 2, argtypes);
}

const struct dt_provider dt_provider_profile = {
	.name = "profile",
	.match = profile_match,
	.argtype = dt_probe_argtype,
	.list = profile_list,
	/* dtrace's: provider, module, function, name, args */
	.pattr = { DT_ATTR(EVOLVING, EVOLVING, COMMON), DT_ATTR(UNSTABLE, UNSTABLE, UNKNOWN),
		   DT_ATTR(PRIVATE, PRIVATE, UNKNOWN), DT_ATTR(EVOLVING, EVOLVING, COMMON),
		   DT_ATTR(EVOLVING, EVOLVING, COMMON) },
};
