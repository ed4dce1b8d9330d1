/*
 * dt_prov_syscall.c - the syscall provider: syscall:vmlinux:NAME:entry and
 * :return for every native system call of the target kernel.
 *
 * The names and numbers come from the target's build tree (the table
 * kbuild generates from syscall_64.tbl: arch/x86/include/generated/asm/
 * syscalls_64.h, "__SYSCALL(0, sys_read)", "__SYSCALL_NORETURN(60,
 * sys_exit)" since 6.12, "__SYSCALL_64(59, sys_execve)" in 5.10), so a
 * probe exists exactly
 * when the target kernel has the system call.  Argument types come from
 * the prototypes in the target's include/linux/syscalls.h
 * ("asmlinkage long sys_read(unsigned int fd, char __user *buf, ...)");
 * a system call without one there (mmap, and the like: defined by the
 * architecture) has six untyped arguments.
 *
 * The runtime (runtime/probe_syscall.c) attaches to the raw sys_enter /
 * sys_exit tracepoints and runs a dispatch on the syscall number
 * generated here (cg_dispatch): a switch or one table load per system
 * call, not one kprobe per system call.  Compat (32-bit) system calls are
 * not traced yet.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "providers/dt_provider.h"

#define SYSCALLS_H "arch/x86/include/generated/asm/syscalls_64.h"
#define MAXARGS 6

struct sysent {
	char *name;		/* "read" */
	long nr;
	int nargs;		/* -1: no prototype found */
	const char *argnative[MAXARGS];
};

static struct sysent *systab;
static int nsys;
static bool tried;

/* "__SYSCALL(0, sys_read)" lines; sys_ni_syscall fills holes. */
static bool load_table(void)
{
	const struct dt_kernel *t = dt_kernel_get();
	char line[256], name[128];
	long nr;
	FILE *f;
	int cap = 0;

	if (tried)
		return systab != NULL;
	tried = true;
	if (!t || !(f = fopen(dt_sprintf("%s/%s", t->build_dir, SYSCALLS_H), "r")))
		return false;
	while (fgets(line, sizeof(line), f)) {
		/* __SYSCALL(N, sys_X), 6.12's __SYSCALL_NORETURN(N, sys_X),
		 * 5.10's __SYSCALL_COMMON / __SYSCALL_64 (x32's entries name
		 * compat_sys_X: not native, not matched) */
		if (strncmp(line, "__SYSCALL", 9) ||
		    sscanf(line, "%*[A-Z0-9_](%ld, sys_%127[a-z0-9_])", &nr, name) != 2 ||
		    !strcmp(name, "ni_syscall"))
			continue;
		if (nsys == cap) {
			cap = cap ? 2 * cap : 512;
			systab = realloc(systab, (size_t)cap * sizeof(*systab));
			if (!systab) {
				fprintf(stderr, "dtap: out of memory\n");
				exit(1);
			}
		}
		systab[nsys++] = (struct sysent){ dt_strdup(name), nr, -1, { NULL } };
	}
	fclose(f);
	return nsys > 0;
}

static void diagnose_no_table(const struct dt_loc *loc)
{
	const struct dt_kernel *t = dt_kernel_get();

	if (!t)
		dt_error(D_PDESC_INVAL, loc, "syscall probes need a target kernel");
	else
		dt_error(D_PDESC_INVAL, loc, "cannot read the system calls of kernel %s from "
			 "%s/%s: install linux-headers-%s", t->release, t->build_dir, SYSCALLS_H,
			 t->release);
}

/* ---- prototypes, from the target's include/linux/syscalls.h ---- */

static bool is_type_word(const char *w, size_t n)
{
	static const char *const words[] = { "int", "long", "short", "char", "unsigned",
					     "signed", "const", "void" };

	for (size_t i = 0; i < sizeof(words) / sizeof(words[0]); i++)
		if (strlen(words[i]) == n && !strncmp(words[i], w, n))
			return true;
	return false;
}

