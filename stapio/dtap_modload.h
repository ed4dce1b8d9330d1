/*
 * dtap_modload.h - loading and unloading a module, with the kernel's
 * errno turned into a sentence a user can act on (stapio/modload.c).
 */
#ifndef DTAP_MODLOAD_H
#define DTAP_MODLOAD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

struct dtap_modinfo;

/* finit_module(FD, PARAMS, 0).  0, or -1 with err explaining errno. */
int dtap_mod_load(int fd, const char *params, const char *name, char *err,
		  size_t errlen);

/* delete_module(NAME, O_NONBLOCK), retried for up to TIMEOUT_MS while
 * the module is still in use.  A module that is already gone counts as
 * unloaded.  0, or -1 with err. */
int dtap_mod_unload(const char *name, int timeout_ms, char *err,
		    size_t errlen);

/* A sealed memfd holding BUF: the kernel then loads exactly the bytes
 * that were verified, whatever happens to the file meanwhile.  -1 with
 * err on failure. */
int dtap_mod_memfd(const unsigned char *buf, size_t len, char *err,
		   size_t errlen);

/* The kernel's module policy (modpolicy.c). */
enum dtap_lockdown {
	DTAP_LOCKDOWN_NONE,
	DTAP_LOCKDOWN_INTEGRITY,
	DTAP_LOCKDOWN_CONFIDENTIALITY,
};
enum dtap_lockdown dtap_lockdown(void);
/* module.sig_enforce (or CONFIG_MODULE_SIG_FORCE) in force. */
bool dtap_sig_enforced(void);
/* Before loading module KO (info MI, bytes BUF): say on OUT what the
 * kernel's policy will refuse and what would unblock it; nothing when it
 * refuses nothing. */
void dtap_mod_policy_notes(FILE *out, const char *ko,
			   const struct dtap_modinfo *mi,
			   const unsigned char *buf, size_t len);

#endif /* DTAP_MODLOAD_H */
