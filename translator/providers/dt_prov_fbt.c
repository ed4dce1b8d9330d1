/*
 * dt_prov_fbt.c - the fbt provider: fbt:vmlinux:FUNC:entry and :return
 * for every function of the target kernel that kprobes can probe
 * (dt_kernel.c decides which, from System.map and the vmlinux).
 *
 *   entry    args[0..n-1]: the function's parameters, typed from DWARF;
 *            arg0..arg9 the raw arguments (six registers, then the stack)
 *   return   arg1 / args[1]: the return value (typed), arg0 / args[0]: 0
 *            (dtrace's offset of the return instruction, which a
 *            kretprobe cannot know); arg2..arg7 the raw arguments the
 *            function was called with (kept at entry: a dtap extension,
 *            for tapsets such as io:::wait-done)
 *
 * Without DWARF, args[] are untyped (uint64_t) and a member access on
 * them is refused with the package to install (dt_type_hint).  Probe ids
 * of fbt are given when a program enables them, so dtap -l numbers them
 * after the predefined probes of the other providers.
 */
#include <string.h>

#include "providers/dt_provider.h"

#define FBT_MAXARGS 10

static bool has_glob(const char *s)
{
	return strpbrk(s, "*?[\\") != NULL || *s == '\0';
}

static const char *const names[] = { "entry", "return" };

static int add(struct dt_program *prog, const struct dt_probedesc *desc, const char *mod,
	       const struct dt_kfunc *f,
	       void (*fn)(struct dt_program *, struct dt_probe *, void *), void *arg)
{
	int n = 0;

	for (int i = 0; i < 2; i++) {
		struct dt_probe *pr;

		if (!dt_pdesc_field_match(desc->name, names[i]))
			continue;
		pr = dt_probe_get(prog, &dt_provider_fbt, mod, f->name, names[i], 0);
		pr->is_return = i == 1;
		fn(prog, pr, arg);
		n++;
	}
	return n;
}

/* The kernel's functions come from its System.map (the -dbg package). */
static bool kernel_known(const struct dt_probedesc *desc)
{
	const struct dt_kernel *k = dt_kernel_get();
	size_t n;

	if (k && (dt_kernel_funcs(&n), n > 0))
		return true;
	if (!k)
		dt_error(D_PDESC_ZERO, &desc->loc, "probe description %s: the fbt provider "
			 "needs the target kernel's symbols (System.map)", desc->text);
	else
		dt_error(D_PDESC_ZERO, &desc->loc, "probe description %s: the fbt provider "
			 "needs the symbols of kernel %s: install %s", desc->text, k->release,
			 k->dbg_package);
	return false;
}

/* DESC's functions among FUNCS (of module MOD): a name is checked, a glob
 * takes what may be probed. */
static int match_funcs(struct dt_program *prog, const struct dt_probedesc *desc,
		       const char *mod, const struct dt_kfunc *funcs, size_t nfuncs,
		       const struct dt_kfunc *named,
		       void (*fn)(struct dt_program *, struct dt_probe *, void *), void *arg)
{
	int n = 0;

	if (!has_glob(desc->func)) {
		if (named && named->refused) {
			dt_error(D_PDESC_INVAL, &desc->loc, "probe description %s: function %s "
				 "cannot be probed: %s", desc->text, named->name, named->refused);
			return 0;
		}
		return named ? add(prog, desc, mod, named, fn, arg) : 0;
	}
	for (size_t i = 0; i < nfuncs; i++)
		if (!funcs[i].refused && dt_pdesc_field_match(desc->func, funcs[i].name))
			n += add(prog, desc, mod, &funcs[i], fn, arg);
	return n;
}

static int match_module(struct dt_program *prog, const struct dt_probedesc *desc,
			struct dt_kmod *m,
			void (*fn)(struct dt_program *, struct dt_probe *, void *), void *arg)
{
	const struct dt_kfunc *funcs;
	size_t nfuncs;

	funcs = dt_kmod_funcs(m, &nfuncs);
	return match_funcs(prog, desc, dt_kmod_name(m), funcs, nfuncs,
			   has_glob(desc->func) ? NULL : dt_kmod_func(m, desc->func), fn, arg);
}

