/*
 * dt_prov_sdt.c - the tracepoint provider: sdt:vmlinux::NAME for every
 * tracepoint of the target kernel (sdt:::sched_switch), and the same
 * probes as rawtp:::NAME, the provider name Oracle's DTrace for Linux
 * gives raw tracepoints (dtap does not know a tracepoint's group, so a
 * rawtp description's module field is not compared: rawtp:sched::
 * sched_switch works as in DTrace).
 *
 * The names and argument types come from the target's BTF (dt_btf.c):
 * each tracepoint NAME has a typedef btf_trace_NAME of its probe
 * functions' prototype.  args[N] are integers of their C type, and
 * pointers or anything else uint64_t until kernel types are supported;
 * -lv shows the C types.  Without BTF there are no tracepoint probes.
 *
 * The runtime (runtime/probe_tp.c) registers one generated callback per
 * probe on the kernel's struct tracepoint, found by name at load.  The
 * callback takes every argument as an unsigned long (the x86-64 calling
 * convention passes integers and pointers alike, in registers and then
 * stack slots of 8 bytes) and narrows the small integers to their type,
 * whose upper register bits the ABI leaves undefined.
 */
#include <stdlib.h>
#include <string.h>

#include "providers/dt_provider.h"

struct tpent {
	const char *name;
	int nargs;			/* all of them (the callback's) */
	struct dt_type *types[DT_MAXARGS];
	const char *native[DT_MAXARGS];
};

static struct tpent *tps;
static int ntps;

static void add_tp(const char *name, int nargs, const uint32_t *args, void *arg)
{
	struct tpent *e;

	(void)arg;
	tps = realloc(tps, (size_t)(ntps + 1) * sizeof(*tps));
	if (!tps) {
		fprintf(stderr, "dtap: out of memory\n");
		exit(1);
	}
	e = &tps[ntps++];
	e->name = dt_strdup(name);
	e->nargs = nargs;
	for (int i = 0; i < nargs && i < DT_MAXARGS; i++) {
		int size;
		bool sign;

		e->native[i] = dt_btf_type_name(args[i]);
		e->types[i] = &dt_ty_uint64;
		if (dt_btf_int(args[i], &size, &sign) && !strchr(e->native[i], '*')) {
			static struct dt_type *const ints[2][9] = {
				{ NULL, NULL, NULL, NULL, &dt_ty_uint, NULL, NULL, NULL, &dt_ty_uint64 },
				{ NULL, &dt_ty_char, NULL, NULL, &dt_ty_int, NULL, NULL, NULL,
				  &dt_ty_int64 },
			};
			struct dt_type *t = ints[sign][size];

			if (!t)		/* 8- and 16-bit ones */
				t = dt_type_by_name(size == 1 ? "uint8_t" :
						    sign ? "int16_t" : "uint16_t");
			e->types[i] = t;
		}
	}
}

static int tp_cmp(const void *a, const void *b)
{
	return strcmp(((const struct tpent *)a)->name, ((const struct tpent *)b)->name);
}

/* The target's tracepoints, by name; false when it has no BTF. */
static bool load(void)
{
	static bool tried;

	if (tried)
		return tps != NULL;
	tried = true;
	if (!dt_btf_tracepoint_source())
		return false;
	dt_btf_tracepoints(add_tp, NULL);
	qsort(tps, (size_t)ntps, sizeof(*tps), tp_cmp);
	return ntps > 0;
}

/* Tracepoint names are C identifiers in lower case: "BEGIN" or
 * "tick-1s" need not read the BTF to match nothing. */
static bool could_be_tracepoint(const char *pat)
{
	return strpbrk(pat, "*?[\\") || strspn(pat, "abcdefghijklmnopqrstuvwxyz0123456789_") ==
	       strlen(pat);
}

static void diagnose_no_btf(const struct dt_loc *loc)
{
	const struct dt_kernel *t = dt_kernel_get();

	dt_error(D_PDESC_INVAL, loc, "tracepoint probes need the BTF of kernel %s: none in "
		 "%s/vmlinux nor in /usr/lib/debug/boot/vmlinux-%s (install "
		 "linux-image-%s-dbg)", t ? t->release : "?", t ? t->build_dir : "?",
		 t ? t->release : "?", t ? t->release : "?");
}

static int tp_match(struct dt_program *prog, const struct dt_probedesc *desc,
		    void (*fn)(struct dt_program *, struct dt_probe *, void *), void *arg,
		    bool alias)
{
	int n = 0;

	if ((!alias && !dt_pdesc_field_match(desc->mod, "vmlinux")) ||
	    !dt_pdesc_field_match(desc->func, "") || !could_be_tracepoint(desc->name))
		return 0;
	if (!load()) {
		if (!strcmp(desc->prov, alias ? "rawtp" : "sdt"))
			diagnose_no_btf(&desc->loc);
		return 0;
	}
	for (int i = 0; i < ntps; i++) {
		struct dt_probe *pr;

		if (!dt_pdesc_field_match(desc->name, tps[i].name))
			continue;
		pr = dt_probe_get(prog, &dt_provider_sdt, "vmlinux", "", tps[i].name, 0);
		pr->nr = i;
		pr->nargs = tps[i].nargs < DT_MAXARGS ? tps[i].nargs : DT_MAXARGS;
		for (int a = 0; a < pr->nargs; a++) {
			pr->argtypes[a] = tps[i].types[a];
			pr->argnative[a] = tps[i].native[a];
		}
		fn(prog, pr, arg);
		n++;
	}
	return n;
}

