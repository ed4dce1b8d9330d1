/*
 * dt_build.c - pass 4: the generated C becomes NAME.ko.
 *
 * Why not kbuild for every script: a kbuild run of one small module took
 * 2.6 s on a 2-core machine, nearly all of it not ours to spend: make
 * reading the kernel's Makefiles, gcc parsing ~1,500 kernel headers
 * (65% of the compiler's time), modpost, and a second gcc run parsing
 * linux/module.h again for NAME.mod.c.
 *
 * A module is two objects.  NAME_prog.o is the generated C with the part
 * of the runtime a probe runs #included (runtime/dtap_runtime.h), so that
 * it inlines into the clauses, sized by the program's macros.  The
 * runtime's shared object (runtime/dtap_shared.c: the transport files,
 * the ctl commands, the aggs and buffers readers) is the same for every
 * program: compiled once per kernel tree and runtime and cached
 * (dt_shared.c), it is linked in, as kbuild links a module of two parts.
 *
 * The fast path replays what kbuild would run, learnt once per kernel tree
 * from kbuild itself (dt_recipe.c: the commands of a tiny module's .cmd
 * files, so every flag is the kernel's and none is written here):
 *   compile      gcc with the kernel's flags, the kernel headers coming
 *                from a precompiled header (dtap_kernel.h.gch, built once
 *                per tree from the runtime's #includes), into NAME_prog.o;
 *                ld -r of it and the shared object into NAME.o; objtool as
 *                kbuild runs it on a module of several objects (ORC
 *                tables, retpoline/return sites): on each object as it is
 *                compiled (the shared object when it is), or on the linked
 *                NAME.o when the tree's objtool says --link (6.12, IBT)
 *   module info  the tree's own modpost writes NAME.mod.c (vermagic, name,
 *                __versions with the CRCs of the symbols the module uses,
 *                from the tree's Module.symvers); NAME.mod.o is the
 *                template of it made with the shared object, its name
 *                patched, and the parts that differ per module (name,
 *                __versions, depends) go in NAME_vers.o, a C file of data
 *                without kernel headers (dt_modinfo.c); a NAME.mod.c of
 *                another shape is compiled the way kbuild does (kbuild's
 *                flags for NAME.mod.o are the module's without dtap's
 *                ccflags, -Werror, which .mod.c passes)
 *   link         the tree's ld -r with its module.lds (and 6.12's
 *                .module-common.o, compiled once with the recipe)
 *   sign         in dtap.c, as before
 * Using modpost rather than writing .mod.c ourselves keeps struct module's
 * layout, the __versions format and what each kernel version puts in
 * .modinfo the kernel's business.  Why a PCH rather than a small header of
 * our own: the runtime is kernel code (percpu, hrtimers, debugfs...), and
 * declaring that API by hand would be a second copy of the kernel's
 * headers to keep right on every kernel; the PCH is the kernel's headers,
 * compiled with the kernel's flags, just parsed once.  Per-module defines
 * (KBUILD_MODNAME) go in a small header included after the PCH, as they
 * differ per module and gcc refuses a PCH whose command-line macros differ.
 *
 * What differs from kbuild's module: the debug info (the PCH's types), and
 * on 6.12 the .BTF section kbuild adds with pahole from the tree's vmlinux
 * (BPF's business, ~0.13 s a module); all that is loaded is the same
 * (testsuite/cli/pass4_kbuild.sh compares them).
 *
 * Where the time goes now (warm, bench/small.d): nearly all of it is gcc
 * on NAME.c, which parses the runtime and compiles the parts the program
 * uses (bench/README.md has the figures).
 *
 * --kbuild (and a tree whose commands dt_recipe.c does not understand)
 * runs kbuild as before: make -rR -C KDIR M=DIR modules, without -j
 * (nothing to parallelize) and without make's built-in rules (-rR), on a
 * Kbuild of two parts: NAME_prog.c (#include "NAME.c") and the shared
 * object as dtap_shared.o_shipped, which kbuild copies, not compiles.
 *
 * Either way the output goes to DIR/build.log: a failure of the generated
 * code is dtap's bug, reported as an internal error with the compiler's
 * messages.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "build/dt_build.h"
#include "build/dt_recipe.h"

static int write_source(const struct dt_program *p, const struct dt_build_opts *o,
			const char *dir)
{
	FILE *f = fopen(dt_sprintf("%s/%s.c", dir, o->modname), "w");
	int err;

	if (!f)
		return -1;
	if (o->source)
		err = fputs(o->source, f) < 0;
	else
		err = dt_cg_program(f, p, o->modname, o->kernel_release);
	return fclose(f) || err ? -1 : 0;
}

/* What kbuild needs beside NAME.c: a module of two parts, the program
 * (NAME_prog.c, which includes NAME.c: a part may not be named as its
 * module) and the shared object, "shipped" (copied, not compiled). */
