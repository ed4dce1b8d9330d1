/*
 * dt_check_module.c - dtap --check-module X.ko: a static check of a built
 * module, independent of the translator that built it.
 *
 *   1. It calls only kernel symbols of the runtime's allow-list
 *      (runtime/kernel-symbols.allow): its undefined symbols, read with
 *      libelf; -w modules ("destructive 1" in their metadata) also those
 *      of kernel-symbols-destructive.allow.  Guru-mode modules (a
 *      .dtap_guru section, or "guru 1") may call any kernel function and
 *      skip this check.
 *   2. No privileged instruction (cli, wrmsr, mov to %cr0, in/out, ...)
 *      outside the kernel's own patch sites: only cli/sti/stac/clac in
 *      .altinstr_replacement, which the kernel's alternatives and paravirt
 *      patching put there for local_irq_save() and user access.
 *   3. The generated functions (section .text.dtap_gen, see DTAP_GENERATED
 *      in runtime/dtap_runtime.h) have no backward branch: the translator
 *      emits straight-line code, and the runtime's bounded loops live in
 *      its own noinline helpers in .text.  (gcc never splits a function
 *      with a section attribute into hot and cold parts, so no part of a
 *      generated function hides in .text.unlikely.)
 * Not covered, and said so in the output of a -g module: the C of its
 * %{ %} blocks, whose functions land in .text (or any section they name)
 * beside the runtime's bounded loops, and may loop or call through
 * computed addresses.  The metadata and guru-ness are read by the code
 * dtaprun uses (signing/modinfo.c).
 *
 * The disassembly comes from objdump (binutils: kbuild needs it anyway, so
 * every machine that builds modules has it), run with an argv, no shell.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "build/dt_build.h"
#include "stapio/libdtap_impl.h"
#include "signing/dtap_sign.h"
#include "runtime/dtap_wire.h"	/* DTAP_META_SECTION, DTAP_GURU_SECTION */

extern char **environ;

#define GEN_SECTION ".text.dtap_gen"
#define PATCH_SECTION ".altinstr_replacement"

struct ck {
	const char *ko;
	FILE *out;
	int problems;
	int nsyms, nfuncs, ninsns;
	bool have_gen;
	char sec[256];		/* section being disassembled */
	char func[256];		/* function being disassembled */
	unsigned long func_start;
	struct insn *insns;	/* of the generated function being read */
	int ninsn, capinsn;
};

/* One instruction of a generated function, for the loop check. */
struct insn {
	unsigned long addr;
	unsigned long target;	/* branch target */
	bool branch;		/* direct jump with a target */
	bool falls;		/* execution may go on to the next one */
	int color;		/* depth-first search: 0 new, 1 open, 2 done */
	int edge;		/* DFS: next edge to follow (0 fall, 1 branch) */
};

