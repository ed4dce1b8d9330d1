/*
 * dtap_sign.h - module signing, verification and .modinfo reading.
 *
 * dtap signs its modules in the kernel's own appended-signature format,
 * so a kernel with module.sig_enforce (or Secure Boot lockdown) accepts
 * them once the user's certificate is enrolled, and so dtaprun can check
 * them against /etc/dtap/trusted-keys before the kernel ever sees them:
 *
 *   [ module ELF ][ PKCS#7 DER ][ struct module_signature ][ magic ]
 *
 *   PKCS#7: SignedData, sha256, detached content (the ELF bytes), no
 *           certificates, no signed attributes, signer = issuer + serial.
 *   struct module_signature: algo 0, hash 0, id_type 2 (PKCS#7),
 *           signer_len 0, key_id_len 0, 3 pad bytes, big-endian sig_len.
 *   magic:  "~Module signature appended~\n"
 *
 * Every function returns 0 on success or a negative DTAP_SIG_* code and
 * writes a one-line reason (no "dtap:" prefix, no newline) into err.
 */
#ifndef DTAP_SIGN_H
#define DTAP_SIGN_H

#include <stdbool.h>
#include <stddef.h>

#define DTAP_MODSIG_MAGIC	"~Module signature appended~\n"
#define DTAP_MODSIG_MAGIC_LEN	(sizeof(DTAP_MODSIG_MAGIC) - 1)
#define DTAP_MODSIG_INFO_LEN	12	/* sizeof(struct module_signature) */
#define DTAP_PKEY_ID_PKCS7	2

#define DTAP_KEY_FILE		"signing_key.pem"	/* private key, PEM */
#define DTAP_CERT_FILE		"signing_key.x509"	/* certificate, DER */
#define DTAP_TRUSTED_KEYS_DIR	"/etc/dtap/trusted-keys"

enum dtap_sig_status {
	DTAP_SIG_OK = 0,
	DTAP_SIG_ERROR = -1,	 /* I/O, memory, OpenSSL failure */
	DTAP_SIG_UNSIGNED = -2,	 /* no signature appended */
	DTAP_SIG_MALFORMED = -3, /* trailer or PKCS#7 unparsable/corrupt */
	DTAP_SIG_UNTRUSTED = -4, /* signer not in the trusted keys */
	DTAP_SIG_TAMPERED = -5,	 /* digest of the content does not match */
};

/* ---- keys.c ---- */

/* Resolve the key directory: KEYDIR itself, or ~/.dtap/keys when NULL.
 * Returns 0, or -1 (with err) when $HOME and the passwd entry fail. */
int dtap_keys_dir(const char *keydir, char *out, size_t outlen,
		  char *err, size_t errlen);

/* Make sure KEYDIR (NULL: ~/.dtap/keys, created 0700) holds a signing key
 * pair: on first use an RSA-2048 key (signing_key.pem, 0600) and its
 * self-signed code-signing certificate (signing_key.x509, DER), made the
 * way the kernel's certs/x509.genkey makes one.  Safe against concurrent
 * first use (the pair is created under a lock and renamed into place). */
int dtap_keys_ensure(const char *keydir, char *err, size_t errlen);

/* ---- sign.c ---- */

/* Append (or replace) the kernel-format signature of the module file KO,
 * signed with the pair in KEYDIR (NULL: ~/.dtap/keys, created if needed).
 * The file is rewritten atomically (temporary file + rename). */
int dtap_sign_module(const char *ko, const char *keydir,
		     char *err, size_t errlen);

/* ---- modsig.c: the appended-signature trailer ---- */

/* Where the pieces of a signed module lie in a buffer. */
struct dtap_modsig {
	size_t content_len;		/* bytes covered by the signature */
	const unsigned char *sig;	/* the PKCS#7 DER */
	size_t sig_len;
};

/* Split BUF into content and signature.  DTAP_SIG_UNSIGNED when there is
 * no magic, DTAP_SIG_MALFORMED when the trailer is inconsistent (checks
 * the same fields the kernel's mod_check_sig() checks). */
