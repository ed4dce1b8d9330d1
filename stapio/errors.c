/*
 * errors.c - run-time error records and drop reports, worded as dtrace
 * words them:
 *   dtap: error on enabled probe ID 2 (ID 1: dtrace:::BEGIN): divide-by-zero in action #1
 *   dtap: 3 drops on CPU 0
 *   dtap: 3 aggregation drops on CPU 0
 *   dtap: 2 re-entrant probe firings skipped on CPU 1
 *   dtap: 4 dynamic variable drops
 * Under structured output each is a JSON line instead (out_json.c), with
 * the same words as its "message"; beside the text (a copy), both.
 */
#include <stdlib.h>
#include <string.h>

#include "libdtap_impl.h"
#include "dtap_wire.h"

/* The fault's text; BUF receives faults that carry an address. */
static const char *err_fault_text(const struct dtap_err_rec *er, char *buf,
				  size_t size)
{
	switch (er->fault) {
	case DTAP_FAULT_DIVZERO:
		return "divide-by-zero";
	case DTAP_FAULT_BADADDR:
		snprintf(buf, size, "invalid address (0x%llx)",
			 (unsigned long long)er->addr);
		return buf;
	case DTAP_FAULT_BADSTR:
		return "invalid string";
	case DTAP_FAULT_NOSCRATCH:
		return "out of scratch space";
	case DTAP_FAULT_ILLOP:
		return "illegal operation";
	case DTAP_FAULT_UPRIV:
		return "invalid user access";
	case DTAP_FAULT_KPRIV:
		return "invalid kernel access";
	default:
		snprintf(buf, size, "unknown fault %u", er->fault);
		return buf;
	}
}

/* The text goes to ERR unless structured output replaces it. */
static bool err_text(const struct dtap_hdl *h)
{
	return !h->json_on || h->json_copy;
}

void dtc_error_record(struct dtap_hdl *h, const unsigned char *p, size_t len)
{
	const struct dtap_epdesc *ep;
	struct dtap_err_rec er;
	char fbuf[64], where[32], msg[1024];
	const char *fault;

	if (len < sizeof(er)) {
		fprintf(h->errfp, "dtap: short error record (%zu bytes)\n", len);
		return;
	}
	memcpy(&er, p, sizeof(er));
	if (er.action == 0)
		snprintf(where, sizeof(where), "predicate");
	else
		snprintf(where, sizeof(where), "action #%u", er.action);
	fault = err_fault_text(&er, fbuf, sizeof(fbuf));
	ep = dtc_meta_epid(&h->meta, er.epid);
	if (!ep)
		snprintf(msg, sizeof(msg), "error on enabled probe ID %u: %s in %s",
			 er.epid, fault, where);
	else
		snprintf(msg, sizeof(msg),
			 "error on enabled probe ID %u (ID %d: %s:%s:%s:%s): %s in %s",
			 er.epid, ep->probe->id, ep->probe->prov, ep->probe->mod,
			 ep->probe->func, ep->probe->name, fault, where);
	if (err_text(h)) {
		fprintf(h->errfp, "dtap: %s\n", msg);
		fflush(h->errfp);
	}
	if (h->json_on)
		dtc_json_error(h, &er, fault, msg);
}

/* One drop report: "dtap: TEXT" on ERR, or a JSON line of KIND. */
static void err_say(struct dtap_hdl *h, FILE *err, const char *kind, int cpu,
		    long long n, const char *text)
{
	if (err_text(h))
		fprintf(err, "dtap: %s\n", text);
	if (h->json_on)
		dtc_json_drop(h, kind, cpu, n, text);
}

static void err_report(struct dtap_hdl *h, FILE *err, const char *kind, long long n,
		       const char *what, int cpu)
{
	char text[128];

	snprintf(text, sizeof(text), "%lld %s%s on CPU %d", n, what, n == 1 ? "" : "s", cpu);
	err_say(h, err, kind, cpu, n, text);
}

