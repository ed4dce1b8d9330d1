/*
 * dtap_nsstrust.h - dtaprun's NSS trust store (nsstrust.c): the
 * certificates an NSS database trusts for signing modules.  Linked into
 * dtaprun alone (the Makefile keeps it out of libdtap.a).
 */
#ifndef DTAP_NSSTRUST_H
#define DTAP_NSSTRUST_H

#include <stddef.h>
#include "../signing/dtap_sign.h"

#define DTAP_NSSDB_DIR	"/etc/dtap/nssdb"

/* Fill T from the NSS database in DBDIR (sql format, cert9.db): the
 * certificates whose object-signing trust has P in t->trusted, the
 * others in t->untrusted.  No cert9.db: 0 with both empty and
 * t->present false.  -1 (with err) when the database does not open. */
int dtap_nss_trust(const char *dbdir, struct dtap_extra_trust *t,
		   char *err, size_t errlen);

void dtap_nss_trust_free(struct dtap_extra_trust *t);

#endif /* DTAP_NSSTRUST_H */
