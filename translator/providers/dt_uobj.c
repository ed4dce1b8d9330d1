/*
 * dt_uobj.c - the objects of a traced program, read on the host in pass
 * 2 for the pid provider: the executable and its shared libraries, each
 * with its functions (ELF .symtab, else .dynsym) and their file offsets,
 * which is what a uprobe is placed by (an inode and an offset).
 *
 * Where the objects come from (dt_utarget_set):
 *   -p PID, pidPID   /proc/PID/maps: every file mapped executable, read
 *                    (and opened by the module) through its link in
 *                    /proc/PID/map_files, which is the very file the
 *                    process maps whatever its mount namespace or root
 *                    (a container, a chroot); named by the path maps
 *                    shows; the executable is the one /proc/PID/exe
 *                    names.
 *   -c CMD           CMD's first word (found on $PATH when it has no /),
 *                    its interpreter (PT_INTERP) and the libraries its
 *                    DT_NEEDED entries name, recursively, found where
 *                    ld.so finds them (dt_uldso.c: RPATH,
 *                    LD_LIBRARY_PATH, RUNPATH, ld.so.cache, the system
 *                    directories); the program is never run to ask.
 * A path of the target may be read from another host file (dtap --vm
 * --vm-file=HOST:GUEST, or the -c program dtap --vm ships): the offsets
 * come from that file, the module opens GUEST.
 *
 * Module names are dtrace's: the file's base name ("libc.so.6"), and
 * "a.out" also names the executable.
 */
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "providers/dt_provider.h"

static struct dt_uobj *objs, **objs_tail = &objs;
/* The executable's search paths (its DT_RPATH counts for every object). */
static struct dt_uldso_obj exe_ld;
static bool loaded;
static const char *t_pid, *t_cmd;
static bool t_remote;
static struct { const char *host, *guest; } fmap[64];
static int nfmap;

void dt_utarget_set(const char *pid, const char *cmd, bool remote)
{
	t_pid = pid;
	t_cmd = cmd;
	t_remote = remote;
	objs = NULL;
	objs_tail = &objs;
	loaded = false;
	exe_ld = (struct dt_uldso_obj){ NULL, NULL, NULL };
}

void dt_ufile_map(const char *host, const char *guest)
{
	if (nfmap < (int)(sizeof(fmap) / sizeof(fmap[0]))) {
		fmap[nfmap].host = dt_strdup(host);
		fmap[nfmap].guest = dt_strdup(guest);
		nfmap++;
	}
}

/* The host file that holds the target's file PATH. */
static const char *host_file(const char *path)
{
	for (int i = 0; i < nfmap; i++)
		if (!strcmp(fmap[i].guest, path))
			return fmap[i].host;
	return path;
}

const char *dt_ufile_host(const char *path)
{
	return host_file(path);
}

static int cmp_func(const void *a, const void *b)
{
	const struct dt_ufunc *x = a, *y = b;

	if (x->vaddr != y->vaddr)
		return x->vaddr < y->vaddr ? -1 : 1;
	/* at one address, a name without a leading _ first (malloc, not
	 * __libc_malloc), then the shorter, then by name */
	if ((x->name[0] == '_') != (y->name[0] == '_'))
		return x->name[0] == '_' ? 1 : -1;
	if (strlen(x->name) != strlen(y->name))
		return strlen(x->name) < strlen(y->name) ? -1 : 1;
	return strcmp(x->name, y->name);
}

/* Function NAME of O (ELF) at VADDR, of SIZE bytes, unless it is in no
 * executable segment. */
static void add_func(struct dt_uobj *o, Elf *elf, size_t *cap, const char *name,
		     uint64_t vaddr, uint64_t size)
{
	int64_t off = dt_elf_file_offset(elf, vaddr, true);

	if (off < 0)
		return;
	o->funcs = dt_grow(o->funcs, cap, o->nfuncs + 1, sizeof(*o->funcs));
	o->funcs[o->nfuncs].name = dt_strndup(name, strcspn(name, "@"));
	o->funcs[o->nfuncs].vaddr = vaddr;
	o->funcs[o->nfuncs].size = size;
	o->funcs[o->nfuncs].off = (uint64_t)off;
	o->nfuncs++;
}