int dtap_modsig_parse(const unsigned char *buf, size_t len,
		      struct dtap_modsig *ms, char *err, size_t errlen);

/* Length of BUF without any appended signature (len if unsigned). */
size_t dtap_modsig_content_len(const unsigned char *buf, size_t len);


/* ---- sigutil.c ---- */

/* Read a whole regular file into malloc'd memory.  0 or -1 (with err). */
int dtap_read_file(const char *path, unsigned char **buf, size_t *len,
		   char *err, size_t errlen);

/* The same from an open descriptor (read with pread; NAME for messages). */
int dtap_read_fd(int fd, const char *name, unsigned char **buf,
		 size_t *len, char *err, size_t errlen);

/* OUT = DIR/FILE; -1 (with err) instead of truncating. */
int dtap_join(char *out, size_t outlen, const char *dir, const char *file,
	      char *err, size_t errlen);

/* err = "WHAT: <first queued OpenSSL error>"; clears the queue. */
void dtap_ssl_err(char *err, size_t errlen, const char *what);

/* ---- verify.c ---- */

/* Verify the module file KO against the certificates (*.x509, *.der,
 * *.crt: DER; *.pem: PEM) in TRUSTED_DIR (NULL: /etc/dtap/trusted-keys),
 * or the one certificate file TRUSTED_DIR names.
 * Returns DTAP_SIG_OK or the DTAP_SIG_* code saying what is wrong. */
int dtap_verify_module(const char *ko, const char *trusted_dir,
		       char *err, size_t errlen);

/* The same for a module already in memory (dtaprun verifies exactly the
 * bytes it then hands to the kernel). */
int dtap_verify_buffer(const unsigned char *buf, size_t len,
		       const char *trusted_dir, char *err, size_t errlen);

/* A second store of certificates beside the trusted-keys directory
 * (dtaprun's NSS database): those it trusts for signing modules, and
 * those it holds without that trust, named in the refusal. */
struct stack_st_X509;
struct dtap_extra_trust {
	const char *name;		/* for messages: its path */
	bool present;			/* the store exists */
	struct stack_st_X509 *trusted;
	struct stack_st_X509 *untrusted;
};

/* dtap_verify_buffer() with EXTRA's trusted certificates trusted too
 * (EXTRA NULL: the directory's alone). */
int dtap_verify_buffer_trust(const unsigned char *buf, size_t len,
			     const char *trusted_dir,
			     const struct dtap_extra_trust *extra,
			     char *err, size_t errlen);

/* ---- modinfo.c ---- */

/* The common name of the issuer of BUF's signer (for dtap's self-signed
 * keys, also the subject: what the kernel names the key after); 0, or -1
 * when unsigned or unparsable. */
int dtap_module_signer(const unsigned char *buf, size_t len, char *cn,
		       size_t cnlen);

struct dtap_modinfo {
	char name[64];		/* name= (what delete_module() wants) */
	char vermagic[256];	/* vermagic= */
	char release[128];	/* first word of vermagic: the uname -r */
	bool has_meta;		/* one .dtap_meta section, one string
				 * starting "dtap-meta " (any other
				 * .dtap_meta is an error) */
	bool guru;		/* compiled with -g: a DTAP_GURU_SECTION, or
				 * "guru 1" in the metadata */
	bool destructive;	/* "destructive 1": compiled with -w */
	bool kdestructive;	/* "kdestructive 1": calls chill() or panic() */
	char kprobe_prov[32];	/* a provider of its probes that needs
				 * kprobes ("" if none: dtrace, profile) */
};

/* Read name and vermagic from the .modinfo section of the module file KO. */
int dtap_module_info(const char *ko, struct dtap_modinfo *mi,
		     char *err, size_t errlen);

/* The same for a module in memory (signature appended or not). */
int dtap_module_info_buffer(const unsigned char *buf, size_t len,
			    struct dtap_modinfo *mi, char *err, size_t errlen);

#endif /* DTAP_SIGN_H */
