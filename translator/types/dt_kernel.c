/*
 * dt_kernel.c - the target kernel as pass 2 sees it: its release, where
 * its files are (System.map, the vmlinux with DWARF), its symbols, and
 * which of its functions fbt may probe.
 *
 * The target is not the host: dtap builds for --kernel=REL or the --vm
 * guest, so everything comes from files of that release, never from
 * /proc/kallsyms.  System.map gives every symbol with its address (what
 * `name globals and fbt need); it is read once per run on first use.
 *
 * What fbt may probe (dtrace -l lists nothing else):
 *   - text symbols between _stext and _etext, not in the sections kprobes
 *     refuse (.kprobes.text, .entry.text, .noinstr.text, .irqentry.text,
 *     .softirqentry.text), and with no _kbl_addr_NAME entry (the kprobe
 *     blacklist, NOKPROBE_SYMBOL);
 *   - when the vmlinux is at hand: only functions with an ftrace call site
 *     (its __mcount_loc table), i.e. the kernel's available_filter_functions,
 *     which excludes notrace code;
 *   - not compiler parts ("foo.cold", which is jumped to, never called),
 *     not the __pfx_ padding symbols of 6.x, which are no functions of the
 *     source.  Compiler clones ("foo.isra.0", "foo.constprop.0",
 *     "foo.part.0") are functions that are called, with an ftrace site:
 *     probed under their full name, as dtrace-utils lists them (the only
 *     copy of finish_task_switch is finish_task_switch.isra.0).
 * A function inlined everywhere has no symbol and is therefore absent.
 *
 * Parsing System.map and sifting 40-90k functions costs ~40 ms of CPU, twice
 * pass 2's budget, so the result (every symbol, and every function with
 * why it is refused) is cached under ~/.cache/dtap/kernel/, keyed by the
 * files it came from (path, size, mtime), and later runs bsearch an mmap.
 */
#include <fcntl.h>
#include <gelf.h>
#include <sys/mman.h>
#include <libelf.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "types/dt_types.h"

static struct dt_kernel kernel;
static const char *srcdir;	/* dt_kernel_srcdir(), found on first use */
static bool syms_loaded;

struct ksym {
	uint64_t addr;
	char type;
	const char *name;
};

static struct ksym *syms;	/* System.map order: by address */
static size_t nsyms;
static int *sym_hash;		/* open addressing: index + 1 */
static uint32_t *sym_hval;	/* each slot's full hash: strcmp only on a match */
static size_t hash_size;

struct kc_header {
	char magic[8];		/* "DTAPKSY5": bump when what is refused changes */
	uint32_t nsyms, nfuncs, strbytes, pad;
};

struct kc_entry {		/* symbols and functions, by name */
	uint32_t name;		/* string offsets */
	uint32_t extra;		/* symbols: nm type; functions: refusal + 1, 0: none,
				 * | KC_NO_FTRACE */
	uint64_t addr;
};

#define KC_NO_FTRACE	(1u << 31)	/* dt_kfunc.no_ftrace */

static const struct kc_entry *kc_syms;
static uint32_t kc_nsyms;
static const char *kc_str;

static struct dt_kfunc *funcs;	/* probe-able functions, by name */
static size_t nfuncs;
static bool funcs_loaded;

static bool readable(const char *path)
{
	return path && access(path, R_OK) == 0;
}

static const char *first_readable(const char *const *paths, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (readable(paths[i]))
			return paths[i];
	return NULL;
}

/* Does ELF file PATH carry DWARF?  (Debian 6.12's build tree has a
 * vmlinux with BTF only.) */
static bool has_dwarf(const char *path)
{
	int fd = open(path, O_RDONLY);
	Elf *elf;
	bool found;

	if (fd < 0)
		return false;
	elf_version(EV_CURRENT);
	elf = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	found = dt_elf_section(elf, ".debug_info") != NULL;
	if (elf)
		elf_end(elf);
	close(fd);
	return found;
}

static const char *first_with_dwarf(const char *const *paths, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (readable(paths[i]) && has_dwarf(paths[i]))
			return paths[i];
	return NULL;
}

