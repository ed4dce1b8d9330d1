/*
 * dt_prov_pid.c - the pid provider: pidPID:MODULE:FUNCTION:NAME and
 * pid$target, probes on the functions of one process's executable and
 * libraries (dt_uobj.c reads them), as dtrace's pid provider names them:
 *
 *   entry    the function's first instruction; arg0..arg9 the arguments
 *            (x86-64: six registers, then the stack); args[] typed from
 *            the object's DWARF when it has some (dt_udwarf.c), with
 *            user pointers (dtrace: the arguments of pid probes are
 *            user addresses), else untyped
 *   return   when it returns (a uretprobe); arg0 0 (dtrace-utils': which
 *            return instruction ran is not known), arg1 the return value
 *            (args[1] typed as the function returns, from DWARF)
 *   OFFSET   (hex, no 0x) the instruction at that offset in the function,
 *            refused when it is outside the function or not the start of
 *            an instruction (objdump decodes the function); args as entry
 *
 * MODULE is the object's file name ("libc.so.6"); "a.out" names the
 * executable (and a probe of it is listed under its file name, as dtrace
 * does).  FUNCTION and MODULE may be globs; a glob takes one name per
 * address (aliases such as __libc_malloc/malloc make one probe).  A name
 * glob matches entry and return (dtrace would add a probe per
 * instruction).
 *
 * The process: pid$target with -c is the command dtapio starts, known at
 * run time only (the probe's pid is 0: the runtime compares with
 * $target); pidPID and pid$target with -p are that process, whose
 * objects are read from /proc/PID on this host.  One process per
 * program.  The probes are uprobes on the files (runtime/probe_uprobe.c).
 */
#include <stdlib.h>
#include <string.h>

#include "providers/dt_provider.h"

static bool has_glob(const char *s)
{
	return strpbrk(s, "*?[\\") != NULL || *s == '\0';
}

static bool pid_owns(const char *prov)
{
	if (strncmp(prov, "pid", 3) != 0)
		return false;
	if (!strcmp(prov + 3, "$target"))
		return true;
	return prov[3] && strspn(prov + 3, "0123456789") == strlen(prov + 3);
}

struct pid_match {
	struct dt_program *prog;
	const struct dt_probedesc *desc;
	long pid;
	void (*fn)(struct dt_program *, struct dt_probe *, void *);
	void *arg;
	int n;
	bool failed;
};

static struct dt_probe *make(struct pid_match *m, const struct dt_uobj *o,
			     const struct dt_ufunc *f, const char *name, uint64_t off)
{
	struct dt_probe *pr = dt_probe_get_named(m->prog, &dt_provider_pid, m->desc->prov,
						 o->name, f->name, name, 0);

	pr->uobj = o;
	pr->uoff = f->off + off;
	pr->upid = m->pid;
	pr->is_return = !strcmp(name, "return");
	pr->nr = off;	/* the offset in the function (0: entry, return) */
	m->fn(m->prog, pr, m->arg);
	m->n++;
	return pr;
}

/* The probes of function F of O that the description's name asks for. */
static void per_func(struct pid_match *m, const struct dt_uobj *o, const struct dt_ufunc *f)
{
	const char *name = m->desc->name;
	bool any = false, checked;
	unsigned long long off;
	char *end;

	if (dt_pdesc_field_match(name, "entry")) {
		make(m, o, f, "entry", 0);
		any = true;
	}
	if (dt_pdesc_field_match(name, "return")) {
		make(m, o, f, "return", 0);
		any = true;
	}
	if (any || has_glob(name))
		return;
	off = strtoull(name, &end, 16);
	if (*end || end == name || *name == '-' || *name == '+') {
		dt_error(D_PROC_NAME, &m->desc->loc, "probe description %s: '%s' is an invalid "
			 "probe name", m->desc->text, name);
		m->failed = true;
		return;
	}
	if (off >= f->size) {
		dt_error(D_PROC_OFF, &m->desc->loc, "probe description %s: offset 0x%llx outside "
			 "of function '%s'", m->desc->text, off, f->name);
		m->failed = true;
		return;
	}
	if (!dt_uobj_insn_start(o, f, off, &checked)) {
		dt_error(D_PROC_ALIGN, &m->desc->loc, "probe description %s: offset 0x%llx is not "
			 "aligned on an instruction of '%s'", m->desc->text, off, f->name);
		m->failed = true;
		return;
	}
	if (!checked)
		fprintf(stderr, "dtap: warning: %s: the instructions of %s could not be decoded "
			"(objdump): offset 0x%llx is trusted to start one\n", m->desc->text,
			f->name, off);
	make(m, o, f, dt_sprintf("%llx", off), off);
}

