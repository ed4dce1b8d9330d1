/*
 * dtap.c - the driver: dtrace(1)'s command line over SystemTap's five passes.
 *
 *   pass 1  parse every -s file and -n description      (dt_parse)
 *   pass 2  match probes, resolve and type everything  (dt_elaborate)
 *   pass 3  write the module's C                        (dt_cg_program)
 *   pass 4  build it with kbuild and sign it            (dt_build_module)
 *   pass 5  run it: dtaprun here, or dtap-vm with --vm
 *
 * The pipeline reads top to bottom in main(); what it calls here reads the
 * inputs (pass 1), times the passes and builds, caches and signs (passes
 * 3-4).  The command line is dt_cmdline.c's, the choice of the target
 * kernel dt_target.c's, running the module (pass 5) dt_run.c's.
 */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "driver/dt_driver.h"
#include "build/dt_cache.h"
#include "build/dt_recipe.h"
#include "signing/dtap_sign.h"

/* ---- pass timing (--verbose-passes), in the spirit of stap -v ---- */

struct pass_clock {
	struct timespec real;
	struct rusage usage;
};

static void clock_start(struct pass_clock *pc)
{
	clock_gettime(CLOCK_MONOTONIC, &pc->real);
	getrusage(RUSAGE_SELF, &pc->usage);
}

static long ms_between(const struct timeval *a, const struct timeval *b)
{
	return (b->tv_sec - a->tv_sec) * 1000 + (b->tv_usec - a->tv_usec) / 1000;
}

/* usr/sys are dtap's own; real includes kbuild and the compiler. */
static void clock_report(const struct cmdline *cl, const struct pass_clock *pc,
			 int pass, const char *what)
{
	struct pass_clock now;
	long real_ms;

	if (!cl->verbose_passes)
		return;
	clock_start(&now);
	real_ms = (now.real.tv_sec - pc->real.tv_sec) * 1000 +
		  (now.real.tv_nsec - pc->real.tv_nsec) / 1000000;
	fprintf(stderr, "Pass %d: %s in %ldusr/%ldsys/%ldreal ms.\n", pass, what,
		ms_between(&pc->usage.ru_utime, &now.usage.ru_utime),
		ms_between(&pc->usage.ru_stime, &now.usage.ru_stime), real_ms);
}

/* ---- pass 1: read and parse the inputs ---- */

static char *read_stream(FILE *f)
{
	size_t cap = 4096, len = 0, n;
	char *buf = dt_zalloc(cap);

	while ((n = fread(buf + len, 1, cap - len - 1, f)) > 0) {
		len += n;
		if (cap - len < 2) {
			cap *= 2;
			buf = realloc(buf, cap);
			if (!buf) {
				perror("dtap");
				exit(1);
			}
		}
	}
	buf[len] = '\0';
	return buf;
}

static char *read_file(const char *path)
{
	FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "r");
	char *text;

	if (!f) {
		fprintf(stderr, "dtap: failed to open %s: %s\n", path, strerror(errno));
		return NULL;
	}
	text = read_stream(f);
	if (f != stdin)
		fclose(f);
	return text;
}

/*
 * The macros cpp predefines for D, as dtrace has them: its own (which
 * scripts test), the system's and the machine's, so that system headers
 * pick this machine's definitions under -undef.
 */
static const char *const cpp_predefined[] = {
	"-D__dtap__", "-D__SUNW_D=1", "-D__SUNW_D_64", "-D__linux", "-D__linux__", "-Dlinux",
	"-D__unix", "-D__unix__", "-Dunix", "-D__ELF__", "-D__LP64__", "-D_LP64",
#if defined(__x86_64__)
	"-D__x86_64", "-D__x86_64__", "-D__amd64", "-D__amd64__",
#elif defined(__aarch64__)
	"-D__aarch64__",
#endif
};

/*
 * A script that starts with "#!" (an interpreter file) goes to cpp as a
 * copy whose first line is blank: cpp refuses "#!" as an invalid
 * directive, and dtrace skips that line before cpp too (dt_cc.c,
 * dt_preproc(): it seeks past it, keeping the newline).  A line marker
 * names the script, so diagnostics keep its name and lines; -iquote its
 * directory keeps its #include "x.h".  Returns the copy's directory (the
 * copy is DIR/script.d), NULL when no copy is needed; *FAILED if one was
 * needed and could not be made (said).
 */
