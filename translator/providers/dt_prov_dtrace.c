/*
 * dt_prov_dtrace.c - the dtrace provider: BEGIN, END and ERROR, with the
 * fixed probe ids 1, 2 and 3 (DTAP_PROBE_BEGIN ... in dtap_wire.h).
 */
#include "providers/dt_provider.h"

static const char *const dtrace_probes[] = { "BEGIN", "END", "ERROR" };
#define NPROBES (int)(sizeof(dtrace_probes) / sizeof(dtrace_probes[0]))


static int dtrace_match(struct dt_program *prog, const struct dt_probedesc *desc,
			void (*fn)(struct dt_program *, struct dt_probe *, void *),
			void *arg)
{
	int n = 0;

	for (int i = 0; i < NPROBES; i++) {
		if (!dt_pdesc_match(desc, "dtrace", "", "", dtrace_probes[i]))
			continue;
		fn(prog, dt_probe_get(prog, &dt_provider_dtrace, "", "", dtrace_probes[i],
				      i + 1), arg);
		n++;
	}
	return n;
}

static void dtrace_list(struct dt_lister *l)
{
	for (int i = 0; i < NPROBES; i++)
		dt_list_probe(l, "", "", dtrace_probes[i], 0, NULL);
}

const struct dt_provider dt_provider_dtrace = {
	.name = "dtrace",
	.match = dtrace_match,
	.list = dtrace_list,
	/* dtrace's: provider, module, function, name, args */
	.pattr = { DT_ATTR(STABLE, STABLE, COMMON), DT_ATTR(PRIVATE, PRIVATE, UNKNOWN),
		   DT_ATTR(PRIVATE, PRIVATE, UNKNOWN), DT_ATTR(STABLE, STABLE, COMMON),
		   DT_ATTR(STABLE, STABLE, COMMON) },
};
