/*
 * usym.c - user addresses as "module`symbol+0xoff", for ustack().
 *
 * An address means something only in its process: dtapio reads the
 * process's /proc/PID/maps when it prints (as dtrace grabs the process),
 * finds the file mapped there, and looks the address up in that ELF
 * file's symbol table (.symtab, else .dynsym).  The forms are dtrace's
 * dt_print_ustack: "module`symbol+0xoff" ("module`symbol" at the first
 * byte), "module`0xaddr" in a file without a symbol there, "0xaddr" when
 * the process is gone or the memory is no file's.  A stripped file's
 * MiniDebugInfo (.gnu_debugdata) names its other functions too.  Processes and files
 * are cached: an aggregation prints thousands of frames of a few.
 *
 * The path in the maps is only text the process chose (a deleted file's
 * "NAME (deleted)" is a path anyone may create), so a file is opened by
 * what is mapped, not by its name: /proc/PID/map_files/START-END (the
 * mapped file itself, whatever its name; root may look there), else the
 * path if its device and inode are the maps line's; a regular file only
 * (no FIFO, no device node), and then reopened with the rights of the
 * user who ran dtaprun (asuser.c), so that a setuid dtaprun never shows
 * symbols of a file that user cannot read.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE	/* O_PATH */
#endif
#include <fcntl.h>
#include <gelf.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "libdtap_impl.h"
#include "dtap_asuser.h"
#include "util/dt_util.h"

struct usym {
	uint64_t value, size;
	char *name;
	int rank;		/* global 2, weak 1, local 0: which name an address takes */
	size_t index;		/* in the symbol table: the first of equals wins */
};

struct uload {			/* a PT_LOAD segment: file offsets to addresses */
	uint64_t offset, vaddr, filesz;
};

struct ufile {
	char *path;
	dev_t dev;		/* the identity files are cached by */
	ino_t ino;
	struct usym *syms;
	size_t nsyms;
	struct uload loads[16];
	int nloads;
};

struct umap {
	uint64_t start, end, offset;
	struct ufile *file;	/* NULL: anonymous, [stack], [vdso]... */
	char *name;
};

struct uproc {
	int pid;
	bool gone;		/* no /proc/PID/maps: its addresses stay bare */
	unsigned misses;	/* addresses no mapping held: maps re-read at 1, 2, 4... */
	struct umap *maps;
	size_t nmaps;
};

/*
 * Processes: a set-associative cache by pid (USYM_SETS sets of USYM_WAYS,
 * round-robin in a set), so that an aggregation of the stacks of hundreds
 * of processes, printed in any order, reads each one's maps once.  Files:
 * every ELF file named so far, by path (a process maps the same libc as
 * the others).
 */
#define USYM_SETS 256
#define USYM_WAYS 4
static struct uproc procs[USYM_SETS][USYM_WAYS];
static unsigned char procs_next[USYM_SETS];
static struct ufile **files;
static int nfiles, files_cap;
static int target_pid;		/* -c's or -p's process: %A's, as dtrace's $target */
/* The target's mappings as last read while it ran (dtc_usym_snapshot):
 * its addresses still resolve after it has exited, as when an
 * aggregation of its stacks prints at the end. */
static struct uproc target_proc;

static int usym_cmp(const void *a, const void *b)
{
	const struct usym *x = a, *y = b;

	if (x->value != y->value)
		return x->value < y->value ? -1 : 1;
	if (x->rank != y->rank)
		return y->rank - x->rank;	/* the best name first */
	return x->index < y->index ? -1 : 1;	/* qsort need not be stable */
}

static int bind_rank(int bind)
{
	return bind == STB_GLOBAL ? 2 : bind == STB_WEAK ? 1 : 0;
}

static void read_symtab(struct ufile *f, Elf *elf, Elf_Scn *scn, GElf_Shdr *sh)
{
	Elf_Data *data = elf_getdata(scn, NULL);
	size_t n = sh->sh_entsize ? sh->sh_size / sh->sh_entsize : 0;

	if (!data)
		return;
	f->syms = calloc(n ? n : 1, sizeof(*f->syms));
	for (size_t i = 0; f->syms && i < n; i++) {
		GElf_Sym s;
		const char *name;

		if (!gelf_getsym(data, (int)i, &s) || GELF_ST_TYPE(s.st_info) != STT_FUNC ||
		    !s.st_value || !(name = elf_strptr(elf, sh->sh_link, s.st_name)) || !*name)
			continue;
		f->syms[f->nsyms++] = (struct usym){ s.st_value, s.st_size, strdup(name),
						     bind_rank(GELF_ST_BIND(s.st_info)), i };
	}
	qsort(f->syms, f->nsyms, sizeof(*f->syms), usym_cmp);
}

