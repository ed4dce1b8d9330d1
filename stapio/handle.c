/*
 * handle.c - the consumer handle's life cycle: open (metadata from the
 * .ko, transport of the loaded module), go, stop, close, and the small
 * accessors of the public API.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "libdtap_impl.h"
#include "dtap_wire.h"

/*
 * Polling the (never blocking) buffers file.  While records flow, dtapio
 * reads every DTC_POLL_FLOW_NS (the old fixed rate: each poll costs a
 * wake-up, a read and a write, so polling faster than needed costs more
 * per record); a burst of DTC_POLL_BIG bytes or more halves the pause
 * (down to DTC_POLL_MIN_NS) so that the buffers do not fill.  Each empty
 * read doubles the pause, up to the switchrate period: with dtrace's own
 * default (1 Hz) an exit() would wait up to a second and interactive
 * output would come in 1 s bursts, so the default here is 10 Hz (100 ms):
 * an idle dtapio wakes 10 times a second instead of 100, and exit() is
 * acted on within 100 ms.  SIGINT, SIGTERM and the end of a -c command
 * interrupt the pause at once.  "-x switchrate=N" (dtrace's syntax: 50ms,
 * 20hz...) sets the period.
 */
#define DTC_POLL_MIN_NS (1000 * 1000ULL)
#define DTC_POLL_FLOW_NS (10 * 1000 * 1000ULL)
#define DTC_POLL_BIG ((size_t)DTAP_READ_MIN)
#define DTC_SWITCHRATE_NS (100 * 1000 * 1000ULL)

void dtc_seterr(struct dtap_hdl *h, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(h->errmsg, sizeof(h->errmsg), fmt, ap);
	va_end(ap);
}

const char *dtap_errmsg(const struct dtap_hdl *h)
{
	return h->errmsg;
}

struct dtap_hdl *dtap_open_meta(const char *metatext, char *errbuf, size_t errlen)
{
	struct dtap_hdl *h = calloc(1, sizeof(*h));

	if (!h) {
		snprintf(errbuf, errlen, "out of memory");
		return NULL;
	}
	if (dtc_meta_parse(&h->meta, metatext, errbuf, errlen) < 0) {
		dtc_meta_free(&h->meta);	/* what the lines before held */
		free(h);
		return NULL;
	}
	h->errfp = stderr;
	h->tp.buffers_fd = h->tp.ctl_fd = -1;
	h->agg_printed = calloc((size_t)h->meta.naggs + 1, sizeof(bool));
	h->agg_normal = malloc(((size_t)h->meta.naggs + 1) * sizeof(int64_t));
	if (!h->agg_printed || !h->agg_normal) {
		dtap_close(h);
		snprintf(errbuf, errlen, "out of memory");
		return NULL;
	}
	for (int i = 0; i <= h->meta.naggs; i++)
		h->agg_normal[i] = 1;
	return h;
}

size_t dtc_read_bufsize(const struct dtc_meta *m)
{
	size_t need = sizeof(struct dtap_chunk_hdr) + dtc_meta_recmax(m);

	return need > 4 * DTAP_READ_MIN ? need : 4 * DTAP_READ_MIN;
}

struct dtap_hdl *dtap_open(const char *modname, const char *kopath,
			   char *errbuf, size_t errlen)
{
	struct dtap_hdl *h;
	char *meta = dtc_elf_read_meta(kopath, errbuf, errlen);

	if (!meta)
		return NULL;
	h = dtap_open_meta(meta, errbuf, errlen);
	free(meta);
	if (!h)
		return NULL;
	if (h->meta.module && strcmp(h->meta.module, modname) != 0) {
		snprintf(errbuf, errlen, "%s holds module %s, not %s", kopath,
			 h->meta.module, modname);
		dtap_close(h);
		return NULL;
	}
	if (dtc_transport_open(&h->tp, modname, errbuf, errlen) < 0) {
		dtap_close(h);
		return NULL;
	}
	h->have_transport = true;
	h->rbufsize = dtc_read_bufsize(&h->meta);
	h->rbuf = malloc(h->rbufsize);
	if (!h->rbuf) {
		snprintf(errbuf, errlen, "out of memory");
		dtap_close(h);
		return NULL;
	}
	return h;
}

void dtap_close(struct dtap_hdl *h)
{
	if (!h)
		return;
	if (h->have_transport)
		dtc_transport_close(&h->tp);
	free(h->snap.ents);
	free(h->snap.keys);
	free(h->snap.vals);
	free(h->agg_printed);
	free(h->agg_normal);
	if (h->redirect)
		fclose(h->redirect);
	dtc_aggbase_drop(h, -1);
	free(h->cpus);
	free(h->rbuf);
	dtj_free(&h->json);
	dtc_meta_free(&h->meta);
	free(h);
}

