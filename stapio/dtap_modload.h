/*
 * dtap_modload.h - loading and unloading a module, with the kernel's
 * errno turned into a sentence a user can act on (stapio/modload.c).
 */
#ifndef DTAP_MODLOAD_H
#define DTAP_MODLOAD_H

#include <stddef.h>

/* finit_module(FD, "", 0).  0, or -1 with err explaining errno. */
int dtap_mod_load(int fd, const char *name, char *err, size_t errlen);

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

#endif /* DTAP_MODLOAD_H */
