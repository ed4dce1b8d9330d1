/*
 * dt_kmod.c - the target kernel's modules as fbt sees them: which file a
 * module is (/lib/modules/REL/modules.dep), its functions and which of
 * them fbt may probe, its build-id, and its DWARF.
 *
 * A module is read through libdwfl, which opens compressed modules (6.12's
 * .ko.xz) and lays the relocatable object's sections out at addresses, so
 * that symbols and the __mcount_loc table (relocated by libdwfl too) speak
 * of the same addresses.  A function may be probed when it is in a .text
 * section and has an ftrace call site, as for vmlinux (dt_kernel.c);
 * compiler-made parts and names several static functions share are
 * refused.
 *
 * DWARF: the debug file of the -dbg package at /usr/lib/debug/lib/modules/
 * REL/ + the module's path, else fetched by build-id through debuginfod
 * (dt_debuginfod.c).  libdwfl applies the debug file's relocations (a .ko
 * is ET_REL: its .debug_info points into .debug_str through them).
 *
 * Which modules a glob (fbt::vfs_*:entry) covers: those loaded, which only
 * the running kernel can tell (/proc/modules); for another target a module
 * is probed by naming it (fbt:configfs::entry).
 */
#include <elfutils/libdwfl.h>
#include <fcntl.h>
#include <gelf.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "types/dt_types.h"

struct dt_kmod {
	const char *name;	/* "configfs" (the kernel's spelling: '_') */
	const char *path;	/* the installed .ko, maybe compressed */
	const char *relpath;	/* kernel/fs/configfs/configfs.ko: where its debug file is */
	const char *debug;	/* the debug file used; NULL: none */
	const char *build_id;	/* hex; NULL: none */
	Dwfl *dwfl;
	Dwfl_Module *mod;
	struct dt_kfunc *funcs;	/* by name */
	size_t nfuncs;
	Dwarf *dw;
	bool dw_tried, loaded;
	struct dt_kmod *next;
};

static struct dt_kmod *mods;	/* modules.dep of the target */
static bool deps_read;

/* The kernel's module name from a file name: no directory, no .ko
 * suffix, '-' spelled '_'. */
static char *mod_name(const char *file)
{
	const char *b = strrchr(file, '/');
	char *n = dt_strdup(b ? b + 1 : file), *dot = strstr(n, ".ko");

	if (dot)
		*dot = '\0';
	for (char *p = n; *p; p++)
		if (*p == '-')
			*p = '_';
	return n;
}

static void read_deps(void)
{
	const struct dt_kernel *k = dt_kernel_get();
	char line[4096];
	FILE *f;

	deps_read = true;
	if (!k || !(f = fopen(dt_sprintf("/lib/modules/%s/modules.dep", k->release), "r")))
		return;
	while (fgets(line, sizeof(line), f)) {
		char *colon = strchr(line, ':');
		struct dt_kmod *m;

		if (!colon)
			continue;
		*colon = '\0';
		m = dt_zalloc(sizeof(*m));
		m->name = mod_name(line);
		m->path = dt_sprintf("/lib/modules/%s/%s", k->release, line);
		m->relpath = dt_strdup(line);
		m->next = mods;
		mods = m;
	}
	fclose(f);
}

/* The modules loaded now, when the target is the running kernel. */
static void read_loaded(void)
{
	const struct dt_kernel *k = dt_kernel_get();
	struct utsname u;
	char line[512], name[256];
	FILE *f;

	if (!k || uname(&u) != 0 || strcmp(u.release, k->release) != 0 ||
	    !(f = fopen("/proc/modules", "r")))
		return;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "%255s", name) == 1)
			for (struct dt_kmod *m = mods; m; m = m->next)
				if (!strcmp(m->name, name))
					m->loaded = true;
	fclose(f);
}

/* ---- reading a module ---- */

