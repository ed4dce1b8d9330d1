/*
 * sign.c - append the kernel's module signature to a .ko.
 *
 * What the kernel's scripts/sign-file produces for a PKCS#7 signature:
 * a detached SignedData over the whole module file, digest sha256, no
 * certificates (the kernel finds the key in its keyrings by the signer's
 * issuer + serial), no signed attributes; then the information block and
 * the magic.  An existing signature is dropped first, so signing twice
 * gives the same layout as signing once.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <openssl/bio.h>
#include <openssl/evp.h>
#include <openssl/objects.h>
#include <openssl/pem.h>
#include <openssl/pkcs7.h>
#include <openssl/x509.h>

#include "dtap_sign.h"

#define SIGN_FLAGS (PKCS7_BINARY | PKCS7_DETACHED | PKCS7_NOATTR | \
		    PKCS7_NOCERTS | PKCS7_NOSMIMECAP | PKCS7_PARTIAL)

static int load_pair(const char *dir, EVP_PKEY **key, X509 **cert,
		     char *err, size_t errlen)
{
	char path[4096];
	FILE *f;

	if (dtap_join(path, sizeof(path), dir, DTAP_KEY_FILE, err, errlen) < 0)
		return -1;
	f = fopen(path, "re");
	*key = f ? PEM_read_PrivateKey(f, NULL, NULL, NULL) : NULL;
	if (f)
		fclose(f);
	if (!*key) {
		dtap_ssl_err(err, errlen, "cannot read the signing key");
		snprintf(err + strlen(err), errlen - strlen(err), " (%s)",
			 path);
		return -1;
	}
	if (dtap_join(path, sizeof(path), dir, DTAP_CERT_FILE, err, errlen) < 0)
		return -1;
	f = fopen(path, "re");
	*cert = f ? d2i_X509_fp(f, NULL) : NULL;
	if (f)
		fclose(f);
	if (!*cert || X509_check_private_key(*cert, *key) != 1) {
		dtap_ssl_err(err, errlen, *cert ? "signing certificate does not "
			"match the key" : "cannot read the signing certificate");
		snprintf(err + strlen(err), errlen - strlen(err), " (%s)",
			 path);
		return -1;
	}
	return 0;
}

/* Write the sha256 AlgorithmIdentifiers without the NULL parameter, as
 * the kernel's sign-file (OpenSSL CMS) does, so that our signature is
 * byte for byte the one sign-file makes with the same key.  Without
 * signed attributes these fields are not covered by the signature. */
static void drop_digest_params(PKCS7 *p7)
{
	STACK_OF(X509_ALGOR) *algs = p7->d.sign->md_algs;
	STACK_OF(PKCS7_SIGNER_INFO) *sis = PKCS7_get_signer_info(p7);
	int i;

	for (i = 0; i < sk_X509_ALGOR_num(algs); i++)
		X509_ALGOR_set0(sk_X509_ALGOR_value(algs, i),
				OBJ_nid2obj(NID_sha256), V_ASN1_UNDEF, NULL);
	for (i = 0; i < sk_PKCS7_SIGNER_INFO_num(sis); i++)
		X509_ALGOR_set0(sk_PKCS7_SIGNER_INFO_value(sis, i)->digest_alg,
				OBJ_nid2obj(NID_sha256), V_ASN1_UNDEF, NULL);
}

/* DER PKCS#7 of CONTENT; *der is OPENSSL_malloc'd. */
static int make_pkcs7(const unsigned char *content, size_t len,
		      EVP_PKEY *key, X509 *cert, unsigned char **der,
		      int *der_len, char *err, size_t errlen)
{
	BIO *bio = BIO_new_mem_buf(content, (int)len);
	PKCS7 *p7 = PKCS7_sign(NULL, NULL, NULL, NULL, SIGN_FLAGS);
	int ok = bio && p7;

	ok = ok && PKCS7_sign_add_signer(p7, cert, key, EVP_sha256(),
					 SIGN_FLAGS);
	ok = ok && PKCS7_final(p7, bio, SIGN_FLAGS);
	if (ok)
		drop_digest_params(p7);
	*der = NULL;
	*der_len = ok ? i2d_PKCS7(p7, der) : -1;
	if (*der_len <= 0) {
		dtap_ssl_err(err, errlen, "cannot make the PKCS#7 signature");
		ok = 0;
	}
	PKCS7_free(p7);
	BIO_free(bio);
	return ok ? 0 : -1;
}