/*
 * vmlinux, or a module named in the description (fbt:configfs::entry),
 * or for a module glob (fbt::vfs_read:entry, fbt:ext*::) vmlinux if it
 * matches and the loaded modules, when the target runs here (dt_kmod.c).
 */
static int fbt_match(struct dt_program *prog, const struct dt_probedesc *desc,
		     void (*fn)(struct dt_program *, struct dt_probe *, void *), void *arg)
{
	const struct dt_kfunc *funcs;
	struct dt_kmod *m = NULL;
	size_t nfuncs;
	int n = 0;

	if (!dt_pdesc_field_match(desc->prov, "fbt") ||
	    (!dt_pdesc_field_match(desc->name, "entry") &&
	     !dt_pdesc_field_match(desc->name, "return")))
		return 0;
	if (!dt_kernel_get()) {	/* an error when the description names fbt */
		if (!strcmp(desc->prov, "fbt"))
			kernel_known(desc);
		return 0;
	}
	if (!has_glob(desc->mod) && strcmp(desc->mod, "vmlinux") != 0) {
		m = dt_kmod_find(desc->mod);
		return m ? match_module(prog, desc, m, fn, arg) : 0;
	}
	/* only a description naming fbt needs the kernel's symbols */
	if (dt_pdesc_field_match(desc->mod, "vmlinux") &&
	    (strcmp(desc->prov, "fbt") != 0 || kernel_known(desc))) {
		funcs = dt_kernel_funcs(&nfuncs);
		n = match_funcs(prog, desc, "vmlinux", funcs, nfuncs,
				has_glob(desc->func) ? NULL : dt_kernel_func(desc->func), fn, arg);
	}
	/* a function named outright and found in vmlinux is not looked for
	 * in every loaded module too (each is a file to open; a static
	 * function of a module rarely shares a kernel function's name):
	 * name the module for that one */
	if (n > 0 && !has_glob(desc->func))
		return n;
	while ((m = dt_kmod_next_loaded(m, desc->mod)))
		n += match_module(prog, desc, m, fn, arg);
	return n;
}

/* The prototype of function FUNC of MOD (vmlinux or a module) from
 * DWARF or BTF; NULL without (*WHY, for a module: what is missing). */
static struct dt_type *func_proto(const char *mod, const char *func, const char **why)
{
	struct dt_kmod *m;

	*why = NULL;
	if (dt_func_is_clone(func)) {	/* IPA-SRA and constant propagation change them */
		*why = dt_sprintf("%s is a compiler clone: its parameters may differ from the "
				  "source's, so its args[] have no types (use arg0 ...)", func);
		return NULL;
	}
	if (!strcmp(mod, "vmlinux"))
		return dt_dwarf_func(func);
	m = dt_kmod_find(mod);
	return m ? dt_kmod_func_type(m, func, why) : NULL;
}

/* PR's prototype, read once. */
static struct dt_type *proto(struct dt_probe *pr)
{
	const char *why;

	if (pr->proto_tried)
		return pr->proto;
	pr->proto_tried = true;
	pr->proto = func_proto(pr->mod, pr->func, &why);
	if (why)	/* untyped args: a member access says why */
		dt_type_hint = dt_sprintf(" (%s)", why);
	return pr->proto;
}

static struct dt_type *fbt_argtype(struct dt_probe *pr, int i, const struct dt_loc *loc)
{
	struct dt_type *fn = proto(pr);
	struct dt_member *m;

	if (i < 0 || i >= FBT_MAXARGS) {
		dt_probe_args_idx_error(pr, i, loc);
		return NULL;
	}
	if (pr->is_return) {
		if (i == 0)
			return &dt_ty_int;
		if (i == 1)
			return fn ? fn->base : &dt_ty_uint64;
		dt_probe_args_idx_error(pr, i, loc);	/* args[0] offset, args[1] value */
		return NULL;
	}
	if (!fn)
		return &dt_ty_uint64;	/* no DWARF: the raw register */
	if (!(m = dt_probe_param(fn, i, pr, loc)))
		return NULL;
	return m->type;
}

