/*
 * uwind.c - the target process's unwinding table for the module's
 * ustack(), ucaller and ustackdepth (runtime/uwind.c walks it): the rows
 * of the CFI of every object the process maps executable (ucfi.c), moved
 * to where it is mapped, written to the ctl file as "unwind" and its
 * table (dtap_wire.h) before "go" for -p, and whenever its executable
 * mappings change (dtapio reads them as it polls: the -c command's exec
 * and its libraries, a dlopen()).  Made on the host that runs the module,
 * from the very files mapped (usym.c opens them), so that a module built
 * elsewhere unwinds the libraries of the host it runs on.
 *
 * A module whose program walks no user stack refuses the command: then
 * nothing more is made.  A table over the module's limit is not sent
 * (one warning): the stacks are walked by frame pointers.
 */
#include <errno.h>
#include <gelf.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "libdtap_impl.h"
#include "dtap_wire.h"

struct uw_load {
	uint64_t offset, vaddr, filesz;
};

struct uw_file {			/* an object's rows, by identity */
	dev_t dev;
	ino_t ino;
	struct dtap_uwt_row *rows;	/* link-time pcs */
	size_t nrows;
	struct uw_load loads[16];
	int nloads;
};

static struct uw_file *files;
static size_t nfiles;
static bool probed, refused;	/* whether the module wants tables */
static char *last_sig;		/* the executable mappings last sent */
static bool warned;

static struct uw_file *read_file(int fd, dev_t dev, ino_t ino)
{
	struct uw_file f = { dev, ino, NULL, 0, { { 0 } }, 0 };
	struct uw_file *more;
	size_t nph = 0;
	Elf *elf;

	elf_version(EV_CURRENT);
	if (!(elf = elf_begin(fd, ELF_C_READ, NULL)))
		return NULL;
	if (elf_kind(elf) == ELF_K_ELF && !elf_getphdrnum(elf, &nph)) {
		for (size_t i = 0; i < nph && f.nloads < 16; i++) {
			GElf_Phdr ph;

			if (gelf_getphdr(elf, (int)i, &ph) && ph.p_type == PT_LOAD)
				f.loads[f.nloads++] = (struct uw_load){ ph.p_offset, ph.p_vaddr,
									ph.p_filesz };
		}
		dtc_cfi_rows(elf, &f.rows, &f.nrows);
	}
	elf_end(elf);
	if (!(more = realloc(files, (nfiles + 1) * sizeof(*files)))) {
		free(f.rows);
		return NULL;
	}
	files = more;
	files[nfiles] = f;
	return &files[nfiles++];
}

/* The rows of the file PID maps at START-END (NULL: none readable). */
static struct uw_file *find_file(int pid, uint64_t start, uint64_t end, dev_t dev, ino_t ino,
				 const char *path)
{
	struct uw_file *f;
	int fd;

	for (size_t i = 0; i < nfiles; i++)
		if (files[i].dev == dev && files[i].ino == ino)
			return &files[i];
	if ((fd = dtc_usym_open_mapped(pid, start, end, dev, ino, path)) < 0)
		return NULL;
	f = read_file(fd, dev, ino);
	close(fd);
	return f;
}

struct uw_table {
	struct dtap_uwt_row *v;
	size_t n, cap;
};

static bool add_row(struct uw_table *t, const struct dtap_uwt_row *r, uint64_t pc)
{
	if (t->n == t->cap) {
		size_t cap = t->cap ? 2 * t->cap : 4096;
		struct dtap_uwt_row *v = realloc(t->v, cap * sizeof(*v));

		if (!v)
			return false;
		t->v = v;
		t->cap = cap;
	}
	t->v[t->n] = *r;
	t->v[t->n++].pc = pc;
	return true;
}

/* The rows of F for its mapping at START-END of file offset OFF, at the
 * process's addresses; then a row "no CFI" at END. */
static bool add_mapping(struct uw_table *t, const struct uw_file *f, uint64_t start,
			uint64_t end, uint64_t off)
{
	const struct dtap_uwt_row none = { .kind = DTAP_UWT_NONE };
	uint64_t lo = 0, hi, bias;
	size_t i = 0;
	int l;

	for (l = 0; l < f->nloads; l++)
		if (off >= f->loads[l].offset && off < f->loads[l].offset + f->loads[l].filesz)
			break;
	if (l == f->nloads || !f->nrows)
		return true;
	lo = off - f->loads[l].offset + f->loads[l].vaddr;
	hi = lo + (end - start);
	bias = start - lo;
	while (i < f->nrows && f->rows[i].pc <= lo)
		i++;
	/* the row in force at the mapping's first byte */
	if (i && !add_row(t, &f->rows[i - 1], start))
		return false;
	for (; i < f->nrows && f->rows[i].pc < hi; i++)
		if (!add_row(t, &f->rows[i], f->rows[i].pc + bias))
			return false;
	return add_row(t, &none, end);
}

