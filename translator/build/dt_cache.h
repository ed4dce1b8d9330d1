/*
 * dt_cache.h - the compile cache: a re-run of the same program for the
 * same kernel skips passes 3-4's kbuild and signing (dt_cache.c).
 */
#ifndef DT_CACHE_H
#define DT_CACHE_H

#include <stdbool.h>
#include <stddef.h>

#define DT_CACHE_KEY_LEN 64	/* hex digits of a sha256 */

/* What a cached module depends on.  Every field is part of the key. */
struct dt_cache_inputs {
	const char *csrc;	/* the generated C (names the module too) */
	size_t csrc_len;
	const char *runtime_dir; /* every file under it */
	const char *features;	/* the kernel feature header */
	const char *kernel_dir;	/* its kernel.release, .config, Module.symvers */
	const char *cert;	/* the signer's certificate */
	const char *builder;	/* "fast" or "kbuild" (dt_build.c) */
};

/* KEY (DT_CACHE_KEY_LEN + 1 bytes) = sha256 over the inputs.  Returns 0,
 * or -1 (diagnosed) when one of them cannot be read. */
int dt_cache_key(const struct dt_cache_inputs *in, char *key);

/* The cached module of KEY: ~/.cache/dtap/modules/KEY.ko (or
 * $XDG_CACHE_HOME/dtap/modules/KEY.ko). */
const char *dt_cache_path(const char *key);

/* On a hit, copy the cached module to DEST and return true.  The module
 * must be signed by the certificate CERT (the user's key) and name MODNAME
 * and RELEASE (its .modinfo), and the cache be the user's alone: a planted,
 * damaged or foreign file is a miss, never a wrong module. */
bool dt_cache_fetch(const char *key, const char *modname, const char *release,
		    const char *cert, const char *dest, bool verbose);

/* Store the signed module KO under KEY: copied to a temporary file in the
 * cache directory, then renamed, so readers never see half a module. */
int dt_cache_store(const char *key, const char *ko, bool verbose);

/* The hex sha256 of TEXT (LEN bytes): OUT holds DT_CACHE_KEY_LEN + 1. */
void dt_sha256_hex(const void *text, size_t len, char *out);

/* HEX (DT_CACHE_KEY_LEN + 1 bytes) = a sha256 over every regular file
 * under DIR (names and contents), or of one file's bytes.  0, or -1
 * (diagnosed). */
int dt_cache_digest_tree(const char *dir, char *hex);
int dt_cache_digest_file(const char *path, char *hex);

#endif /* DT_CACHE_H */