/* The defined functions of symbol table section SCN of ELF. */
static void read_syms(struct dt_uobj *o, Elf *elf, Elf_Scn *scn, size_t *cap)
{
	GElf_Shdr sh;
	Elf_Data *data;

	if (!gelf_getshdr(scn, &sh) || !(data = elf_getdata(scn, NULL)) || !sh.sh_entsize)
		return;
	for (size_t i = 0; i < sh.sh_size / sh.sh_entsize; i++) {
		GElf_Sym s;
		const char *name;

		/* as dtrace: defined functions of non-zero size (an IFUNC's
		 * symbol is its resolver, not the function) */
		if (!gelf_getsym(data, (int)i, &s) || GELF_ST_TYPE(s.st_info) != STT_FUNC ||
		    s.st_shndx == SHN_UNDEF || s.st_size == 0)
			continue;
		name = elf_strptr(elf, sh.sh_link, s.st_name);
		if (name && *name)
			add_func(o, elf, cap, name, s.st_value, s.st_size);
	}
}

struct mini_ctx {
	struct dt_uobj *o;
	Elf *elf;
	size_t *cap;
};

/* A function of the object's MiniDebugInfo or .dynsym (dt_minidebug_funcs). */
static void add_minisym(void *arg, const struct dt_minisym *m)
{
	struct mini_ctx *c = arg;

	if (!m->undef && m->size)
		add_func(c->o, c->elf, c->cap, m->name, m->value, m->size);
}

/* Strings of the dynamic section: DT_NEEDED entries (into NEEDED), and
 * the directories the object names for them (LD: its DT_RPATH and
 * DT_RUNPATH, NULL when it has none). */
static void read_needed(Elf *elf, char ***needed, size_t *nneeded, struct dt_uldso_obj *ld)
{
	Elf_Scn *scn = NULL;

	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		Elf_Data *data;
		size_t cap = 0;

		if (!gelf_getshdr(scn, &sh) || sh.sh_type != SHT_DYNAMIC ||
		    !(data = elf_getdata(scn, NULL)) || !sh.sh_entsize)
			continue;
		for (size_t i = 0; i < sh.sh_size / sh.sh_entsize; i++) {
			GElf_Dyn d;
			const char *s;

			if (!gelf_getdyn(data, (int)i, &d) ||
			    (d.d_tag != DT_NEEDED && d.d_tag != DT_RUNPATH &&
			     d.d_tag != DT_RPATH) ||
			    !(s = elf_strptr(elf, sh.sh_link, d.d_un.d_val)))
				continue;
			if (d.d_tag == DT_RUNPATH)
				ld->runpath = dt_strdup(s);
			else if (d.d_tag == DT_RPATH)
				ld->rpath = dt_strdup(s);
			else {
				*needed = dt_grow(*needed, &cap, *nneeded + 1, sizeof(**needed));
				(*needed)[(*nneeded)++] = dt_strdup(s);
			}
		}
	}
}

static char *read_interp(Elf *elf)
{
	size_t n;

	if (elf_getphdrnum(elf, &n) != 0)
		return NULL;
	for (size_t i = 0; i < n; i++) {
		GElf_Phdr ph;
		size_t len;
		char *raw;

		if (!gelf_getphdr(elf, (int)i, &ph) || ph.p_type != PT_INTERP)
			continue;
		raw = elf_rawfile(elf, &len);
		if (raw && ph.p_offset + ph.p_filesz <= len && ph.p_filesz > 1)
			return dt_strndup(raw + ph.p_offset, ph.p_filesz - 1);
	}
	return NULL;
}

static struct dt_uobj *find_obj(const char *path)
{
	for (struct dt_uobj *o = objs; o; o = o->next)
		if (!strcmp(o->path, path))
			return o;
	return NULL;
}

static struct dt_uobj *add_obj(const char *path, const char *host, bool is_exec,
			       bool needed, const char **why);

/* Is the target's file PATH there (here, or as the host file it maps to)? */
static bool target_has(const char *path)
{
	return access(host_file(path), R_OK) == 0;
}

/* The libraries LIBS of the object LD names, where ld.so finds them,
 * each added with its own libraries (one that is nowhere is left out:
 * the program would not start, which it will say itself). */
static void add_libs(char **libs, size_t nlibs, const struct dt_uldso_obj *ld,
		     const char **why)
{
	for (size_t i = 0; i < nlibs; i++) {
		const char *p = dt_uldso_find(libs[i], ld, &exe_ld, target_has);

		if (p && !find_obj(p))
			add_obj(p, host_file(p), false, true, why);
	}
}