static int find_debuginfo(Dwfl_Module *mod, void **userdata, const char *modname,
			  Dwarf_Addr base, const char *file, const char *debuglink,
			  GElf_Word crc, char **debugname)
{
	struct dt_kmod *m = *userdata;
	const struct dt_kernel *k = dt_kernel_get();
	const char *path = dt_sprintf("%s/lib/modules/%s/%s", dt_debug_dir(), k->release,
				      m->relpath);
	char *dot;
	int fd;

	(void)mod, (void)modname, (void)base, (void)file, (void)debuglink, (void)crc;
	if (k->no_debuginfo)
		return -1;
	/* the -dbg package's files are not compressed: .ko.xz -> .ko */
	if ((dot = strstr(path, ".ko")))
		dot[3] = '\0';
	if (access(path, R_OK) != 0)
		path = m->build_id ? dt_debuginfod_fetch(m->build_id,
							       dt_sprintf("module %s", m->name)) : NULL;
	if (!path || (fd = open(path, O_RDONLY)) < 0)
		return -1;
	m->debug = path;
	*debugname = strdup(path);
	return fd;
}

static const Dwfl_Callbacks callbacks = {
	.find_elf = dwfl_build_id_find_elf,
	.find_debuginfo = find_debuginfo,
	.section_address = dwfl_offline_section_address,
};

static int cmp_func(const void *a, const void *b)
{
	const struct dt_kfunc *x = a, *y = b;
	int c = strcmp(x->name, y->name);

	return c ? c : (x->addr > y->addr) - (x->addr < y->addr);
}

/* bsearch by name: the first of equal names is as good as any */
static int cmp_func_name(const void *key, const void *e)
{
	return strcmp(((const struct dt_kfunc *)key)->name, ((const struct dt_kfunc *)e)->name);
}

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

/* The ftrace call sites, sorted (addresses of libdwfl's layout). */
static uint64_t *mcount_sites(Elf *elf, size_t *n)
{
	Elf_Scn *scn = dt_elf_section(elf, "__mcount_loc");
	Elf_Data *d = scn ? elf_getdata(scn, NULL) : NULL;
	uint64_t *sites;

	*n = 0;
	if (!d)
		return NULL;
	*n = d->d_size / 8;
	sites = dt_zalloc(*n * 8 + 8);
	memcpy(sites, d->d_buf, *n * 8);
	qsort(sites, *n, 8, cmp_u64);
	return sites;
}

static const char *section_name(Elf *elf, GElf_Word shndx)
{
	Elf_Scn *scn = elf_getscn(elf, shndx);
	size_t shstrndx;
	GElf_Shdr sh;
	const char *name = NULL;

	if (scn && elf_getshdrstrndx(elf, &shstrndx) == 0 && gelf_getshdr(scn, &sh))
		name = elf_strptr(elf, shstrndx, sh.sh_name);
	return name ? name : "?";
}

/* Why function NAME at ADDR in section SEC cannot be probed; NULL if it can. */
static const char *refusal(const char *name, const char *sec, uint64_t addr,
			   const uint64_t *sites, size_t nsites)
{
	if ((strchr(name, '.') && !dt_func_is_clone(name)) || !strncmp(name, "__pfx_", 6) ||
	    !strncmp(name, "__cfi_", 6))
		return "it is a compiler-made part of a function";
	if (strncmp(sec, ".text", 5) != 0)
		return dt_sprintf("it is in %s, not in the module's text (init and exit "
				  "code run only when the module comes and goes)", sec);
	if (!dt_addr_has_site(sites, nsites, addr))
		return "it is not traceable (notrace, or no ftrace call site)";
	return NULL;
}

static void read_funcs(struct dt_kmod *m, Elf *elf)
{
	size_t nsites, cap = 0;
	uint64_t *sites = mcount_sites(elf, &nsites);
	int nsyms = dwfl_module_getsymtab(m->mod);

	for (int i = 0; i < nsyms; i++) {
		GElf_Sym sym;
		GElf_Addr addr;
		GElf_Word shndx;
		Elf *selfp;
		Dwarf_Addr bias;
		const char *name = dwfl_module_getsym_info(m->mod, i, &sym, &addr, &shndx,
							   &selfp, &bias);

		if (!name || GELF_ST_TYPE(sym.st_info) != STT_FUNC || selfp != elf)
			continue;
		m->funcs = dt_grow(m->funcs, &cap, m->nfuncs + 1, sizeof(*m->funcs));
		m->funcs[m->nfuncs].name = dt_strdup(name);
		m->funcs[m->nfuncs].addr = addr;
		m->funcs[m->nfuncs].refused = refusal(name, section_name(elf, shndx), addr,
						      sites, nsites);
		m->nfuncs++;
	}
	free(sites);
	if (m->nfuncs)
		qsort(m->funcs, m->nfuncs, sizeof(*m->funcs), cmp_func);
	/* kprobes find module functions by "module:name" */
	for (size_t i = 0; i + 1 < m->nfuncs; i++)
		if (!strcmp(m->funcs[i].name, m->funcs[i + 1].name))
			m->funcs[i].refused = m->funcs[i + 1].refused =
				"several functions have this name";
}