static int write_all(int fd, const void *p, size_t n)
{
	const unsigned char *c = p;
	ssize_t w;

	while (n) {
		w = write(fd, c, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return -1;
		c += w;
		n -= (size_t)w;
	}
	return 0;
}

/* Write content + signature + info + magic to KO.tmp, rename onto KO. */
static int write_signed(const char *ko, const unsigned char *content,
			size_t len, const unsigned char *der, size_t der_len,
			char *err, size_t errlen)
{
	unsigned char info[DTAP_MODSIG_INFO_LEN] = { 0 };
	char tmp[4200];
	struct stat st;
	int fd, ok, n;

	info[2] = DTAP_PKEY_ID_PKCS7;
	info[8] = (unsigned char)(der_len >> 24);
	info[9] = (unsigned char)(der_len >> 16);
	info[10] = (unsigned char)(der_len >> 8);
	info[11] = (unsigned char)der_len;
	n = snprintf(tmp, sizeof(tmp), "%s.sign-tmp", ko);
	if (n < 0 || (size_t)n >= sizeof(tmp)) {
		snprintf(err, errlen, "path too long: %s", ko);
		return -1;
	}
	if (stat(ko, &st) < 0)
		st.st_mode = 0644;
	fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC,
		  st.st_mode & 07777);
	ok = fd >= 0 && write_all(fd, content, len) == 0 &&
	     write_all(fd, der, der_len) == 0 &&
	     write_all(fd, info, sizeof(info)) == 0 &&
	     write_all(fd, DTAP_MODSIG_MAGIC, DTAP_MODSIG_MAGIC_LEN) == 0;
	if (fd >= 0 && close(fd) < 0)
		ok = 0;
	if (ok && rename(tmp, ko) < 0)
		ok = 0;
	if (!ok) {
		snprintf(err, errlen, "cannot write %s: %s", ko,
			 strerror(errno));
		unlink(tmp);
		return -1;
	}
	return 0;
}

int dtap_sign_module(const char *ko, const char *keydir,
		     char *err, size_t errlen)
{
	char dir[4096];
	unsigned char *buf = NULL, *der = NULL;
	size_t len, content_len;
	EVP_PKEY *key = NULL;
	X509 *cert = NULL;
	struct dtap_modsig ms;
	int der_len, rc = DTAP_SIG_ERROR;

	if (dtap_keys_dir(keydir, dir, sizeof(dir), err, errlen) < 0 ||
	    dtap_keys_ensure(dir, err, errlen) < 0 ||
	    load_pair(dir, &key, &cert, err, errlen) < 0 ||
	    dtap_read_file(ko, &buf, &len, err, errlen) < 0)
		goto out;
	content_len = len;
	switch (dtap_modsig_parse(buf, len, &ms, err, errlen)) {
	case DTAP_SIG_OK:
		content_len = ms.content_len;	/* re-sign: drop the old one */
		break;
	case DTAP_SIG_MALFORMED:
		snprintf(err, errlen, "%s ends with a malformed module "
			 "signature; rebuild it before signing", ko);
		goto out;
	}
	if (make_pkcs7(buf, content_len, key, cert, &der, &der_len,
		       err, errlen) < 0)
		goto out;
	if (write_signed(ko, buf, content_len, der, (size_t)der_len,
			 err, errlen) < 0)
		goto out;
	rc = DTAP_SIG_OK;
out:
	OPENSSL_free(der);
	free(buf);
	X509_free(cert);
	EVP_PKEY_free(key);
	return rc;
}