static void per_obj(struct pid_match *m, const struct dt_uobj *o)
{
	const char *func = m->desc->func;
	uint64_t last = ~0ULL;

	for (size_t i = 0; i < o->nfuncs && !m->failed; i++) {
		const struct dt_ufunc *f = &o->funcs[i];

		if (has_glob(func)) {
			/* one name per address: the first that matches */
			if (f->vaddr == last || !dt_pdesc_field_match(func, f->name))
				continue;
			last = f->vaddr;
		} else if (strcmp(func, f->name) != 0) {
			continue;
		}
		per_func(m, o, f);
		if (!has_glob(func))
			return;
	}
}

static int pid_match(struct dt_program *prog, const struct dt_probedesc *desc,
		     void (*fn)(struct dt_program *, struct dt_probe *, void *), void *arg)
{
	struct pid_match m = { prog, desc, 0, fn, arg, 0, false };
	const struct dt_uobj *objs, *o;
	bool named = false;

	if (!(objs = dt_uobjs_named(desc, desc->prov + 3, &m.pid)))
		return 0;
	for (o = objs; o && !m.failed; o = o->next) {
		if (!dt_uobj_match(o, desc->mod[0] ? desc->mod : "*"))
			continue;
		named = true;
		per_obj(&m, o);
	}
	if (!named && !has_glob(desc->mod) && (o = dt_uobj_late(desc->mod))) {
		/* a library the process may dlopen(): as dtrace, with -Z only
		 * (its probes are then placed when the process maps it) */
		if (!prog->opts.zdefs) {
			dt_error(D_PROC_LIB, &desc->loc, "probe description %s: the process has no "
				 "module '%s' (a dlopen() would load %s: -Z probes it when the "
				 "process does)", desc->text, desc->mod, o->path);
			return 0;
		}
		named = true;
		per_obj(&m, o);
	}
	if (!m.failed && m.n == 0 && !has_glob(desc->mod) && !has_glob(desc->func)) {
		if (!named && !prog->opts.zdefs)
			dt_error(D_PROC_LIB, &desc->loc, "probe description %s: the process has no "
				 "module '%s'", desc->text, desc->mod);
		else if (named)
			dt_error(D_PROC_FUNC, &desc->loc, "probe description %s: failed to lookup "
				 "'%s' in module '%s'", desc->text, desc->func, desc->mod);
	}
	return m.failed ? 0 : m.n;
}

static struct dt_type *pid_argtype(struct dt_probe *pr, int i, const struct dt_loc *loc);
static struct dt_type *proto(const struct dt_probe *pr, const char **why);

/* -lv: the types of the args[] of probe NAME of function F of O, as a
 * clause gets them (pid_argtype), when its object's DWARF has the
 * function (dtrace lists none for pid probes: it has no such types);
 * the number of them, 0 without DWARF. */
static int list_argtypes(const struct dt_uobj *o, const struct dt_ufunc *f, const char *name,
			 const char **types)
{
	struct dt_probe pr = { .uobj = o, .func = f->name, .is_return = !strcmp(name, "return") };
	struct dt_loc loc = { "<command line>", 1, 1 };
	const char *why;
	struct dt_type *fn = proto(&pr, &why), *t;
	int n = 0;

	if (!fn)
		return 0;
	if (pr.is_return)
		n = 2;
	else
		for (struct dt_member *m = fn->members; m && n < DT_MAXARGS; m = m->next)
			n++;
	for (int i = 0; i < n; i++)
		types[i] = (t = pid_argtype(&pr, i, &loc)) ? t->name : "uint64_t";
	return n;
}

static void pid_list(struct dt_lister *l)
{
	const char *prov = dt_list_provider_pattern(l), *mod = dt_list_module(l), *why;
	const char *const names[] = { "entry", "return" };
	const struct dt_uobj *objs;
	const char *types[DT_MAXARGS];

	if (!prov || !pid_owns(prov) || !(objs = dt_uobjs(&why)))
		return;
	for (const struct dt_uobj *o = objs; o; o = o->next) {
		uint64_t last = ~0ULL;

		if (!dt_uobj_match(o, *mod ? mod : "*"))
			continue;
		for (size_t i = 0; i < o->nfuncs; i++) {
			const struct dt_ufunc *f = &o->funcs[i];

			if (f->vaddr == last)
				continue;
			last = f->vaddr;
			for (int k = 0; k < 2; k++) {
				int n = dt_list_verbose(l) && dt_list_wants_as(l, prov, f->name, names[k])
					? list_argtypes(o, f, names[k], types) : 0;

				dt_list_probe_as(l, prov, o->name, f->name, names[k], n, types);
			}
		}
	}
}

