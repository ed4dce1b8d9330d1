/*
 * errors.c - run-time error records and drop reports, worded as dtrace
 * words them:
 *   dtap: error on enabled probe ID 2 (ID 1: dtrace:::BEGIN): divide-by-zero in action #1
 *   dtap: 3 drops on CPU 0
 *   dtap: 3 aggregation drops on CPU 0
 *   dtap: 2 re-entrant probe firings skipped on CPU 1
 *   dtap: 4 dynamic variable drops
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

void dtc_error_record(struct dtap_hdl *h, const unsigned char *p, size_t len)
{
	const struct dtap_epdesc *ep;
	struct dtap_err_rec er;
	char fbuf[64], where[32];

	if (len < sizeof(er)) {
		fprintf(h->errfp, "dtap: short error record (%zu bytes)\n", len);
		return;
	}
	memcpy(&er, p, sizeof(er));
	if (er.action == 0)
		snprintf(where, sizeof(where), "predicate");
	else
		snprintf(where, sizeof(where), "action #%u", er.action);
	ep = dtc_meta_epid(&h->meta, er.epid);
	if (!ep) {
		fprintf(h->errfp, "dtap: error on enabled probe ID %u: %s in %s\n",
			er.epid, err_fault_text(&er, fbuf, sizeof(fbuf)), where);
		return;
	}
	fprintf(h->errfp,
		"dtap: error on enabled probe ID %u (ID %d: %s:%s:%s:%s): %s in %s\n",
		er.epid, ep->probe->id, ep->probe->prov, ep->probe->mod,
		ep->probe->func, ep->probe->name,
		err_fault_text(&er, fbuf, sizeof(fbuf)), where);
	fflush(h->errfp);
}

static void err_report(FILE *err, long long n, const char *what, int cpu)
{
	fprintf(err, "dtap: %lld %s%s on CPU %d\n", n, what, n == 1 ? "" : "s", cpu);
}

/* Speculations' drops, in dtrace's words (they are not per CPU). */
static long err_spec_drops(struct dtap_hdl *h, FILE *err, const struct dtap_status *st)
{
	static const char *const what[3] = {
		"speculative drop%s",
		"failed speculation%s (available buffer(s) still busy)",
		"failed speculation%s (no speculative buffer available)",
	};
	long now[3] = { st->specdrops, st->specbusy, st->specunavail }, total = 0;

	for (int i = 0; i < 3; i++) {
		long n = now[i] - h->spec_seen[i];

		if (n <= 0)
			continue;
		fprintf(err, "dtap: %ld ", n);
		fprintf(err, what[i], n == 1 ? "" : "s");
		fputc('\n', err);
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
			err_report(err, now[cpu].drops - was, "drop", cpu);
			total += now[cpu].drops - was;
		}
		if (now[cpu].aggdrops > awas) {
			err_report(err, now[cpu].aggdrops - awas, "aggregation drop", cpu);
			total += now[cpu].aggdrops - awas;
		}
	}
	/* dtrace counts these for the whole dynamic variable space */
	if (dyn > 0) {
		fprintf(err, "dtap: %lld dynamic variable drop%s\n", dyn, dyn == 1 ? "" : "s");
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

long dtc_report_reentrant(FILE *err, const struct dtc_cpustat *cpus, int n)
{
	long total = 0;
	int cpu;

	for (cpu = 0; cpu < n; cpu++) {
		if (cpus[cpu].reentrant <= 0)
			continue;
		fprintf(err, "dtap: %lld re-entrant probe firing%s skipped on CPU %d\n",
			cpus[cpu].reentrant, cpus[cpu].reentrant == 1 ? "" : "s", cpu);
		total += cpus[cpu].reentrant;
	}
	fflush(err);
	return total;
}

long dtap_report_reentrant(struct dtap_hdl *h, FILE *err)
{
	struct dtc_cpustat *now = NULL;
	struct dtap_status st;
	int n = 0;
	long total;

	if (!h->have_transport || dtc_ctl_read(&h->tp, &st, &now, &n) < 0)
		return 0;
	total = dtc_report_reentrant(err, now, n);
	free(now);
	if (st.fbt_missed > 0)	/* kretprobes found no free instance */
		fprintf(err, "dtap: %lld fbt return probe firing%s missed\n", st.fbt_missed,
			st.fbt_missed == 1 ? "" : "s");
	return total;
}
