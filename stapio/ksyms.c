/*
 * ksyms.c - kernel addresses as dtrace's %a prints them: "module`symbol"
 * or "module`symbol+0xOFF" (core kernel symbols in module "vmlinux", as
 * dtrace-utils names it), "0xADDR" when no symbol covers it.  The table
 * is /proc/kallsyms, read once on the first %a; where it shows no
 * addresses (kptr_restrict) every address prints as hex.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "libdtap_impl.h"

struct ksym {
	uint64_t addr;
	char *name;	/* "module`symbol" */
};

static struct ksym *ksyms;
static size_t nksyms;
static bool ksyms_read;

static int ksym_cmp(const void *a, const void *b)
{
	const struct ksym *x = a, *y = b;

	return x->addr < y->addr ? -1 : x->addr > y->addr;
}

static void ksyms_load(void)
{
	FILE *f = fopen("/proc/kallsyms", "r");
	char line[512], name[256], mod[128], type;
	unsigned long long addr;
	size_t cap = 0;

	ksyms_read = true;
	if (!f)
		return;
	while (fgets(line, sizeof(line), f)) {
		int n = sscanf(line, "%llx %c %255s [%127[^]]]", &addr, &type, name, mod);
		struct ksym *k;

		if (n < 3 || !addr || !strchr("tTdDbBrR", type))
			continue;
		if (nksyms == cap) {
			cap = cap ? 2 * cap : 4096;
			k = realloc(ksyms, cap * sizeof(*k));
			if (!k)
				break;
			ksyms = k;
		}
		k = &ksyms[nksyms];
		k->addr = addr;
		k->name = malloc(strlen(name) + strlen(n == 4 ? mod : "vmlinux") + 2);
		if (!k->name)
			break;
		sprintf(k->name, "%s`%s", n == 4 ? mod : "vmlinux", name);
		nksyms++;
	}
	fclose(f);
	qsort(ksyms, nksyms, sizeof(*ksyms), ksym_cmp);
}

void dtc_ksym_format(uint64_t addr, char *buf, size_t len)
{
	size_t lo = 0, hi;

	if (!ksyms_read)
		ksyms_load();
	hi = nksyms;
	while (lo < hi) {	/* the last symbol at or below addr */
		size_t mid = lo + (hi - lo) / 2;

		if (ksyms[mid].addr <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (!addr || lo == 0) {
		snprintf(buf, len, "0x%llx", (unsigned long long)addr);
		return;
	}
	if (ksyms[lo - 1].addr == addr)
		snprintf(buf, len, "%s", ksyms[lo - 1].name);
	else
		snprintf(buf, len, "%s+0x%llx", ksyms[lo - 1].name,
			 (unsigned long long)(addr - ksyms[lo - 1].addr));
}
