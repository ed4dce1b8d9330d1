/*
 * verify.c - check a module's appended signature against trusted keys.
 *
 * dtaprun runs this before it lets a non-root user load a module, so the
 * answer must say precisely what is wrong: no signature, a signature that
 * is not well-formed (or whose bytes were corrupted), a signer that is not
 * trusted here, or module bytes changed after signing.  To tell the last
 * two apart the RSA signature is opened with the signer's public key
 * (verify-recover) and the digest inside is compared with the module's:
 * a signature that does not open is corrupt, one that opens to a
 * different digest signs other content.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <sys/stat.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/pkcs7.h>
#include <openssl/rsa.h>
#include <openssl/x509.h>

#include "dtap_sign.h"

static int has_suffix(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);

	return n > m && strcmp(s + n - m, suffix) == 0;
}

/* Add every certificate of the file PATH (one DER, or PEM blocks). */
static void load_cert_file(const char *path, STACK_OF(X509) *certs)
{
	FILE *f = fopen(path, "re");
	X509 *x;

	if (!f)
		return;
	x = d2i_X509_fp(f, NULL);
	if (x) {
		sk_X509_push(certs, x);
	} else {
		rewind(f);
		while ((x = PEM_read_X509(f, NULL, NULL, NULL)))
			sk_X509_push(certs, x);
	}
	ERR_clear_error();
	fclose(f);
}

static STACK_OF(X509) *load_trusted(const char *dir, char *err, size_t errlen)
{
	static const char *const suffixes[] = {
		".x509", ".der", ".crt", ".cer", ".pem",
	};
	STACK_OF(X509) *certs = sk_X509_new_null();
	char path[4096];
	struct dirent *de;
	struct stat st;
	DIR *d;
	size_t i;

	if (certs && stat(dir, &st) == 0 && S_ISREG(st.st_mode)) {
		load_cert_file(dir, certs);	/* one certificate file */
		return certs;
	}
	d = opendir(dir);

	if (!d || !certs) {
		snprintf(err, errlen, "module cannot be trusted: cannot read "
			 "the trusted keys directory %s", dir);
		if (d)
			closedir(d);
		sk_X509_free(certs);
		return NULL;
	}
	while ((de = readdir(d))) {
		for (i = 0; i < sizeof(suffixes) / sizeof(suffixes[0]); i++)
			if (has_suffix(de->d_name, suffixes[i]))
				break;
		if (i == sizeof(suffixes) / sizeof(suffixes[0]) ||
		    dtap_join(path, sizeof(path), dir, de->d_name, err,
			      errlen) < 0)
			continue;
		load_cert_file(path, certs);
	}
	closedir(d);
	return certs;
}

/* The trusted certificate named by the signer's issuer + serial. */
static X509 *find_signer(STACK_OF(X509) *certs, PKCS7_SIGNER_INFO *si)
{
	PKCS7_ISSUER_AND_SERIAL *ias = si->issuer_and_serial;
	int i;

	for (i = 0; i < sk_X509_num(certs); i++) {
		X509 *x = sk_X509_value(certs, i);

		if (!X509_NAME_cmp(X509_get_issuer_name(x), ias->issuer) &&
		    !ASN1_INTEGER_cmp(X509_get0_serialNumber(x), ias->serial))
			return x;
	}
	return NULL;
}

static void describe_signer(PKCS7_SIGNER_INFO *si, char *out, size_t len)
{
	char name[256];
	BIGNUM *bn = ASN1_INTEGER_to_BN(si->issuer_and_serial->serial, NULL);
	char *hex = bn ? BN_bn2hex(bn) : NULL;

	X509_NAME_oneline(si->issuer_and_serial->issuer, name, sizeof(name));
	snprintf(out, len, "issuer %s, serial %s", name, hex ? hex : "?");
	OPENSSL_free(hex);
	BN_free(bn);
}

/* Recover the signed digest from an RSA signature (PKCS#1 v1.5,
 * DigestInfo stripped by OpenSSL because the md is set). */
static int rsa_recover(EVP_PKEY *pub, const EVP_MD *md,
		       const unsigned char *sig, size_t siglen,
		       unsigned char *out, size_t *outlen)
{
	EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new(pub, NULL);
	int ok = ctx && EVP_PKEY_verify_recover_init(ctx) > 0 &&
		 EVP_PKEY_CTX_set_rsa_padding(ctx, RSA_PKCS1_PADDING) > 0 &&
		 EVP_PKEY_CTX_set_signature_md(ctx, md) > 0 &&
		 EVP_PKEY_verify_recover(ctx, out, outlen, sig, siglen) > 0;

	EVP_PKEY_CTX_free(ctx);
	ERR_clear_error();
	return ok;
}

