/*
 * dt_cg_fbt.c - pass 3 for the fbt provider: the tables runtime/probe_fbt.c
 * registers and fires the program's function probes from.
 *
 * Two forms.  A program of few fbt probes gets a struct dtap_probe and a
 * kprobe handler of its own per probe (the handler calls the probe's
 * clauses directly: the cheapest hit, bench/probe-cost's fbt_count and
 * fbt_ret).  Above FBT_WIDE probes that is code per probe: fbt:::entry
 * (67k functions) made 21 MB of C, 22 minutes of gcc and a 444 MB
 * module.  There the program gets the compact form (DTAP_FBT_WIDE,
 * runtime/probe_fbt_wide.c): one row of numbers per probe, the names in
 * one string pool, the vmlinux sites sorted by address (the runtime
 * attaches them all with one ftrace_ops or fprobe and finds a hit's probe
 * by binary search), and one dispatch function that runs the clauses of
 * any of them.
 */
#include <stdlib.h>
#include <string.h>

#include "cg/dt_cg.h"

/* Above this many fbt probes, the compact form.  vfs_* (79 functions)
 * takes it; every probe-cost case (one probe) and the tapsets' few fbt
 * probes keep their own handlers. */
#define FBT_WIDE 32

bool dt_cg_fbt_wide(const struct dt_program *p)
{
	return dt_cg_count_probes(p, dt_cg_is_fbt) > FBT_WIDE;
}

/* What kprobes find the function by: "module:name" in a module. */
static const char *fbt_symbol(const struct dt_probe *pr)
{
	return strcmp(pr->mod, "vmlinux") ? dt_sprintf("%s:%s", pr->mod, pr->func) : pr->func;
}

static char *cstr(const char *s)
{
	return dt_cg_cstring(s, strlen(s));
}

/* The per-probe form: the probes, and the function and end of each
 * (probe_fbt.c registers a kprobe or kretprobe per entry, in this order). */
static void cg_fbt_each(FILE *out, const struct dt_program *p)
{
	fprintf(out, "static const struct dtap_probe dtap_fbt_probes[DTAP_NFBT] = {\n");
	for (const struct dt_probe *pr = p->probes; pr; pr = pr->next) {
		if (!dt_cg_is_fbt(pr))
			continue;
		fputs("{\n", out);
		dt_cg_probe_fields(out, p, pr->id, pr->prov, pr->mod, pr->func, pr->name);
		fputs("},\n", out);
	}
	fputs("};\n\n", out);
	/* each probe's own kprobe or kretprobe handler, defined after the
	 * runtime (dt_cg_fbt_handlers): it calls the probe's handler directly */
	for (const struct dt_probe *pr = p->probes; pr; pr = pr->next)
		if (dt_cg_is_fbt(pr) && !pr->is_return)
			fprintf(out, "static int dtap_kp_entry_%d(struct kprobe *, struct pt_regs *);\n",
				pr->id);
		else if (dt_cg_is_fbt(pr))
			fprintf(out, "static int dtap_kp_return_%d(struct kretprobe_instance *, "
				"struct pt_regs *);\n", pr->id);
	fputs("\nstatic const struct dtap_fbt_site dtap_fbt_sites[DTAP_NFBT] = {\n", out);
	for (const struct dt_probe *pr = p->probes; pr; pr = pr->next)
		if (dt_cg_is_fbt(pr))
			fprintf(out, "\t{ %s, %s, %s, %s },\n", cstr(fbt_symbol(pr)),
				pr->is_return ? "true" : "false",
				pr->is_return ? "NULL" : dt_sprintf("dtap_kp_entry_%d", pr->id),
				pr->is_return ? dt_sprintf("dtap_kp_return_%d", pr->id) : "NULL");
	fputs("};\n\n", out);
}

/* ---- the compact form ---- */

struct wsite {
	const struct dt_probe *pr;
	uint64_t addr;		/* link-time; 0: kprobes by name (a module's,
				 * or one ftrace cannot trace: no_ftrace) */
	uint32_t index;		/* in dtap_fbt_wsites[] */
	uint32_t func, mod;	/* offsets of the names in the pool */
	uint32_t sym;		/* a module's: of "module:name" */
};

static int cmp_addr(const void *a, const void *b)
{
	const struct wsite *x = a, *y = b;

	if (x->addr != y->addr)
		return x->addr < y->addr ? -1 : 1;
	return x->index < y->index ? -1 : x->index > y->index;	/* aliases */
}

/* The string pool: each module name once (the probes of a module are
 * together), each function name; *OFF is the next free offset. */
static uint32_t pool_add(FILE *out, const char *s, uint32_t *off)
{
	uint32_t at = *off;

	/* one literal per name: "\0" "1a" is no octal escape */
	fprintf(out, "\t%s \"\\0\"\n", cstr(s));
	*off += (uint32_t)strlen(s) + 1;
	return at;
}