/* The prototype of PR's function from its object's DWARF; NULL with *WHY
 * when there is none. */
static struct dt_type *proto(const struct dt_probe *pr, const char **why)
{
	const struct dt_uobj *o = pr->uobj;

	for (size_t i = 0; o && i < o->nfuncs; i++)
		if (!strcmp(o->funcs[i].name, pr->func))
			return dt_udwarf_func(o->host, o->named, o->name, o->funcs[i].vaddr,
					      pr->func, why);
	*why = "the function is not in the object's symbols";
	return NULL;
}

/* Can args[I] of FN be read from the I-th integer argument register (or
 * stack slot)?  Only when no parameter up to it is passed otherwise: a
 * float (an SSE register) or a struct or union by value (registers or
 * memory by its size). */
static bool in_int_regs(struct dt_type *fn, int i, const char **why)
{
	int k = 0;

	for (struct dt_member *m = fn->members; m && k <= i; m = m->next, k++) {
		struct dt_type *t = dt_type_resolve(m->type);

		if (t->kind == TY_FLOAT || t->kind == TY_STRUCT || t->kind == TY_UNION) {
			*why = dt_sprintf("parameter %d of %s( ) is a %s passed by value, not in "
					  "an integer register", k, fn->name, t->name);
			return false;
		}
	}
	return true;
}

/*
 * args[I]: typed from the DWARF of the function's object (its parameters
 * on entry, its return type as args[1] of return), the types marked user
 * (their pointers are the process's addresses: dt_type.user); untyped
 * (uint64_t) without DWARF, at an offset probe (the registers no longer
 * hold the arguments), or where a parameter is not in an integer
 * register, with why in the hint a misuse of args[I] prints.
 */
static struct dt_type *pid_argtype(struct dt_probe *pr, int i, const struct dt_loc *loc)
{
	struct dt_type *fn;
	struct dt_member *m;
	const char *why;

	if (i < 0 || i >= DT_MAXARGS) {
		dt_probe_args_idx_error(pr, i, loc);
		return NULL;
	}
	if (pr->is_return && i == 0)
		return &dt_ty_int;
	if (!pr->is_return && pr->nr != 0) {
		dt_type_hint = " (args[] of an offset probe are untyped: the argument "
			       "registers may not hold the arguments any more)";
		return &dt_ty_uint64;
	}
	if (!(fn = proto(pr, &why))) {
		dt_type_hint = dt_sprintf(" (args[] of %s are untyped: %s)", pr->func, why);
		return &dt_ty_uint64;
	}
	if (pr->is_return) {
		if (i != 1) {
			dt_probe_args_idx_error(pr, i, loc);	/* offset, value */
			return NULL;
		}
		return dt_type_resolve(fn->base)->kind == TY_VOID ? &dt_ty_uint64 : fn->base;
	}
	if (!(m = dt_probe_param(fn, i, pr, loc)))
		return NULL;
	if (!in_int_regs(fn, i, &why)) {
		dt_type_hint = dt_sprintf(" (args[%d] is untyped: %s)", i, why);
		return &dt_ty_uint64;
	}
	return m->type;
}

/* ---- pass 3: the pid and usdt providers' uprobe sites ---- */

static bool is_uprobe(const struct dt_probe *pr)
{
	return pr->provider == &dt_provider_pid || pr->provider == &dt_provider_usdt;
}

/* Sites of PR: a pid probe has one, a usdt probe one per note. */
static int nsites(const struct dt_probe *pr)
{
	return pr->provider == &dt_provider_usdt ? pr->nunotes : 1;
}

/* A usdt probe named PROVIDER$target: its provider is named at run
 * time, in a buffer of its own (dtap_tprov_ID: cg/dt_cg.c's probe fields,
 * runtime/ctl.c renames it). */
static bool is_tprov(const struct dt_probe *pr)
{
	return pr->provider == &dt_provider_usdt && pr->upid == 0;
}

static void pid_cg_config(FILE *out, const struct dt_program *p,
			  const struct dt_cg_env *cg __attribute__((unused)))
{
	int n = 0, ntprovs = 0;

	for (const struct dt_probe *pr = p->probes; pr; pr = pr->next)
		if (is_uprobe(pr)) {
			n += nsites(pr);
			ntprovs += is_tprov(pr);
		}
	fprintf(out, "#define DTAP_NUPROBES\t%d\n#define DTAP_NTPROVS\t%d\n", n, ntprovs);
}

static void put_cstring(FILE *out, const char *str)
{
	fputc('"', out);
	for (const char *s = str; *s; s++) {
		if (*s == '"' || *s == '\\')
			fputc('\\', out);
		if ((unsigned char)*s < ' ' || (unsigned char)*s >= 0x7f)
			fprintf(out, "\\%03o", (unsigned char)*s);
		else
			fputc(*s, out);
	}
	fputc('"', out);
}

