/*
 * dtap-sign-tool.c - command-line access to signing/ for the signing
 * tests (the shell scripts sign, verify and inspect modules with it):
 *
 *   dtap-sign-tool keys KEYDIR          create the pair if missing
 *   dtap-sign-tool sign KO KEYDIR       append/replace the signature
 *   dtap-sign-tool verify KO TRUSTDIR   exit 0 ok, else prints why
 *   dtap-sign-tool info KO              prints "NAME RELEASE"
 *   dtap-sign-tool sigrange KO          prints "OFFSET LENGTH" of the PKCS#7
 *
 * keys and sign print their wall time in ms on stderr with -t first.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../../signing/dtap_sign.h"

static double now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int sigrange(const char *ko, char *err, size_t errlen)
{
	unsigned char *buf;
	size_t len;
	struct dtap_modsig ms;
	int rc;

	if (dtap_read_file(ko, &buf, &len, err, errlen) < 0)
		return -1;
	rc = dtap_modsig_parse(buf, len, &ms, err, errlen);
	if (rc == 0)
		printf("%zu %zu\n", ms.content_len, ms.sig_len);
	free(buf);
	return rc;
}

static int run(int argc, char **argv, char *err, size_t errlen)
{
	struct dtap_modinfo mi;
	const char *cmd = argv[0];

	if (!strcmp(cmd, "keys") && argc == 2)
		return dtap_keys_ensure(argv[1], err, errlen);
	if (!strcmp(cmd, "sign") && argc == 3)
		return dtap_sign_module(argv[1], argv[2], err, errlen);
	if (!strcmp(cmd, "verify") && argc == 3)
		return dtap_verify_module(argv[1], argv[2], err, errlen);
	if (!strcmp(cmd, "sigrange") && argc == 2)
		return sigrange(argv[1], err, errlen);
	if (!strcmp(cmd, "info") && argc == 2) {
		if (dtap_module_info(argv[1], &mi, err, errlen) < 0)
			return -1;
		printf("%s %s\n", mi.name, mi.release);
		return 0;
	}
	snprintf(err, errlen, "usage: dtap-sign-tool [-t] keys|sign|verify|"
		 "info|sigrange ARGS (see the source)");
	return -1;
}

int main(int argc, char **argv)
{
	char err[1024] = "";
	int timed = argc > 1 && !strcmp(argv[1], "-t");
	double t0;
	int rc;

	if (argc - timed < 2) {
		fprintf(stderr, "usage: dtap-sign-tool [-t] CMD ARGS\n");
		return 2;
	}
	t0 = now_ms();
	rc = run(argc - 1 - timed, argv + 1 + timed, err, sizeof(err));
	if (timed)
		fprintf(stderr, "%s: %.1f ms\n", argv[1 + timed], now_ms() - t0);
	if (rc != 0) {
		fprintf(stderr, "dtap-sign-tool: %s\n", err);
		return 1;
	}
	return 0;
}
