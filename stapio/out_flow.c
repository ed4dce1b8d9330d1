/*
 * out_flow.c - -x flowindent (dtrace -F): the probe column as dtrace's
 * flow layout.  A header "CPU FUNCTION", then per record "%3d %-41s "
 * whose name is the indent, a prefix and the function: " -> " for a
 * probe named "entry" (or ending in "-entry"), " <- " for "return"
 * ("-return"), " => " / " <= " for the syscall provider, "| " and
 * "func:name" for any other probe.  Each entry indents what follows by 2,
 * each return takes 2 back first.  As dtrace (libdtrace's dt_flowindent)
 * an entry right after another clause of the same probe does not indent
 * again, and a return followed in the same buffer by another clause of
 * the same probe does not unindent yet: only the last one does.  The
 * column is printed with quiet too, as dtrace prints it.
 */
#define _GNU_SOURCE	/* asprintf */

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "libdtap_impl.h"

enum flow { FLOW_NONE, FLOW_ENTRY, FLOW_RETURN };

/* NAME is WORD or ends in "-WORD". */
static bool is_flow_name(const char *name, const char *word)
{
	size_t n = strlen(name), w = strlen(word);

	return n >= w && !strcmp(name + n - w, word) && (n == w || name[n - w - 1] == '-');
}

/* The probe of enabled probe EPID, or -1. */
static int epid_probe(struct dtap_hdl *h, uint32_t epid)
{
	const struct dtap_epdesc *ep = epid ? dtc_meta_epid(&h->meta, epid) : NULL;

	return ep ? ep->probe->id : -1;
}

static enum flow record_flow(struct dtap_hdl *h, const struct dtap_probedata *pd)
{
	const struct dtap_probedesc *p = pd->ep->probe;
	uint32_t epid = (uint32_t)pd->ep->epid;

	if (is_flow_name(p->name, "entry"))
		return h->flow_last && h->flow_last != epid &&
		       epid_probe(h, h->flow_last) == p->id ? FLOW_NONE : FLOW_ENTRY;
	if (is_flow_name(p->name, "return"))
		return h->flow_next && h->flow_next != epid &&
		       epid_probe(h, h->flow_next) == p->id ? FLOW_NONE : FLOW_RETURN;
	return FLOW_NONE;
}

void dtc_flow_prefix(struct dtap_hdl *h, FILE *out, const struct dtap_probedata *pd)
{
	const struct dtap_probedesc *p = pd->ep->probe;
	bool sys = !strcmp(p->prov, "syscall");
	enum flow f = record_flow(h, pd);
	char *name = NULL;
	int rc;

	if (!h->header_done) {
		fprintf(out, "%3s %-41s\n", "CPU", "FUNCTION");
		h->header_done = true;
	}
	if (f == FLOW_RETURN && h->flow_indent > 0)
		h->flow_indent -= 2;
	if (f == FLOW_NONE)
		rc = asprintf(&name, "%*s| %s:%s", h->flow_indent, "", p->func, p->name);
	else
		rc = asprintf(&name, "%*s%s%s", h->flow_indent, "",
			      f == FLOW_ENTRY ? (sys ? " => " : " -> ") : (sys ? " <= " : " <- "),
			      p->func);
	if (rc >= 0)
		fprintf(out, "%3d %-41s ", pd->cpu, name);
	free(name);
	if (f == FLOW_ENTRY)
		h->flow_indent += 2;
}