static bool open_module(struct dt_kmod *m)
{
	const unsigned char *id;
	GElf_Addr vaddr, bias;
	void **ud;
	Elf *elf;
	int n;

	if (m->dwfl)
		return m->mod != NULL;
	m->dwfl = dwfl_begin(&callbacks);
	if (!m->dwfl)
		return false;
	m->mod = dwfl_report_offline(m->dwfl, m->name, m->path, -1);
	dwfl_report_end(m->dwfl, NULL, NULL);
	if (!m->mod) {
		fprintf(stderr, "dtap: cannot read module %s (%s): %s\n", m->name, m->path,
			dwfl_errmsg(-1));
		return false;
	}
	dwfl_module_info(m->mod, &ud, NULL, NULL, NULL, NULL, NULL, NULL);
	*ud = m;	/* find_debuginfo's */
	n = dwfl_module_build_id(m->mod, &id, &vaddr);
	if (n > 0) {
		char *hex = dt_zalloc((size_t)n * 2 + 1);

		for (int i = 0; i < n; i++)
			sprintf(hex + 2 * i, "%02x", id[i]);
		m->build_id = hex;
	}
	elf = dwfl_module_getelf(m->mod, &bias);
	if (elf)
		read_funcs(m, elf);
	return true;
}

/* ---- what fbt asks ---- */

struct dt_kmod *dt_kmod_find(const char *name)
{
	if (!deps_read) {
		read_deps();
		read_loaded();
	}
	for (struct dt_kmod *m = mods; m; m = m->next)
		if (!strcmp(m->name, name))
			return open_module(m) ? m : NULL;
	return NULL;
}

/* The loaded modules whose name matches PATTERN, one per call: start
 * with PREV = NULL. */
struct dt_kmod *dt_kmod_next_loaded(struct dt_kmod *prev, const char *pattern)
{
	if (!deps_read) {
		read_deps();
		read_loaded();
	}
	for (struct dt_kmod *m = prev ? prev->next : mods; m; m = m->next)
		if (m->loaded && dt_pdesc_field_match(pattern, m->name) && open_module(m))
			return m;
	return NULL;
}

const char *dt_kmod_name(const struct dt_kmod *m)
{
	return m->name;
}

const struct dt_kfunc *dt_kmod_funcs(const struct dt_kmod *m, size_t *n)
{
	*n = m->nfuncs;
	return m->funcs;
}

const struct dt_kfunc *dt_kmod_func(const struct dt_kmod *m, const char *name)
{
	struct dt_kfunc key = { .name = name };

	return m->nfuncs ? bsearch(&key, m->funcs, m->nfuncs, sizeof(key), cmp_func_name)
			 : NULL;
}

/* The prototype of function NAME from the module's DWARF; NULL without
 * (*WHY: the error to give). */
struct dt_type *dt_kmod_func_type(struct dt_kmod *m, const char *name, const char **why)
{
	const struct dt_kernel *k = dt_kernel_get();
	Dwarf_Addr bias;

	if (!m->dw_tried) {
		m->dw_tried = true;
		m->dw = dwfl_module_getdwarf(m->mod, &bias);
		if (m->dw && k->verbose)
			fprintf(stderr, "dtap: types of module %s from DWARF: %s\n", m->name,
				m->debug ? m->debug : m->path);
	}
	if (!m->dw) {
		*why = dt_sprintf("module %s of kernel %s has no DWARF here (build-id %s): "
				  "install %s%s", m->name, k->release,
				  m->build_id ? m->build_id : "unknown", k->dbg_package,
				  dt_debuginfod_hint());
		return NULL;
	}
	*why = NULL;
	return dt_dwarf_func_in(m->dw, m->name, name);
}

/* Forget the modules (dt_kernel_reset): another target may follow. */
void dt_kmod_reset(void)
{
	mods = NULL;
	deps_read = false;
}
