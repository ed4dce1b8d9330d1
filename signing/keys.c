/*
 * keys.c - the user's module signing key pair, created on first use.
 *
 * The certificate mirrors what the kernel's certs/x509.genkey asks for,
 * so that the same certificate can be enrolled with mokutil or built into
 * a kernel's trusted keyring: self-signed, v3, subjectKeyIdentifier,
 * authorityKeyIdentifier, basicConstraints CA:FALSE, keyUsage
 * digitalSignature, extendedKeyUsage codeSigning.  RSA because the Debian
 * 6.1 kernel is built without CONFIG_CRYPTO_ECDSA.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/rsa.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>

#include "dtap_sign.h"

#define KEY_BITS	2048
#define CERT_DAYS	(100L * 365 + 25)	/* 100 years, leap days included */

int dtap_keys_dir(const char *keydir, char *out, size_t outlen,
		  char *err, size_t errlen)
{
	const char *home;
	struct passwd *pw;

	if (keydir) {
		snprintf(out, outlen, "%s", keydir);
		return 0;
	}
	home = getenv("HOME");
	if (!home || !*home) {
		pw = getpwuid(getuid());
		home = pw ? pw->pw_dir : NULL;
	}
	if (!home) {
		snprintf(err, errlen, "cannot find the home directory for "
			 "the default key directory ~/.dtap/keys");
		return -1;
	}
	snprintf(out, outlen, "%s/.dtap/keys", home);
	return 0;
}

/* mkdir -p with mode 0700 for the components we create. */
static int make_dir(const char *dir, char *err, size_t errlen)
{
	char path[4096];
	char *p;

	snprintf(path, sizeof(path), "%s", dir);
	for (p = path + 1; ; p++) {
		if (*p != '/' && *p != '\0')
			continue;
		char c = *p;
		*p = '\0';
		if (mkdir(path, 0700) < 0 && errno != EEXIST) {
			snprintf(err, errlen, "cannot create %s: %s", path,
				 strerror(errno));
			return -1;
		}
		*p = c;
		if (!c)
			break;
	}
	return 0;
}

static int exists(const char *dir, const char *file)
{
	char path[4096], err[8];

	return dtap_join(path, sizeof(path), dir, file, err, sizeof(err)) == 0
	       && access(path, R_OK) == 0;
}

/* "dtap module signing key <user>@<host>" */
static void common_name(char *cn, size_t len)
{
	char host[256] = "localhost";
	struct passwd *pw = getpwuid(getuid());
	const char *user = pw ? pw->pw_name : "unknown";

	gethostname(host, sizeof(host) - 1);
	host[sizeof(host) - 1] = '\0';
	snprintf(cn, len, "dtap module signing key %s@%s", user, host);
}

static int add_ext(X509 *cert, X509V3_CTX *ctx, int nid, const char *value)
{
	X509_EXTENSION *ext = X509V3_EXT_conf_nid(NULL, ctx, nid, value);
	int ok;

	if (!ext)
		return 0;
	ok = X509_add_ext(cert, ext, -1);
	X509_EXTENSION_free(ext);
	return ok;
}

/* Random positive 64-bit serial: issuer+serial identifies the signer in
 * the PKCS#7, so two users' keys must not collide. */
static int set_serial(X509 *cert)
{
	unsigned char r[8];
	BIGNUM *bn;
	int ok;

	if (RAND_bytes(r, sizeof(r)) != 1)
		return 0;
	r[0] &= 0x7f;
	r[0] |= 0x40;
	bn = BN_bin2bn(r, sizeof(r), NULL);
	ok = bn && BN_to_ASN1_INTEGER(bn, X509_get_serialNumber(cert));
	BN_free(bn);
	return ok;
}

static X509 *make_cert(EVP_PKEY *key)
{
	X509 *cert = X509_new();
	X509_NAME *name;
	X509V3_CTX ctx;
	char cn[512];

	if (!cert)
		return NULL;
	common_name(cn, sizeof(cn));
	name = X509_get_subject_name(cert);
	if (!X509_set_version(cert, X509_VERSION_3) || !set_serial(cert) ||
	    !X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_UTF8,
					(unsigned char *)cn, -1, -1, 0) ||
	    !X509_set_issuer_name(cert, name) ||
	    !X509_gmtime_adj(X509_getm_notBefore(cert), 0) ||
	    !X509_time_adj_ex(X509_getm_notAfter(cert), CERT_DAYS, 0, NULL) ||
	    !X509_set_pubkey(cert, key))
		goto fail;
	X509V3_set_ctx(&ctx, cert, cert, NULL, NULL, 0);
	if (!add_ext(cert, &ctx, NID_basic_constraints, "critical,CA:FALSE") ||
	    !add_ext(cert, &ctx, NID_key_usage, "digitalSignature") ||
	    !add_ext(cert, &ctx, NID_ext_key_usage, "codeSigning") ||
	    !add_ext(cert, &ctx, NID_subject_key_identifier, "hash") ||
	    !add_ext(cert, &ctx, NID_authority_key_identifier,
		     "keyid:always"))
		goto fail;
	if (!X509_sign(cert, key, EVP_sha256()))
		goto fail;
	return cert;
