/*
 * ksyms.c - kernel addresses as "module`symbol+0xoff", for func() sym()
 * mod() stack() and printf's %a.
 *
 * The symbols are the running kernel's, read from /proc/kallsyms once,
 * when the first address is printed: dtapio runs on the traced host (as
 * root, who sees the real addresses), which is where the module's
 * addresses make sense; the build machine's files would not know where
 * KASLR put the kernel or the modules.  $DTAP_KALLSYMS names another file
 * in kallsyms' format (tests).  An address is given the closest symbol at
 * or below it: a text symbol for code, any for %a.
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

/* Two tables sorted by address: text symbols, for code addresses (a
 * stack frame never resolves to a data symbol between two functions), and
 * every symbol, for printf's %a of a global. */
struct ktab {
	struct ksym *v;
	size_t n, cap;
};
static struct ktab text, all;
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
static bool parse_line(char *line, struct ksym *k, bool *is_text)
{
	char *p, *name, *end;
	char type;

	k->addr = strtoull(line, &p, 16);
	if (p == line || p[0] != ' ' || !p[1] || p[2] != ' ')
		return false;
	type = p[1];
	if (!strchr("tTwWdDbBrR", type))
		return false;
	*is_text = strchr("tTwW", type) != NULL;
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

static void ktab_add(struct ktab *t, const struct ksym *k)
{
	if (t->n == t->cap) {
		t->cap = t->cap ? 2 * t->cap : 65536;
		t->v = realloc(t->v, t->cap * sizeof(*t->v));
		if (!t->v)
			abort();
	}
	t->v[t->n++] = *k;
}

static void load(void)
{
	const char *path = getenv("DTAP_KALLSYMS");
	char line[512];
	FILE *f;

	loaded = true;
	f = fopen(path && *path ? path : "/proc/kallsyms", "r");
	if (!f)
		return;
	while (fgets(line, sizeof(line), f)) {
		struct ksym k;
		bool is_text;

		if (!parse_line(line, &k, &is_text))
			continue;
		if (is_text)
			ktab_add(&text, &k);
		ktab_add(&all, &k);
	}
	fclose(f);
	qsort(text.v, text.n, sizeof(*text.v), ksym_cmp);
	qsort(all.v, all.n, sizeof(*all.v), ksym_cmp);
}

/* The symbol of FORM's table at or below ADDR, or NULL. */
static const struct ksym *lookup(uint64_t addr, enum dtc_ksym_form form)
{
	const struct ktab *t = form == DTC_KSYM_ADDR ? &all : &text;
	size_t lo = 0, hi;

	if (!loaded)
		load();
	hi = t->n;
	if (!hi || addr < t->v[0].addr)
		return NULL;
	while (hi - lo > 1) {		/* v[lo].addr <= addr < v[hi].addr */
		size_t mid = lo + (hi - lo) / 2;

		if (t->v[mid].addr <= addr)
			lo = mid;
		else
			hi = mid;
	}
	return &t->v[lo];
}

/* A module's first text symbol stands for the module. */
static uint64_t mod_base(const char *mod)
{
	for (size_t i = 0; i < text.n; i++)
		if (text.v[i].mod == mod)
			return text.v[i].addr;
	return 0;
}

uint64_t dtc_ksym_canon(uint64_t addr, enum dtc_ksym_form form)
{
	const struct ksym *k = lookup(addr, form);

	if (!k)
		return addr;
	return form == DTC_KSYM_MOD ? mod_base(k->mod) : k->addr;
}

const char *dtc_ksym(uint64_t addr, enum dtc_ksym_form form, char *buf, size_t len)
{
	const struct ksym *k = lookup(addr, form);

	if (!k)
		snprintf(buf, len, "0x%" PRIx64, addr);
	else if (form == DTC_KSYM_MOD)
		snprintf(buf, len, "%s", k->mod);
	else if ((form == DTC_KSYM_OFF || form == DTC_KSYM_ADDR) && addr > k->addr)
		snprintf(buf, len, "%s`%s+0x%" PRIx64, k->mod, k->name, addr - k->addr);
	else
		snprintf(buf, len, "%s`%s", k->mod, k->name);
	return buf;
}