/* Check one signer's signature over CONTENT with the key of CERT. */
static int check_signature(PKCS7_SIGNER_INFO *si, X509 *cert,
			   const unsigned char *content, size_t len,
			   char *err, size_t errlen)
{
	const EVP_MD *md = EVP_get_digestbyobj(si->digest_alg->algorithm);
	unsigned char want[EVP_MAX_MD_SIZE], got[512];
	unsigned int wantlen;
	size_t gotlen = sizeof(got);
	EVP_PKEY *pub = X509_get0_pubkey(cert);
	const unsigned char *sig = si->enc_digest->data;
	size_t siglen = (size_t)si->enc_digest->length;

	if (!md || !pub) {
		snprintf(err, errlen, "malformed module signature: unknown "
			 "digest algorithm or unusable signer key");
		return DTAP_SIG_MALFORMED;
	}
	if (sk_X509_ATTRIBUTE_num(si->auth_attr) > 0) {
		snprintf(err, errlen, "malformed module signature: signed "
			 "attributes are not used in module signatures");
		return DTAP_SIG_MALFORMED;
	}
	if (!EVP_Digest(content, len, want, &wantlen, md, NULL)) {
		dtap_ssl_err(err, errlen, "cannot hash the module");
		return DTAP_SIG_ERROR;
	}
	if (EVP_PKEY_get_base_id(pub) != EVP_PKEY_RSA) {
		/* No recovery possible: a failure is reported as tampering. */
		EVP_MD_CTX *c = EVP_MD_CTX_new();
		int ok = c && EVP_DigestVerifyInit(c, NULL, md, NULL, pub) > 0
			 && EVP_DigestVerify(c, sig, siglen, content, len) > 0;
		EVP_MD_CTX_free(c);
		ERR_clear_error();
		if (ok)
			return DTAP_SIG_OK;
		snprintf(err, errlen, "module content does not match its "
			 "signature (tampered after signing?)");
		return DTAP_SIG_TAMPERED;
	}
	if (!rsa_recover(pub, md, sig, siglen, got, &gotlen)) {
		snprintf(err, errlen, "malformed module signature: the "
			 "signature bytes are corrupt (they do not open with "
			 "the signer's key)");
		return DTAP_SIG_MALFORMED;
	}
	if (gotlen != wantlen || memcmp(got, want, wantlen) != 0) {
		snprintf(err, errlen, "module content was modified after it "
			 "was signed (sha256 digest mismatch)");
		return DTAP_SIG_TAMPERED;
	}
	return DTAP_SIG_OK;
}

/* The first signer-info of a detached SignedData, or NULL (malformed). */
static PKCS7_SIGNER_INFO *the_signer(PKCS7 *p7, char *err, size_t errlen)
{
	STACK_OF(PKCS7_SIGNER_INFO) *sis;

	if (!PKCS7_type_is_signed(p7)) {
		snprintf(err, errlen, "malformed module signature: PKCS#7 "
			 "is not SignedData");
		return NULL;
	}
	if (!PKCS7_get_detached(p7)) {
		snprintf(err, errlen, "malformed module signature: PKCS#7 "
			 "carries its content instead of signing the module");
		return NULL;
	}
	sis = PKCS7_get_signer_info(p7);
	if (sk_PKCS7_SIGNER_INFO_num(sis) < 1) {
		snprintf(err, errlen, "malformed module signature: no signer");
		return NULL;
	}
	return sk_PKCS7_SIGNER_INFO_value(sis, 0);
}

/* Why no store trusts the signer: the extra store may hold its
 * certificate without the trust (say which, and how to trust it). */
static void say_untrusted(PKCS7_SIGNER_INFO *si, const char *trusted_dir,
			  const struct dtap_extra_trust *extra, char *err,
			  size_t errlen)
{
	char who[400];
	X509 *held = NULL;
	const char *nick;

	describe_signer(si, who, sizeof(who));
	if (extra && extra->untrusted)
		held = find_signer(extra->untrusted, si);
	if (held) {
		nick = (const char *)X509_alias_get0(held, NULL);
		nick = nick ? nick : "NICKNAME";
		snprintf(err, errlen, "module is signed by an untrusted key "
			 "(%s): no matching certificate in %s, and %s holds "
			 "its certificate \"%s\" without the object-signing "
			 "trust flag P (certutil -d sql:%s -M -n '%s' -t ,,P "
			 "trusts it)", who, trusted_dir, extra->name, nick,
			 extra->name, nick);
	} else if (extra && extra->present) {
		snprintf(err, errlen, "module is signed by an untrusted key "
			 "(%s): no matching certificate in %s, nor in %s",
			 who, trusted_dir, extra->name);
	} else {
		snprintf(err, errlen, "module is signed by an untrusted key "
			 "(%s): no matching certificate in %s", who,
			 trusted_dir);
	}
}