static int sdt_match(struct dt_program *prog, const struct dt_probedesc *desc,
		     void (*fn)(struct dt_program *, struct dt_probe *, void *), void *arg)
{
	return dt_pdesc_field_match(desc->prov, "sdt") ? tp_match(prog, desc, fn, arg, false) : 0;
}

static int rawtp_match(struct dt_program *prog, const struct dt_probedesc *desc,
		       void (*fn)(struct dt_program *, struct dt_probe *, void *), void *arg)
{
	/* only when named: a "*:::x" glob finds them once, as sdt */
	return !strcmp(desc->prov, "rawtp") ? tp_match(prog, desc, fn, arg, true) : 0;
}

static void sdt_list(struct dt_lister *l)
{
	if (!load())
		return;
	for (int i = 0; i < ntps; i++)
		dt_list_probe(l, "vmlinux", "", tps[i].name,
			      tps[i].nargs < DT_MAXARGS ? tps[i].nargs : DT_MAXARGS,
			      tps[i].native);
}

static void rawtp_list(struct dt_lister *l)
{
	(void)l;	/* the same probes as sdt: listed once, there */
}

/* ---- pass 3 ---- */

static bool is_tp(const struct dt_probe *pr)
{
	return pr->provider == &dt_provider_sdt;
}

static void sdt_cg_config(FILE *out, const struct dt_program *p,
			  const struct dt_cg_env *cg __attribute__((unused)))
{
	int n = 0;

	for (const struct dt_probe *pr = p->probes; pr; pr = pr->next)
		n += is_tp(pr);
	fprintf(out, "#define DTAP_NTPS\t%d\n", n);
}

/* The callback of tracepoint probe PR: all its arguments as unsigned
 * longs, the first DT_MAXARGS narrowed to their type into arg0... */
static void cg_callback(FILE *out, const struct dt_probe *pr, const struct dt_cg_env *cg)
{
	const struct tpent *e = &tps[pr->nr];

	fprintf(out, "static void dtap_tp_cb_%d(void *data", pr->id);
	for (int i = 0; i < e->nargs; i++)
		fprintf(out, ", unsigned long a%d", i);
	fprintf(out, ")\n{\n#if DTAP_USES_ARGS\n\tstruct dtap_args a = { .arg = {");
	for (int i = 0; i < pr->nargs; i++) {
		const struct dt_type *t = pr->argtypes[i];

		fprintf(out, " (u64)(%s)(%s)a%d,", t->is_signed ? "s64" : "u64", cg->ctype(t), i);
	}
	fprintf(out, " } };\n\n\tdtap_fire_args_preempt_off(&dtap_tp_probe_%d, &a);\n#else\n"
		"\tdtap_fire_args_preempt_off(&dtap_tp_probe_%d, &dtap_no_args);\n#endif\n}\n\n",
		pr->id, pr->id);
}

static void sdt_cg_probes(FILE *out, const struct dt_program *p, const struct dt_cg_env *cg)
{
	bool any = false;

	for (const struct dt_probe *pr = p->probes; pr; pr = pr->next) {
		if (!is_tp(pr))
			continue;
		fprintf(out, "static const struct dtap_probe dtap_tp_probe_%d = {\n", pr->id);
		cg->probe_fields(out, p, pr->id, pr->prov, pr->mod, pr->func, pr->name);
		fputs("};\n\n", out);
		cg_callback(out, pr, cg);
		any = true;
	}
	if (!any)
		return;
	fputs("static struct dtap_tp dtap_tps[DTAP_NTPS] = {\n", out);
	for (const struct dt_probe *pr = p->probes; pr; pr = pr->next)
		if (is_tp(pr))
			fprintf(out, "\t{ .name = \"%s\", .probe = dtap_tp_cb_%d },\n", pr->name,
				pr->id);
	fputs("};\n\n", out);
}

/* dtrace's for kernel tracepoints: provider, module, function, name, args */
#define SDT_PATTR { DT_ATTR(EVOLVING, EVOLVING, ISA), DT_ATTR(PRIVATE, PRIVATE, UNKNOWN), \
		    DT_ATTR(PRIVATE, PRIVATE, UNKNOWN), DT_ATTR(PRIVATE, PRIVATE, ISA), \
		    DT_ATTR(PRIVATE, PRIVATE, ISA) }

const struct dt_provider dt_provider_sdt = {
	.name = "sdt",
	.match = sdt_match,
	.argtype = dt_probe_argtype,
	.list = sdt_list,
	.pattr = SDT_PATTR,
	.cg_config = sdt_cg_config,
	.cg_probes = sdt_cg_probes,
};

/* Oracle DTrace for Linux's name for the same probes (see above). */
const struct dt_provider dt_provider_rawtp = {
	.name = "rawtp",
	.match = rawtp_match,
	.list = rawtp_list,
	.pattr = SDT_PATTR,
};