/* -lv: the types of the probe's arguments (-1: no kernel types) */
static int list_types(const char *mod, const char *func, bool is_return, const char **types)
{
	const char *why;
	struct dt_type *fn = func_proto(mod, func, &why);
	int n = 0;

	if (is_return) {
		types[0] = "int";
		types[1] = fn ? fn->base->name : "uint64_t";
		return 2;
	}
	if (!fn)
		return -1;
	for (struct dt_member *m = fn->members; m && n < FBT_MAXARGS; m = m->next)
		types[n++] = m->cname ? m->cname : m->type->name;	/* "const char *" */
	return n;
}

/* The probes of MOD's FUNCS, with their argument types under -lv. */
static void list_funcs(struct dt_lister *l, const char *mod, const struct dt_kfunc *funcs,
		       size_t nfuncs, int *typed)
{
	for (size_t i = 0; i < nfuncs; i++) {
		if (funcs[i].refused)
			continue;
		for (int k = 0; k < 2; k++) {
			const char *types[FBT_MAXARGS];
			int n = 0;

			if (dt_list_verbose(l) && dt_list_wants(l, mod, funcs[i].name, names[k])) {
				if (++*typed == 2 && !strcmp(mod, "vmlinux"))
					dt_dwarf_many_funcs();	/* many: one walk of the DWARF */
				n = list_types(mod, funcs[i].name, k == 1, types);
			}
			dt_list_probe(l, mod, funcs[i].name, names[k], n, types);
		}
	}
}

/* vmlinux, then a module the pattern names, or the loaded ones. */
static void fbt_list(struct dt_lister *l)
{
	const char *pm = dt_list_module(l);
	const struct dt_kfunc *funcs;
	struct dt_kmod *m = NULL;
	size_t nfuncs;
	int typed = 0;

	if (!dt_kernel_get())
		return;
	if (dt_pdesc_field_match(pm, "vmlinux")) {
		funcs = dt_kernel_funcs(&nfuncs);
		list_funcs(l, "vmlinux", funcs, nfuncs, &typed);
	}
	if (!has_glob(pm) && strcmp(pm, "vmlinux") != 0) {
		if ((m = dt_kmod_find(pm))) {
			funcs = dt_kmod_funcs(m, &nfuncs);
			list_funcs(l, pm, funcs, nfuncs, &typed);
		}
		return;
	}
	while ((m = dt_kmod_next_loaded(m, pm))) {
		funcs = dt_kmod_funcs(m, &nfuncs);
		list_funcs(l, dt_kmod_name(m), funcs, nfuncs, &typed);
	}
}

/* Return probes keep the entry's arguments (runtime/probe_fbt.c) only for
 * a program that reads arg2..arg7: 38 guest instructions per hit of a
 * return probe (bench/probe-cost --syscall: fbt_ret_arg). */
static void fbt_cg_config(FILE *out, const struct dt_program *p,
			  const struct dt_cg_env *cg __attribute__((unused)))
{
	fprintf(out, "#define DTAP_FBT_ENTRY_ARGS\t%d\n", p->uses_entry_args);
}

const struct dt_provider dt_provider_fbt = {
	.name = "fbt",
	.cg_config = fbt_cg_config,
	.match = fbt_match,
	.list = fbt_list,
	/* dtrace's: provider, module, function, name, args */
	.pattr = { DT_ATTR(EVOLVING, EVOLVING, ISA), DT_ATTR(PRIVATE, PRIVATE, UNKNOWN),
		   DT_ATTR(PRIVATE, PRIVATE, UNKNOWN), DT_ATTR(EVOLVING, EVOLVING, ISA),
		   DT_ATTR(PRIVATE, PRIVATE, ISA) },
	.argtype = fbt_argtype,
};
