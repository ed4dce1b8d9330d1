/*
 * dt_udwarf.c - the DWARF of a user-space object (an executable or a
 * shared library a pid probe names), for the types of its functions'
 * arguments (args[] of pid probes; dt_dwarf.c converts them, marked
 * user: the traced process's memory).
 *
 * Where it is looked for, as gdb and SystemTap look (the debug directory
 * is /usr/lib/debug, or $DTAP_DEBUGDIR: dt_debug_dir()):
 *   1. the object's own .debug_info (built with -g, not stripped);
 *   2. DEBUGDIR/.build-id/NN/REST.debug, by the object's build-id (where
 *      Debian's -dbg and -dbgsym packages put theirs);
 *   3. the file its .gnu_debuglink names, in the object's directory, in
 *      its .debug/ subdirectory, then under DEBUGDIR plus that directory
 *      (a found file whose build-id differs is not the object's); the
 *      directory of its path, not of the map_files link a -p process's
 *      object is read through: under /proc/PID/root, the process's own
 *      (DEBUGDIR plus the directory in that root);
 *   4. debuginfod by build-id ($DEBUGINFOD_URLS: dt_debuginfod.c).
 * Each object is looked up once; what was not found says where dtap
 * looked, for the diagnostic of args[N]-> on an untyped argument.
 */
#include <elfutils/libdw.h>
#include <elfutils/libdwelf.h>
#include <fcntl.h>
#include <gelf.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "types/dt_types.h"

struct uobj_dwarf {
	const char *host;	/* the object's file on this host */
	const char *path;	/* the same by its name (its debuglink's directory) */
	Dwarf *dw;		/* NULL: none found */
	const char *why;	/* none found: where dtap looked */
	struct uobj_dwarf *next;
};

static struct uobj_dwarf *seen;

static const char *hex(const unsigned char *id, ssize_t n)
{
	char *h = dt_zalloc((size_t)n * 2 + 1);

	for (ssize_t i = 0; i < n; i++)
		sprintf(h + 2 * i, "%02x", id[i]);
	return h;
}

/* ELF's build-id in hex; NULL if it has none. */
static const char *build_id_of(Elf *elf)
{
	const void *id;
	ssize_t n = dwelf_elf_gnu_build_id(elf, &id);

	return n > 0 ? hex(id, n) : NULL;
}

/* The DWARF in file PATH, if it has some and (with ID) its build-id is
 * ID; its descriptor stays open as long as dtap runs. */
static Dwarf *open_dwarf_file(const char *path, const char *id)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	const char *fid;
	Elf *elf;
	Dwarf *dw;

	if (fd < 0)
		return NULL;
	elf = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	if (!elf || !dt_elf_section(elf, ".debug_info") ||
	    (id && (fid = build_id_of(elf)) && strcmp(fid, id) != 0)) {
		if (elf)
			elf_end(elf);
		close(fd);
		return NULL;
	}
	dw = dwarf_begin_elf(elf, DWARF_C_READ, NULL);
	if (!dw) {
		elf_end(elf);
		close(fd);
	}
	return dw;
}

/* "/proc/PID/root": the length of that prefix of PATH, else 0. */
static size_t proc_root_len(const char *path)
{
	size_t n = strspn(path + (strncmp(path, "/proc/", 6) ? 0 : 6), "0123456789");

	if (strncmp(path, "/proc/", 6) != 0 || !n || strncmp(path + 6 + n, "/root/", 6) != 0)
		return 0;
	return 6 + n + 5;
}

/* The places .gnu_debuglink's NAME may be, for the object at PATH. */
static const char *debuglink_dirs(const char *path, const char *name, const char *id,
				  Dwarf **dw)
{
	const char *slash = strrchr(path, '/');
	const char *dir = slash ? dt_strndup(path, (size_t)(slash - path)) : ".";
	/* the debug directory of the host, plus the directory as the process
	 * names it (without its /proc/PID/root) */
	const char *tdir = dir + (strlen(dir) > proc_root_len(path) ? proc_root_len(path) : 0);
	const char *paths[] = {
		dt_sprintf("%s/%s", dir, name),
		dt_sprintf("%s/.debug/%s", dir, name),
		dt_sprintf("%s%s%s/%s", dt_debug_dir(), *tdir == '/' ? "" : "/", tdir, name),
	};
	const char *looked = "";

	for (size_t i = 0; i < sizeof(paths) / sizeof(paths[0]) && !*dw; i++) {
		*dw = open_dwarf_file(paths[i], id);
		looked = dt_sprintf("%s, %s", looked, paths[i]);
	}
	return looked;
}

/* The .gnu_debuglink file name of ELF; NULL if none. */
static const char *debuglink_of(Elf *elf)
{
	GElf_Word crc;

	return dwelf_elf_gnu_debuglink(elf, &crc);
}

static void find(struct uobj_dwarf *u)
{
	int fd = open(u->host, O_RDONLY | O_CLOEXEC);
	const char *id = NULL, *link, *looked;
	Elf *elf;

	elf_version(EV_CURRENT);
	if (fd < 0 || !(elf = elf_begin(fd, ELF_C_READ_MMAP, NULL))) {
		u->why = dt_sprintf("cannot read %s", u->host);
		if (fd >= 0)
			close(fd);
		return;
	}
	if (dt_elf_section(elf, ".debug_info") && (u->dw = dwarf_begin_elf(elf, DWARF_C_READ,
									   NULL)))
		return;	/* fd and elf stay open with it */
	looked = dt_sprintf("%s itself", u->host);
	id = build_id_of(elf);
	if (id) {
		const char *p = dt_sprintf("%s/.build-id/%.2s/%s.debug", dt_debug_dir(), id,
					   id + 2);

		u->dw = open_dwarf_file(p, NULL);
		looked = dt_sprintf("%s, %s", looked, p);
	}
	link = debuglink_of(elf);
	if (!u->dw && link)
		looked = dt_sprintf("%s%s", looked, debuglink_dirs(u->path, link, id, &u->dw));
	if (!u->dw && id) {
		const char *p = dt_debuginfod_fetch(id, u->host), *urls = getenv("DEBUGINFOD_URLS");

		u->dw = p ? open_dwarf_file(p, id) : NULL;
		looked = dt_sprintf("%s, debuginfod %s", looked, urls && *urls
				    ? dt_sprintf("(build-id %s)", id) : "(DEBUGINFOD_URLS unset)");
	}
	if (!u->dw)
		u->why = dt_sprintf("no DWARF for %s: looked in %s", u->host, looked);
	elf_end(elf);
	close(fd);
}

static struct uobj_dwarf *lookup(const char *host, const char *path)
{
	struct uobj_dwarf *u;

	for (u = seen; u; u = u->next)
		if (!strcmp(u->host, host))
			return u;
	u = dt_zalloc(sizeof(*u));
	u->host = dt_strdup(host);
	u->path = dt_strdup(path);
	find(u);
	u->next = seen;
	seen = u;
	return u;
}

struct dt_type *dt_udwarf_func(const char *host, const char *path, const char *origin,
			       uint64_t addr, const char *name, const char **why)
{
	struct uobj_dwarf *u = lookup(host, path);
	struct dt_type *fn;

	*why = u->why;
	if (!u->dw)
		return NULL;
	fn = dt_dwarf_ufunc(u->dw, origin, addr, name);
	if (!fn)
		*why = dt_sprintf("the DWARF of %s has no function %s at 0x%llx", u->host, name,
				  (unsigned long long)addr);
	return fn;
}

/* Forget what was found (the memos of its types go with dt_dwarf_reset). */
void dt_udwarf_reset(void)
{
	seen = NULL;
}
