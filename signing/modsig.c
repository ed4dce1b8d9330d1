/*
 * modsig.c - the appended-signature trailer of a kernel module.
 *
 * The layout (include/linux/module_signature.h) is read from the end of
 * the file: the magic string, before it the 12-byte information block,
 * before that sig_len bytes of PKCS#7.  The checks are the ones the
 * kernel's mod_check_sig() makes, so a module we call well-formed is one
 * the kernel will at least try to verify.
 */
#include <stdio.h>
#include <string.h>

#include "dtap_sign.h"

static int has_magic(const unsigned char *buf, size_t len)
{
	return len >= DTAP_MODSIG_MAGIC_LEN &&
	       memcmp(buf + len - DTAP_MODSIG_MAGIC_LEN, DTAP_MODSIG_MAGIC,
		      DTAP_MODSIG_MAGIC_LEN) == 0;
}

int dtap_modsig_parse(const unsigned char *buf, size_t len,
		      struct dtap_modsig *ms, char *err, size_t errlen)
{
	const unsigned char *info;
	size_t avail, sig_len;

	if (!has_magic(buf, len)) {
		snprintf(err, errlen, "module is not signed");
		return DTAP_SIG_UNSIGNED;
	}
	avail = len - DTAP_MODSIG_MAGIC_LEN;
	if (avail < DTAP_MODSIG_INFO_LEN) {
		snprintf(err, errlen, "malformed module signature: "
			 "truncated signature information block");
		return DTAP_SIG_MALFORMED;
	}
	info = buf + avail - DTAP_MODSIG_INFO_LEN;
	avail -= DTAP_MODSIG_INFO_LEN;
	/* info: algo hash id_type signer_len key_id_len pad[3] be32 */
	if (info[2] != DTAP_PKEY_ID_PKCS7) {
		snprintf(err, errlen, "malformed module signature: "
			 "id_type %u is not PKCS#7", info[2]);
		return DTAP_SIG_MALFORMED;
	}
	if (info[0] || info[1] || info[3] || info[4] || info[5] ||
	    info[6] || info[7]) {
		snprintf(err, errlen, "malformed module signature: "
			 "non-zero fields in a PKCS#7 information block");
		return DTAP_SIG_MALFORMED;
	}
	sig_len = (size_t)info[8] << 24 | (size_t)info[9] << 16 |
		  (size_t)info[10] << 8 | info[11];
	if (sig_len == 0 || sig_len >= avail) {
		snprintf(err, errlen, "malformed module signature: "
			 "signature length %zu does not fit the file", sig_len);
		return DTAP_SIG_MALFORMED;
	}
	ms->content_len = avail - sig_len;
	ms->sig = buf + ms->content_len;
	ms->sig_len = sig_len;
	return DTAP_SIG_OK;
}

size_t dtap_modsig_content_len(const unsigned char *buf, size_t len)
{
	struct dtap_modsig ms;
	char err[8];

	if (dtap_modsig_parse(buf, len, &ms, err, sizeof(err)) == DTAP_SIG_OK)
		return ms.content_len;
	return len;
}
