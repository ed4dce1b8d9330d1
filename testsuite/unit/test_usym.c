/*
 * test_usym.c - user addresses as dtapio names them (usym.c), on the
 * host, in this very process: a position-independent executable and
 * the shared libc (the guest has neither: its workloads are static), an
 * anonymous mapping, a file mapped after the process's maps were first
 * read (dlopen's case), a process that has exited, and a stripped file
 * whose other functions only its MiniDebugInfo (.gnu_debugdata) names
 * (build/testsuite/unit/pidwl-mini: the Makefile makes it as Fedora's
 * find-debuginfo does, from pidwl).
 */
#include <fcntl.h>
#include <gelf.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/wait.h>

#include "libdtap_impl.h"

static int failures;

static void check(const char *name, const char *got, const char *want)
{
	if (strcmp(got, want) == 0) {
		printf("PASS usym.%s\n", name);
		return;
	}
	printf("FAIL usym.%s: got \"%s\", want \"%s\"\n", name, got, want);
	failures++;
}

/* A function of this executable, with its own symbol. */
__attribute__((noinline)) int usym_target(int x)
{
	return x * 3 + 1;
}

static const char *name(int pid, uint64_t pc, char kind)
{
	static char buf[512];

	return kind ? dtc_uaddr_form(pid, pc, kind, buf, sizeof(buf))
		    : dtc_usym(pid, pc, buf, sizeof(buf));
}

/* The mapping of this process that holds ADDR: its start, file offset. */
static bool own_mapping(uint64_t addr, uint64_t *start, uint64_t *end, uint64_t *off)
{
	char line[4352];
	FILE *fp = fopen("/proc/self/maps", "re");
	bool found = false;

	while (fp && !found && fgets(line, sizeof(line), fp))
		found = sscanf(line, "%" SCNx64 "-%" SCNx64 " %*s %" SCNx64, start, end, off) == 3 &&
			addr >= *start && addr < *end;
	if (fp)
		fclose(fp);
	return found;
}

/* The value of function SYM in ELF file PATH's .symtab, and the file
 * offset of its first byte (0: not found). */
static uint64_t func_offset(const char *path, const char *sym)
{
	int fd = open(path, O_RDONLY);
	Elf *elf = fd >= 0 ? (elf_version(EV_CURRENT), elf_begin(fd, ELF_C_READ, NULL)) : NULL;
	Elf_Scn *scn = NULL;
	uint64_t value = 0, off = 0;
	size_t nph = 0;

	while (elf && !value && (scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		Elf_Data *d;

		if (!gelf_getshdr(scn, &sh) || sh.sh_type != SHT_SYMTAB || !sh.sh_entsize ||
		    !(d = elf_getdata(scn, NULL)))
			continue;
		for (size_t i = 0; i < sh.sh_size / sh.sh_entsize; i++) {
			GElf_Sym s;
			const char *n;

			if (gelf_getsym(d, (int)i, &s) && (n = elf_strptr(elf, sh.sh_link, s.st_name)) &&
			    !strcmp(n, sym))
				value = s.st_value;
		}
	}
	elf_getphdrnum(elf, &nph);
	for (size_t i = 0; elf && value && i < nph; i++) {
		GElf_Phdr ph;

		if (gelf_getphdr(elf, (int)i, &ph) && ph.p_type == PT_LOAD &&
		    value >= ph.p_vaddr && value < ph.p_vaddr + ph.p_filesz)
			off = value - ph.p_vaddr + ph.p_offset;
	}
	if (elf)
		elf_end(elf);
	if (fd >= 0)
		close(fd);
	return off;
}

/* A function named by the MiniDebugInfo of a stripped file alone (main,
 * add3: not exported), and one of its .dynsym too, in a mapping of the
 * whole file (its file offsets are the mapping's). */
static void check_minidebuginfo(int pid)
{
	const char *mini = "build/testsuite/unit/pidwl-mini";
	uint64_t add3 = func_offset("build/testsuite/workloads/pidwl", "add3");
	uint64_t mainf = func_offset("build/testsuite/workloads/pidwl", "main");
	int fd = open(mini, O_RDONLY);
	off_t len = fd >= 0 ? lseek(fd, 0, SEEK_END) : 0;
	char *map = fd >= 0 ? mmap(NULL, (size_t)len, PROT_READ, MAP_PRIVATE, fd, 0) : MAP_FAILED;
	uint64_t base = (uint64_t)(uintptr_t)map;

	if (map == MAP_FAILED || !add3 || !mainf) {
		check("minidebuginfo", "cannot map pidwl-mini or read pidwl", "");
		return;
	}
	check("minidebuginfo_add3", name(pid, base + add3 + 2, 0), "pidwl-mini`add3+0x2");
	check("minidebuginfo_main", name(pid, base + mainf, 0), "pidwl-mini`main");
	munmap(map, (size_t)len);
	close(fd);
}

int main(void)
{
	int pid = getpid();
	uint64_t fn = (uint64_t)(uintptr_t)usym_target, wr = (uint64_t)(uintptr_t)getpid;
	uint64_t start, end, off;
	char want[512];
	void *anon = mmap(NULL, 4096, PROT_READ | PROT_EXEC, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	pid_t child;

	check("pie_sym", name(pid, fn, 0), "test_usym`usym_target");
	check("pie_off", name(pid, fn + 3, 0), "test_usym`usym_target+0x3");
	check("usym_key", name(pid, fn + 3, 'Y'), "test_usym`usym_target");
	check("umod", name(pid, fn + 3, 'O'), "test_usym");
	snprintf(want, sizeof(want), "%#" PRIx64, fn);
	check("canon_sym", want, (snprintf(want + 256, 256, "%#" PRIx64,
					   dtc_uaddr_canon(pid, fn + 3, 'Y')), want + 256));
	check("libc_module", name(pid, wr, 'O'), "libc.so.6");
	check("libc_sym", strncmp(name(pid, wr, 0), "libc.so.6`", 10) == 0 &&
	      !strchr(name(pid, wr, 0), '+') ? "named" : name(pid, wr, 0), "named");
	snprintf(want, sizeof(want), "%#" PRIx64, (uint64_t)(uintptr_t)anon);
	check("anon", name(pid, (uint64_t)(uintptr_t)anon, 0), want);

	/* this executable's text mapped again, after the maps were read */
	if (own_mapping(fn, &start, &end, &off)) {
		int fd = open("/proc/self/exe", O_RDONLY);
		char *again = mmap(NULL, end - start, PROT_READ, MAP_PRIVATE, fd, (off_t)off);

		check("mapped_later", again == MAP_FAILED ? "mmap failed" :
		      name(pid, (uint64_t)(uintptr_t)again + (fn - start) + 3, 0),
		      "test_usym`usym_target+0x3");
		close(fd);
	}

	check_minidebuginfo(pid);

	/* a process that has exited: bare addresses */
	if ((child = fork()) == 0)
		_exit(0);
	waitpid(child, NULL, 0);
	snprintf(want, sizeof(want), "%#" PRIx64, fn);
	check("gone", name(child, fn, 0), want);
	check("gone_umod", name(child, fn, 'O'), want);

	/* %A of a plain address: the target's, bare without one */
	check("target_none", dtc_usym_target(fn, want, sizeof(want)),
	      (snprintf(want + 256, 256, "%#" PRIx64, fn), want + 256));
	dtc_usym_set_target(pid);
	check("target", dtc_usym_target(fn, want, sizeof(want)), "test_usym`usym_target");
	return failures ? 1 : 0;
}