/*
 * Add the object the target opens as PATH, read from HOST; with NEEDED,
 * its interpreter and libraries are added after it.  *WHY says what
 * failed (NULL when it did not).
 */
static struct dt_uobj *add_obj(const char *path, const char *host, bool is_exec,
			       bool needed, const char **why)
{
	struct dt_uobj *o;
	Elf_Scn *scn = NULL, *symtab = NULL, *dynsym = NULL;
	char **libs = NULL, *interp;
	struct dt_uldso_obj ld = { path, NULL, NULL };
	size_t nlibs = 0, cap = 0;
	struct stat st;
	Elf *elf;
	int fd;

	if ((o = find_obj(path)))
		return o;
	*why = NULL;
	fd = open(host, O_RDONLY | O_CLOEXEC);
	if (fd < 0 || fstat(fd, &st) < 0) {
		*why = dt_sprintf("cannot open %s: %s", host, strerror(errno));
		if (fd >= 0)
			close(fd);
		return NULL;
	}
	elf_version(EV_CURRENT);
	elf = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	if (!elf || elf_kind(elf) != ELF_K_ELF || gelf_getclass(elf) != ELFCLASS64) {
		*why = dt_sprintf("%s is not a 64-bit ELF file", host);
		if (elf)
			elf_end(elf);
		close(fd);
		return NULL;
	}
	o = dt_zalloc(sizeof(*o));
	o->path = dt_strdup(path);
	o->host = dt_strdup(host);
	o->named = o->host;
	o->name = strrchr(path, '/') ? dt_strdup(strrchr(path, '/') + 1) : dt_strdup(path);
	o->is_exec = is_exec;
	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;

		if (gelf_getshdr(scn, &sh) && sh.sh_type == SHT_SYMTAB)
			symtab = scn;
		else if (gelf_getshdr(scn, &sh) && sh.sh_type == SHT_DYNSYM)
			dynsym = scn;
	}
	/* .symtab has every function (.dynsym's too); a stripped object has
	 * its exported ones in .dynsym, and the others in its MiniDebugInfo
	 * if it keeps one (Fedora's binaries) */
	if (symtab)
		read_syms(o, elf, symtab, &cap);
	if (!symtab && dt_minidebug_funcs(elf, fd, host, add_minisym,
					  &(struct mini_ctx){ o, elf, &cap }) > 0)
		dynsym = NULL;	/* read with it */
	if (dynsym)
		read_syms(o, elf, dynsym, &cap);
	qsort(o->funcs, o->nfuncs, sizeof(*o->funcs), cmp_func);
	dt_unotes_read(o, elf);
	interp = needed ? read_interp(elf) : NULL;
	/* the executable's search paths count for a dlopen() too (-p) */
	if (needed || is_exec)
		read_needed(elf, &libs, &nlibs, &ld);
	if (!needed)
		nlibs = 0;
	if (is_exec)
		exe_ld = ld;
	elf_end(elf);
	close(fd);
	*objs_tail = o;
	objs_tail = &o->next;
	if (interp && !find_obj(interp))
		add_obj(interp, host_file(interp), false, false, why);
	add_libs(libs, nlibs, &ld, why);
	*why = NULL;	/* a library that cannot be read is left out */
	return o;
}

/* CMD's program: its first word, on $PATH when it has no slash. */
static const char *command_program(const char *cmd, const char **why)
{
	size_t n = strcspn(cmd + strspn(cmd, " \t"), " \t");
	char *prog = dt_strndup(cmd + strspn(cmd, " \t"), n), *path, *dir, *save = NULL;

	if (strchr(prog, '/'))
		return prog;
	path = dt_strdup(getenv("PATH") ? getenv("PATH") : "/usr/bin:/bin");
	for (dir = strtok_r(path, ":", &save); dir; dir = strtok_r(NULL, ":", &save)) {
		const char *p = dt_sprintf("%s/%s", *dir ? dir : ".", prog);

		if (access(host_file(p), X_OK) == 0)
			return p;
	}
	*why = dt_sprintf("command %s not found on $PATH", prog);
	return NULL;
}

