/*
 * test_ksyms.c - kernel addresses as dtapio prints them (ksyms.c,
 * out_trace.c): symbols from a kallsyms-format file ($DTAP_KALLSYMS),
 * module names, offsets, unknown addresses, and stack() and func() as
 * traced and as aggregation keys, compared as whole output texts.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "libdtap_impl.h"

static int failures;

static void check(const char *name, const char *got, const char *want)
{
	if (strcmp(got, want) == 0) {
		printf("PASS ksyms.%s\n", name);
		return;
	}
	printf("FAIL ksyms.%s: got \"%s\", want \"%s\"\n", name, got, want);
	failures++;
}

static void check_u64(const char *name, uint64_t got, uint64_t want)
{
	char g[32], w[32];

	snprintf(g, sizeof(g), "%#llx", (unsigned long long)got);
	snprintf(w, sizeof(w), "%#llx", (unsigned long long)want);
	check(name, g, w);
}

static const char *sym(uint64_t a, enum dtc_ksym_form f)
{
	static char buf[256];

	return dtc_ksym(a, f, buf, sizeof(buf));
}

/* What dtc_trace / dtc_print_key print for ITEM (into a string). */
static const char *traced(const struct dtap_item *it)
{
	static char buf[4096];
	FILE *f = fmemopen(buf, sizeof(buf), "w");

	dtc_trace(f, it, true);
	fclose(f);
	return buf;
}

int main(void)
{
	char path[] = "/tmp/test_ksyms.XXXXXX";
	int fd = mkstemp(path);
	FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
	uint64_t pcs[4] = { 0xffffffff81000010ULL, 0xffffffffc0001000ULL, 0xffffffff81000200ULL, 0 };
	struct dtap_item it = { .type = { 'K', 4 }, .str = (const char *)pcs, .len = sizeof(pcs) };

	if (!f) {
		printf("FAIL ksyms.setup: cannot create %s\n", path);
		return 1;
	}
	fputs("ffffffff81000000 T _stext\n"
	      "ffffffff81000100 t read_zero\n"
	      "ffffffff81000180 D some_data\n"
	      "ffffffff81000200 T vfs_read\n"
	      "ffffffffc0000000 t ext4_read\t[ext4]\n"
	      "ffffffffc0001000 T ext4_write\t[ext4]\n", f);
	fclose(f);
	setenv("DTAP_KALLSYMS", path, 1);

	check("sym_start", sym(0xffffffff81000100ULL, DTC_KSYM_SYM), "vmlinux`read_zero");
	check("sym_inside", sym(0xffffffff81000104ULL, DTC_KSYM_SYM), "vmlinux`read_zero");
	check("off_inside", sym(0xffffffff81000104ULL, DTC_KSYM_OFF), "vmlinux`read_zero+0x4");
	check("off_start", sym(0xffffffff81000100ULL, DTC_KSYM_OFF), "vmlinux`read_zero");
	check("data_is_not_text", sym(0xffffffff81000190ULL, DTC_KSYM_OFF),
	      "vmlinux`read_zero+0x90");
	check("module", sym(0xffffffffc0000008ULL, DTC_KSYM_SYM), "ext4`ext4_read");
	check("mod", sym(0xffffffffc0001008ULL, DTC_KSYM_MOD), "ext4");
	check("unknown", sym(0x1000, DTC_KSYM_SYM), "0x1000");
	check_u64("canon_sym", dtc_ksym_canon(0xffffffff81000104ULL, DTC_KSYM_SYM),
		  0xffffffff81000100ULL);
	check_u64("canon_mod", dtc_ksym_canon(0xffffffffc0001008ULL, DTC_KSYM_MOD),
		  0xffffffffc0000000ULL);
	check("stack", traced(&it),
	      "\n              vmlinux`_stext+0x10\n              ext4`ext4_write\n"
	      "              vmlinux`vfs_read\n");
	it.type.kind = 'S';
	it.ival = (int64_t)0xffffffff81000208ULL;
	check("func_traced", traced(&it),
	      "  vmlinux`vfs_read                                  ");
	unlink(path);
	return failures ? 1 : 0;
}