/* "const char __user *const __user *argv" -> "const char *const *": the
 * parameter's type without annotations and name, spelled as C prints it
 * (a space before a run of '*', none after). */
static const char *param_type(const char *p, size_t len)
{
	char buf[256];
	const char *end = p + len;
	size_t out = 0, last_word = 0, last_len = 0;
	int words = 0;
	char prev = 0;		/* 'w' word, '*', 0 nothing yet */

	while (p < end && out < sizeof(buf) - 70) {
		if (isalnum((unsigned char)*p) || *p == '_') {
			const char *w = p;

			while (p < end && (isalnum((unsigned char)*p) || *p == '_') &&
			       p - w < 64)
				p++;
			if (p - w == 6 && !strncmp(w, "__user", 6))
				continue;
			if (prev == 'w')
				buf[out++] = ' ';
			last_word = out;
			last_len = (size_t)(p - w);
			memcpy(buf + out, w, last_len);
			out += last_len;
			words++;
			prev = 'w';
		} else if (*p++ == '*') {
			if (prev == 'w')
				buf[out++] = ' ';
			buf[out++] = '*';
			prev = '*';
		}
	}
	/* the last word names the parameter, unless it is the only word or
	 * part of the type ("unsigned long") */
	if (prev == 'w' && words > 1 && !is_type_word(buf + last_word, last_len)) {
		out = last_word;
		while (out > 0 && buf[out - 1] == ' ')
			out--;
	}
	buf[out] = '\0';
	return dt_strdup(buf);
}

static struct sysent *find_sys(const char *name, size_t len)
{
	for (int i = 0; i < nsys; i++)
		if (strlen(systab[i].name) == len && !strncmp(systab[i].name, name, len))
			return &systab[i];
	return NULL;
}

static void parse_proto(struct sysent *e, const char *params, const char *end)
{
	const char *p = params;

	e->nargs = 0;
	while (p < end && isspace((unsigned char)*p))
		p++;
	if ((size_t)(end - p) == 4 && !strncmp(p, "void", 4))
		return;
	while (p < end && e->nargs < MAXARGS) {
		const char *comma = memchr(p, ',', (size_t)(end - p));
		const char *stop = comma ? comma : end;

		e->argnative[e->nargs++] = param_type(p, (size_t)(stop - p));
		p = stop + 1;
	}
}

static void load_protos(void)
{
	static bool done;
	const char *src = dt_kernel_srcdir();
	FILE *f;
	char *text = NULL;
	size_t size = 0;

	if (done || !src)
		return;
	done = true;
	f = fopen(dt_sprintf("%s/include/linux/syscalls.h", src), "r");
	if (!f)
		return;
	if (getdelim(&text, &size, '\0', f) < 0) {
		fclose(f);
		free(text);
		return;
	}
	fclose(f);
	for (const char *p = text; (p = strstr(p, "asmlinkage long sys_")); ) {
		const char *name = p + 20, *open = strchr(name, '('), *close;
		struct sysent *e;

		p = name;
		if (!open || !(close = strchr(open, ')')))
			break;
		e = find_sys(name, (size_t)(open - name));
		if (e && e->nargs < 0)
			parse_proto(e, open + 1, close);
	}
	free(text);
}

/* The D type of a parameter: integers as themselves, anything else
 * (pointers, structs) as uint64_t until the type store can say more. */