static char *copy_without_interpreter_line(const char *path, bool *failed)
{
	const char *tmp = getenv("TMPDIR");
	char *text, *dir, *nl;

	*failed = false;
	if (!strcmp(path, "-"))
		return NULL;	/* cpp reads stdin itself */
	text = read_file(path);
	if (!text || strncmp(text, "#!", 2)) {
		*failed = !text;
		free(text);
		return NULL;
	}
	dir = dt_sprintf("%s/dtapcppXXXXXX", tmp && *tmp ? tmp : "/tmp");
	nl = strchr(text, '\n');
	if (!mkdtemp(dir) ||
	    dt_write_text(dt_sprintf("%s/script.d", dir),
			  dt_sprintf("# 1 \"%s\"\n%s", path, nl ? nl : "")) < 0) {
		fprintf(stderr, "dtap: cannot copy %s for the C preprocessor: %s\n", path,
			strerror(errno));
		*failed = true;
		return NULL;
	}
	free(text);
	return dir;
}

/* -C: run the script through "gcc -E" (or -x cpppath) with the -D/-U/-I
 * flags, by argv: a flag's text is never read by a shell. */
static char *preprocess(const struct cmdline *cl, const char *path)
{
	/* line markers kept: diagnostics name the file and line of the text,
	 * and they tell the system headers apart (dt_cpp_filter_system) */
	const char *argv[MAXARGS + 40] = { cl->cpppath ? cl->cpppath : "gcc", "-E", "-x",
					   "c", "-undef" };
	int argc = 5, st;
	bool failed;
	char *text, *copydir = copy_without_interpreter_line(path, &failed);

	if (failed)
		return NULL;
	for (size_t i = 0; i < sizeof(cpp_predefined) / sizeof(cpp_predefined[0]); i++)
		argv[argc++] = cpp_predefined[i];
	if (cl->stdc == 's' || cl->stdc == 't')
		argv[argc++] = "-traditional-cpp";
	if (cl->cpp_headers)
		argv[argc++] = "-H";
	for (int i = 0; i < cl->ncpp_args; i++)
		argv[argc++] = cl->cpp_args[i];
	if (copydir) {
		const char *slash = strrchr(path, '/');

		argv[argc++] = "-iquote";
		argv[argc++] = slash ? dt_strndup(path, (size_t)(slash - path + 1)) : ".";
		argv[argc++] = dt_sprintf("%s/script.d", copydir);
	} else {
		/* gcc has no "--": a file named like an option is given as ./-x */
		argv[argc++] = path[0] == '-' && path[1] ? dt_sprintf("./%s", path) : path;
	}
	argv[argc] = NULL;
	text = dt_run_capture(argv, &st);
	if (copydir)
		dt_remove_tree(copydir);
	if (!text) {
		fprintf(stderr, "dtap: failed to run the C preprocessor: %s\n", strerror(errno));
		return NULL;
	}
	if (st != 0) {
		fprintf(stderr, "dtap: the C preprocessor failed on %s\n", path);
		return NULL;
	}
	dt_cpp_filter_system(text);
	return text;
}

/* dtrace calls a -n argument by its text up to the predicate or body. */
static char *desc_text(const char *arg)
{
	size_t n = strcspn(arg, "/{");

	return dt_strndup(arg, n);
}

static struct dt_script *parse_inputs(const struct cmdline *cl,
				      const char **source_desc)
{
	struct dt_script *all = NULL;

	if (!cl->opts.nolibs && !(all = dt_tapsets_load(cl->verbose)))
		return NULL;
	for (int i = 0; i < cl->ninputs; i++) {
		const struct input *in = &cl->inputs[i];
		struct dt_script *s;
		char *text;

		if (in->kind == IN_FILE) {
			text = cl->cpp ? preprocess(cl, in->arg) : read_file(in->arg);
			if (!text)
				return NULL;
			source_desc[i] = dt_sprintf("script '%s'", in->arg);
			s = dt_parse(in->arg, text, i);
			if (s && !cl->opts.empty && dt_script_is_empty(s))
				dt_error(D_EMPTY, &(struct dt_loc){ in->arg, 1, 1 },
					 "empty D program translation unit");
		} else {
			source_desc[i] = dt_sprintf("description '%s'", desc_text(in->arg));
			s = dt_parse("<command line>", in->arg, i);
		}
		if (!s)
			continue;	/* diagnosed; keep parsing the others */
		if (all)
			dt_script_append(all, s);
		else
			all = s;
	}
	return dt_nerrors() ? NULL : all;
}

