/*
 * nsstrust.c - an NSS certificate database as dtaprun's second trust store.
 *
 * Sites that manage their signing certificates with NSS (certutil, from
 * libnss3-tools) keep them in /etc/dtap/nssdb instead of, or beside,
 * /etc/dtap/trusted-keys.  NSS only answers "which certificates does the
 * database trust for signing modules"; OpenSSL (signing/verify.c) still
 * matches the signer and checks the signature, as for the directory.
 * The trust is certutil's object-signing field: a certificate is trusted
 * when that field has P (trusted peer: `certutil -M -n NICK -t ,,P`).
 * C (a CA trusted to issue object-signing certificates) is not enough:
 * dtaprun builds no chains, the signer's own certificate must be there.
 *
 * The database is opened read-only and without its module list
 * (pkcs11.txt could name a PKCS#11 library for a setuid program to load),
 * and without the built-in roots.  Only the sql format (cert9.db: what
 * certutil makes by default) is read.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <nss.h>
#include <cert.h>
#include <certdb.h>
#include <pk11pub.h>

#include <openssl/x509.h>

#include "../signing/dtap_sign.h"
#include "dtap_nsstrust.h"

/* The OpenSSL copy of an NSS certificate, its nickname as its alias
 * (for messages that tell root which certificate to fix). */
static X509 *to_x509(CERTCertificate *cert)
{
	const unsigned char *p = cert->derCert.data;
	X509 *x = d2i_X509(NULL, &p, (long)cert->derCert.len);

	if (x && cert->nickname)
		X509_alias_set1(x, (const unsigned char *)cert->nickname, -1);
	return x;
}

static bool trusted_for_object_signing(CERTCertificate *cert)
{
	CERTCertTrust trust;

	return CERT_GetCertTrust(cert, &trust) == SECSuccess &&
	       (trust.objectSigningFlags & CERTDB_TRUSTED);
}

/* Sort every certificate of the open database into t's two stacks. */
static int sort_certs(struct dtap_extra_trust *t, char *err, size_t errlen)
{
	CERTCertList *list = PK11_ListCerts(PK11CertListAll, NULL);
	CERTCertListNode *n;

	if (!list) {
		snprintf(err, errlen, "cannot list the certificates of %s "
			 "(NSS error %d)", t->name, PORT_GetError());
		return -1;
	}
	for (n = CERT_LIST_HEAD(list); !CERT_LIST_END(n, list);
	     n = CERT_LIST_NEXT(n)) {
		X509 *x = to_x509(n->cert);

		if (x && !sk_X509_push(trusted_for_object_signing(n->cert) ?
				       t->trusted : t->untrusted, x))
			X509_free(x);
	}
	CERT_DestroyCertList(list);
	return 0;
}

int dtap_nss_trust(const char *dbdir, struct dtap_extra_trust *t,
		   char *err, size_t errlen)
{
	char certdb[4096], config[4100];
	NSSInitContext *ctx;
	int rc;

	memset(t, 0, sizeof(*t));
	t->name = dbdir;
	t->trusted = sk_X509_new_null();
	t->untrusted = sk_X509_new_null();
	if (!t->trusted || !t->untrusted) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	/* No database (the package ships the directory empty): no trust. */
	if (dtap_join(certdb, sizeof(certdb), dbdir, "cert9.db", err,
		      errlen) < 0)
		return -1;
	if (access(certdb, F_OK) != 0)
		return 0;
	snprintf(config, sizeof(config), "sql:%s", dbdir);
	ctx = NSS_InitContext(config, "", "", "", NULL, NSS_INIT_READONLY |
			      NSS_INIT_NOMODDB | NSS_INIT_NOROOTINIT);
	if (!ctx) {
		snprintf(err, errlen, "cannot open the NSS database %s (NSS "
			 "error %d)", dbdir, PORT_GetError());
		return -1;
	}
	t->present = true;
	rc = sort_certs(t, err, errlen);
	NSS_ShutdownContext(ctx);
	return rc;
}

void dtap_nss_trust_free(struct dtap_extra_trust *t)
{
	sk_X509_pop_free(t->trusted, X509_free);
	sk_X509_pop_free(t->untrusted, X509_free);
	t->trusted = t->untrusted = NULL;
}