static struct dt_type *d_type(const char *native)
{
	static const struct { const char *c; struct dt_type *t; } ints[] = {
		{ "int", &dt_ty_int }, { "unsigned int", &dt_ty_uint },
		{ "long", &dt_ty_long }, { "unsigned long", &dt_ty_ulong },
		{ "size_t", &dt_ty_ulong }, { "ssize_t", &dt_ty_long },
		{ "loff_t", &dt_ty_int64 }, { "off_t", &dt_ty_long },
		{ "pid_t", &dt_ty_int }, { "uid_t", &dt_ty_uint }, { "gid_t", &dt_ty_uint },
		{ "u32", &dt_ty_uint }, { "u64", &dt_ty_uint64 }, { "s64", &dt_ty_int64 },
		{ "key_serial_t", &dt_ty_int }, { "clockid_t", &dt_ty_int },
		{ "timer_t", &dt_ty_int }, { "mqd_t", &dt_ty_int }, { "qid_t", &dt_ty_uint },
		{ "rwf_t", &dt_ty_int }, { "aio_context_t", &dt_ty_ulong },
	};

	for (size_t i = 0; i < sizeof(ints) / sizeof(ints[0]); i++)
		if (!strcmp(ints[i].c, native))
			return ints[i].t;
	return &dt_ty_uint64;
}

/* ---- the provider ---- */

static void set_args(struct dt_probe *pr, const struct sysent *e, bool is_return)
{
	static const char *const untyped = "uint64_t";

	if (is_return) {	/* arg0 and arg1: the return value */
		pr->nargs = 2;
		pr->argtypes[0] = pr->argtypes[1] = &dt_ty_long;
		pr->argnative[0] = pr->argnative[1] = "long";
		return;
	}
	pr->nargs = e->nargs < 0 ? MAXARGS : e->nargs;
	for (int i = 0; i < pr->nargs; i++) {
		pr->argnative[i] = e->nargs < 0 ? untyped : e->argnative[i];
		pr->argtypes[i] = d_type(pr->argnative[i]);
	}
}

static int syscall_match(struct dt_program *prog, const struct dt_probedesc *desc,
			 void (*fn)(struct dt_program *, struct dt_probe *, void *),
			 void *arg)
{
	static const char *const names[2] = { "entry", "return" };
	int n = 0;

	if (!dt_pdesc_field_match(desc->prov, "syscall") ||
	    !dt_pdesc_field_match(desc->mod, "vmlinux"))
		return 0;
	if (!load_table()) {
		/* only a description that names the provider needs it */
		if (!strcmp(desc->prov, "syscall"))
			diagnose_no_table(&desc->loc);
		return 0;
	}
	load_protos();
	for (int i = 0; i < nsys; i++) {
		if (!dt_pdesc_field_match(desc->func, systab[i].name))
			continue;
		for (int k = 0; k < 2; k++) {
			struct dt_probe *pr;

			if (!dt_pdesc_field_match(desc->name, names[k]))
				continue;
			pr = dt_probe_get(prog, &dt_provider_syscall, "vmlinux", systab[i].name,
					  names[k], 0);
			pr->nr = systab[i].nr;
			set_args(pr, &systab[i], k == 1);
			fn(prog, pr, arg);
			n++;
		}
	}
	return n;
}

static void syscall_list(struct dt_lister *l)
{
	static bool warned;
	static const char *const ret[2] = { "long", "long" };
	static const char *untyped[MAXARGS] = { "uint64_t", "uint64_t", "uint64_t",
						"uint64_t", "uint64_t", "uint64_t" };

	if (!load_table()) {
		const struct dt_kernel *t = dt_kernel_get();

		if (!warned && t)
			fprintf(stderr, "dtap: no syscall probes: cannot read %s/%s "
				"(install linux-headers-%s)\n", t->build_dir, SYSCALLS_H,
				t->release);
		warned = true;
		return;
	}
	load_protos();
	for (int i = 0; i < nsys; i++) {
		const struct sysent *e = &systab[i];

		dt_list_probe(l, "vmlinux", e->name, "entry", e->nargs < 0 ? MAXARGS : e->nargs,
			      e->nargs < 0 ? untyped : e->argnative);
		dt_list_probe(l, "vmlinux", e->name, "return", 2, ret);
	}
}

/* ---- pass 3 ---- */