static void ck_problem(struct ck *c, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void ck_problem(struct ck *c, const char *fmt, ...)
{
	va_list ap;

	fprintf(c->out, "dtap: %s: ", c->ko);
	va_start(ap, fmt);
	vfprintf(c->out, fmt, ap);
	va_end(ap);
	fputc('\n', c->out);
	c->problems++;
}

/* ---- 1. kernel symbols ---- */

static bool allow_has(char *const *allow, int n, const char *sym)
{
	for (int i = 0; i < n; i++)
		if (strcmp(allow[i], sym) == 0)
			return true;
	return false;
}

/* The allow-list: one symbol per line, '#' comments. */
static char **allow_read(const char *path, int *n)
{
	FILE *f = fopen(path, "r");
	char line[256], **v = NULL;
	int cap = 0;

	*n = 0;
	if (!f)
		return NULL;
	while (fgets(line, sizeof(line), f)) {
		char *s = line + strspn(line, " \t");

		s[strcspn(s, " \t\r\n#")] = '\0';
		if (!*s)
			continue;
		if (*n == cap) {
			cap = cap ? 2 * cap : 128;
			v = realloc(v, (size_t)cap * sizeof(*v));
			if (!v)
				break;
		}
		v[(*n)++] = dt_strdup(s);
	}
	fclose(f);
	return v;
}

static int check_symbols(struct ck *c, Elf *e, bool guru, bool destructive)
{
	const char *allow_path = dt_sprintf("%s/kernel-symbols.allow", dt_path("runtime"));
	const char *dpath = dt_sprintf("%s/kernel-symbols-destructive.allow",
				       dt_path("runtime"));
	Elf_Scn *scn = NULL;
	char **allow = NULL, **dallow = NULL;
	int nallow = 0, ndallow = 0;

	if (!guru && !(allow = allow_read(allow_path, &nallow))) {
		ck_problem(c, "cannot read the allow-list %s", allow_path);
		return -1;
	}
	if (!guru && destructive && !(dallow = allow_read(dpath, &ndallow))) {
		ck_problem(c, "cannot read the allow-list %s", dpath);
		return -1;
	}
	while ((scn = elf_nextscn(e, scn)) != NULL) {
		GElf_Shdr sh;
		Elf_Data *d;

		if (!gelf_getshdr(scn, &sh) || sh.sh_type != SHT_SYMTAB ||
		    !(d = elf_getdata(scn, NULL)) || !sh.sh_entsize)
			continue;
		for (size_t i = 1; i < sh.sh_size / sh.sh_entsize; i++) {
			GElf_Sym sym;
			const char *name;

			if (!gelf_getsym(d, (int)i, &sym) || sym.st_shndx != SHN_UNDEF)
				continue;
			name = elf_strptr(e, sh.sh_link, sym.st_name);
			if (!name || !*name)
				continue;
			c->nsyms++;
			if (!guru && !allow_has(allow, nallow, name) &&
			    !allow_has(dallow, ndallow, name))
				ck_problem(c, "uses kernel symbol '%s', which is not in the "
					   "runtime's allow-list (%s); only -g (guru) modules may",
					   name, allow_path);
		}
	}
	return 0;
}

/* ---- 2 and 3. instructions ---- */

static bool is_privileged(const char *mn, const char *ops)
{
	static const char *const priv[] = {
		"cli", "sti", "hlt", "lgdt", "lidt", "lldt", "ltr", "lmsw", "clts",
		"invd", "wbinvd", "wbnoinvd", "invlpg", "invlpga", "invpcid", "wrmsr",
		"wrmsrns", "rdmsr", "swapgs", "sysret", "sysretq", "sysretl", "sysexit",
		"iret", "iretq", "iretl", "iretw", "in", "inb", "inw", "inl", "out",
		"outb", "outw", "outl", "ins", "insb", "insw", "insl", "outs", "outsb",
		"outsw", "outsl", "xsetbv", "stac", "clac", "monitor", "mwait",
		"vmcall", "vmlaunch", "vmresume", "vmxon", "vmxoff", "vmptrld",
		"vmclear", "vmread", "vmwrite", "vmrun", "vmmcall", "vmload", "vmsave",
		"stgi", "clgi", "skinit", "rdpmc", "wrpkru", "encls", "pconfig", "tdcall",
		"seamcall", "wrssq", "wrssd", "rstorssp", "setssbsy", "clrssbsy", NULL,
	};

	for (int i = 0; priv[i]; i++)
		if (strcmp(mn, priv[i]) == 0)
			return true;
	/* mov to or from a control or debug register */
	return strncmp(mn, "mov", 3) == 0 &&
	       (strstr(ops, "%cr") || strstr(ops, "%db") || strstr(ops, "%dr"));
}

static bool is_patch_site_insn(const char *mn)
{
	return !strcmp(mn, "cli") || !strcmp(mn, "sti") || !strcmp(mn, "stac") ||
	       !strcmp(mn, "clac");
}

/* A jump or loop instruction: jmp, jCC, loop*, jrcxz, jecxz. */
static bool is_branch(const char *mn)
{
	return mn[0] == 'j' || strncmp(mn, "loop", 4) == 0;
}

static int insn_at(const struct ck *c, unsigned long addr)
{
	int lo = 0, hi = c->ninsn - 1;

	while (lo <= hi) {
		int mid = (lo + hi) / 2;

		if (c->insns[mid].addr == addr)
			return mid;
		if (c->insns[mid].addr < addr)
			lo = mid + 1;
		else
			hi = mid - 1;
	}
	return -1;
}

/*
 * Does the function just read contain a loop?  A backward jump alone is
 * no loop: gcc moves unlikely blocks to the end and jumps back to where
 * they join.  A loop is a cycle in the control-flow graph: an edge to an
 * instruction still open in a depth-first search from the entry.
 */
static void check_loops(struct ck *c)
{
	int *stack, sp = 0;

	if (c->ninsn == 0)
		return;
	stack = dt_zalloc((size_t)c->ninsn * sizeof(*stack));
	stack[sp++] = 0;
	c->insns[0].color = 1;
	while (sp > 0) {
		int cur = stack[sp - 1], next = -1;
		struct insn *in = &c->insns[cur];

		if (in->edge == 0) {		/* first edge: fall through */
			in->edge = 1;
			if (in->falls && cur + 1 < c->ninsn)
				next = cur + 1;
		} else if (in->edge == 1) {	/* second edge: the jump */
			in->edge = 2;
			if (in->branch)		/* outside the function: no edge */
				next = insn_at(c, in->target);
		} else {
			in->color = 2;
			sp--;
			continue;
		}
		if (next < 0)
			continue;
		if (c->insns[next].color == 1) {
			ck_problem(c, "loop in generated function %s: +0x%lx goes back to "
				   "+0x%lx (generated code must be straight-line)", c->func,
				   in->addr - c->func_start, c->insns[next].addr - c->func_start);
			break;
		}
		if (c->insns[next].color == 0) {
			c->insns[next].color = 1;
			stack[sp++] = next;
		}
	}
	free(stack);
}

/* The end of a function: check it if it was a generated one. */
static void end_function(struct ck *c)
{
	if (c->ninsn)
		check_loops(c);
	c->ninsn = 0;
}

/* RELOC: the instruction's operand is relocated (with -r, objdump shows
 * the relocation on the same line): a jump to another function, whose
 * displayed target (the next instruction) is not where it goes. */
/* Kernel functions that never return: a call to one ends its block (gcc
 * places unrelated code right after it), so it must not fall through. */
static bool calls_noreturn(const char *mn, const char *rel)
{
	static const char *const noret[] = {
		"__fortify_panic", "fortify_panic", "panic", "BUG_func",
		"__stack_chk_fail", "do_exit", "make_task_dead", NULL,
	};

	if (strncmp(mn, "call", 4) != 0 || !rel)
		return false;
	rel = strchr(rel, '\t') ? strchr(rel, '\t') + 1 : rel;	/* the symbol */
	for (int i = 0; noret[i]; i++) {
		size_t n = strlen(noret[i]);

		if (!strncmp(rel, noret[i], n) && (rel[n] == '-' || rel[n] == '+' || !rel[n]))
			return true;
	}
	return false;
}

static void add_insn(struct ck *c, unsigned long addr, const char *mn, const char *ops,
		     const char *rel)
{
	struct insn *in;
	unsigned long target;
	bool reloc = rel != NULL;

	if (c->ninsn == c->capinsn) {
		c->capinsn = c->capinsn ? 2 * c->capinsn : 256;
		c->insns = realloc(c->insns, (size_t)c->capinsn * sizeof(*c->insns));
		if (!c->insns)
			abort();
	}
	in = &c->insns[c->ninsn++];
	memset(in, 0, sizeof(*in));
	in->addr = addr;
	in->falls = strcmp(mn, "jmp") != 0 && strncmp(mn, "ret", 3) != 0 &&
		    strcmp(mn, "ud2") != 0 && strcmp(mn, "int3") != 0 &&
		    !calls_noreturn(mn, rel);
	if (is_branch(mn) && !reloc && *ops != '*' && sscanf(ops, "%lx", &target) == 1) {
		in->branch = true;
		in->target = target;
	}
}

/* One line of "objdump -d -w --no-show-raw-insn". */
static void ck_line(struct ck *c, char *line)
{
	char *tab, *mn, *ops, *end, *rel, *cut, name[256];
	unsigned long addr;

	line[strcspn(line, "\n")] = '\0';
	if ((rel = strstr(line, "\tR_X86_64_")) || (rel = strstr(line, " R_X86_64_"))) {
		/* cut "\tOFF: R_X86_64_TYPE\tSYMBOL+ADDEND" off the instruction */
		rel++;
		for (cut = rel; cut > line && cut[-1] != '\t'; cut--)
			;
		if (cut > line)
			cut[-1] = '\0';
	}
	if (sscanf(line, "Disassembly of section %255[^:]:", name) == 1) {
		end_function(c);
		snprintf(c->sec, sizeof(c->sec), "%s", name);
		if (strcmp(c->sec, GEN_SECTION) == 0)
			c->have_gen = true;
		return;
	}
	if (sscanf(line, "%lx <%255[^>]>:", &addr, name) == 2) {
		end_function(c);
		snprintf(c->func, sizeof(c->func), "%s", name);
		c->func_start = addr;
		if (strcmp(c->sec, GEN_SECTION) == 0 && strncmp(c->func, "__pfx_", 6) != 0)
			c->nfuncs++;
		return;
	}
	addr = strtoul(line, &end, 16);
	if (end == line || *end != ':' || !(tab = strchr(end, '\t')))
		return;
	mn = tab + 1;
	mn += strspn(mn, " ");
	/* prefixes such as "lock", "rep", "notrack", "bnd" come first */
	while (!strncmp(mn, "lock ", 5) || !strncmp(mn, "rep ", 4) || !strncmp(mn, "repz ", 5) ||
	       !strncmp(mn, "repnz ", 6) || !strncmp(mn, "notrack ", 8) || !strncmp(mn, "bnd ", 4) ||
	       !strncmp(mn, "cs ", 3) || !strncmp(mn, "ds ", 3) || !strncmp(mn, "data16 ", 7))
		mn = strchr(mn, ' ') + 1;
	ops = mn + strcspn(mn, " ");
	if (*ops)
		*ops++ = '\0';
	ops += strspn(ops, " ");
	if (!*mn || !strcmp(mn, "(bad)"))
		return;
	c->ninsns++;
	if (is_privileged(mn, ops) &&
	    !(strcmp(c->sec, PATCH_SECTION) == 0 && is_patch_site_insn(mn)))
		ck_problem(c, "privileged instruction '%s%s%s' in %s+0x%lx (section %s)",
			   mn, *ops ? " " : "", ops, c->func, addr - c->func_start, c->sec);
	if (strcmp(c->sec, GEN_SECTION) == 0)
		add_insn(c, addr, mn, ops, rel);
}

static int check_code(struct ck *c)
{
	char *argv[] = { "objdump", "-d", "-r", "-w", "--no-show-raw-insn", (char *)c->ko,
			 NULL };
	posix_spawn_file_actions_t fa;
	char line[1024];
	int pfd[2], st, rc;
	pid_t pid;
	FILE *f;

	if (pipe2(pfd, O_CLOEXEC) < 0)
		return -1;
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_adddup2(&fa, pfd[1], 1);
	rc = posix_spawnp(&pid, "objdump", &fa, NULL, argv, environ);
	posix_spawn_file_actions_destroy(&fa);
	close(pfd[1]);
	if (rc != 0) {
		close(pfd[0]);
		ck_problem(c, "cannot run objdump (binutils): %s", strerror(rc));
		return -1;
	}
	f = fdopen(pfd[0], "r");
	while (f && fgets(line, sizeof(line), f))
		ck_line(c, line);
	end_function(c);
	free(c->insns);
	if (f)
		fclose(f);
	if (waitpid(pid, &st, 0) < 0 || !WIFEXITED(st) || WEXITSTATUS(st) != 0) {
		ck_problem(c, "objdump failed to disassemble it");
		return -1;
	}
	if (!c->have_gen)
		ck_problem(c, "no %s section: not a module of this dtap", GEN_SECTION);
	return 0;
}

int dt_check_module(const char *ko, FILE *out)
{
	struct ck c = { .ko = ko, .out = out };
	struct dtap_modinfo mi;
	char err[512];
	bool guru, destructive;
	Elf *e;
	int fd;

	/* what dtaprun decides with, read by the same code */
	if (dtap_module_info(ko, &mi, err, sizeof(err)) < 0) {
		fprintf(out, "dtap: %s: %s\n", ko, err);
		return -1;
	}
	if (!mi.has_meta) {
		fprintf(out, "dtap: %s has no %s section (not a dtap module?)\n", ko,
			DTAP_META_SECTION);
		return -1;
	}
	guru = mi.guru;
	destructive = mi.destructive;
	fd = open(ko, O_RDONLY | O_CLOEXEC);
	if (fd < 0 || elf_version(EV_CURRENT) == EV_NONE ||
	    !(e = elf_begin(fd, ELF_C_READ, NULL))) {
		fprintf(out, "dtap: cannot read %s: %s\n", ko, fd < 0 ? strerror(errno)
								 : elf_errmsg(-1));
		if (fd >= 0)
			close(fd);
		return -1;
	}
	check_symbols(&c, e, guru, destructive);
	elf_end(e);
	close(fd);
	check_code(&c);
	if (c.problems)
		return -1;
	printf("%s: ok: %d kernel symbols%s, %d generated functions without loops, "
	       "%d instructions without privileged ones\n", ko, c.nsyms,
	       guru ? " (guru: any allowed)" : " all allowed", c.nfuncs, c.ninsns);
	if (guru)
		printf("%s: not checked (guru mode): the C of %%{ %%} blocks, whose functions "
		       "(in .text, .text.unlikely or any section they name) may loop, call "
		       "through computed addresses and call any kernel function; %%{ %%} "
		       "expressions in clauses are checked for loops only\n", ko);
	return 0;
}