/* Where -dbg packages put their files; $DTAP_DEBUGDIR instead (tests
 * point it at an empty directory: a host without the -dbg packages). */
const char *dt_debug_dir(void)
{
	const char *d = getenv("DTAP_DEBUGDIR");

	return d && *d ? d : "/usr/lib/debug";
}

void dt_kernel_set(const char *release, const char *build_dir, const char *debuginfo,
		   const char *btf, bool verbose)
{
	/* Debian's /boot/System.map is a one-line placeholder pointing at
	 * the -dbg package: the real ones first, the placeholder rejected
	 * by load_syms() */
	const char *maps[] = {
		dt_sprintf("%s/boot/System.map-%s", dt_debug_dir(), release),
		dt_sprintf("/lib/modules/%s/build/System.map", release),
		dt_sprintf("/boot/System.map-%s", release),
	};
	const char *vmlinuxes[] = {
		dt_sprintf("%s/boot/vmlinux-%s", dt_debug_dir(), release),
		dt_sprintf("%s/lib/modules/%s/vmlinux", dt_debug_dir(), release),
		dt_sprintf("/lib/modules/%s/build/vmlinux", release),
		dt_sprintf("/boot/vmlinux-%s", release),
	};

	memset(&kernel, 0, sizeof(kernel));
	kernel.release = dt_strdup(release);
	kernel.build_dir = build_dir;
	srcdir = NULL;
	kernel.sysmap = first_readable(maps, 3);
	kernel.no_debuginfo = debuginfo && !strcmp(debuginfo, "none");
	if (kernel.no_debuginfo)
		kernel.vmlinux = NULL;
	else
		kernel.vmlinux = debuginfo ? debuginfo : first_with_dwarf(vmlinuxes, 4);
	kernel.btf = btf;
	kernel.verbose = verbose;
	kernel.dbg_package = dt_sprintf("linux-image-%s-dbg", release);
	syms_loaded = funcs_loaded = false;
	kc_syms = NULL;
	dt_dwarf_register(&kernel);
	if (kernel.types && !strcmp(kernel.types, "DWARF"))
		dt_type_hint = "";
	else if (kernel.types)
		dt_type_hint = dt_sprintf(" (BTF has no kernel globals: install %s for the "
					  "kernel's DWARF)", kernel.dbg_package);
	else
		dt_type_hint = dt_sprintf(" (the kernel's types come from its DWARF: install "
					  "%s, or give --debuginfo=VMLINUX or --btf=FILE)",
					  kernel.dbg_package);
}

const struct dt_kernel *dt_kernel_get(void)
{
	return kernel.release ? &kernel : NULL;
}

/* Debian's build tree holds the generated headers and a one-line
 * Makefile "include /usr/src/linux-headers-X-common/Makefile"; the
 * common tree has the rest of include/. */
const char *dt_kernel_srcdir(void)
{
	const size_t inc = strlen("include "), mk = strlen("/Makefile");
	char line[512];
	FILE *f;

	if (srcdir || !kernel.build_dir)
		return srcdir;
	srcdir = kernel.build_dir;
	f = fopen(dt_sprintf("%s/Makefile", kernel.build_dir), "r");
	if (!f)
		return srcdir;
	while (fgets(line, sizeof(line), f)) {
		size_t n;

		line[strcspn(line, "\n")] = '\0';
		n = strlen(line);
		if (!strncmp(line, "include /", inc + 1) && n > inc + mk &&
		    !strcmp(line + n - mk, "/Makefile")) {
			srcdir = dt_strndup(line + inc, n - inc - mk);
			break;
		}
	}
	fclose(f);
	return srcdir;
}

/* ---- System.map ---- */

static void hash_add(size_t i)
{
	uint32_t hv = (uint32_t)dt_strhash(syms[i].name);
	size_t h = hv & (hash_size - 1);

	while (sym_hash[h]) {
		if (sym_hval[h] == hv && !strcmp(syms[sym_hash[h] - 1].name, syms[i].name))
			return;	/* the first (lowest address) of a name wins */
		h = (h + 1) & (hash_size - 1);
	}
	sym_hash[h] = (int)i + 1;
	sym_hval[h] = hv;
}

