/*
 * dt_prov_usdt.c - the usdt provider: the probes applications build in
 * with sys/sdt.h (STAP_PROBEn, DTRACE_PROBEn; their .note.stapsdt notes,
 * read by dt_unote.c), named as dtrace names USDT probes:
 *
 *   PROVIDERPID:MODULE:FUNCTION:NAME     PROVIDER$target (-c, -p)
 *
 * PROVIDER is the note's, MODULE the object's base name ("a.out" also
 * names the executable, as for the pid provider), FUNCTION the function
 * the probe is in, NAME the note's with each "__" as "-" (dtrace -h
 * writes "op-start" so).  A probe is every site with those four names
 * (a macro inlined or used twice is one probe with several sites).
 *
 * arg0..argN are the note's operands, evaluated by the module from the
 * registers and, for a memory operand, a checked read of the process
 * (runtime/probe_uprobe.c), sign- or zero-extended from their size;
 * args[] are typed by that size.  A probe with a semaphore (its
 * PROV_NAME_ENABLED() test) gets it counted by the kernel (a uprobe's
 * reference counter) in every process that maps the object, also one
 * that starts after tracing began.  An operand dtap cannot read is an
 * error (D_PROC_USDT) when its probe is enabled.
 *
 * The probes are uprobes, emitted with the pid provider's
 * (dt_prov_pid.c: one table of sites).
 */
#include <stdlib.h>
#include <string.h>

#include "providers/dt_provider.h"

/* Where the pid or "$target" begins in PROV ("myprov1234"), or NULL when
 * PROV does not name a usdt provider: a name, then "$target" or digits
 * (dtrace: after the last non-digit).  "pid" is the pid provider's. */
static const char *pid_suffix(const char *prov)
{
	const char *t = strstr(prov, "$target"), *s;

	if (t && t > prov && !strcmp(t, "$target"))
		s = t;
	else {
		s = prov + strlen(prov);
		while (s > prov && s[-1] >= '0' && s[-1] <= '9')
			s--;
		if (!*s)
			return NULL;
	}
	if (s == prov || strpbrk(prov, "*?[\\") || (s - prov == 3 && !strncmp(prov, "pid", 3)))
		return NULL;
	return s;
}

static bool usdt_owns(const char *prov)
{
	return pid_suffix(prov) != NULL;
}

/* Does the description's provider field PROV (its name part: PLEN
 * bytes) name note provider NPROV? */
static bool prov_match(const char *prov, size_t plen, const char *nprov)
{
	return dt_pdesc_field_match(dt_strndup(prov, plen), nprov);
}

/* D's type of an operand of SIZE bytes (negative: signed). */
static struct dt_type *arg_type(int size, const char **native)
{
	switch (size) {
	case -8:
		*native = "int64_t";
		return &dt_ty_int64;
	case 8:
		*native = "uint64_t";
		return &dt_ty_uint64;
	case 4:
	case 2:
	case 1:
		*native = size == 4 ? "uint32_t" : size == 2 ? "uint16_t" : "uint8_t";
		return &dt_ty_uint;
	default:
		*native = size == -4 ? "int32_t" : size == -2 ? "int16_t" : "int8_t";
		return &dt_ty_int;
	}
}

static bool same_probe(const struct dt_unote *a, const struct dt_unote *b)
{
	return !strcmp(a->prov, b->prov) && !strcmp(a->func, b->func) &&
	       !strcmp(a->name, b->name);
}

/* The first site of O with NOTE's names. */
static bool first_of(const struct dt_uobj *o, const struct dt_unote *note)
{
	for (const struct dt_unote *n = o->notes; n < note; n++)
		if (same_probe(n, note))
			return false;
	return true;
}

/* The probes of object O that DESC names; the number enabled, -1 after
 * an error. */