/* The operands of usdt probe PR's site I (dtap_uarg: dtap_runtime.h). */
static void put_uargs(FILE *out, const struct dt_probe *pr, int i)
{
	const struct dt_unote *n = pr->unotes[i];

	if (!n->nargs)
		return;
	fprintf(out, "static const struct dtap_uarg dtap_uargs_%d_%d[%d] = {\n", pr->id, i,
		n->nargs);
	for (int a = 0; a < n->nargs; a++)
		fprintf(out, "\t{ .kind = %d, .size = %d, .base = %d, .index = %d, .scale = %d, "
			".disp = %lldLL },\n", n->args[a].kind, n->args[a].size, n->args[a].base,
			n->args[a].index, n->args[a].scale, (long long)n->args[a].disp);
	fputs("};\n", out);
}

static void pid_cg_probes(FILE *out, const struct dt_program *p, const struct dt_cg_env *cg)
{
	bool any = false, tprovs = false;

	for (const struct dt_probe *pr = p->probes; pr; pr = pr->next) {
		if (!is_uprobe(pr))
			continue;
		for (int i = 0; pr->provider == &dt_provider_usdt && i < pr->nunotes; i++)
			put_uargs(out, pr, i);
		if (is_tprov(pr)) {
			fprintf(out, "static char dtap_tprov_%d[] = ", pr->id);
			put_cstring(out, pr->prov);
			fputs(";\n", out);
		}
		fprintf(out, "static const struct dtap_probe dtap_up_probe_%d = {\n", pr->id);
		cg->probe_fields(out, p, pr->id, pr->prov, pr->mod, pr->func, pr->name);
		fputs("};\n\n", out);
		any = true;
	}
	if (!any)
		return;
	for (const struct dt_probe *pr = p->probes; pr; pr = pr->next) {
		if (!is_tprov(pr))
			continue;
		if (!tprovs)
			fputs("static const struct dtap_tprov dtap_tprovs[DTAP_NTPROVS] = {\n", out);
		fprintf(out, "\t{ dtap_tprov_%d, sizeof(dtap_tprov_%d) },\n", pr->id, pr->id);
		tprovs = true;
	}
	if (tprovs)
		fputs("};\n\n", out);
	fputs("static const struct dtap_usite dtap_usites[DTAP_NUPROBES] = {\n", out);
	for (const struct dt_probe *pr = p->probes; pr; pr = pr->next) {
		if (!is_uprobe(pr))
			continue;
		for (int i = 0; i < nsites(pr); i++) {
			fputs("\t{ .path = ", out);
			put_cstring(out, pr->uobj->path);
			if (pr->provider == &dt_provider_usdt) {
				const struct dt_unote *n = pr->unotes[i];

				fprintf(out, ", .offset = 0x%llxULL, .pid = %ld, .is_usdt = true, "
					".ref_ctr_offset = 0x%llxULL, .link_pc = 0x%llxULL, "
					".nuargs = %d, .uargs = ", (unsigned long long)n->off,
					pr->upid, (unsigned long long)n->sem_off,
					(unsigned long long)n->pc, n->nargs);
				if (n->nargs)
					fprintf(out, "dtap_uargs_%d_%d", pr->id, i);
				else
					fputs("NULL", out);
				fprintf(out, ", .probe = &dtap_up_probe_%d },\n", pr->id);
				continue;
			}
			fprintf(out, ", .offset = 0x%llxULL, .pid = %ld, .is_entry = %s, "
				".is_return = %s, .probe = &dtap_up_probe_%d },\n",
				(unsigned long long)pr->uoff, pr->upid,
				!pr->is_return && pr->nr == 0 ? "true" : "false",
				pr->is_return ? "true" : "false", pr->id);
		}
	}
	fputs("};\n\n", out);
}

const struct dt_provider dt_provider_pid = {
	.name = "pid",
	.owns = pid_owns,
	.match = pid_match,
	.list = pid_list,
	/* dtrace's: provider, module, function, name, args */
	.pattr = { DT_ATTR(EVOLVING, EVOLVING, ISA), DT_ATTR(PRIVATE, PRIVATE, UNKNOWN),
		   DT_ATTR(PRIVATE, PRIVATE, UNKNOWN), DT_ATTR(EVOLVING, EVOLVING, ISA),
		   DT_ATTR(PRIVATE, PRIVATE, UNKNOWN) },
	.argtype = pid_argtype,
	.cg_config = pid_cg_config,
	.cg_probes = pid_cg_probes,
};