static int write_kbuild(const struct dt_build_opts *o, const char *dir, const char *shared)
{
	const char *name = o->modname;

	if (dt_write_text(dt_sprintf("%s/%s_prog.c", dir, name),
			  dt_sprintf("#include \"%s.c\"\n", name)) < 0 ||
	    dt_copy_file(shared, dt_sprintf("%s/dtap_shared.o_shipped", dir)) < 0 ||
	    dt_write_text(dt_sprintf("%s/.dtap_shared.o.cmd", dir),
			  "# the runtime's shared object, compiled by dtap; it exports no symbols\n") < 0)
		return -1;
	return dt_write_text(dt_sprintf("%s/Kbuild", dir),
			     dt_sprintf("obj-m := %s.o\n%s-y := %s_prog.o dtap_shared.o\n"
					"ccflags-y := " DT_MODULE_CFLAGS " " DT_MODULE_CODEGEN_FLAG
					" %s\n", name, name, name, dt_include_text(dir)));
}

/* make -rR -C KDIR M=DIR modules, output in DIR/build.log. */
static int run_kbuild(const char *kdir, const char *dir, bool verbose)
{
	const char *argv[] = { "make", "-rR", "-C", kdir, dt_sprintf("M=%s", dir),
			       "modules", NULL };

	if (verbose)
		fprintf(stderr, "dtap: make -rR -C %s M=%s modules\n", kdir, dir);
	return dt_run(argv, NULL, dt_sprintf("%s/build.log", dir)) == 0 ? 0 : -1;
}

/* ---- the fast path ---- */

/* --verbose-passes: a phase's time, the programs it ran included. */
struct phase_clock {
	struct timespec real;
	struct rusage self, children;
};

static void phase_start(struct phase_clock *c)
{
	clock_gettime(CLOCK_MONOTONIC, &c->real);
	getrusage(RUSAGE_SELF, &c->self);
	getrusage(RUSAGE_CHILDREN, &c->children);
}

static long tv_ms(const struct timeval *a, const struct timeval *b)
{
	return (b->tv_sec - a->tv_sec) * 1000 + (b->tv_usec - a->tv_usec) / 1000;
}

/* "Pass 4: WHAT in Uusr/Ssys/Rreal ms.", and C restarts for the next. */
static void phase_report(const struct dt_build_opts *o, struct phase_clock *c,
			 const char *what)
{
	struct phase_clock now;

	phase_start(&now);
	if (o->verbose_passes)
		fprintf(stderr, "Pass 4: %s in %ldusr/%ldsys/%ldreal ms.\n", what,
			tv_ms(&c->self.ru_utime, &now.self.ru_utime) +
			tv_ms(&c->children.ru_utime, &now.children.ru_utime),
			tv_ms(&c->self.ru_stime, &now.self.ru_stime) +
			tv_ms(&c->children.ru_stime, &now.children.ru_stime),
			(now.real.tv_sec - c->real.tv_sec) * 1000 +
			(now.real.tv_nsec - c->real.tv_nsec) / 1000000);
	*c = now;
}

/* NAME_prog.o (compile), NAME.o (with the shared object SHARED),
 * NAME.mod.o (module info), NAME.ko (link). */
static int fast_build(const struct dt_recipe *r, const struct dt_build_opts *o,
		      const char *dir, const char *shared)
{
	const char *name = o->modname, *prog = dt_sprintf("%s_prog", name);
	const char *parts[] = { dt_sprintf("%s/%s.o", dir, prog), shared, NULL };
	bool at_link = dt_recipe_objtool_at_link(r);
	struct phase_clock clock;
	const char *vers;

	phase_start(&clock);

	if (dt_recipe_write_defs(r, r->defs_o, dir, name, "dtap_defs.h") < 0)
		return -1;
	/* objtool as kbuild runs it: on each part, or on the linked parts */
	if (dt_recipe_compile(r, dir, name, "dtap_defs.h", dt_sprintf("%s/%s.c", dir, name),
			      parts[0]) != 0 ||
	    (r->objtool && !at_link && dt_recipe_run(r, r->objtool, dir, prog) != 0) ||
	    dt_recipe_link_parts(r, dir, dt_sprintf("%s/%s.o", dir, name), parts) != 0 ||
	    (r->objtool && at_link && dt_recipe_run(r, r->objtool, dir, name) != 0))
		return -1;
	phase_report(o, &clock, r->pch ? "compile" : "compile (no precompiled header)");
	/* modpost writes NAME.mod.c; NAME.mod.o is its template's, patched,
	 * beside NAME_vers.o (dt_modinfo.c), or NAME.mod.c compiled */
	if (dt_modinfo_modpost(r, dir, name) != 0 ||
	    dt_modinfo_object(r, dt_sprintf("%.*s/%s", (int)(strrchr(shared, '/') - shared),
					    shared, DT_SHARED_TEMPLATE), dir, name, &vers) != 0)
		return -1;
	phase_report(o, &clock, "module info");
	if (dt_recipe_link(r, dir, name, vers) != 0)
		return -1;
	phase_report(o, &clock, "link");
	return 0;
}

