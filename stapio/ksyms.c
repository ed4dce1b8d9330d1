/*
 * ksyms.c - kernel addresses as "module`symbol+0xoff", for func() sym()
 * mod() stack() and printf's %a.
 *
 * The symbols are the running kernel's, read from /proc/kallsyms once,
 * when the first address is printed: dtapio runs on the traced host (as
 * root, who sees the real addresses), which is where the module's
 * addresses make sense; the build machine's files would not know where
 * KASLR put the kernel or the modules.  $DTAP_KALLSYMS names another file
 * in kallsyms' format (tests).  Text and data symbols count; an address is
 * given the closest symbol at or below it, within the same module.
 * Without symbols, an address prints as 0x... (as dtrace does).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "libdtap_impl.h"

struct ksym {
	uint64_t addr;
	const char *name;
	const char *mod;	/* "vmlinux" or the module's name */
};

static struct ksym *ksyms;
static size_t nksyms;
static bool loaded;

static int ksym_cmp(const void *a, const void *b)
{
	const struct ksym *x = a, *y = b;

	return x->addr < y->addr ? -1 : x->addr > y->addr;
}

/* The module names are few: keep one copy of each. */
static const char *mod_name(const char *s, size_t n)
{
	static char **names;
	static size_t nnames;

	for (size_t i = 0; i < nnames; i++)
		if (strlen(names[i]) == n && !strncmp(names[i], s, n))
			return names[i];
	names = realloc(names, (nnames + 1) * sizeof(*names));
	if (!names)
		abort();
	names[nnames] = strndup(s, n);
	return names[nnames++];
}

/* "ffffffff81000000 T _stext" or "ffffffffc0000000 t fn\t[mod]" */
static bool parse_line(char *line, struct ksym *k)
{
	char *p, *name, *end;
	char type;

	k->addr = strtoull(line, &p, 16);
	if (p == line || p[0] != ' ' || !p[1] || p[2] != ' ')
		return false;
	type = p[1];
	/* text for stack frames, data too for printf's %a of a global */
	if (!strchr("tTwWdDbBrR", type))
		return false;
	name = p + 3;
	end = name + strcspn(name, " \t\n");
	k->mod = "vmlinux";
	p = strchr(end, '[');
	if (p) {
		char *close = strchr(p, ']');

		if (close)
			k->mod = mod_name(p + 1, (size_t)(close - p - 1));
	}
	*end = '\0';
	k->name = strdup(name);
	return k->addr != 0 && k->name;
}

static void load(void)
{
	const char *path = getenv("DTAP_KALLSYMS");
	char line[512];
	size_t cap = 0;
	FILE *f;

	loaded = true;
	f = fopen(path && *path ? path : "/proc/kallsyms", "r");
	if (!f)
		return;
	while (fgets(line, sizeof(line), f)) {
		struct ksym k;

		if (!parse_line(line, &k))
			continue;
		if (nksyms == cap) {
			cap = cap ? 2 * cap : 65536;
			ksyms = realloc(ksyms, cap * sizeof(*ksyms));
			if (!ksyms)
				abort();
		}
		ksyms[nksyms++] = k;
	}
	fclose(f);
	qsort(ksyms, nksyms, sizeof(*ksyms), ksym_cmp);
}

/* The symbol at or below ADDR, or NULL. */
static const struct ksym *lookup(uint64_t addr)
{
	size_t lo = 0, hi;

	if (!loaded)
		load();
	hi = nksyms;
	if (!hi || addr < ksyms[0].addr)
		return NULL;
	while (hi - lo > 1) {		/* ksyms[lo].addr <= addr < ksyms[hi].addr */
		size_t mid = lo + (hi - lo) / 2;

		if (ksyms[mid].addr <= addr)
			lo = mid;
		else
			hi = mid;
	}
	return &ksyms[lo];
}

/* A module's first symbol stands for the module. */
static uint64_t mod_base(const char *mod)
{
	for (size_t i = 0; i < nksyms; i++)
		if (ksyms[i].mod == mod)
			return ksyms[i].addr;
	return 0;
}

uint64_t dtc_ksym_canon(uint64_t addr, enum dtc_ksym_form form)
{
	const struct ksym *k = lookup(addr);

	if (!k)
		return addr;
	return form == DTC_KSYM_MOD ? mod_base(k->mod) : k->addr;
}

const char *dtc_ksym(uint64_t addr, enum dtc_ksym_form form, char *buf, size_t len)
{
	const struct ksym *k = lookup(addr);

	if (!k)
		snprintf(buf, len, "0x%" PRIx64, addr);
	else if (form == DTC_KSYM_MOD)
		snprintf(buf, len, "%s", k->mod);
	else if (form == DTC_KSYM_OFF && addr > k->addr)
		snprintf(buf, len, "%s`%s+0x%" PRIx64, k->mod, k->name, addr - k->addr);
	else
		snprintf(buf, len, "%s`%s", k->mod, k->name);
	return buf;
}
