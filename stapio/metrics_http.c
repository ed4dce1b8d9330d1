/*
 * metrics_http.c - /metrics over HTTP with libmicrohttpd (Debian's
 * libmicrohttpd12: a maintained server, rather than HTTP by hand).
 *
 * We bind and listen ourselves and hand the socket to libmicrohttpd, so
 * that a bad address or a port in use is reported in our words before
 * tracing starts.  libmicrohttpd answers from a thread of its own with
 * every signal blocked (SIGINT and SIGTERM stay the consumer's).  A
 * scrape and the consumer take turns on the consumer's state through the
 * lock described in dtap_metrics.h.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE	/* open_memstream */
#endif
#include <errno.h>
#include <microhttpd.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "dtap_metrics.h"

struct dtap_metrics_srv {
	struct MHD_Daemon *d;
	struct dtap_hdl *h;
	pthread_mutex_t lock;
	atomic_int waiting;		/* scrapes waiting for the lock */
	int fd;
};

#define MH_CTYPE "text/plain; version=0.0.4; charset=utf-8"
#define MH_CTYPE_OM "application/openmetrics-text; version=1.0.0; charset=utf-8"

static enum MHD_Result mh_reply(struct MHD_Connection *c, unsigned status, char *body,
				size_t len, const char *ctype)
{
	struct MHD_Response *r = MHD_create_response_from_buffer(len, body,
								 MHD_RESPMEM_MUST_FREE);
	enum MHD_Result rc;

	if (!r) {
		free(body);
		return MHD_NO;
	}
	MHD_add_response_header(r, MHD_HTTP_HEADER_CONTENT_TYPE, ctype);
	rc = MHD_queue_response(c, status, r);
	MHD_destroy_response(r);
	return rc;
}

static enum MHD_Result mh_text(struct MHD_Connection *c, unsigned status, const char *text)
{
	char *body = strdup(text);

	return body ? mh_reply(c, status, body, strlen(body), "text/plain; charset=utf-8") :
		      MHD_NO;
}

/* One scrape: the exposition of a snapshot of its own, under the lock,
 * in the format the scraper prefers. */
static enum MHD_Result mh_scrape(struct dtap_metrics_srv *s, struct MHD_Connection *c)
{
	bool om = dtap_metrics_wants_om(MHD_lookup_connection_value(c, MHD_HEADER_KIND,
								   MHD_HTTP_HEADER_ACCEPT));
	char *body = NULL;
	size_t len = 0;
	FILE *m = open_memstream(&body, &len);
	int rc;

	if (!m)
		return mh_text(c, MHD_HTTP_INTERNAL_SERVER_ERROR, "out of memory\n");
	atomic_fetch_add(&s->waiting, 1);
	pthread_mutex_lock(&s->lock);
	atomic_fetch_sub(&s->waiting, 1);
	rc = dtap_metrics_write(s->h, m, DTAP_METRICS_FRESH |
				(om ? DTAP_METRICS_OPENMETRICS : 0));
	pthread_mutex_unlock(&s->lock);
	fclose(m);
	if (rc < 0) {
		free(body);
		return mh_text(c, MHD_HTTP_SERVICE_UNAVAILABLE,
			       "cannot read the aggregations of the module\n");
	}
	return mh_reply(c, MHD_HTTP_OK, body, len, om ? MH_CTYPE_OM : MH_CTYPE);
}

static enum MHD_Result mh_request(void *cls, struct MHD_Connection *c, const char *url,
				  const char *method, const char *version,
				  const char *upload, size_t *upload_size, void **state)
{
	(void)version;
	(void)upload;
	(void)upload_size;
	(void)state;
	if (strcmp(method, MHD_HTTP_METHOD_GET) && strcmp(method, MHD_HTTP_METHOD_HEAD))
		return mh_text(c, MHD_HTTP_METHOD_NOT_ALLOWED, "GET /metrics\n");
	if (strcmp(url, "/metrics"))
		return mh_text(c, MHD_HTTP_NOT_FOUND, "dtap serves /metrics\n");
	return mh_scrape(cls, c);
}

/* A listening socket on A, or -1 with the reason in ERR. */
static int mh_listen(const struct dtap_metrics_addr *a, const char *spec, char *err,
		     size_t errlen)
{
	int fd = socket(a->sa.ss_family, SOCK_STREAM | SOCK_CLOEXEC, 0), one = 1;

	if (fd < 0) {
		snprintf(err, errlen, "--metrics=%s: %s", spec, strerror(errno));
		return -1;
	}
	setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
	if (bind(fd, (const struct sockaddr *)&a->sa, a->salen) < 0 || listen(fd, 16) < 0) {
		snprintf(err, errlen, "--metrics=%s: cannot listen there: %s", spec,
			 strerror(errno));
		close(fd);
		return -1;
	}
	return fd;
}

struct dtap_metrics_srv *dtap_metrics_serve(struct dtap_hdl *h, const char *spec, char *err,
					    size_t errlen)
{
	struct dtap_metrics_addr a;
	struct dtap_metrics_srv *s;
	sigset_t all, old;

	if (dtap_metrics_addr(spec, &a, err, errlen) < 0)
		return NULL;
	s = calloc(1, sizeof(*s));
	if (!s) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	s->h = h;
	pthread_mutex_init(&s->lock, NULL);
	s->fd = mh_listen(&a, spec, err, errlen);
	if (s->fd < 0) {
		free(s);
		return NULL;
	}
	/* the server's thread inherits this mask: no signal of ours for it */
	sigfillset(&all);
	pthread_sigmask(SIG_SETMASK, &all, &old);
	/* no MHD_USE_ERROR_LOG: stderr is the trace's diagnostics, and a
	 * scraper hanging up is none of them */
	s->d = MHD_start_daemon(MHD_USE_INTERNAL_POLLING_THREAD, 0, NULL,
				NULL, mh_request, s, MHD_OPTION_LISTEN_SOCKET, s->fd,
				MHD_OPTION_CONNECTION_TIMEOUT, 10u, MHD_OPTION_END);
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	if (!s->d) {
		snprintf(err, errlen, "--metrics=%s: libmicrohttpd could not start", spec);
		close(s->fd);
		free(s);
		return NULL;
	}
	pthread_mutex_lock(&s->lock);
	return s;
}

void dtap_metrics_yield(struct dtap_metrics_srv *s)
{
	if (!s || !atomic_load(&s->waiting))
		return;
	pthread_mutex_unlock(&s->lock);
	while (atomic_load(&s->waiting))	/* until the scrape has the lock */
		nanosleep(&(struct timespec){ 0, 100000 }, NULL);
	pthread_mutex_lock(&s->lock);
}

void dtap_metrics_sleep(struct dtap_metrics_srv *s, struct dtap_hdl *h)
{
	if (s)
		pthread_mutex_unlock(&s->lock);
	dtap_sleep(h);
	if (s)
		pthread_mutex_lock(&s->lock);
}

void dtap_metrics_stop(struct dtap_metrics_srv *s)
{
	if (!s)
		return;
	pthread_mutex_unlock(&s->lock);
	MHD_stop_daemon(s->d);		/* closes the listening socket too */
	pthread_mutex_destroy(&s->lock);
	free(s);
}
