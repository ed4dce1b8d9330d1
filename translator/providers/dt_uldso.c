/*
 * dt_uldso.c - where the dynamic loader (glibc's ld.so, ld.so(8)) finds a
 * library a -c program's objects name (DT_NEEDED), so that the pid and
 * usdt providers probe the very files the program will map, without
 * running it:
 *
 *   1. a name with a slash is that path;
 *   2. the loading object's DT_RPATH, when it has no DT_RUNPATH, then the
 *      executable's DT_RPATH (when it has no DT_RUNPATH either);
 *   3. $LD_LIBRARY_PATH (dtap's, which the -c command inherits);
 *   4. the loading object's DT_RUNPATH;
 *   5. /etc/ld.so.cache (ldconfig's, $DTAP_LD_SO_CACHE instead);
 *   6. the system directories, Debian's multiarch ones first.
 * $ORIGIN (${ORIGIN}) in a path is the loading object's directory.  A
 * candidate is taken when the file is there (EXISTS: the caller maps the
 * target's paths to host files, dtap --vm-file).
 */
#define _GNU_SOURCE	/* memmem */
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "providers/dt_provider.h"

/* DIR of a path list with $ORIGIN as the directory of object PATH. */
static const char *origin_dir(const char *dir, const char *path)
{
	const char *slash = strrchr(path, '/');
	const char *origin = slash ? dt_strndup(path, (size_t)(slash - path)) : ".";

	if (!strncmp(dir, "$ORIGIN", 7))
		return dt_sprintf("%s%s", origin, dir + 7);
	if (!strncmp(dir, "${ORIGIN}", 9))
		return dt_sprintf("%s%s", origin, dir + 9);
	return dir;
}

/* LIB in a directory of colon-separated LIST (an empty entry: the
 * current directory, as ld.so takes it), for object PATH; NULL if none. */
static const char *in_list(const char *list, const char *lib, const char *path,
			   bool (*exists)(const char *))
{
	const char *p = list;

	while (p && *p) {
		size_t n = strcspn(p, ":;");
		const char *dir = n ? origin_dir(dt_strndup(p, n), path) : ".";
		const char *cand = dt_sprintf("%s/%s", dir, lib);

		if (exists(cand))
			return cand;
		p += n;
		if (*p)
			p++;
	}
	return NULL;
}

/*
 * ld.so.cache, glibc's new format (2.32 on writes only it; an old-format
 * part before it, "ld.so-1.7.0", is skipped): a header, NLIBS entries of
 * { flags, key, value, osversion, hwcap }, then the strings, key and
 * value offsets from the start of that header.  Read once, mapped.
 */
struct cache_entry {
	int32_t flags;
	uint32_t key, value, osversion;
	uint64_t hwcap;
};

#define CACHE_MAGIC "glibc-ld.so.cache1.1"
#define CACHE_HDR 48		/* magic (20), nlibs, len_strings, flags, pad, ext, 3 unused */
#define FLAG_TYPE_MASK 0x00ff
#define FLAG_ELF_LIBC6 0x0003
#define FLAG_REQUIRED_MASK 0xff00
#define FLAG_X8664_LIB64 0x0300

static const char *cache, *cache_new;	/* the file; its new-format part */
static size_t cache_len, new_len;
static bool cache_tried;

static const char *cache_path(void)
{
	const char *p = getenv("DTAP_LD_SO_CACHE");

	return p && *p ? p : "/etc/ld.so.cache";
}

static void cache_map(void)
{
	struct stat st;
	void *m;
	int fd;

	cache_tried = true;
	fd = open(cache_path(), O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return;
	if (fstat(fd, &st) == 0 && st.st_size > CACHE_HDR &&
	    (m = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0)) != MAP_FAILED) {
		cache = m;
		cache_len = (size_t)st.st_size;
		cache_new = memmem(cache, cache_len, CACHE_MAGIC, strlen(CACHE_MAGIC));
		new_len = cache_new ? cache_len - (size_t)(cache_new - cache) : 0;
	}
	close(fd);
}

/* The string at OFF of the new-format part, NULL if it runs past the end. */
static const char *cache_str(uint32_t off)
{
	if (off >= new_len || !memchr(cache_new + off, '\0', new_len - off))
		return NULL;
	return cache_new + off;
}

/* The path ld.so.cache gives library LIB (x86-64, libc6), NULL if none. */
static const char *in_cache(const char *lib, bool (*exists)(const char *))
{
	uint32_t nlibs;

	if (!cache_tried)
		cache_map();
	if (!cache_new || new_len < CACHE_HDR)
		return NULL;
	memcpy(&nlibs, cache_new + 20, 4);
	for (uint32_t i = 0; i < nlibs; i++) {
		size_t at = CACHE_HDR + (size_t)i * sizeof(struct cache_entry);
		struct cache_entry e;
		const char *k, *v;

		if (at + sizeof(e) > new_len)
			return NULL;
		memcpy(&e, cache_new + at, sizeof(e));
		if ((e.flags & FLAG_TYPE_MASK) != FLAG_ELF_LIBC6 ||
		    (e.flags & FLAG_REQUIRED_MASK) != FLAG_X8664_LIB64)
			continue;
		k = cache_str(e.key);
		v = cache_str(e.value);
		if (k && v && !strcmp(k, lib) && exists(v))
			return v;
	}
	return NULL;
}

const char *dt_uldso_find(const char *lib, const struct dt_uldso_obj *by,
			  const struct dt_uldso_obj *exe, bool (*exists)(const char *))
{
	static const char *const sysdirs =
		"/lib/x86_64-linux-gnu:/usr/lib/x86_64-linux-gnu:/lib:/usr/lib";
	const char *p;

	if (strchr(lib, '/'))
		return exists(lib) ? lib : NULL;
	if (!by->runpath && by->rpath && (p = in_list(by->rpath, lib, by->path, exists)))
		return p;
	if (exe && exe != by && !exe->runpath && !by->runpath && exe->rpath &&
	    (p = in_list(exe->rpath, lib, exe->path, exists)))
		return p;
	if ((p = in_list(getenv("LD_LIBRARY_PATH"), lib, by->path, exists)))
		return p;
	if (by->runpath && (p = in_list(by->runpath, lib, by->path, exists)))
		return p;
	if ((p = in_cache(lib, exists)))
		return p;
	return in_list(sysdirs, lib, by->path, exists);
}

void dt_uldso_reset(void)
{
	if (cache)
		munmap((void *)cache, cache_len);
	cache = cache_new = NULL;
	cache_len = new_len = 0;
	cache_tried = false;
}