static int verify_p7(PKCS7 *p7, const unsigned char *content, size_t len,
		     const char *trusted_dir,
		     const struct dtap_extra_trust *extra, char *err,
		     size_t errlen)
{
	PKCS7_SIGNER_INFO *si = the_signer(p7, err, errlen);
	STACK_OF(X509) *certs;
	X509 *cert;
	int rc;

	if (!si)
		return DTAP_SIG_MALFORMED;
	certs = load_trusted(trusted_dir, err, errlen);
	if (!certs)
		return DTAP_SIG_UNTRUSTED;
	cert = find_signer(certs, si);
	if (!cert && extra && extra->trusted)
		cert = find_signer(extra->trusted, si);
	if (cert) {
		rc = check_signature(si, cert, content, len, err, errlen);
	} else {
		say_untrusted(si, trusted_dir, extra, err, errlen);
		rc = DTAP_SIG_UNTRUSTED;
	}
	sk_X509_pop_free(certs, X509_free);
	return rc;
}

/* The PKCS#7 of BUF's appended signature; NULL with RC and err set. */
static PKCS7 *module_p7(const unsigned char *buf, size_t len,
			struct dtap_modsig *ms, int *rc, char *err,
			size_t errlen)
{
	const unsigned char *p;
	PKCS7 *p7;

	*rc = dtap_modsig_parse(buf, len, ms, err, errlen);
	if (*rc != DTAP_SIG_OK)
		return NULL;
	p = ms->sig;
	p7 = d2i_PKCS7(NULL, &p, (long)ms->sig_len);
	if (!p7 || p != ms->sig + ms->sig_len) {
		ERR_clear_error();
		snprintf(err, errlen, "malformed module signature: the "
			 "PKCS#7 data does not parse");
		PKCS7_free(p7);
		*rc = DTAP_SIG_MALFORMED;
		return NULL;
	}
	return p7;
}

int dtap_verify_buffer_trust(const unsigned char *buf, size_t len,
			     const char *trusted_dir,
			     const struct dtap_extra_trust *extra,
			     char *err, size_t errlen)
{
	struct dtap_modsig ms;
	PKCS7 *p7;
	int rc;

	if (!trusted_dir)
		trusted_dir = DTAP_TRUSTED_KEYS_DIR;
	p7 = module_p7(buf, len, &ms, &rc, err, errlen);
	if (!p7)
		return rc;
	rc = verify_p7(p7, buf, ms.content_len, trusted_dir, extra, err,
		       errlen);
	PKCS7_free(p7);
	return rc;
}

int dtap_verify_buffer(const unsigned char *buf, size_t len,
		       const char *trusted_dir, char *err, size_t errlen)
{
	return dtap_verify_buffer_trust(buf, len, trusted_dir, NULL, err,
					errlen);
}

int dtap_module_signer(const unsigned char *buf, size_t len, char *cn,
		       size_t cnlen)
{
	char err[256];
	struct dtap_modsig ms;
	PKCS7_SIGNER_INFO *si;
	PKCS7 *p7;
	int rc, n = -1;

	p7 = module_p7(buf, len, &ms, &rc, err, sizeof(err));
	if (!p7)
		return -1;
	si = the_signer(p7, err, sizeof(err));
	if (si && cnlen <= INT_MAX)
		n = X509_NAME_get_text_by_NID(si->issuer_and_serial->issuer,
					      NID_commonName, cn, (int)cnlen);
	PKCS7_free(p7);
	return n > 0 ? 0 : -1;
}

int dtap_verify_module(const char *ko, const char *trusted_dir,
		       char *err, size_t errlen)
{
	unsigned char *buf;
	size_t len;
	int rc;

	if (dtap_read_file(ko, &buf, &len, err, errlen) < 0)
		return DTAP_SIG_ERROR;
	rc = dtap_verify_buffer(buf, len, trusted_dir, err, errlen);
	free(buf);
	return rc;
}