static bool is_syscall(const struct dt_probe *pr)
{
	return pr->provider == &dt_provider_syscall;
}

static void syscall_cg_config(FILE *out, const struct dt_program *p,
			      const struct dt_cg_env *cg __attribute__((unused)))
{
	long nr = 0;
	bool entry = false, ret = false;

	for (const struct dt_probe *pr = p->probes; pr; pr = pr->next) {
		if (!is_syscall(pr))
			continue;
		nr = pr->nr + 1 > nr ? pr->nr + 1 : nr;
		if (!strcmp(pr->name, "entry"))
			entry = true;
		else
			ret = true;
	}
	fprintf(out, "#define DTAP_SYSCALL_NR\t%ld\n", nr);
	fprintf(out, "#define DTAP_SYSCALL_ENTRY\t%d\n", entry);
	fprintf(out, "#define DTAP_SYSCALL_RETURN\t%d\n", ret);
}

/*
 * The dispatch of one direction (D: 0 entry, 1 return), run by the
 * tracepoint callback (runtime/probe_syscall.c) with the syscall number:
 * it finds the number's probe and runs its clauses.  How is chosen by
 * guest instructions per hit (bench/probe-cost --syscall), where an
 * indirect call of the probe's handler through the retpoline thunk, with
 * the calls and returns of handler and clause, cost as much as the
 * clause of count():
 *  - up to SWITCH_MAX probes: a switch on the number (compares, no table),
 *    each case calling its probe's handler directly, inlined with its
 *    probe as a constant;
 *  - more, all with the same handler (same clauses: syscall:::entry):
 *    the table of probes by number, and that handler inlined;
 *  - more, with different handlers: the table, and the probe's handler
 *    through its pointer.
 * Everything inlined lands in the callback, in the generated section:
 * no loop, as dtap --check-module checks.
 */
#define SWITCH_MAX 8

/* Is PR's number that of an earlier probe of its direction (a stable
 * probe's copy of a syscall probe the program also uses itself)? */
static bool nr_seen_before(const struct dt_program *p, const struct dt_probe *pr)
{
	for (const struct dt_probe *q = p->probes; q && q != pr; q = q->next)
		if (is_syscall(q) && !strcmp(q->name, pr->name) && q->nr == pr->nr)
			return true;
	return false;
}

/* Do two probes of direction DIR share a number? */
static bool nr_shared(const struct dt_program *p, const char *dir)
{
	for (const struct dt_probe *pr = p->probes; pr; pr = pr->next)
		if (is_syscall(pr) && !strcmp(pr->name, dir) && nr_seen_before(p, pr))
			return true;
	return false;
}