/* -l -n P1 -n P2: like dtrace, one header, then the matches of each
 * description in command-line order. */
/* PATTERN with $target replaced by PID. */
static const char *subst_target(const char *pattern, const char *pid)
{
	const char *t = strstr(pattern, "$target");

	if (!t || !pid)
		return pattern;
	return dt_sprintf("%.*s%s%s", (int)(t - pattern), pattern, pid,
			  subst_target(t + 7, pid));
}

/*
 * dtap -l -c CMD: as dtrace, the listing names the command's process,
 * which is made (a child that waits, and ends when we close its pipe,
 * never running CMD: its probes are those of CMD's program's files).
 */
static pid_t held_child(int *gate)
{
	int fds[2];
	pid_t pid;

	if (pipe(fds) < 0)
		return -1;
	pid = fork();
	if (pid == 0) {
		char c;

		close(fds[1]);
		while (read(fds[0], &c, 1) > 0)
			;
		_exit(0);
	}
	close(fds[0]);
	*gate = fds[1];
	return pid;
}

static void list_matches(const struct cmdline *cl)
{
	const char *target = cl->pid;
	pid_t child = 0;
	int gate = -1;

	if (!target && cl->command && (child = held_child(&gate)) > 0)
		target = dt_sprintf("%d", (int)child);
	for (int i = 0; i < cl->ninputs; i++) {
		const char *pattern = subst_target(desc_text(cl->inputs[i].arg), target);

		dt_list_probes(stdout, pattern, i == 0, cl->verbose, &dt_list_stable);
	}
	if (child > 0) {
		close(gate);
		waitpid(child, NULL, 0);
	}
}

/* An absolute PATH (relative to the working directory). */
static const char *absolute(const char *path)
{
	char cwd[PATH_MAX];

	if (path[0] == '/' || !getcwd(cwd, sizeof(cwd)))
		return path;
	return dt_sprintf("%s/%s", cwd, path[0] == '.' && path[1] == '/' ? path + 2 : path);
}

/*
 * The process pid$target names, for the pid provider: -c's program as an
 * absolute path (the module opens it by that path, dtapio runs it from
 * the same directory or in the guest), --vm-file's host files for the
 * target's paths.
 */
static void set_utarget(struct cmdline *cl)
{
	for (int i = 0; i < cl->nvm_files; i++) {
		const char *spec = cl->vm_files[i], *colon = strchr(spec, ':');
		const char *host = colon ? dt_strndup(spec, (size_t)(colon - spec)) : spec;

		host = absolute(host);
		cl->vm_files[i] = colon ? dt_sprintf("%s%s", host, colon) : host;
		dt_ufile_map(host, colon ? colon + 1 : host);
	}
	if (cl->command) {
		const char *c = cl->command + strspn(cl->command, " \t");
		size_t n = strcspn(c, " \t");
		const char *prog = dt_strndup(c, n);

		if (strchr(prog, '/') && prog[0] != '/')
			cl->command = dt_sprintf("%s%s", absolute(prog), c + n);
	}
	dt_utarget_set(cl->pid, cl->command, cl->vm);
}

/*
 * dtap -h -s provider.d [-o file]: the provider definition's header
 * (dt_header.c), to -o or, as dtrace, to the script's name with .h for
 * .d; its include guard from that file's name (_PROBES_H).
 */