fail:
	X509_free(cert);
	return NULL;
}

/* Open DIR/NAME.tmp exclusively with MODE (we hold the lock, so a stale
 * one from a crashed run is simply replaced). */
static FILE *open_tmp(const char *dir, const char *name, mode_t mode,
		      char *path, size_t plen)
{
	char tmpname[64], err[8];
	int fd;

	snprintf(tmpname, sizeof(tmpname), "%s.tmp", name);
	if (dtap_join(path, plen, dir, tmpname, err, sizeof(err)) < 0)
		return NULL;
	unlink(path);
	fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
	if (fd < 0)
		return NULL;
	return fdopen(fd, "w");
}

static int write_pair(const char *dir, EVP_PKEY *key, X509 *cert,
		      char *err, size_t errlen)
{
	char kt[4096], ct[4096], kp[4096], cp[4096];
	FILE *kf = open_tmp(dir, DTAP_KEY_FILE, 0600, kt, sizeof(kt));
	FILE *cf = open_tmp(dir, DTAP_CERT_FILE, 0644, ct, sizeof(ct));
	int ok = kf && cf &&
		 !dtap_join(kp, sizeof(kp), dir, DTAP_KEY_FILE, err, errlen) &&
		 !dtap_join(cp, sizeof(cp), dir, DTAP_CERT_FILE, err, errlen);

	ok = ok && PEM_write_PrivateKey(kf, key, NULL, NULL, 0, NULL, NULL);
	ok = ok && i2d_X509_fp(cf, cert);
	if (kf && fclose(kf) != 0)
		ok = 0;
	if (cf && fclose(cf) != 0)
		ok = 0;
	/* Certificate last: its presence marks a complete pair. */
	if (ok && (rename(kt, kp) < 0 || rename(ct, cp) < 0))
		ok = 0;
	if (!ok) {
		snprintf(err, errlen, "cannot write the key pair in %s: %s",
			 dir, errno ? strerror(errno) : "OpenSSL error");
		unlink(kt);
		unlink(ct);
		return -1;
	}
	return 0;
}

static int create_pair(const char *dir, char *err, size_t errlen)
{
	EVP_PKEY *key = EVP_RSA_gen(KEY_BITS);
	X509 *cert = key ? make_cert(key) : NULL;
	int rc = -1;

	if (!key)
		dtap_ssl_err(err, errlen, "cannot generate an RSA key");
	else if (!cert)
		dtap_ssl_err(err, errlen, "cannot make the signing certificate");
	else
		rc = write_pair(dir, key, cert, err, errlen);
	X509_free(cert);
	EVP_PKEY_free(key);
	return rc;
}

int dtap_keys_ensure(const char *keydir, char *err, size_t errlen)
{
	char dir[4096], lock[4096];
	int fd, rc;

	if (dtap_keys_dir(keydir, dir, sizeof(dir), err, errlen) < 0)
		return DTAP_SIG_ERROR;
	if (exists(dir, DTAP_KEY_FILE) && exists(dir, DTAP_CERT_FILE))
		return 0;
	if (make_dir(dir, err, errlen) < 0)
		return DTAP_SIG_ERROR;
	/* Two dtap runs creating the first key at once must agree on it. */
	if (dtap_join(lock, sizeof(lock), dir, ".lock", err, errlen) < 0)
		return DTAP_SIG_ERROR;
	fd = open(lock, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
	if (fd < 0 || flock(fd, LOCK_EX) < 0) {
		snprintf(err, errlen, "cannot lock %s: %s", lock,
			 strerror(errno));
		if (fd >= 0)
			close(fd);
		return DTAP_SIG_ERROR;
	}
	rc = 0;
	if (!exists(dir, DTAP_KEY_FILE) || !exists(dir, DTAP_CERT_FILE))
		rc = create_pair(dir, err, errlen);
	close(fd);
	return rc < 0 ? DTAP_SIG_ERROR : 0;
}