/* Speculations' drops, in dtrace's words (they are not per CPU). */
static long err_spec_drops(struct dtap_hdl *h, FILE *err, const struct dtap_status *st)
{
	static const char *const what[3] = {
		"speculative drop%s",
		"failed speculation%s (available buffer(s) still busy)",
		"failed speculation%s (no speculative buffer available)",
	};
	static const char *const kinds[3] = { "speculation", "speculation-busy",
					      "speculation-unavailable" };
	long now[3] = { st->specdrops, st->specbusy, st->specunavail }, total = 0;

	for (int i = 0; i < 3; i++) {
		long n = now[i] - h->spec_seen[i];
		char text[128];
		int k;

		if (n <= 0)
			continue;
		k = snprintf(text, sizeof(text), "%ld ", n);
		snprintf(text + k, sizeof(text) - (size_t)k, what[i], n == 1 ? "" : "s");
		err_say(h, err, kinds[i], -1, n, text);
		h->spec_seen[i] = now[i];
		total += n;
	}
	return total;
}

long dtap_check_drops(struct dtap_hdl *h, FILE *err)
{
	struct dtc_cpustat *now = NULL;
	struct dtap_status st;
	int n = 0, cpu;
	long total = 0;
	long long dyn = 0;

	if (!h->have_transport || dtc_ctl_read(&h->tp, &st, &now, &n) < 0)
		return 0;
	total += err_spec_drops(h, err, &st);
	for (cpu = 0; cpu < n; cpu++) {
		long long was = cpu < h->ncpus ? h->cpus[cpu].drops : 0;
		long long awas = cpu < h->ncpus ? h->cpus[cpu].aggdrops : 0;

		dyn += now[cpu].dyndrops - (cpu < h->ncpus ? h->cpus[cpu].dyndrops : 0);

		if (now[cpu].drops > was) {
			err_report(h, err, "principal", now[cpu].drops - was, "drop", cpu);
			total += now[cpu].drops - was;
		}
		if (now[cpu].aggdrops > awas) {
			err_report(h, err, "aggregation", now[cpu].aggdrops - awas,
				   "aggregation drop", cpu);
			total += now[cpu].aggdrops - awas;
		}
	}
	/* dtrace counts these for the whole dynamic variable space */
	if (dyn > 0) {
		char text[128];

		snprintf(text, sizeof(text), "%lld dynamic variable drop%s", dyn,
			 dyn == 1 ? "" : "s");
		err_say(h, err, "dynamic", -1, dyn, text);
		total += dyn;
	}
	if (n >= h->ncpus) {
		free(h->cpus);
		h->cpus = now;
		h->ncpus = n;
	} else {
		memcpy(h->cpus, now, (size_t)n * sizeof(*now));
		free(now);
	}
	fflush(err);
	return total;
}

/* Re-entrant firings skipped, per CPU: to ERR, or JSON lines when H has
 * structured output (H NULL: text only). */
static long err_reentrant(struct dtap_hdl *h, FILE *err, const struct dtc_cpustat *cpus,
			  int n)
{
	long total = 0;
	int cpu;

	for (cpu = 0; cpu < n; cpu++) {
		char text[128];

		if (cpus[cpu].reentrant <= 0)
			continue;
		snprintf(text, sizeof(text), "%lld re-entrant probe firing%s skipped on CPU %d",
			 cpus[cpu].reentrant, cpus[cpu].reentrant == 1 ? "" : "s", cpu);
		if (h)
			err_say(h, err, "reentrant", cpu, cpus[cpu].reentrant, text);
		else
			fprintf(err, "dtap: %s\n", text);
		total += cpus[cpu].reentrant;
	}
	fflush(err);
	return total;
}

long dtc_report_reentrant(FILE *err, const struct dtc_cpustat *cpus, int n)
{
	return err_reentrant(NULL, err, cpus, n);
}

long dtap_report_reentrant(struct dtap_hdl *h, FILE *err)
{
	struct dtc_cpustat *now = NULL;
	struct dtap_status st;
	int n = 0;
	long total;

	if (!h->have_transport || dtc_ctl_read(&h->tp, &st, &now, &n) < 0)
		return 0;
	total = err_reentrant(h, err, now, n);
	free(now);
	if (st.fbt_missed > 0) {	/* kretprobes found no free instance */
		char text[128];

		snprintf(text, sizeof(text), "%lld fbt return probe firing%s missed",
			 st.fbt_missed, st.fbt_missed == 1 ? "" : "s");
		err_say(h, err, "fbt-return-missed", -1, st.fbt_missed, text);
	}
	return total;
}