/* A function of a file's MiniDebugInfo or .dynsym (dt_minidebug_funcs). */
static void add_minisym(void *arg, const struct dt_minisym *m)
{
	struct ufile *f = arg;
	struct usym *more;

	if (!m->value || m->undef)
		return;
	if (!(more = realloc(f->syms, (f->nsyms + 1) * sizeof(*f->syms))))
		return;
	f->syms = more;
	f->syms[f->nsyms++] = (struct usym){ m->value, m->size, strdup(m->name),
					     bind_rank(m->bind), m->index };
}

/* One mapping of a file, as its maps line gives it. */
struct umapped {
	int pid;
	uint64_t start, end;
	dev_t dev;
	ino_t ino;
	const char *path;
};

/* An O_PATH descriptor of what M maps, a regular file (-1: none).  No
 * file is opened for reading here, so naming a FIFO or a device opens
 * nothing. */
static int mapped_path_fd(const struct umapped *m)
{
	char mf[96];
	struct stat st;
	int fd;

	snprintf(mf, sizeof(mf), "/proc/%d/map_files/%" PRIx64 "-%" PRIx64, m->pid,
		 m->start, m->end);
	fd = open(mf, O_PATH | O_CLOEXEC);
	if (fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode))
		return fd;
	if (fd >= 0) {
		close(fd);
		return -1;
	}
	/* no map_files (not root, an old kernel): the path, if it still
	 * names the very file mapped */
	fd = dtap_open_as_user(m->path, O_PATH, 0);
	if (fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_ino == m->ino &&
	    major(st.st_dev) == major(m->dev) && minor(st.st_dev) == minor(m->dev))
		return fd;
	if (fd >= 0)
		close(fd);
	return -1;
}

/* The mapped file of M open for reading with the user's rights (-1: none
 * or not the user's to read). */
static int open_mapped(const struct umapped *m)
{
	char self[64];
	int pfd = mapped_path_fd(m), fd;

	if (pfd < 0)
		return -1;
	snprintf(self, sizeof(self), "/proc/self/fd/%d", pfd);
	fd = dtap_open_as_user(self, O_RDONLY | O_NONBLOCK, 0);
	close(pfd);
	return fd;
}

bool dtc_maps_line(const char *line, struct dtc_mapline *m)
{
	unsigned int dmaj = 0, dmin = 0;
	unsigned long long ino = 0;

	m->file[0] = 0;
	if (sscanf(line, "%" SCNx64 "-%" SCNx64 " %7s %" SCNx64 " %x:%x %llu %4095[^\n]",
		   &m->start, &m->end, m->perms, &m->off, &dmaj, &dmin, &ino, m->file) < 4)
		return false;
	m->dev = makedev(dmaj, dmin);
	m->ino = (ino_t)ino;
	return true;
}

int dtc_usym_open_mapped(int pid, uint64_t start, uint64_t end, dev_t dev, ino_t ino,
			 const char *path)
{
	struct umapped m = { pid, start, end, dev, ino, path };

	return open_mapped(&m);
}

/* The symbols and load segments of the ELF file M maps (NULL: none). */
static struct ufile *load_file(const struct umapped *m)
{
	struct ufile *f;
	Elf_Scn *scn = NULL, *dynsym = NULL;
	GElf_Shdr sh, dynsh;
	size_t nph = 0;
	Elf *elf;
	int fd;

	for (int i = 0; i < nfiles; i++)
		if (files[i]->dev == m->dev && files[i]->ino == m->ino)
			return files[i];
	if (nfiles == files_cap) {
		struct ufile **more = realloc(files, (files_cap ? 2 * files_cap : 64) *
					      sizeof(*files));

		if (!more)
			return NULL;
		files = more;
		files_cap = files_cap ? 2 * files_cap : 64;
	}
	if ((fd = open_mapped(m)) < 0)
		return NULL;
	elf_version(EV_CURRENT);
	elf = elf_begin(fd, ELF_C_READ, NULL);
	f = calloc(1, sizeof(*f));
	if (!elf || !f || elf_kind(elf) != ELF_K_ELF) {
		free(f);
		f = NULL;
		goto out;
	}
	f->path = strdup(m->path);
	f->dev = m->dev;
	f->ino = m->ino;
	elf_getphdrnum(elf, &nph);
	for (size_t i = 0; i < nph && f->nloads < 16; i++) {
		GElf_Phdr ph;

		if (gelf_getphdr(elf, (int)i, &ph) && ph.p_type == PT_LOAD)
			f->loads[f->nloads++] = (struct uload){ ph.p_offset, ph.p_vaddr,
								ph.p_filesz };
	}
	while ((scn = elf_nextscn(elf, scn))) {
		if (!gelf_getshdr(scn, &sh))
			continue;
		if (sh.sh_type == SHT_SYMTAB && !f->syms)
			read_symtab(f, elf, scn, &sh);
		else if (sh.sh_type == SHT_DYNSYM)
			dynsym = scn, dynsh = sh;
	}
	/* stripped: its MiniDebugInfo's functions with .dynsym's, if it has
	 * one (Fedora's binaries), else .dynsym's */
	if (!f->syms && dt_minidebug_funcs(elf, fd, f->path, add_minisym, f) > 0 && f->nsyms)
		qsort(f->syms, f->nsyms, sizeof(*f->syms), usym_cmp);
	if (!f->nsyms && dynsym)
		read_symtab(f, elf, dynsym, &dynsh);
	files[nfiles++] = f;
out:
	if (elf)
		elf_end(elf);
	close(fd);
	return f;
}

