/*
 * dt_debuginfod.c - DWARF fetched by build-id from debuginfod servers,
 * for kernels and modules whose -dbg package is not installed.
 *
 * Through elfutils' libdebuginfod, as gdb and SystemTap do: the servers
 * are $DEBUGINFOD_URLS, downloads are cached by libdebuginfod itself
 * ($DEBUGINFOD_CACHE_PATH, default ~/.cache/debuginfod_client), so a
 * second run finds the file there without the network.  The library is
 * opened with dlopen, as libdw does: it is always there with libdw on
 * Debian (libdw1 depends on libdebuginfod1), needs no -dev package to
 * build, and dtap still runs where it is missing.  Nothing is asked
 * when DEBUGINFOD_URLS is unset or empty.
 *
 * A download can take minutes (a vmlinux's DWARF is ~600 MB), so the user
 * is told what is fetched and from where, and sees the progress.
 */
#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "types/dt_types.h"

/* libdebuginfod's API (debuginfod_find_debuginfo(3)) */
typedef struct debuginfod_client debuginfod_client;
typedef int (*progress_fn)(debuginfod_client *, long a, long b);

static struct {
	debuginfod_client *(*begin)(void);
	int (*find_debuginfo)(debuginfod_client *, const unsigned char *, int, char **);
	void (*set_progressfn)(debuginfod_client *, progress_fn);
	void (*end)(debuginfod_client *);
} lib;

static const char *urls(void)
{
	const char *u = getenv("DEBUGINFOD_URLS");

	return u && *u ? u : NULL;
}

static bool load_lib(void)
{
	static bool tried, ok;
	void *h;

	if (tried)
		return ok;
	tried = true;
	h = dlopen("libdebuginfod.so.1", RTLD_NOW | RTLD_LOCAL);
	if (!h) {
		fprintf(stderr, "dtap: DEBUGINFOD_URLS is set but libdebuginfod is missing "
			"(Debian package: libdebuginfod1): %s\n", dlerror());
		return false;
	}
	*(void **)&lib.begin = dlsym(h, "debuginfod_begin");
	*(void **)&lib.find_debuginfo = dlsym(h, "debuginfod_find_debuginfo");
	*(void **)&lib.set_progressfn = dlsym(h, "debuginfod_set_progressfn");
	*(void **)&lib.end = dlsym(h, "debuginfod_end");
	ok = lib.begin && lib.find_debuginfo && lib.end;
	return ok;
}

/* Called while a download runs (never for a file libdebuginfod has
 * cached): say what comes, then, on a terminal, how much has come. */
static const char *fetching, *fetching_id;
static bool told;

static int progress(debuginfod_client *c, long done, long total)
{
	(void)c;
	/* before data flows, DONE counts attempts: a server may not have it */
	if (total <= 0 && done < 65536)
		return 0;
	if (!told) {
		told = true;
		fprintf(stderr, "dtap: downloading the DWARF of %s (build-id %s) from %s\n",
			fetching, fetching_id, urls());
	}
	if (!isatty(2))
		return 0;
	if (total > 0)
		fprintf(stderr, "\rdtap: %ld of %ld MB", done >> 20, total >> 20);
	else
		fprintf(stderr, "\rdtap: %ld MB", done >> 20);
	return 0;
}

static int hexval(char c)
{
	return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

const char *dt_debuginfod_fetch(const char *build_id, const char *what)
{
	unsigned char id[64];
	size_t n = strlen(build_id) / 2;
	debuginfod_client *c;
	char *path = NULL;
	int fd;

	if (!urls() || n == 0 || n > sizeof(id) || !load_lib())
		return NULL;
	for (size_t i = 0; i < n; i++) {
		int hi = hexval(build_id[2 * i]), lo = hexval(build_id[2 * i + 1]);

		if (hi < 0 || lo < 0)
			return NULL;
		id[i] = (unsigned char)(hi << 4 | lo);
	}
	c = lib.begin();
	if (!c)
		return NULL;
	fetching = what;
	fetching_id = build_id;
	told = false;
	if (lib.set_progressfn)
		lib.set_progressfn(c, progress);
	fd = lib.find_debuginfo(c, id, (int)n, &path);
	lib.end(c);
	if (told && isatty(2))
		fputc('\n', stderr);
	if (fd < 0) {
		if (dt_kernel_get() && dt_kernel_get()->verbose)
			fprintf(stderr, "dtap: debuginfod: no DWARF for %s (build-id %s): %s\n",
				what, build_id, strerror(-fd));
		return NULL;
	}
	close(fd);
	if (told || (dt_kernel_get() && dt_kernel_get()->verbose))
		fprintf(stderr, "dtap: DWARF of %s from debuginfod: %s\n", what, path);
	return path;	/* malloc'd by libdebuginfod: lives as long as dtap */
}

/* The end of a "no DWARF" message: what else could provide it. */
const char *dt_debuginfod_hint(void)
{
	return urls() ? " (the debuginfod servers in DEBUGINFOD_URLS do not have it)"
		      : ", or set DEBUGINFOD_URLS to a debuginfod server that has it";
}
