/*
 * dt_build.c - pass 4: the generated C becomes NAME.ko.
 *
 * The module is one translation unit that #includes the runtime, so kbuild
 * compiles it with a single gcc run; we invoke kbuild once, without -j
 * (nothing to parallelize) and with make's built-in rules and variables
 * off (-rR), which kbuild does not use and which make otherwise has to
 * consider for every target.  Its output is captured: a failure of the
 * generated code is dtap's bug, reported as an internal error with the
 * compiler's messages.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "dt_impl.h"

static int copy_file(const char *from, const char *to)
{
	FILE *in = fopen(from, "rb"), *out;
	char buf[65536];
	size_t n;
	int bad;

	if (!in)
		return -1;
	out = fopen(to, "wb");
	if (!out) {
		fclose(in);
		return -1;
	}
	while ((n = fread(buf, 1, sizeof(buf), in)) > 0)
		if (fwrite(buf, 1, n, out) != n)
			break;
	bad = ferror(in);
	fclose(in);
	return fclose(out) || bad ? -1 : 0;
}

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
	fprintf(f, "obj-m := %s.o\nccflags-y := " DT_MODULE_CFLAGS " -I%s -I%s\n",
		o->modname, runtime, dir);
	if (fclose(f))
		return -1;
	return copy_file(features, dt_sprintf("%s/dtap_features.h", dir));
}

/* make -rR -C KDIR M=DIR modules, output in DIR/build.log. */
static int run_kbuild(const char *kdir, const char *dir, bool verbose)
{
	const char *argv[] = { "make", "-rR", "-C", kdir, dt_sprintf("M=%s", dir),
			       "modules", NULL };
	int status;
	pid_t pid;

	if (verbose)
		fprintf(stderr, "dtap: make -rR -C %s M=%s modules\n", kdir, dir);
	pid = fork();
	if (pid < 0)
		return -1;
	if (pid == 0) {
		int fd = open(dt_sprintf("%s/build.log", dir), O_WRONLY | O_CREAT | O_TRUNC,
			      0644);

		if (fd < 0 || dup2(fd, 1) < 0 || dup2(fd, 2) < 0)
			_exit(127);
		execvp("make", (char *const *)argv);
		_exit(127);
	}
	if (waitpid(pid, &status, 0) < 0)
		return -1;
	return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : -1;
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
	if (system(dt_sprintf("rm -rf '%s'", dir)) != 0)
		fprintf(stderr, "dtap: warning: could not remove %s\n", dir);
}

int dt_build_module(const struct dt_program *p, const struct dt_build_opts *o,
		    char *ko_path, size_t len)
{
	const char *kdir = o->kernel_dir ? o->kernel_dir
			 : dt_sprintf("/lib/modules/%s/build", o->kernel_release);
	const char *features, *dir = o->workdir;
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
	} else if (run_kbuild(kdir, dir, o->verbose) < 0) {
		fprintf(stderr, "dtap: internal error: the generated module %s did not "
			"build against %s:\n", o->modname, kdir);
		print_build_errors(dir, o->verbose);
	} else {
		const char *out = o->outdir ? o->outdir : o->workdir ? NULL : ".";

		snprintf(ko_path, len, "%s/%s.ko", out ? out : dir, o->modname);
		err = out ? copy_file(dt_sprintf("%s/%s.ko", dir, o->modname), ko_path) : 0;
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