/* PID's mappings from /proc/PID/maps (false: the process is gone). */
static bool load_maps(struct uproc *p, int pid)
{
	char path[64], line[4352];
	size_t cap = 0;
	FILE *fp;

	snprintf(path, sizeof(path), "/proc/%d/maps", pid);
	if (!(fp = fopen(path, "re")))
		return false;
	p->pid = pid;
	while (fgets(line, sizeof(line), fp)) {
		struct dtc_mapline l;
		struct umapped um;

		if (!dtc_maps_line(line, &l))
			continue;
		um = (struct umapped){ pid, l.start, l.end, l.dev, l.ino, l.file };
		if (p->nmaps == cap) {
			struct umap *m = realloc(p->maps, (cap = cap ? 2 * cap : 32) * sizeof(*m));

			if (!m)
				break;
			p->maps = m;
		}
		p->maps[p->nmaps++] = (struct umap){ l.start, l.end, l.off,
			l.file[0] == '/' && l.ino ? load_file(&um) : NULL, strdup(l.file) };
	}
	fclose(fp);
	return true;
}

static void forget_maps(struct uproc *p)
{
	for (size_t i = 0; i < p->nmaps; i++)
		free(p->maps[i].name);
	free(p->maps);
	p->maps = NULL;
	p->nmaps = 0;
}

/* PID's cache entry, its maps read when it is new (NULL: gone). */
static struct uproc *find_live_proc(int pid)
{
	unsigned set = (unsigned)pid % USYM_SETS;
	struct uproc *p;

	for (int i = 0; i < USYM_WAYS; i++) {
		p = &procs[set][i];
		if (p->pid == pid && (p->maps || p->gone))
			return p->gone ? NULL : p;
	}
	p = &procs[set][procs_next[set]];
	procs_next[set] = (procs_next[set] + 1) % USYM_WAYS;
	forget_maps(p);
	memset(p, 0, sizeof(*p));
	p->pid = pid;
	p->gone = !load_maps(p, pid);
	return p->gone ? NULL : p;
}

/*
 * The target's maps as read now while it runs, else (gone, or a zombie
 * with no maps) as last read while it ran.  Not the snapshot first: one
 * taken before the -c command's shell exec'd the program is the shell's,
 * whose text can cover the program's addresses (both static at 0x400000):
 * they would be named in the wrong file.
 */
static struct uproc *find_proc(int pid)
{
	struct uproc *p = find_live_proc(pid);

	if (pid > 0 && pid == target_pid && target_proc.nmaps && (!p || !p->nmaps))
		return &target_proc;
	return p;
}

/* An address no mapping of P holds: P may have mapped more since its maps
 * were read (dlopen, exec); read them again, at its 1st, 2nd, 4th, 8th...
 * miss, so that a stream of stray addresses costs little. */
static bool reread_maps(struct uproc *p)
{
	struct uproc fresh = { 0 };

	p->misses++;
	if (p->misses & (p->misses - 1))
		return false;
	/* a process that has gone keeps the maps it had */
	if (!load_maps(&fresh, p->pid) || !fresh.nmaps) {
		forget_maps(&fresh);
		p->gone = !p->nmaps;
		return false;
	}
	forget_maps(p);
	p->maps = fresh.maps;
	p->nmaps = fresh.nmaps;
	return true;
}

/* Read the target's maps again while it runs (dtapio calls this as it
 * polls): the last ones read stay when it has exited. */
void dtc_usym_snapshot(void)
{
	struct uproc fresh = { 0 };

	if (target_pid <= 0)
		return;
	if (!load_maps(&fresh, target_pid) || !fresh.nmaps) {
		forget_maps(&fresh);	/* gone, or a zombie: keep the last */
		return;
	}
	forget_maps(&target_proc);
	target_proc = fresh;
	target_proc.pid = target_pid;
}