/* The shared object (built or found in the cache), then the module: with
 * the recipe R, or with kbuild when R is NULL. */
static int build(const struct dt_recipe *r, const struct dt_build_opts *o, const char *kdir,
		 const char *features, const char *dir)
{
	struct phase_clock clock;
	const char *shared;

	phase_start(&clock);
	shared = dt_shared_object(r, kdir, o->kernel_release, features, dir, o->verbose);
	if (!shared)
		return -1;
	phase_report(o, &clock, "shared object");
	if (r)
		return fast_build(r, o, dir, shared);
	return write_kbuild(o, dir, shared) < 0 ? -1 : run_kbuild(kdir, dir, o->verbose);
}

/* The compiler's complaints from build.log, for the internal-error report. */
static void print_build_errors(const char *dir, bool all)
{
	FILE *f = fopen(dt_sprintf("%s/build.log", dir), "r");
	char line[4096];
	int n = 0;

	if (!f)
		return;
	while (fgets(line, sizeof(line), f) && n < 60) {
		if (all || strstr(line, "error") || strstr(line, "Error") ||
		    strstr(line, "warning")) {
			fputs(line, stderr);
			n++;
		}
	}
	fclose(f);
}

static void remove_dir(const char *dir)
{
	if (dt_remove_tree(dir) != 0)
		fprintf(stderr, "dtap: warning: could not remove %s\n", dir);
}

int dt_build_module(const struct dt_program *p, const struct dt_build_opts *o,
		    char *ko_path, size_t len)
{
	const char *kdir = o->kernel_dir ? o->kernel_dir
			 : dt_sprintf("/lib/modules/%s/build", o->kernel_release);
	const char *features, *dir = o->workdir;
	const struct dt_recipe *recipe = NULL;
	char tmpl[4096];
	int err = -1;

	if (access(dt_sprintf("%s/Makefile", kdir), R_OK) != 0) {
		fprintf(stderr, "dtap: no kernel build tree in %s (install the kernel "
			"headers, or choose another kernel with --kernel)\n", kdir);
		return -1;
	}
	features = dt_features_get(kdir, o->kernel_release, o->verbose);
	if (!features)
		return -1;
	if (!o->kbuild) {
		recipe = dt_recipe_get(kdir, o->kernel_release, o->verbose);
		if (!recipe && !dt_recipe_kbuild_only())
			fprintf(stderr, "dtap: warning: building with kbuild: no build recipe "
				"for %s%s\n", kdir, o->verbose ? "" : " (-v says why)");
	}
	if (!dir) {
		const char *t = getenv("TMPDIR");

		snprintf(tmpl, sizeof(tmpl), "%s/dtap-XXXXXX", t && *t ? t : "/tmp");
		dir = mkdtemp(tmpl);
		if (!dir) {
			fprintf(stderr, "dtap: cannot create a build directory: %s\n",
				strerror(errno));
			return -1;
		}
	}
	if (write_source(p, o, dir) < 0 ||
	    dt_copy_file(features, dt_sprintf("%s/dtap_features.h", dir)) < 0) {
		fprintf(stderr, "dtap: cannot write the module source in %s: %s\n", dir,
			strerror(errno));
	} else if (build(recipe, o, kdir, features, dir) < 0) {
		if (!dt_interrupted()) {	/* else it died of our signal */
			fprintf(stderr, "dtap: internal error: the generated module %s "
				"did not build against %s:\n", o->modname, kdir);
			print_build_errors(dir, o->verbose);
		}
	} else {
		const char *out = o->outdir ? o->outdir : o->workdir ? NULL : ".";

		snprintf(ko_path, len, "%s/%s.ko", out ? out : dir, o->modname);
		err = out ? dt_copy_file(dt_sprintf("%s/%s.ko", dir, o->modname), ko_path) : 0;
		if (err)
			fprintf(stderr, "dtap: cannot write %s: %s\n", ko_path, strerror(errno));
	}
	if (o->workdir)
		return err;	/* the caller owns it, and reports it kept */
	if (o->keep_tmp || (err && o->verbose))
		fprintf(stderr, "dtap: build directory kept: %s\n", dir);
	else
		remove_dir(dir);
	return err;
}