const char *dtap_transport_dir(const struct dtap_hdl *h)
{
	return h->have_transport ? h->tp.dir : "";
}

bool dtap_quiet(const struct dtap_hdl *h)
{
	return h->meta.quiet;
}

bool dtap_destructive(const struct dtap_hdl *h)
{
	return h->meta.destructive;
}

int dtap_nsources(const struct dtap_hdl *h)
{
	return h->meta.nsources;
}

const char *dtap_source(const struct dtap_hdl *h, int i, int *nmatched)
{
	if (i < 0 || i >= h->meta.nsources)
		return NULL;
	if (nmatched)
		*nmatched = h->meta.source_matched[i];
	return h->meta.source_desc[i];
}

static int hd_ctl(struct dtap_hdl *h, const char *cmd)
{
	if (!h->have_transport) {
		dtc_seterr(h, "no transport");
		return -1;
	}
	if (dtc_ctl_write(&h->tp, cmd) < 0) {
		dtc_seterr(h, "writing \"%s\" to %s/ctl failed: %m", cmd, h->tp.dir);
		return -1;
	}
	return 0;
}

int dtap_set_target(struct dtap_hdl *h, int pid)
{
	char cmd[32];

	snprintf(cmd, sizeof(cmd), "target %d", pid);
	dtc_usym_set_target(pid);
	/* pid$target's and usdt PROVIDER$target's probes (a -c command's,
	 * whose pid the translator did not know) are pidPID's and
	 * PROVIDERPID's from now on, as the module's probeprov */
	for (int i = 0; i < h->meta.nprobes; i++) {
		struct dtap_probedesc *pr = &h->meta.probes[i];
		size_t len = pr->prov ? strlen(pr->prov) : 0;
		char *prov;

		if (len > 7 && !strcmp(pr->prov + len - 7, "$target") &&
		    (prov = malloc(len + 1))) {
			snprintf(prov, len + 1, "%.*s%d", (int)(len - 7), pr->prov, pid);
			free((char *)pr->prov);
			pr->prov = prov;
		}
	}
	return hd_ctl(h, cmd);
}

void dtap_snapshot_target(struct dtap_hdl *h)
{
	dtc_usym_snapshot();
	dtc_uwind_update(h, dtc_usym_target_pid());
}

int dtap_go(struct dtap_hdl *h)
{
	return hd_ctl(h, "go");
}

int dtap_stop(struct dtap_hdl *h)
{
	h->poll_ns = 0;	/* END's records come at once: poll fast again */
	return hd_ctl(h, "stop");
}

bool dtap_buffers_held(const struct dtap_hdl *h)
{
	return h->meta.bufpolicy != 0;
}

uint64_t dtap_switchrate(const struct dtap_hdl *h)
{
	return h->meta.switchrate ? h->meta.switchrate : DTC_SWITCHRATE_NS;
}

static uint64_t hd_min(uint64_t a, uint64_t b)
{
	return a < b ? a : b;
}

void dtap_sleep(struct dtap_hdl *h)
{
	uint64_t max = dtap_switchrate(h);
	uint64_t flow = hd_min(DTC_POLL_FLOW_NS, max);
	struct timespec ts;

	if (h->burst >= DTC_POLL_BIG)
		h->poll_ns = hd_min(h->poll_ns ? h->poll_ns / 2 : flow, flow);
	else if (h->burst > 0 || h->poll_ns == 0)
		h->poll_ns = flow;
	else
		h->poll_ns = h->poll_ns > max / 2 ? max : h->poll_ns * 2;
	if (h->poll_ns < hd_min(DTC_POLL_MIN_NS, max))
		h->poll_ns = hd_min(DTC_POLL_MIN_NS, max);
	h->burst = 0;
	ts.tv_sec = (time_t)(h->poll_ns / 1000000000ULL);
	ts.tv_nsec = (long)(h->poll_ns % 1000000000ULL);
	nanosleep(&ts, NULL);	/* a signal ends it early */
}

int dtap_status(struct dtap_hdl *h, struct dtap_status *st)
{
	if (!h->have_transport || dtc_ctl_read(&h->tp, st, NULL, NULL) < 0) {
		dtc_seterr(h, "cannot read the status of the module");
		return -1;
	}
	return 0;
}

void dtap_set_errfile(struct dtap_hdl *h, FILE *err)
{
	h->errfp = err;
}