static const struct usym *find_sym(const struct ufile *f, uint64_t vaddr)
{
	const struct usym *s;
	size_t lo = 0, hi = f->nsyms;

	while (lo < hi) {	/* past the last symbol at or below vaddr */
		size_t mid = (lo + hi) / 2;

		if (f->syms[mid].value <= vaddr)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == 0)
		return NULL;
	for (lo--; lo > 0 && f->syms[lo - 1].value == f->syms[lo].value; lo--)
		;	/* the best-ranked name of that address comes first */
	s = &f->syms[lo];
	return vaddr < s->value + (s->size ? s->size : 1) ? s : NULL;
}

/* Where PC of PID is: its mapping (or NULL), the symbol covering it (or
 * NULL), and the address in the ELF file that symbol values use. */
struct uhit {
	const struct umap *m;
	const struct usym *s;
	uint64_t vaddr;
};

static const struct umap *find_map(const struct uproc *p, uint64_t pc)
{
	size_t lo = 0, hi = p->nmaps;

	while (lo < hi) {	/* maps are in address order */
		size_t mid = (lo + hi) / 2;

		if (pc < p->maps[mid].start)
			hi = mid;
		else if (pc >= p->maps[mid].end)
			lo = mid + 1;
		else
			return &p->maps[mid];
	}
	return NULL;
}

static struct uhit lookup(int pid, uint64_t pc)
{
	struct uproc *p = find_proc(pid);
	struct uhit h = { NULL, NULL, 0 };

	if (p && !(h.m = find_map(p, pc)) && reread_maps(p))
		h.m = find_map(p, pc);
	if (!h.m || !h.m->file)
		return h;
	for (int i = 0; i < h.m->file->nloads; i++) {
		const struct uload *l = &h.m->file->loads[i];
		uint64_t fileoff = pc - h.m->start + h.m->offset;

		if (fileoff >= l->offset && fileoff < l->offset + l->filesz) {
			h.vaddr = fileoff - l->offset + l->vaddr;
			h.s = find_sym(h.m->file, h.vaddr);
			break;
		}
	}
	return h;
}

static const char *base_name(const struct umap *m)
{
	return strrchr(m->name, '/') + 1;
}

const char *dtc_usym(int pid, uint64_t pc, char *buf, size_t len)
{
	struct uhit h = lookup(pid, pc);

	if (h.s && h.vaddr > h.s->value)
		snprintf(buf, len, "%s`%s+0x%" PRIx64, base_name(h.m), h.s->name,
			 h.vaddr - h.s->value);
	else if (h.s)
		snprintf(buf, len, "%s`%s", base_name(h.m), h.s->name);
	else if (h.m && h.m->file)
		snprintf(buf, len, "%s`0x%" PRIx64, base_name(h.m), pc);
	else
		snprintf(buf, len, "0x%" PRIx64, pc);
	return buf;
}

const char *dtc_uaddr_form(int pid, uint64_t pc, char kind, char *buf, size_t len)
{
	struct uhit h;

	if (kind == 'X')
		return dtc_usym(pid, pc, buf, len);
	h = lookup(pid, pc);
	if (kind == 'Y' && h.s)
		snprintf(buf, len, "%s`%s", base_name(h.m), h.s->name);
	else if (h.m && h.m->file)
		snprintf(buf, len, kind == 'Y' ? "%s`0x%" PRIx64 : "%s", base_name(h.m), pc);
	else
		snprintf(buf, len, "0x%" PRIx64, pc);
	return buf;
}

void dtc_usym_set_target(int pid)
{
	target_pid = pid;
	forget_maps(&target_proc);
	memset(&target_proc, 0, sizeof(target_proc));
}

int dtc_usym_target_pid(void)
{
	return target_pid;
}

const char *dtc_usym_target(uint64_t pc, char *buf, size_t len)
{
	return dtc_usym(target_pid, pc, buf, len);
}

uint64_t dtc_uaddr_canon(int pid, uint64_t pc, char kind)
{
	const struct uproc *p;
	struct uhit h;
	uint64_t first;

	if (kind == 'X')
		return pc;
	h = lookup(pid, pc);
	if (kind == 'Y')
		return h.s ? pc - (h.vaddr - h.s->value) : pc;
	if (!h.m || !h.m->file)
		return pc;
	first = h.m->start;	/* the module's lowest mapping */
	p = find_proc(pid);
	for (size_t i = 0; p && i < p->nmaps; i++)
		if (p->maps[i].file == h.m->file && p->maps[i].start < first)
			first = p->maps[i].start;
	return first;
}