/* PID's executable file mappings as one string (NULL: none readable). */
static char *exec_maps(int pid, struct uw_table *t)
{
	char path[64], line[4352];
	char *sig = NULL;
	size_t siglen = 0;
	FILE *fp, *ms;

	snprintf(path, sizeof(path), "/proc/%d/maps", pid);
	if (!(fp = fopen(path, "re")))
		return NULL;
	if (!(ms = open_memstream(&sig, &siglen))) {
		fclose(fp);
		return NULL;
	}
	while (fgets(line, sizeof(line), fp)) {
		struct dtc_mapline l;
		const struct uw_file *f;

		if (!dtc_maps_line(line, &l) || !strchr(l.perms, 'x') || l.file[0] != '/' || !l.ino)
			continue;
		fputs(line, ms);
		if (t && (f = find_file(pid, l.start, l.end, l.dev, l.ino, l.file)))
			add_mapping(t, f, l.start, l.end, l.off);
	}
	fclose(fp);
	fclose(ms);
	return sig;
}

/* Write TABLE (N rows) of PID, whose executable is EXE, to the module's
 * ctl file. */
static int send_table(struct dtap_hdl *h, int pid, const struct stat *exe,
		      const struct dtap_uwt_row *rows, size_t n)
{
	size_t cmdlen = sizeof(DTAP_UWT_CMD) - 1;
	size_t len = cmdlen + sizeof(struct dtap_uwt_head) + n * sizeof(*rows);
	struct dtap_uwt_head head = { DTAP_UWT_MAGIC, DTAP_UWT_VERSION, pid, (uint32_t)n,
				      exe ? (uint64_t)exe->st_dev : 0,
				      exe ? (uint64_t)exe->st_ino : 0 };
	char *buf = malloc(len);
	int rc;

	if (!buf)
		return -1;
	memcpy(buf, DTAP_UWT_CMD, cmdlen);
	memcpy(buf + cmdlen, &head, sizeof(head));
	if (n)
		memcpy(buf + cmdlen + sizeof(head), rows, n * sizeof(*rows));
	rc = dtc_ctl_write_bytes(&h->tp, buf, len);
	free(buf);
	return rc;
}

/* PID's executable in *EXE; false: gone, or dtapio's own (a -c command
 * not exec'd yet). */
static bool target_exe(int pid, struct stat *exe)
{
	struct stat us;
	char path[64];

	snprintf(path, sizeof(path), "/proc/%d/exe", pid);
	return !stat(path, exe) && !stat("/proc/self/exe", &us) &&
	       !(exe->st_dev == us.st_dev && exe->st_ino == us.st_ino);
}

void dtc_uwind_update(struct dtap_hdl *h, int pid)
{
	struct uw_table t = { 0 };
	struct stat exe;
	char *sig;

	if (refused || pid <= 0 || !h->have_transport || !target_exe(pid, &exe))
		return;
	/* first, whether the module takes tables at all: an empty one */
	if (!probed && send_table(h, pid, NULL, NULL, 0) < 0) {
		refused = true;
		return;
	}
	probed = true;
	sig = exec_maps(pid, NULL);
	if (!sig || (last_sig && !strcmp(sig, last_sig))) {
		free(sig);	/* gone, or nothing new */
		return;
	}
	free(last_sig);
	last_sig = sig;
	free(exec_maps(pid, &t));
	t.n = dtc_cfi_tidy(t.v, t.n);
	if (t.n > DTAP_UWT_MAXROWS) {
		if (!warned)
			fprintf(stderr, "dtap: warning: the unwinding tables of pid %d need %zu "
				"rows, more than the module's %u: its stacks are walked by "
				"frame pointers\n", pid, t.n, DTAP_UWT_MAXROWS);
		warned = true;
		t.n = 0;
	}
	if (send_table(h, pid, &exe, t.v, t.n) < 0) {
		if (errno == ESTALE || errno == ESRCH) {
			free(last_sig);	/* it exec'd meanwhile: again next time */
			last_sig = NULL;
		} else if (!warned) {
			fprintf(stderr, "dtap: warning: the module refused the unwinding "
				"tables of pid %d: %s\n", pid, strerror(errno));
			warned = true;
		}
	}
	free(t.v);
}