static const struct ksym *sym_find(const char *name)
{
	uint32_t hv = (uint32_t)dt_strhash(name);
	size_t h;

	if (!hash_size)
		return NULL;

	for (h = hv & (hash_size - 1); sym_hash[h]; h = (h + 1) & (hash_size - 1))
		if (sym_hval[h] == hv && !strcmp(syms[sym_hash[h] - 1].name, name))
			return &syms[sym_hash[h] - 1];
	return NULL;
}

static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "r");
	char *buf;
	long n;

	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	buf = malloc((size_t)n + 1);
	if (!buf || fread(buf, 1, (size_t)n, f) != (size_t)n) {
		free(buf);
		fclose(f);
		return NULL;
	}
	fclose(f);
	buf[n] = '\0';
	*len = (size_t)n;
	return buf;
}

/* A hexadecimal address (strtoull's locale and base handling cost a
 * sixth of a first run's CPU over 150k lines). */
static uint64_t parse_hex(char *p, char **end)
{
	uint64_t v = 0;

	for (;; p++) {
		unsigned c = (unsigned char)*p;

		if (c - '0' < 10)
			v = v << 4 | (c - '0');
		else if ((c | 0x20) - 'a' < 6)
			v = v << 4 | ((c | 0x20) - 'a' + 10);
		else
			break;
	}
	*end = p;
	return v;
}

/* "ffffffff81000000 T _stext" lines, parsed in place. */
static void load_syms(void)
{
	size_t len, cap = 0;
	char *buf, *p, *nl;

	syms_loaded = true;
	if (!kernel.sysmap || !(buf = slurp(kernel.sysmap, &len)))
		return;
	for (p = buf; *p; p = nl + 1) {
		char *end;
		uint64_t addr = parse_hex(p, &end);

		nl = strchr(p, '\n');
		if (!nl)
			break;
		*nl = '\0';
		if (end[0] != ' ' || !end[1] || end[2] != ' ')
			continue;
		syms = dt_grow(syms, &cap, nsyms + 1, sizeof(*syms));
		syms[nsyms].addr = addr;
		syms[nsyms].type = end[1];
		syms[nsyms].name = end + 3;
		nsyms++;
	}
	if (nsyms < 1000) {	/* a placeholder, not a kernel's symbols */
		nsyms = 0;
		kernel.sysmap = NULL;
		return;
	}
	for (hash_size = 1; hash_size < nsyms * 2; hash_size <<= 1)
		;
	sym_hash = dt_zalloc(hash_size * sizeof(*sym_hash));
	sym_hval = dt_zalloc(hash_size * sizeof(*sym_hval));
	for (size_t i = 0; i < nsyms; i++)
		hash_add(i);
}

static int cmp_kc_name(const void *key, const void *e)
{
	return strcmp(key, kc_str + ((const struct kc_entry *)e)->name);
}

static void ensure_loaded(void);

bool dt_kernel_symbol(const char *name, uint64_t *addr, char *type)
{
	const struct ksym *s;

	ensure_loaded();
	if (kc_syms) {
		const struct kc_entry *e = bsearch(name, kc_syms, kc_nsyms, sizeof(*e),
						   cmp_kc_name);

		if (!e)
			return false;
		*addr = e->addr;
		if (type)
			*type = (char)e->extra;
		return true;
	}
	s = sym_find(name);
	if (!s)
		return false;
	*addr = s->addr;
	if (type)
		*type = s->type;
	return true;
}

/* ---- probe-able functions ---- */

static uint64_t sym_addr(const char *name)
{
	const struct ksym *s = sym_find(name);

	return s ? s->addr : 0;
}

#define KSYM_NAME_MAX 512	/* the kernel's is 512 since 6.1 */

struct range {
	uint64_t lo, hi;
};

