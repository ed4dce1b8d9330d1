/*
 * test_usym.c - user addresses as dtapio names them (usym.c), on the
 * host, in this very process: a position-independent executable and
 * the shared libc (the guest has neither: its workloads are static), an
 * anonymous mapping, a file mapped after the process's maps were first
 * read (dlopen's case), a process that has exited.
 */
#include <fcntl.h>
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