/* The objects of process PID (-p): its executable mappings. */
static bool load_pid(const char *pid, const char **why)
{
	char line[4096], exe[4096];
	const char **seen = NULL;
	size_t nseen = 0, cap = 0;
	ssize_t n;
	FILE *f;

	n = readlink(dt_sprintf("/proc/%s/exe", pid), exe, sizeof(exe) - 1);
	f = fopen(dt_sprintf("/proc/%s/maps", pid), "r");
	if (!f || n < 0) {
		*why = errno == ENOENT || errno == ESRCH ? dt_sprintf("No such process")
							 : dt_sprintf("%s", strerror(errno));
		if (f)
			fclose(f);
		return false;
	}
	exe[n] = '\0';
	while (fgets(line, sizeof(line), f)) {
		unsigned long long lo, hi;
		char perm[8], path[4096];
		const char *w, *mf, *base;
		struct dt_uobj *o;
		size_t i;

		path[0] = '\0';
		if (sscanf(line, "%llx-%llx %7s %*x %*s %*u %4095[^\n]", &lo, &hi, perm,
			   path) < 4 || perm[2] != 'x' || path[0] != '/' ||
		    strstr(path, " (deleted)"))
			continue;
		for (i = 0; i < nseen && strcmp(seen[i], path) != 0; i++)
			;
		if (i < nseen)
			continue;
		seen = dt_grow(seen, &cap, nseen + 1, sizeof(*seen));
		seen[nseen++] = dt_strdup(path);
		/* the mapping's own link to the file: the file the process
		 * maps whatever its mount namespace or root (a container, a
		 * chroot), read here and opened by the module the same way */
		mf = dt_sprintf("/proc/%s/map_files/%llx-%llx", pid, lo, hi);
		o = add_obj(mf, access(mf, R_OK) == 0 ? mf : path, !strcmp(path, exe), false, &w);
		if (o && (base = strrchr(path, '/')))
			o->name = dt_strdup(base + 1);
		if (o)
			o->named = dt_sprintf("/proc/%s/root%s", pid, path);
	}
	fclose(f);
	/* $ORIGIN of a dlopen() by the executable: its directory in the
	 * process's root (dt_uobj_late) */
	exe_ld.path = dt_sprintf("/proc/%s/root%s", pid, exe);
	if (!objs)
		*why = dt_sprintf("process %s maps no executable file", pid);
	return objs != NULL;
}

struct dt_uobj *dt_uobjs(const char **why)
{
	static const char *last_why;

	*why = NULL;
	if (loaded) {
		*why = last_why;
		return objs;
	}
	loaded = true;
	if (t_pid && t_remote) {
		last_why = dt_sprintf("the process lives in the guest, whose objects dtap cannot "
				      "read here: give its program with -c (run it in the guest "
				      "with dtaprun -p)");
	} else if (t_pid) {
		if (!load_pid(t_pid, &last_why))
			last_why = dt_sprintf("failed to grab process %s: %s", t_pid, last_why);
	} else if (t_cmd) {
		const char *prog = command_program(t_cmd, &last_why);

		if (prog)
			add_obj(prog, host_file(prog), true, true, &last_why);
	} else {
		last_why = "no process: pid$target needs -c or -p";
	}
	*why = last_why;
	return objs;
}

bool dt_uobjs_read(void)
{
	return loaded;
}

const char *dt_utarget_pid(void)
{
	return t_pid;
}

void dt_uobj_reset(void)
{
	dt_utarget_set(NULL, NULL, false);
	nfmap = 0;
	dt_uldso_reset();
}

bool dt_utarget_remote(void)
{
	return t_remote;
}

bool dt_utarget_is_cmd(void)
{
	return t_cmd != NULL;
}

bool dt_uobj_match(const struct dt_uobj *o, const char *pat)
{
	if (o->late)	/* only by its name (dt_uobj_late) */
		return !strcmp(pat, o->name);
	return dt_pdesc_field_match(pat, o->name) || (o->is_exec && !strcmp(pat, "a.out"));
}

/* -p: is the target's file PATH there, in the process's root?  (A path
 * under /proc is one already: $ORIGIN of the executable.) */
static bool in_target_root(const char *path)
{
	if (!strncmp(path, "/proc/", 6))
		return access(path, R_OK) == 0;
	return access(dt_sprintf("/proc/%s/root%s", t_pid, path), R_OK) == 0;
}

/*
 * Library MOD, which the target has not loaded at start, where a
 * dlopen(MOD) by its executable finds it (dt_uldso.c: the executable's
 * DT_RPATH, $LD_LIBRARY_PATH (dtap's, which a -c command inherits), its
 * DT_RUNPATH, ld.so.cache, the system directories; -p: in the process's
 * root), added to the objects as a late one: the module registers its
 * uprobes at "go" like any other's, on the file, and the kernel puts
 * them into the process when it maps the file (uprobe_mmap asks the
 * consumer's filter), so the probes are in before the library's first
 * instruction runs.  A late object is matched by its exact name only: a
 * glob names the objects loaded at start.  NULL when it is found nowhere
 * (or not by name: a path with a slash, a glob).
 */
