/*
 * dt_build.c - pass 4: the generated C becomes NAME.ko.
 *
 * Why not kbuild for every script: a kbuild run of one small module took
 * 2.6 s on a 2-core machine, nearly all of it not ours to spend: make
 * reading the kernel's Makefiles, gcc parsing ~1,500 kernel headers
 * (65% of the compiler's time), modpost, and a second gcc run parsing
 * linux/module.h again for NAME.mod.c.  The module itself is one
 * translation unit (the runtime #included, so it inlines into the
 * clauses), and that stays.
 *
 * The fast path replays what kbuild would run, learnt once per kernel tree
 * from kbuild itself (dt_recipe.c: the commands of a tiny module's .cmd
 * files, so every flag is the kernel's and none is written here):
 *   compile      gcc with the kernel's flags, the kernel headers coming
 *                from a precompiled header (dtap_kernel.h.gch, built once
 *                per tree from the runtime's #includes), then objtool as
 *                kbuild runs it (ORC tables, retpoline/return sites)
 *   module info  the tree's own modpost writes NAME.mod.c (vermagic, name,
 *                __versions with the CRCs of the symbols the module uses,
 *                from the tree's Module.symvers), compiled the same way
 *                (kbuild's flags for NAME.mod.o are the module's without
 *                dtap's ccflags, -Werror, which .mod.c passes)
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
 * Where the time goes now (warm, bench/small.d): about 0.3 s of CPU in gcc,
 * three quarters of it -O2 code generation of the runtime, which every
 * module recompiles because the runtime's sizes (the context layout,
 * aggregation sizes, strsize, timers) are per-program macros; ~0.07 s in
 * modpost and NAME.mod.c; the rest is small.  Compiling the runtime once
 * into a cached object needs those sizes as data the generated code
 * provides, the step after this one.
 *
 * --kbuild (and a tree whose commands dt_recipe.c does not understand)
 * runs kbuild as before: make -rR -C KDIR M=DIR modules, without -j
 * (nothing to parallelize) and without make's built-in rules (-rR).
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

static int write_sources(const struct dt_program *p, const struct dt_build_opts *o,
			 const char *dir, const char *features)
{
	const char *runtime = dt_path("runtime");
	FILE *f = fopen(dt_sprintf("%s/%s.c", dir, o->modname), "w");
	int err;

	if (!f)
		return -1;
	if (o->source)
		err = fputs(o->source, f) < 0;
	else
		err = dt_cg_program(f, p, o->modname, o->kernel_release);
	if (fclose(f) || err)
		return -1;
	f = fopen(dt_sprintf("%s/Kbuild", dir), "w");
	if (!f)
		return -1;
	fprintf(f, "obj-m := %s.o\nccflags-y := " DT_MODULE_CFLAGS " " DT_MODULE_CODEGEN_FLAG " -I%s -I%s\n",
		o->modname, runtime, dir);
	if (fclose(f))
		return -1;
	return dt_copy_file(features, dt_sprintf("%s/dtap_features.h", dir));
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

/* DIR/FILE: "#define MACRO VALUE" for each of the recipe's DEFS. */
static int write_defs(const struct dt_recipe *r, char **defs, const char *dir,
		      const char *name, const char *file)
{
	const char **lines = dt_recipe_argv(r, defs, dir, name, NULL);
	FILE *f = fopen(dt_sprintf("%s/%s", dir, file), "w");

	if (!f)
		return -1;
	for (int i = 0; lines[i]; i++)
		fprintf(f, "#define %s\n", lines[i]);
	return fclose(f);
}

/* gcc with the recipe's flags on DIR/SRC into DIR/OBJ; DEFS is the
 * per-module header, included after the kernel's headers. */
static int compile(const struct dt_recipe *r, const struct dt_build_opts *o,
		   const char *dir, const char *defs, const char *src, const char *obj)
{
	const char *log = dt_sprintf("%s/build.log", dir);
	const char *extra[32];
	int n = 0;

	if (r->pch) {
		extra[n++] = "-include";
		extra[n++] = r->pch;
	} else {
		for (int i = 0; r->pre[i] && n < 20; i++) {
			extra[n++] = "-include";
			extra[n++] = r->pre[i];
		}
	}
	extra[n++] = DT_MODULE_CODEGEN_FLAG;
	extra[n++] = "-include";
	extra[n++] = dt_sprintf("%s/%s", dir, defs);
	extra[n++] = dt_sprintf("-I%s", dt_path("runtime"));
	extra[n++] = dt_sprintf("-I%s", dir);
	extra[n++] = "-c";
	extra[n++] = "-o";
	extra[n++] = dt_sprintf("%s/%s", dir, obj);
	extra[n++] = dt_sprintf("%s/%s", dir, src);
	extra[n] = NULL;
	return dt_run_env(dt_recipe_argv(r, r->cc, dir, o->modname, extra), r->kdir, log,
			  r->env);
}

static int run_step(const struct dt_recipe *r, char **argv, const char *dir,
		    const char *name)
{
	return dt_run_env(dt_recipe_argv(r, argv, dir, name, NULL), r->kdir,
			  dt_sprintf("%s/build.log", dir), r->env);
}

/* NAME.o (compile), NAME.mod.o (module info), NAME.ko (link). */
static int fast_build(const struct dt_recipe *r, const struct dt_build_opts *o,
		      const char *dir)
{
	const char *name = o->modname;
	struct phase_clock clock;

	phase_start(&clock);

	if (write_defs(r, r->defs_o, dir, name, "dtap_defs.h") < 0 ||
	    write_defs(r, r->defs_mod, dir, name, "dtap_mod_defs.h") < 0)
		return -1;
	if (compile(r, o, dir, "dtap_defs.h", dt_sprintf("%s.c", name),
		    dt_sprintf("%s.o", name)) != 0 ||
	    (r->objtool && run_step(r, r->objtool, dir, name) != 0))
		return -1;
	phase_report(o, &clock, r->pch ? "compile" : "compile (no precompiled header)");
	/* What kbuild gives modpost: the module's objects, and their .cmd
	 * files, where it looks for the CRCs of exported symbols (none). */
	if (dt_write_text(dt_sprintf("%s/.%s.o.cmd", dir, name),
			  "# compiled by dtap's fast path; it exports no symbols\n") < 0 ||
	    dt_write_text(dt_sprintf("%s/modules.order", dir),
			  dt_sprintf("%s/%s.o\n", dir, name)) < 0 ||
	    dt_write_text(dt_sprintf("%s/%s.mod", dir, name),
			  dt_sprintf("%s/%s.o\n", dir, name)) < 0 ||
	    run_step(r, r->modpost, dir, name) != 0 ||
	    compile(r, o, dir, "dtap_mod_defs.h", dt_sprintf("%s.mod.c", name),
		    dt_sprintf("%s.mod.o", name)) != 0)
		return -1;
	phase_report(o, &clock, "module info");
	if (run_step(r, r->ld, dir, name) != 0)
		return -1;
	phase_report(o, &clock, "link");
	return 0;
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
	if (write_sources(p, o, dir, features) < 0) {
		fprintf(stderr, "dtap: cannot write the module source in %s: %s\n", dir,
			strerror(errno));
	} else if ((recipe ? fast_build(recipe, o, dir) : run_kbuild(kdir, dir, o->verbose))
		   < 0) {
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
