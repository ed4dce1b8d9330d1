/*
 * dtap_metrics.h - --metrics=ADDR:PORT: the address (metrics_addr.c, used
 * by dtap, dtaprun and dtapio) and the HTTP server of /metrics
 * (metrics_http.c, dtapio only: it needs libmicrohttpd).  The exposition
 * itself is libdtap's (dtap.h, dtap_metrics_write).
 */
#ifndef DTAP_METRICS_H
#define DTAP_METRICS_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/socket.h>

#include "dtap.h"

struct dtap_metrics_addr {
	char host[256];
	int port;
	struct sockaddr_storage sa;
	socklen_t salen;
};

/* Parse and resolve ADDR:PORT; -1 with a message in ERR. */
int dtap_metrics_addr(const char *spec, struct dtap_metrics_addr *a, char *err,
		      size_t errlen);
/* 127.0.0.0/8 or ::1. */
bool dtap_metrics_addr_loopback(const struct dtap_metrics_addr *a);

/*
 * The server: a thread of libmicrohttpd's answers GET /metrics with
 * dtap_metrics_write(h, out, true).  The consumer's state (the module's
 * files, trunc()'s removals, symbol caches) is not thread-safe, so the
 * caller holds the server's lock while it uses H and lets go of it while
 * it sleeps (dtap_metrics_sleep), and at least once per round of work
 * (dtap_metrics_yield: a scrape waiting gets its turn even when records
 * never stop coming).  The caller holds the lock when serve returns.
 */
struct dtap_metrics_srv;
struct dtap_metrics_srv *dtap_metrics_serve(struct dtap_hdl *h, const char *spec,
					    char *err, size_t errlen);
void dtap_metrics_yield(struct dtap_metrics_srv *s);
void dtap_metrics_sleep(struct dtap_metrics_srv *s, struct dtap_hdl *h);
/* Stop serving (waits for a scrape in progress) and free S. */
void dtap_metrics_stop(struct dtap_metrics_srv *s);

#endif /* DTAP_METRICS_H */