struct dt_uobj *dt_uobj_late(const char *mod)
{
	const char *why, *p;
	struct dt_uobj *o;

	if (!dt_uobjs(&why) || strpbrk(mod, "*?[\\/") || !*mod)
		return NULL;
	for (o = objs; o; o = o->next)
		if (o->late && !strcmp(o->name, mod))
			return o;
	p = dt_uldso_find(mod, &exe_ld, &exe_ld, t_pid ? in_target_root : target_has);
	if (!p)
		return NULL;
	if (t_pid && strncmp(p, "/proc/", 6) != 0)
		p = dt_sprintf("/proc/%s/root%s", t_pid, p);
	if ((o = find_obj(p)))
		return NULL;	/* loaded at start, under another name */
	o = add_obj(p, t_pid ? p : host_file(p), false, false, &why);
	if (o) {
		o->late = true;
		o->name = dt_strdup(mod);
	}
	return o;
}

/* The instruction starts of function F of O between F and F + size, by
 * objdump: true if OFF is one; *CHECKED false when objdump could not
 * say. */
bool dt_uobj_insn_start(const struct dt_uobj *o, const struct dt_ufunc *f, uint64_t off,
			bool *checked)
{
	const char *argv[] = { "objdump", "-d", "--no-show-raw-insn",
			       dt_sprintf("--start-address=0x%llx", (unsigned long long)f->vaddr),
			       dt_sprintf("--stop-address=0x%llx",
					  (unsigned long long)(f->vaddr + f->size)),
			       o->host, NULL };
	int status;
	char *out = dt_run_capture(argv, &status), *line, *save = NULL;
	bool any = false;

	*checked = false;
	if (!out || status != 0)
		return true;
	for (line = strtok_r(out, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		char *end;
		unsigned long long a;

		line += strspn(line, " \t");
		a = strtoull(line, &end, 16);
		if (end == line || *end != ':' || end[1] != '\t')
			continue;	/* not an instruction line */
		any = true;
		if (a == f->vaddr + off) {
			*checked = true;
			return true;
		}
	}
	*checked = any;
	return !any;
}

/*
 * The objects of the process a user provider's description names, SUFFIX
 * the provider field after the provider's own name: "$target" (with -c:
 * the command's, *PID 0, known at run time) or the digits of a pid (-p
 * PID names it too; else that process becomes the target).  NULL when
 * there are none (diagnosed).
 */
struct dt_uobj *dt_uobjs_named(const struct dt_probedesc *desc, const char *suffix, long *pid)
{
	size_t plen = (size_t)(suffix - desc->prov);
	struct dt_uobj *o;
	const char *why;

	*pid = 0;
	if (strcmp(suffix, "$target") != 0) {
		*pid = strtol(suffix, NULL, 10);
		if (*pid <= 0 || strlen(suffix) > 9) {
			dt_error(D_PROC_BADPID, &desc->loc, "probe description %s: %s does not "
				 "contain a valid pid%s", desc->text, desc->prov,
				 *pid == 0 ? dt_sprintf(" (%.*s$target needs -c or -p)",
							(int)plen, desc->prov) : "");
			return NULL;
		}
	}
	if (*pid > 0 && !dt_utarget_is_cmd()) {
		/* PROVIDERPID: that process's objects (-p PID names it too) */
		const char *cur = dt_utarget_pid();

		if (!cur) {
			dt_utarget_set(dt_sprintf("%ld", *pid), NULL, dt_utarget_remote());
		} else if (atol(cur) != *pid) {
			dt_error(D_PROC_GRAB, &desc->loc, "probe description %s: only one process "
				 "can be traced (%.*s%s already is)", desc->text, (int)plen,
				 desc->prov, cur);
			return NULL;
		}
	} else if (*pid > 0) {
		dt_error(D_PROC_GRAB, &desc->loc, "probe description %s: with -c, the process "
			 "is %.*s$target", desc->text, (int)plen, desc->prov);
		return NULL;
	}
	if (!(o = dt_uobjs(&why)))
		dt_error(D_PROC_GRAB, &desc->loc, "probe description %s: %s", desc->text, why);
	return o;
}