static int per_obj(struct dt_program *prog, const struct dt_probedesc *desc,
		   const struct dt_uobj *o, long pid,
		   void (*fn)(struct dt_program *, struct dt_probe *, void *), void *arg)
{
	const char *suffix = pid_suffix(desc->prov);
	size_t plen = (size_t)(suffix - desc->prov);
	int n = 0;

	for (const struct dt_unote *note = o->notes; note < o->notes + o->nnotes; note++) {
		struct dt_probe *pr;

		if (!prov_match(desc->prov, plen, note->prov) ||
		    !dt_pdesc_field_match(desc->func, note->func) ||
		    !dt_pdesc_field_match(desc->name, note->name) || !first_of(o, note))
			continue;
		pr = dt_probe_get_named(prog, &dt_provider_usdt,
					dt_sprintf("%s%s", note->prov, suffix), o->name,
					note->func, note->name, 0);
		if (!pr->uobj) {	/* made now: its sites */
			pr->uobj = o;
			pr->upid = pid;
			for (const struct dt_unote *s = note; s < o->notes + o->nnotes; s++)
				pr->nunotes += same_probe(s, note);
			pr->unotes = dt_zalloc((size_t)pr->nunotes * sizeof(*pr->unotes));
			pr->nunotes = 0;
			for (const struct dt_unote *s = note; s < o->notes + o->nnotes; s++)
				if (same_probe(s, note))
					pr->unotes[pr->nunotes++] = s;
			pr->nargs = note->bad ? note->badarg : note->nargs;
			for (int i = 0; i < pr->nargs; i++)
				pr->argtypes[i] = arg_type(note->args[i].size,
							   &pr->argnative[i]);
		}
		for (int i = 0; i < pr->nunotes; i++) {
			const struct dt_unote *s = pr->unotes[i];

			if (!s->bad)
				continue;
			dt_error(D_PROC_USDT, &desc->loc, "probe description %s: probe "
				 "%s:%s:%s:%s: argument %d's operand '%s' cannot be read "
				 "(of \"%s\", at 0x%llx in %s)", desc->text, pr->prov,
				 pr->mod, pr->func, pr->name, s->badarg, s->bad,
				 s->argstr, (unsigned long long)s->pc, o->path);
			return -1;
		}
		fn(prog, pr, arg);
		n++;
	}
	return n;
}

static int usdt_match(struct dt_program *prog, const struct dt_probedesc *desc,
		      void (*fn)(struct dt_program *, struct dt_probe *, void *), void *arg)
{
	const char *mod = desc->mod[0] ? desc->mod : "*";
	const struct dt_uobj *objs, *o;
	bool named = false;
	long pid;
	int n = 0, k;

	if (!(objs = dt_uobjs_named(desc, pid_suffix(desc->prov), &pid)))
		return 0;
	for (o = objs; o; o = o->next) {
		if (!dt_uobj_match(o, mod))
			continue;
		named = true;
		if ((k = per_obj(prog, desc, o, pid, fn, arg)) < 0)
			return 0;
		n += k;
	}
	/* -Z: a library the process may dlopen() (dt_prov_pid.c's pid_match) */
	if (!named && prog->opts.zdefs && (o = dt_uobj_late(mod)))
		n += (k = per_obj(prog, desc, o, pid, fn, arg)) < 0 ? 0 : k;
	return n;
}

static void usdt_list(struct dt_lister *l)
{
	const char *prov = dt_list_provider_pattern(l), *mod = dt_list_module(l), *why;
	const struct dt_uobj *objs;
	const char *suffix;

	if (!prov || !(suffix = pid_suffix(prov)) || !(objs = dt_uobjs(&why)))
		return;
	for (const struct dt_uobj *o = objs; o; o = o->next) {
		if (!dt_uobj_match(o, *mod ? mod : "*"))
			continue;
		for (const struct dt_unote *n = o->notes; n < o->notes + o->nnotes; n++) {
			const char *types[DT_MAXARGS];
			int nargs = n->bad ? n->badarg : n->nargs;

			if (!first_of(o, n))
				continue;
			for (int i = 0; i < nargs; i++)
				arg_type(n->args[i].size, &types[i]);
			dt_list_probe_as(l, dt_sprintf("%s%s", n->prov, suffix), o->name, n->func,
					 n->name, nargs, types);
		}
	}
}

const struct dt_provider dt_provider_usdt = {
	.name = "usdt",
	.owns = usdt_owns,
	.match = usdt_match,
	.list = usdt_list,
	/* dtrace's for USDT: provider, module, function, name, args */
	.pattr = { DT_ATTR(EVOLVING, EVOLVING, ISA), DT_ATTR(PRIVATE, PRIVATE, UNKNOWN),
		   DT_ATTR(PRIVATE, PRIVATE, UNKNOWN), DT_ATTR(EVOLVING, EVOLVING, ISA),
		   DT_ATTR(EVOLVING, EVOLVING, ISA) },
	.argtype = dt_probe_argtype,
	.cg_by = &dt_provider_pid,
};

bool dt_usdt_reads_memory(const struct dt_probe *pr)
{
	if (pr->provider != &dt_provider_usdt)
		return false;
	for (int i = 0; i < pr->nunotes; i++)
		for (int a = 0; a < pr->unotes[i]->nargs; a++)
			if (pr->unotes[i]->args[a].kind == DT_UARG_MEM ||
			    pr->unotes[i]->args[a].kind == DT_UARG_RIPMEM)
				return true;
	return false;
}