static int write_header(const struct cmdline *cl)
{
	const char *in = cl->inputs[0].arg, *base, *path = cl->output;
	char *text = cl->cpp ? preprocess(cl, in) : read_file(in), *guard;
	FILE *out;
	int err;

	if (!text)
		return 1;
	if (!path) {
		size_t n;

		base = strrchr(in, '/') ? strrchr(in, '/') + 1 : in;
		n = strlen(base);
		path = n > 2 && !strcmp(base + n - 2, ".d") ? dt_sprintf("%.*s.h", (int)n - 2, base)
							   : dt_sprintf("%s.h", base);
	}
	base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
	guard = dt_sprintf("_%s", base);
	for (char *g = guard; *g; g++)
		*g = isalnum((unsigned char)*g) ? (char)toupper((unsigned char)*g) : '_';
	if (!(out = fopen(path, "w"))) {
		fprintf(stderr, "dtap: cannot write %s: %s\n", path, strerror(errno));
		return 1;
	}
	err = dt_header_write(out, in, text, guard);
	if (fclose(out) != 0 && !err) {
		fprintf(stderr, "dtap: cannot write %s: %s\n", path, strerror(errno));
		err = -1;
	}
	if (err)
		unlink(path);
	return err ? 1 : 0;
}

/* ---- passes 3 and 4 ---- */

static char *make_workdir(void)
{
	const char *tmp = getenv("TMPDIR");
	char *dir = dt_sprintf("%s/dtapXXXXXX", tmp && *tmp ? tmp : "/tmp");

	if (!mkdtemp(dir)) {
		fprintf(stderr, "dtap: cannot create a temporary directory: %s\n",
			strerror(errno));
		return NULL;
	}
	return dir;
}

static void remove_workdir(const struct cmdline *cl, const char *dir)
{
	if (!dir)
		return;
	if (cl->keep_tmp) {
		fprintf(stderr, "dtap: kept temporary directory %s\n", dir);
		return;
	}
	/* The directory holds only what dt_build_module wrote. */
	if (dt_remove_tree(dir) != 0)
		fprintf(stderr, "dtap: could not remove %s\n", dir);
}

/* Pass 3 into memory: the C is both kbuild's input and the main part of
 * the cache key. */
static char *generate_c(const struct dt_program *prog, const char *modname,
			const char *release, size_t *len)
{
	char *buf = NULL;
	FILE *f = open_memstream(&buf, len);
	int err;

	if (!f) {
		perror("dtap: open_memstream");
		return NULL;
	}
	err = dt_cg_program(f, prog, modname, release);
	if (fclose(f) || err)
		return NULL;
	return buf;
}

/* The default module name is a function of the program (its pass-1 and
 * pass-2 prints: every clause, option and source), like stap's
 * stap_HASH: a re-run gets the same name, hence the same C, hence a
 * cache hit. */
static const char *program_modname(const struct dt_script *script,
				   const struct dt_program *prog)
{
	char *buf = NULL, hex[DT_CACHE_KEY_LEN + 1];
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	if (!f)
		return dt_sprintf("dtap_%d", (int)getpid());
	dt_ast_print(f, script);
	dt_program_print(f, prog);
	fclose(f);
	dt_sha256_hex(buf, len, hex);
	free(buf);
	return dt_sprintf("dtap_%.16s", hex);
}

static int sign(const struct cmdline *cl, const char *ko)
{
	struct pass_clock pc;
	char err[512];

	clock_start(&pc);
	if (dtap_sign_module(ko, cl->sign_key, err, sizeof(err)) < 0) {
		fprintf(stderr, "dtap: cannot sign %s: %s\n", ko, err);
		return -1;
	}
	clock_report(cl, &pc, 4, "sign");
	return 0;
}

/* The cache key of this build (dt_cache.c says what it covers). */
static int cache_key(const struct cmdline *cl, const struct target *t,
		     const char *csrc, size_t len, char *key, const char **cert)
{
	struct dt_cache_inputs in = { .csrc = csrc, .csrc_len = len,
				      .runtime_dir = dt_path("runtime"),
				      .kernel_dir = t->build_dir,
				      .builder = cl->kbuild ? "kbuild" : "fast" };
	char keydir[PATH_MAX], err[512];

	if (dtap_keys_dir(cl->sign_key, keydir, sizeof(keydir), err, sizeof(err)) < 0) {
		fprintf(stderr, "dtap: %s\n", err);
		return -1;
	}
	in.cert = *cert = dt_sprintf("%s/%s", keydir, DTAP_CERT_FILE);
	in.features = dt_features_get(t->build_dir, t->release, cl->verbose);
	return in.features ? dt_cache_key(&in, key) : -1;
}

/* Pass 4: WORKDIR/MODNAME.ko, signed, from the cache or from kbuild.
 * Returns 1 on a cache hit, 0 after a build, -1 on failure. */
