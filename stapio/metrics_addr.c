/*
 * metrics_addr.c - the ADDR:PORT of --metrics, checked the same way by
 * dtap, dtaprun and dtapio, so that a bad one is refused before anything
 * is compiled or loaded.
 *
 * ADDR is an IPv4 address, a host name (localhost) or an IPv6 address in
 * brackets ([::1]:9464); PORT a number from 1 to 65535.  An empty ADDR is
 * refused rather than read as "every address": serving a tracer's data to
 * the network must be asked for by name (0.0.0.0).
 */
#include <netdb.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>

#include "dtap_metrics.h"

/* Split SPEC into HOST and PORT (brackets of an IPv6 address removed). */
static int ma_split(const char *spec, char *host, size_t hlen, char *port, size_t plen)
{
	const char *colon;
	size_t n;

	if (spec[0] == '[') {
		const char *end = strchr(spec, ']');

		if (!end || end[1] != ':')
			return -1;
		n = (size_t)(end - spec - 1);
		spec++;
		colon = end + 1;
	} else {
		colon = strrchr(spec, ':');
		if (!colon || memchr(spec, ':', (size_t)(colon - spec)))
			return -1;	/* an IPv6 address needs its brackets */
		n = (size_t)(colon - spec);
	}
	if (n == 0 || n >= hlen || strlen(colon + 1) >= plen)
		return -1;
	memcpy(host, spec, n);
	host[n] = '\0';
	strcpy(port, colon + 1);
	return 0;
}

static bool ma_port_ok(const char *port)
{
	char *end;
	long v;

	if (!*port || strspn(port, "0123456789") != strlen(port))
		return false;
	v = strtol(port, &end, 10);
	return v >= 1 && v <= 65535;
}

int dtap_metrics_addr(const char *spec, struct dtap_metrics_addr *a, char *err, size_t errlen)
{
	struct addrinfo hints, *res;
	char port[16];
	int rc;

	memset(a, 0, sizeof(*a));
	if (ma_split(spec, a->host, sizeof(a->host), port, sizeof(port)) < 0 ||
	    !ma_port_ok(port)) {
		snprintf(err, errlen, "--metrics=%s: expected ADDR:PORT, a port from 1 to 65535 "
			 "(127.0.0.1:9464, [::1]:9464, 0.0.0.0:9464 for every address)", spec);
		return -1;
	}
	memset(&hints, 0, sizeof(hints));
	hints.ai_family = AF_UNSPEC;
	hints.ai_socktype = SOCK_STREAM;
	hints.ai_flags = AI_NUMERICSERV | AI_PASSIVE;
	rc = getaddrinfo(a->host, port, &hints, &res);
	if (rc != 0) {
		snprintf(err, errlen, "--metrics=%s: %s: %s", spec, a->host, gai_strerror(rc));
		return -1;
	}
	memcpy(&a->sa, res->ai_addr, res->ai_addrlen);
	a->salen = res->ai_addrlen;
	a->port = atoi(port);
	freeaddrinfo(res);
	return 0;
}

bool dtap_metrics_addr_loopback(const struct dtap_metrics_addr *a)
{
	if (a->sa.ss_family == AF_INET) {
		const struct sockaddr_in *in = (const struct sockaddr_in *)&a->sa;

		return (ntohl(in->sin_addr.s_addr) >> 24) == 127;
	}
	if (a->sa.ss_family == AF_INET6) {
		const struct sockaddr_in6 *in6 = (const struct sockaddr_in6 *)&a->sa;

		return IN6_IS_ADDR_LOOPBACK(&in6->sin6_addr);
	}
	return false;
}