static void cg_dispatch(FILE *out, const struct dt_program *p, int d,
			const struct dt_cg_env *cg)
{
	static const char *const dirs[2] = { "entry", "return" };
	const char *is_ret = d ? "true" : "false", *handler = NULL;
	int n = 0;

	for (const struct dt_probe *pr = p->probes; pr; pr = pr->next) {
		if (!is_syscall(pr) || strcmp(pr->name, dirs[d]))
			continue;
		if (!n)
			handler = cg->handler(pr->id);
		else if (handler && strcmp(handler, cg->handler(pr->id)))
			handler = NULL;		/* different clauses */
		n++;
	}
	if (!n)
		return;
	if (n > SWITCH_MAX && nr_shared(p, dirs[d]))
		n = SWITCH_MAX;		/* a table has one probe per number */
	if (n > SWITCH_MAX) {
		fprintf(out, "static const struct dtap_probe *const "
			"dtap_sys_%s[DTAP_SYSCALL_NR] = {\n", dirs[d]);
		for (const struct dt_probe *pr = p->probes; pr; pr = pr->next)
			if (is_syscall(pr) && !strcmp(pr->name, dirs[d]))
				fprintf(out, "\t[%ld] = &dtap_sys_probe_%d,\t/* %s */\n", pr->nr,
					pr->id, pr->func);
		fputs("};\n\n", out);
	}
	fprintf(out, "static __always_inline void DTAP_GENERATED\n"
		"dtap_sys_%s_dispatch(struct pt_regs *regs, long nr, long ret)\n{\n"
		"\tstruct dtap_ctx *ctx;\n", dirs[d]);
	if (n <= SWITCH_MAX) {
		fputs("\n\tswitch (nr) {\n", out);
		for (const struct dt_probe *pr = p->probes; pr; pr = pr->next) {
			if (!is_syscall(pr) || strcmp(pr->name, dirs[d]) ||
			    nr_seen_before(p, pr))
				continue;
			fprintf(out, "\tcase %ld:\t/* %s */\n", pr->nr, pr->func);
			/* every probe of the number, in order: a stable probe's
			 * copy and the plain probe (and its record lines) */
			for (const struct dt_probe *q = pr; q; q = q->next)
				if (is_syscall(q) && !strcmp(q->name, dirs[d]) && q->nr == pr->nr)
					fprintf(out, "\t\tctx = dtap_ctx_this_cpu();\n"
						"\t\tif (dtap_sys_begin(ctx, regs, ret, %s)) {\n"
						"\t\t\t%s(ctx, &dtap_sys_probe_%d);\n"
						"\t\t\tdtap_sys_end(ctx);\n\t\t}\n",
						is_ret, cg->handler(q->id), q->id);
			fputs("\t\treturn;\n", out);
		}
		fputs("\t}\n}\n\n", out);
		return;
	}
	/* nr comes from user space: clamp it under speculation too, as the
	 * kernel's own syscall table lookup does (Spectre v1) */
	fprintf(out, "\tconst struct dtap_probe *p;\n\n"
		"\tif ((unsigned long)nr >= DTAP_SYSCALL_NR)\n\t\treturn;\n"
		"\tnr = array_index_nospec(nr, DTAP_SYSCALL_NR);\n"
		"\tp = dtap_sys_%s[nr];\n\tif (!p)\n\t\treturn;\n"
		"\tctx = dtap_ctx_this_cpu();\n"
		"\tif (!dtap_sys_begin(ctx, regs, ret, %s))\n\t\treturn;\n"
		"\t%s(ctx, p);\n\tdtap_sys_end(ctx);\n}\n\n",
		dirs[d], is_ret, handler ? handler : "p->handler");
}

/* One dtap_probe per syscall probe, and per direction the dispatch. */
static void syscall_cg_probes(FILE *out, const struct dt_program *p, const struct dt_cg_env *cg)
{
	for (const struct dt_probe *pr = p->probes; pr; pr = pr->next) {
		if (!is_syscall(pr))
			continue;
		fprintf(out, "static const struct dtap_probe dtap_sys_probe_%d = {\n", pr->id);
		cg->probe_fields(out, p, pr->id, pr->prov, pr->mod, pr->func, pr->name);
		fputs("};\n\n", out);
	}
	for (int d = 0; d < 2; d++)
		cg_dispatch(out, p, d, cg);
}

const struct dt_provider dt_provider_syscall = {
	.name = "syscall",
	.match = syscall_match,
	.argtype = dt_probe_argtype,
	.list = syscall_list,
	.list_note = "syscall: compat (32-bit) system calls are not listed nor traced yet",
	/* dtrace's: provider, module, function, name, args */
	.pattr = { DT_ATTR(EVOLVING, EVOLVING, COMMON), DT_ATTR(PRIVATE, PRIVATE, UNKNOWN),
		   DT_ATTR(PRIVATE, PRIVATE, ISA), DT_ATTR(EVOLVING, EVOLVING, COMMON),
		   DT_ATTR(PRIVATE, PRIVATE, ISA) },
	.cg_config = syscall_cg_config,
	.cg_probes = syscall_cg_probes,
};