static int fetch_or_build(const struct cmdline *cl, const struct dt_program *prog,
			const struct target *t, const char *modname, const char *csrc,
			size_t len, const char *workdir, const char *ko)
{
	struct dt_build_opts bo = {
		.modname = modname,
		.source = csrc,
		.kernel_release = t->release,
		.kernel_dir = t->build_dir,
		.workdir = workdir,
		.keep_tmp = cl->keep_tmp,
		.verbose = cl->verbose,
		.kbuild = cl->kbuild,
		.verbose_passes = cl->verbose_passes,
	};
	char key[DT_CACHE_KEY_LEN + 1], built[PATH_MAX], err[512];
	const char *cert;

	/* The key pair first: its certificate is part of the cache key. */
	if (dtap_keys_ensure(cl->sign_key, err, sizeof(err)) < 0) {
		fprintf(stderr, "dtap: cannot create the signing key: %s\n", err);
		return -1;
	}
	if (!cl->no_cache) {
		if (cache_key(cl, t, csrc, len, key, &cert) < 0)
			return -1;
		if (dt_cache_fetch(key, modname, t->release, cert, ko, cl->verbose)) {
			if (cl->keep_tmp)	/* for the curious: the C it came from */
				dt_write_text(dt_sprintf("%s/%s.c", workdir, modname), csrc);
			return 1;
		}
		if (cl->verbose)
			fprintf(stderr, "dtap: cache miss: %s\n", dt_cache_path(key));
	}
	if (dt_build_module(prog, &bo, built, sizeof(built)) < 0 || sign(cl, ko) < 0)
		return -1;
	if (!cl->no_cache)
		dt_cache_store(key, ko, cl->verbose);	/* a failure only warns */
	return 0;
}

/* A first build for the tree learns its recipe beside the feature probes
 * of the cache key (dt_recipe.h), and is waited for whatever comes. */
static int build_module(const struct cmdline *cl, const struct dt_program *prog,
			const struct target *t, const char *modname, const char *csrc,
			size_t len, const char *workdir, const char *ko)
{
	int rc;

	if (!cl->kbuild && access(dt_sprintf("%s/Makefile", t->build_dir), R_OK) == 0)
		dt_recipe_prefetch(t->build_dir, t->release, cl->verbose);
	rc = fetch_or_build(cl, prog, t, modname, csrc, len, workdir, ko);
	dt_recipe_prefetch_wait();
	return rc;
}

static int translate_and_build(const struct cmdline *cl, const struct dt_program *prog,
			       const struct target *t, const char *modname,
			       const char *workdir, char *ko, size_t kolen)
{
	struct pass_clock pc;
	char *csrc;
	size_t len;
	int rc;

	if (cl->last_pass == 3)
		return dt_cg_program(stdout, prog, modname, t->release) < 0 ? -1 : 0;

	clock_start(&pc);
	csrc = generate_c(prog, modname, t->release, &len);
	if (!csrc)
		return -1;
	clock_report(cl, &pc, 3, "translated the program into C");
	clock_start(&pc);
	snprintf(ko, kolen, "%s/%s.ko", workdir, modname);
	rc = build_module(cl, prog, t, modname, csrc, len, workdir, ko);
	free(csrc);
	if (rc < 0)
		return -1;
	clock_report(cl, &pc, 4, rc ? "took the signed module from the cache"
				    : "built and signed the module");
	return 0;
}