static const char *const refused_sections[][2] = {
	{ "__kprobes_text_start", "__kprobes_text_end" },
	{ "__entry_text_start", "__entry_text_end" },
	{ "__noinstr_text_start", "__noinstr_text_end" },
	{ "__irqentry_text_start", "__irqentry_text_end" },
	{ "__softirqentry_text_start", "__softirqentry_text_end" },
};
#define NREFUSED (sizeof(refused_sections) / sizeof(refused_sections[0]))

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

/* The vmlinux's ftrace call sites (__mcount_loc), sorted; NULL without
 * a vmlinux or the table. */
static uint64_t *mcount_sites(size_t *n)
{
	uint64_t start = sym_addr("__start_mcount_loc"), stop = sym_addr("__stop_mcount_loc");
	uint64_t *sites = NULL;
	Elf_Scn *scn = NULL;
	Elf *elf;
	int fd;

	*n = 0;
	if (!kernel.vmlinux || !start || stop <= start)
		return NULL;
	elf_version(EV_CURRENT);
	fd = open(kernel.vmlinux, O_RDONLY);
	if (fd < 0)
		return NULL;
	elf = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	while (elf && (scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		Elf_Data *d;

		if (!gelf_getshdr(scn, &sh) || sh.sh_type != SHT_PROGBITS ||
		    start < sh.sh_addr || stop > sh.sh_addr + sh.sh_size)
			continue;
		d = elf_rawdata(scn, NULL);
		if (!d || d->d_size < stop - sh.sh_addr)
			break;
		*n = (stop - start) / 8;
		sites = malloc(*n * 8);
		if (sites) {
			memcpy(sites, (char *)d->d_buf + (start - sh.sh_addr), *n * 8);
			qsort(sites, *n, 8, cmp_u64);
		}
		break;
	}
	if (elf)
		elf_end(elf);
	close(fd);
	return sites;
}

static bool site_in(const uint64_t *sites, size_t n, uint64_t lo_addr, uint64_t hi_addr);

/* Is there an ftrace site in [addr, addr + 16) (after an endbr64)? */
bool dt_addr_has_site(const uint64_t *sites, size_t n, uint64_t addr)
{
	return site_in(sites, n, addr, addr + 16);
}

/* Is there an ftrace site in [LO, HI)? */
static bool site_in(const uint64_t *sites, size_t n, uint64_t lo_addr, uint64_t hi_addr)
{
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (sites[mid] < lo_addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < n && sites[lo] < hi_addr;
}

/* The address of the first symbol after ADDR (syms are by address). */
static uint64_t next_sym_addr(uint64_t addr)
{
	size_t lo = 0, hi = nsyms;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (syms[mid].addr <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < nsyms ? syms[lo].addr : UINT64_MAX;
}

/*
 * A function of less than 16 bytes and no ftrace site of its own (a
 * notrace copy of an inline: kmalloc_array on 6.1, 14 bytes) sees the
 * next function's site in [addr, addr + 16): kprobes probe it by int3,
 * but ftrace, which fbt uses for thousands of functions
 * (runtime/probe_fbt_wide.c), has no site for it and refuses the set.
 */
static bool site_elsewhere(const uint64_t *sites, size_t n, uint64_t addr)
{
	uint64_t end = next_sym_addr(addr);

	return sites && !site_in(sites, n, addr, end < addr + 16 ? end : addr + 16);
}

static int cmp_func(const void *a, const void *b)
{
	return strcmp(((const struct dt_kfunc *)a)->name, ((const struct dt_kfunc *)b)->name);
}

/* Is NAME a compiler clone of a function ("foo.isra.0", "foo.constprop.0",
 * "foo.part.0", chains of them)?  Clones are entered by calls; every
 * other dotted name ("foo.cold") is a part of a function. */
bool dt_func_is_clone(const char *name)
{
	static const char *const kinds[] = { ".isra.", ".constprop.", ".part." };
	const char *p = strchr(name, '.');

	if (!p || p == name)
		return false;
	while (*p) {
		size_t i, n = 0;

		for (i = 0; i < 3; i++) {
			n = strlen(kinds[i]);
			if (!strncmp(p, kinds[i], n))
				break;
		}
		if (i == 3 || !(p[n] >= '0' && p[n] <= '9'))
			return false;
		for (p += n; *p >= '0' && *p <= '9'; p++)
			;
	}
	return true;
}

/* "it is in SECTION, which kprobes refuse" if ADDR is; NULL if not. */
static const char *refused_at(uint64_t addr, const struct range *refused)
{
	for (size_t r = 0; r < NREFUSED; r++)
		if (addr >= refused[r].lo && addr < refused[r].hi)
			return dt_sprintf("it is in %s, which kprobes refuse",
					  refused_sections[r][0]);
	return NULL;
}

/* Why NAME (a text symbol at ADDR) cannot be probed; NULL if it can. */
static const char *refusal(const char *name, uint64_t addr, const struct range *refused,
			   const uint64_t *sites, size_t nsites)
{
	size_t n = strlen(name);

	if ((strchr(name, '.') && !dt_func_is_clone(name)) || !strncmp(name, "__pfx_", 6) ||
	    !strncmp(name, "__cfi_", 6))
		return "it is a compiler-made part of a function";
	if ((n > 11 && !strcmp(name + n - 11, "_text_start")) ||
	    (n > 9 && !strcmp(name + n - 9, "_text_end")))
		return "it marks a section boundary, it is no function";
	const char *why = refused_at(addr, refused);
	char kbl[KSYM_NAME_MAX + 16];	/* 44k functions: no allocation each */

	if (why)
		return why;
	if (snprintf(kbl, sizeof(kbl), "_kbl_addr_%s", name) < (int)sizeof(kbl) && sym_find(kbl))
		return "it is on the kprobe blacklist (NOKPROBE_SYMBOL)";
	/* kprobes refuse a clone whose function is refused (the kernel's
	 * within_kprobe_blacklist() looks up the name before the '.'):
	 * ct_user_enter.part.0 of the blacklisted ct_user_enter */
	if (dt_func_is_clone(name) &&
	    snprintf(kbl, sizeof(kbl), "%.*s", (int)strcspn(name, "."), name) < (int)sizeof(kbl)) {
		const struct ksym *base = sym_find(kbl);

		if (base && (why = refused_at(base->addr, refused)))
			return dt_sprintf("its function %s %s", kbl, why + 3);
		memmove(kbl + 10, kbl, strlen(kbl) + 1);
		memcpy(kbl, "_kbl_addr_", 10);
		if (sym_find(kbl))
			return dt_sprintf("its function %s is on the kprobe blacklist "
					  "(NOKPROBE_SYMBOL)", kbl + 10);
	}
	if (sites && !dt_addr_has_site(sites, nsites, addr))
		return "it is not traceable (notrace, or no ftrace call site)";
	return NULL;
}

/*
 * Sorting 90-150k symbols by name with strcmp through pointers is most of
 * a first run's CPU (each compare misses the cache twice): sort entries
 * that carry the name's first 8 bytes as a big-endian integer, so most
 * compares are one integer compare; strcmp only past equal prefixes.
 */
struct sortkey {
	uint64_t prefix;
	const struct ksym *sym;
};

static uint64_t name_prefix(const char *s)
{
	uint64_t k = 0;
	int i;

	for (i = 0; i < 8 && s[i]; i++)
		k |= (uint64_t)(unsigned char)s[i] << (56 - 8 * i);
	return k;
}

static int cmp_sortkey(const void *a, const void *b)
{
	const struct sortkey *x = a, *y = b;
	int c;

	if (x->prefix != y->prefix)
		return x->prefix < y->prefix ? -1 : 1;
	/* equal prefixes: both names go on past 8 bytes, or both end there */
	c = (x->prefix & 0xff) ? strcmp(x->sym->name + 8, y->sym->name + 8) : 0;
	/* the lowest address of a name first, as sym_find() */
	return c ? c : (x->sym->addr > y->sym->addr) - (x->sym->addr < y->sym->addr);
}

static struct ksym *sort_by_name(void)
{
	struct sortkey *k = dt_zalloc(nsyms * sizeof(*k));
	struct ksym *out = dt_zalloc(nsyms * sizeof(*out));

	for (size_t i = 0; i < nsyms; i++) {
		k[i].prefix = name_prefix(syms[i].name);
		k[i].sym = &syms[i];
	}
	qsort(k, nsyms, sizeof(*k), cmp_sortkey);
	for (size_t i = 0; i < nsyms; i++)
		out[i] = *k[i].sym;
	free(k);
	return out;
}

static struct ksym *byname;	/* syms by name: one sort serves funcs and the cache */

static void load_funcs(void)
{
	struct range refused[NREFUSED];
	uint64_t stext, etext, *sites;
	size_t nsites, cap = 0;

	funcs_loaded = true;
	if (!syms_loaded)
		load_syms();
	if (!nsyms)
		return;
	stext = sym_addr("_stext");
	etext = sym_addr("_etext");
	for (size_t r = 0; r < NREFUSED; r++) {
		refused[r].lo = sym_addr(refused_sections[r][0]);
		refused[r].hi = sym_addr(refused_sections[r][1]);
	}
	sites = mcount_sites(&nsites);
	byname = sort_by_name();
	for (size_t i = 0; i < nsyms; i++) {
		const struct ksym *s = &byname[i];

		if ((s->type != 't' && s->type != 'T') || s->addr < stext || s->addr >= etext)
			continue;
		funcs = dt_grow(funcs, &cap, nfuncs + 1, sizeof(*funcs));
		funcs[nfuncs].name = s->name;
		funcs[nfuncs].addr = s->addr;
		funcs[nfuncs].refused = refusal(s->name, s->addr, refused, sites, nsites);
		funcs[nfuncs].no_ftrace = !funcs[nfuncs].refused &&
					  site_elsewhere(sites, nsites, s->addr);
		nfuncs++;
	}
	free(sites);
	/* the runtime finds a function by name (the guest's addresses are
	 * randomized): a name several static functions share is ambiguous */
	for (size_t i = 0; i + 1 < nfuncs; i++)
		if (!strcmp(funcs[i].name, funcs[i + 1].name))
			funcs[i].refused = funcs[i + 1].refused =
				"several functions have this name";
}

/* ---- the cache of the two tables above ---- */

static const char *cache_path(void)
{
	struct stat a, b = { 0 };

	if (!kernel.sysmap || stat(kernel.sysmap, &a) < 0)
		return NULL;
	if (kernel.vmlinux)
		stat(kernel.vmlinux, &b);
	return dt_sprintf("%s/%s-%llx-%llx-%llx.syms", dt_cache_dir("kernel"), kernel.release,
			  (unsigned long long)a.st_size, (unsigned long long)a.st_mtime,
			  (unsigned long long)(b.st_size ^ b.st_mtime));
}

static bool cache_map(const char *path)
{
	const struct kc_entry *f;
	size_t len;
	const struct kc_header *h = dt_map_file(path, sizeof(*h), &len);

	if (!h)
		return false;
	if (memcmp(h->magic, "DTAPKSY5", 8) != 0 || sizeof(*h) + ((size_t)h->nsyms +
	    h->nfuncs) * sizeof(*f) + h->strbytes != len) {
		munmap((void *)h, len);
		return false;
	}
	kc_syms = (const struct kc_entry *)(h + 1);
	kc_nsyms = h->nsyms;
	f = kc_syms + kc_nsyms;
	kc_str = (const char *)(f + h->nfuncs);
	funcs = malloc((h->nfuncs + 1) * sizeof(*funcs));
	if (!funcs) {
		perror("dtap: malloc");
		exit(1);
	}
	for (nfuncs = 0; nfuncs < h->nfuncs; nfuncs++) {
		funcs[nfuncs].name = kc_str + f[nfuncs].name;
		funcs[nfuncs].addr = f[nfuncs].addr;
		uint32_t x = f[nfuncs].extra & ~KC_NO_FTRACE;

		funcs[nfuncs].refused = x ? kc_str + x - 1 : NULL;
		funcs[nfuncs].no_ftrace = f[nfuncs].extra & KC_NO_FTRACE;
	}
	syms_loaded = funcs_loaded = true;
	return true;
}

/* Strings of the cache, each once. */
struct strtab {
	char *buf;
	size_t len, cap;
};

static uint32_t str_add(struct strtab *t, const char *s)
{
	size_t n = strlen(s) + 1;
	uint32_t off = (uint32_t)t->len;

	t->buf = dt_grow(t->buf, &t->cap, t->len + n, 1);
	memcpy(t->buf + t->len, s, n);
	t->len += n;
	return off;
}

static void cache_write(const char *path)
{
	struct kc_header h = { "DTAPKSY5", 0, (uint32_t)nfuncs, 0, 0 };
	struct kc_entry *e = dt_zalloc((nsyms + nfuncs + 1) * sizeof(*e));
	struct strtab st = { 0 };
	const char *last_reason = NULL;
	uint32_t reason_off = 0;
	char *tmp = dt_sprintf("%s.%d", path, (int)getpid());
	FILE *f;

	for (size_t i = 0; i < nsyms; i++) {
		if (i && !strcmp(byname[i].name, byname[i - 1].name))
			continue;	/* as sym_find(): the first of a name */
		e[h.nsyms].name = str_add(&st, byname[i].name);
		e[h.nsyms].extra = (uint32_t)(unsigned char)byname[i].type;
		e[h.nsyms++].addr = byname[i].addr;
	}
	for (size_t i = 0; i < nfuncs; i++) {
		struct kc_entry *x = &e[h.nsyms + i];

		x->name = str_add(&st, funcs[i].name);
		x->addr = funcs[i].addr;
		if (funcs[i].refused && funcs[i].refused != last_reason) {
			last_reason = funcs[i].refused;
			reason_off = str_add(&st, last_reason);
		}
		x->extra = (funcs[i].refused ? reason_off + 1 : 0) |
			   (funcs[i].no_ftrace ? KC_NO_FTRACE : 0);
	}
	h.strbytes = (uint32_t)st.len;
	dt_mkdir_p(dt_cache_dir("kernel"), 0755);
	f = fopen(tmp, "w");
	if (f) {
		bool ok = fwrite(&h, sizeof(h), 1, f) == 1 &&
			  fwrite(e, sizeof(*e), h.nsyms + nfuncs, f) == h.nsyms + nfuncs &&
			  fwrite(st.buf, 1, st.len, f) == st.len;

		if (fclose(f) == 0 && ok)
			rename(tmp, path);
		unlink(tmp);
	}
	dt_free(e);
	dt_free(st.buf);
}

/* The tables, from the cache or from the files (then cached). */
static void ensure_loaded(void)
{
	const char *path;

	if (funcs_loaded)
		return;
	path = cache_path();
	if (path && cache_map(path))
		return;
	dt_dwarf_prefetch();	/* a first run: the disk works while we sift */
	load_funcs();
	if (path && nsyms)
		cache_write(path);
}

const struct dt_kfunc *dt_kernel_funcs(size_t *n)
{
	ensure_loaded();
	*n = nfuncs;
	return funcs;
}

const struct dt_kfunc *dt_kernel_func(const char *name)
{
	struct dt_kfunc key = { .name = name };

	ensure_loaded();
	return nfuncs ? bsearch(&key, funcs, nfuncs, sizeof(*funcs), cmp_func) : NULL;
}

/* Forget the kernel and its tables (dt_compile_reset); what was loaded
 * stays allocated or mapped, as everything a compile makes does. */
void dt_kernel_reset(void)
{
	memset(&kernel, 0, sizeof(kernel));
	srcdir = NULL;
	syms_loaded = funcs_loaded = false;
	syms = NULL;
	nsyms = 0;
	sym_hash = NULL;
	sym_hval = NULL;
	hash_size = 0;
	kc_syms = NULL;
	kc_nsyms = 0;
	kc_str = NULL;
	funcs = NULL;
	nfuncs = 0;
	byname = NULL;
	dt_kmod_reset();
	dt_dwarf_reset();
}