/* The vmlinux sites of one end (RET), by address, as indices. */
static void cg_by_addr(FILE *out, const char *name, struct wsite *w, size_t n, bool ret)
{
	size_t k = 0;

	fprintf(out, "static const u32 %s[] = {", name);
	for (size_t i = 0; i < n; i++)
		if (w[i].addr && w[i].pr->is_return == ret)
			fprintf(out, "%s%u,", k++ % 16 ? " " : "\n\t", w[i].index);
	fprintf(out, "%s\n};\n#define %s_N\t%zu\n\n", k ? "" : "\n\t0", name, k);
}

/* The dispatch: one switch over the handlers fbt probes use, each
 * inlined once, whatever the number of probes. */
static void cg_wide_run(FILE *out, const struct dt_program *p)
{
	int nh = 0, *seen = NULL;

	fputs("static void DTAP_GENERATED\ndtap_fbt_wide_run(struct dtap_ctx *ctx, "
	      "const struct dtap_probe *p, u32 h)\n{\n\tswitch (h) {\n", out);
	for (const struct dt_probe *pr = p->probes; pr; pr = pr->next) {
		int h = dt_cg_handler_index(pr->id), i;

		if (!dt_cg_is_fbt(pr))
			continue;
		for (i = 0; i < nh && seen[i] != h; i++)
			;
		if (i < nh)
			continue;
		seen = realloc(seen, (size_t)(nh + 1) * sizeof(*seen));
		if (!seen)
			abort();
		seen[nh++] = h;
		fprintf(out, "\tcase %d:\n\t\tdtap_handler_%d(ctx, p);\n\t\tbreak;\n", h, h);
	}
	fputs("\t}\n}\n\n", out);
	free(seen);
}

static void cg_fbt_wide(FILE *out, const struct dt_program *p)
{
	size_t n = (size_t)dt_cg_count_probes(p, dt_cg_is_fbt), i = 0;
	struct wsite *w = calloc(n, sizeof(*w));
	uint32_t off = 0, mod_off = 0;
	uint64_t text = 0;
	const char *mod = NULL;

	if (!w)
		abort();
	if (!dt_kernel_symbol("_stext", &text, NULL))
		text = 0;
	fputs("static const char dtap_fbt_names[] =\n", out);
	for (const struct dt_probe *pr = p->probes; pr; pr = pr->next) {
		const struct dt_kfunc *f;

		if (!dt_cg_is_fbt(pr))
			continue;
		if (!mod || strcmp(mod, pr->mod) != 0) {
			mod = pr->mod;
			mod_off = pool_add(out, mod, &off);
		}
		w[i].pr = pr;
		w[i].index = (uint32_t)i;
		f = strcmp(pr->mod, "vmlinux") ? NULL : dt_kernel_func(pr->func);
		w[i].addr = f && !f->no_ftrace && f->addr >= text && text ? f->addr : 0;
		w[i].func = pool_add(out, pr->func, &off);
		w[i].mod = mod_off;
		if (!w[i].addr)
			w[i].sym = pool_add(out, fbt_symbol(pr), &off);
		i++;
	}
	fputs("\t;\n\n", out);
	fprintf(out, "#define DTAP_FBT_TEXT\t0x%llxULL\n\n", (unsigned long long)text);
	/* id, epids, func, mod, text offset, handler, lengths, end, by name */
	fputs("static const struct dtap_fbt_wsite dtap_fbt_wsites[DTAP_NFBT] = {\n", out);
	for (i = 0; i < n; i++) {
		const struct dt_probe *pr = w[i].pr;

		fprintf(out, "\t{ %d, %d, %u, %u, %llu, %d, %zu, %zu, %d, %d },\n", pr->id,
			dt_cg_epids_at(pr->id), w[i].func, w[i].mod,
			(unsigned long long)(w[i].addr ? w[i].addr - text : w[i].sym),
			dt_cg_handler_index(pr->id), dt_cg_field_len(p, pr->func),
			dt_cg_field_len(p, pr->mod), pr->is_return, !w[i].addr);
	}
	fputs("};\n\n", out);
	qsort(w, n, sizeof(*w), cmp_addr);
	cg_by_addr(out, "dtap_fbt_entry_at", w, n, false);
	cg_by_addr(out, "dtap_fbt_return_at", w, n, true);
	cg_wide_run(out, p);
	free(w);
}

void dt_cg_fbt_probes(FILE *out, const struct dt_program *p)
{
	if (!dt_cg_count_probes(p, dt_cg_is_fbt))
		return;
	if (dt_cg_fbt_wide(p))
		cg_fbt_wide(out, p);
	else
		cg_fbt_each(out, p);
}

/* After the runtime (probe_fbt.c's DTAP_FBT_ENTRY, DTAP_FBT_RETURN): the
 * per-probe form's kprobe and kretprobe handlers, each calling its
 * probe's (inline) handler; in the generated section, as the clauses are
 * inlined there. */
void dt_cg_fbt_handlers(FILE *out, const struct dt_program *p)
{
	int i = 0;

	if (dt_cg_fbt_wide(p))
		return;
	for (const struct dt_probe *pr = p->probes; pr; pr = pr->next) {
		if (!dt_cg_is_fbt(pr))
			continue;
		fprintf(out, "%s(%d, %d, %s)\n", pr->is_return ? "DTAP_FBT_RETURN" : "DTAP_FBT_ENTRY",
			pr->id, i, dt_cg_handler(pr->id));
		i++;
	}
}