int main(int argc, char **argv)
{
	static struct cmdline cl;
	const char *source_desc[DT_MAXSOURCES];
	struct dt_script *script;
	struct dt_program *prog;
	struct pass_clock pc;
	struct target t;
	char ko[PATH_MAX];
	const char *modname;
	char *workdir = NULL;
	int rc;

	dt_parse_cmdline(&cl, argc, argv);
	dt_opt_errtags = cl.opts.errtags;
	if (cl.header)	/* no kernel, no passes */
		return write_header(&cl);
	set_utarget(&cl);
	/* the target kernel first: pass 2 matches its functions and types */
	if (dt_pick_kernel(&cl, &t, cl.last_pass > 3 && !cl.list) < 0)
		return 1;
	/* syscall and sdt read its build tree; BTF is the tree's too */
	dt_kernel_set(t.release, t.build_dir, cl.debuginfo, cl.btf, cl.verbose);
	if (cl.list && cl.ninputs == 0) {
		if (!cl.opts.nolibs && !dt_tapsets_load(cl.verbose))	/* stable probes */
			return 1;
		dt_list_probes(stdout, NULL, true, cl.verbose, &dt_list_stable);
		return 0;
	}

	clock_start(&pc);
	script = parse_inputs(&cl, source_desc);
	if (!script)
		return 1;
	clock_report(&cl, &pc, 1, "parsed the script");
	if (cl.last_pass == 1) {
		dt_ast_print(stdout, script);
		return 0;
	}
	if (cl.list) {
		list_matches(&cl);
		return 0;
	}

	clock_start(&pc);
	dt_macro_set_args(cl.nmargs, cl.margs, cl.pid, cl.command != NULL);
	prog = dt_elaborate(script, &cl.opts, source_desc, cl.ninputs);
	if (!prog)
		return 1;
	clock_report(&cl, &pc, 2, "matched probes and typed the program");
	if (cl.last_pass == 2) {
		dt_program_print(stdout, prog);
		return 0;
	}

	/* dtapio refuses it too (dtaprun of a built module); say it before
	 * building, and not only when it runs */
	if ((cl.metrics || cl.metrics_file) && prog->naggs == 0 && cl.last_pass > 4 &&
	    !cl.compile_only) {
		fprintf(stderr, "dtap: %s: the program has no aggregation to serve\n",
			cl.metrics ? "--metrics" : "--metrics-file");
		return 1;
	}
	/* dtrace compiles it, then fails to start it (dtrace_go(), which
	 * cmd/dtrace.c reports as could not enable tracing, E_ERROR) */
	if (cl.last_pass > 4 && !cl.compile_only && !dt_cg_space_fits(prog)) {
		fprintf(stderr, "dtap: could not enable tracing: Enabling exceeds size of "
			"buffer\n");
		return 1;
	}
	/* then dt_bpf_load_progs() refuses destructive actions without -w
	 * (EDT_DESTRUCTIVE); no such module is built to be loaded later
	 * either (-p4): dtaprun trusts its metadata's "destructive" */
	if (cl.last_pass > 3 && !cl.compile_only && prog->uses_destructive &&
	    !prog->opts.destructive) {
		fprintf(stderr, "dtap: could not enable tracing: Destructive actions not "
			"allowed\n");
		return 1;
	}
	if (dt_check_host_kernel(&cl, &t) < 0)
		return 1;
	modname = cl.modname ? cl.modname : program_modname(script, prog);
	dt_interrupt_catch();	/* from here a signal cleans up first */
	if (cl.last_pass > 3 && !(workdir = make_workdir()))
		return 1;
	rc = translate_and_build(&cl, prog, &t, modname, workdir, ko, sizeof(ko));
	if (dt_interrupted()) {
		remove_workdir(&cl, workdir);
		dt_interrupt_exit();
	}
	if (rc < 0 || cl.last_pass == 3) {
		remove_workdir(&cl, workdir);
		return rc < 0 ? 1 : 0;
	}
	if (cl.verbose && (cl.compile_only || cl.last_pass > 4))
		dt_stability_report(stdout, prog, cl.compile_only);	/* dtrace -v's */
	if (cl.compile_only) {
		remove_workdir(&cl, workdir);
		return 0;
	}
	if (cl.last_pass == 4) {
		const char *dest = dt_sprintf("%s.ko", modname);

		rc = dt_copy_file(ko, dest);
		if (rc == 0)
			printf("%s\n", dest);
		else
			fprintf(stderr, "dtap: cannot copy the module to %s\n", dest);
		remove_workdir(&cl, workdir);
		return rc < 0 ? 1 : 0;
	}
	if (cl.vm && dt_vm_hold_module(ko, sizeof(ko)) == 0) {
		/* dtap-vm reads the module through /proc/self/fd: nothing of ours
		 * is left on disk even if we are killed while the guest runs */
		remove_workdir(&cl, workdir);
		workdir = NULL;
	}
	rc = dt_run_module(&cl, &t, ko, modname);
	remove_workdir(&cl, workdir);
	return rc;
}
