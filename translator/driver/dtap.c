/*
 * dtap.c - the driver: dtrace(1)'s command line over SystemTap's five passes.
 *
 *   pass 1  parse every -s file and -n description      (dt_parse)
 *   pass 2  match probes, resolve and type everything  (dt_elaborate)
 *   pass 3  write the module's C                        (dt_cg_program)
 *   pass 4  build it with kbuild and sign it            (dt_build_module)
 *   pass 5  run it: dtaprun here, or dtap-vm with --vm
 *
 * The pipeline reads top to bottom in main(); everything else here is
 * option handling and process plumbing.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "dt_impl.h"
#include "dt_cache.h"
#include "../signing/dtap_sign.h"

#ifndef DTAP_VERSION
#define DTAP_VERSION "0.1"
#endif
#ifndef DTAP_DEFAULT_KERNEL
#define DTAP_DEFAULT_KERNEL ""
#endif

#define EXIT_USAGE 2
#define MAXARGS 64

enum input_kind { IN_FILE, IN_DESC };

struct input {
	enum input_kind kind;
	const char *arg;	/* file name or -n text */
};

/* Everything the command line says. */
struct cmdline {
	struct input inputs[DT_MAXSOURCES];
	int ninputs;
	const char *cpp_args[MAXARGS];	/* -D -U -I, passed to cpp with -C */
	char *margs[MAXARGS];		/* $0 $1 ...: arguments after the options */
	int nmargs;
	char *script0;			/* the first -s: $0 */
	int ncpp_args;
	bool cpp;		/* -C */
	bool cpp_headers;	/* -H: cpp lists the files it includes */
	const char *cpppath;	/* -x cpppath: the preprocessor (default gcc -E) */
	char stdc;		/* -x stdc: a (default), c, s or t */
	bool list;		/* -l */
	bool compile_only;	/* -e */
	bool verbose;		/* -v */
	bool verbose_passes;	/* --verbose-passes */
	bool keep_tmp;		/* --keep-tmp */
	bool no_cache;		/* --no-cache */
	bool kbuild;		/* --kbuild */
	bool vm;		/* --vm[=RELEASE] */
	int last_pass;		/* --pass=N, 5 by default */
	const char *output;	/* -o */
	const char *command;	/* -c */
	const char *pid;	/* -p */
	const char *modname;	/* --module */
	const char *kernel;	/* --kernel / --vm=RELEASE */
	const char *sign_key;	/* --sign-key */
	const char *debuginfo;	/* --debuginfo: the kernel's DWARF */
	const char *btf;	/* --btf */
	struct dt_options opts;
};

static const char usage_text[] =
"Usage: dtap [-CeFgHhlqvVw] [-c cmd] [-D name[=def]] [-I path] [-n desc]\n"
"            [-o output] [-p pid] [-P provider] [-s script] [-U name]\n"
"            [-x opt[=val]]\n"
"            [--pass=N] [--module=NAME] [--kernel=RELEASE|DIR] [--vm[=RELEASE]]\n"
"            [--keep-tmp] [--no-cache] [--kbuild] [--sign-key=DIR]\n"
"            [--verbose-passes] [--debuginfo=VMLINUX] [--btf=FILE] [args ...]\n"
"       dtap --check-module=MODULE.ko\n"
"\n"
"Compile D programs into a signed kernel module and run it.\n"
"\n"
"\t-c  run the command cmd; stop tracing when it exits\n"
"\t-C  run the C preprocessor (cpp) over -s scripts first\n"
"\t-D  define name for the preprocessor\n"
"\t-e  exit after compiling (passes 1-4), do not run\n"
"\t-F  flow indent: fbt entries and returns as an indented call tree\n"
"\t-g  guru mode: allow embedded C (%{ ... %}) in the program\n"
"\t-h  print this help and exit\n"
"\t-H  print the files the preprocessor includes (with -C)\n"
"\t-I  add include directory for the preprocessor and for tapsets\n"
"\t-l  list probes matching -n/-P descriptions (all probes without);\n"
"\t    with -v, their stability and argument types\n"
"\t-n  enable a probe description: 'desc [/pred/] [{ actions }]'\n"
"\t-o  write the trace output to file\n"
"\t-p  trace until process pid exits\n"
"\t-P  enable (with -l: list) every probe of provider\n"
"\t-q  quiet: only data the program asks for is printed\n"
"\t-s  enable the probes of the D program in script\n"
"\t-U  undefine name for the preprocessor\n"
"\t-v  verbose: say what is done and where (stderr); print the program's\n"
"\t    stability attributes (stdout; with -e, each probe description's)\n"
"\t-V  print the version and exit\n"
"\t-w  allow destructive actions (chill raise stop system copyout\n"
"\t    copyoutstr panic)\n"
"\t-x  set an option (dtrace's): sizes (bufsize strsize aggsize dynvarsize\n"
"\t    specsize scratchsize: N[k|m|g|t]), rates (switchrate aggrate\n"
"\t    statusrate cleanrate: N[ns|us|ms|s|m|h|d|hz]), counts (nspec\n"
"\t    aggsortpos aggsortkeypos maxframes stackframes ustackframes\n"
"\t    jstackframes jstackstrsize),\n"
"\t    booleans (quiet destructive flowindent aggsortkey aggsortrev aggzoom\n"
"\t    aggpack rawbytes zdefs argref defaultargs errtags droptags procfs:\n"
"\t    =yes|no),\n"
"\t    bufpolicy=fill|ring|switch, bufresize=auto|manual; for the\n"
"\t    preprocessor: cpp (= -C), cpphdrs (= -H), define, undef, incdir,\n"
"\t    cpppath, stdc=a|c|s|t; tapsets: libdir=DIR (a tapset directory, as\n"
"\t    -I), nolibs (none); empty (an -s file may be empty); amin=N/D/C\n"
"\t    (the least stability allowed); dtrace-utils' others are checked\n"
"\t    and have no effect (version evaltime linkmode iregs disasm verbose\n"
"\t    strip pspec ...: see dtap(1))\n"
"\targs  the script's macro arguments: $1 $2 ... (integers or names), $$1\n"
"\t      $$2 ... (strings)\n"
"\n"
"\t--pass=N           stop after pass N: 1 parsed program, 2 matched probes\n"
"\t                   and types, 3 generated C, 4 signed module NAME.ko\n"
"\t--module=NAME      name the module (default dtap_HASH, from the program)\n"
"\t--kernel=REL|DIR   build for another kernel release or build tree\n"
"\t                   (default: chosen by configure; -v names it)\n"
"\t--vm[=RELEASE]     run pass 5 in a throwaway qemu guest of that kernel\n"
"\t                   (default: the default kernel if it has an image in\n"
"\t                   /boot, else the newest installed kernel)\n"
"\t--keep-tmp         keep the build directory, and say where it is\n"
"\t--no-cache         neither use nor fill the compile cache\n"
"\t                   (~/.cache/dtap/modules)\n"
"\t--kbuild           build the module with the kernel's make (slow; for\n"
"\t                   debugging pass 4's direct compile and link)\n"
"\t--sign-key=DIR     sign with the key pair in DIR (default ~/.dtap/keys)\n"
"\t--verbose-passes   print the time of each pass\n"
"\t--debuginfo=PATH   the kernel's DWARF (fbt args, kernel types, `globals);\n"
"\t                   default /usr/lib/debug/boot/vmlinux-RELEASE from the\n"
"\t                   linux-image-RELEASE-dbg package; -v says which is used;\n"
"\t                   none: no DWARF (BTF at most). Missing DWARF is fetched\n"
"\t                   by build-id from $DEBUGINFOD_URLS when set\n"
"\t--btf=FILE         the kernel's types from BTF instead (a raw BTF file, as\n"
"\t                   /sys/kernel/btf/vmlinux; used by default for the running\n"
"\t                   kernel when there is no DWARF)\n"
"\t--check-module=KO  check a built module statically: only allowed kernel\n"
"\t                   symbols (any with -g), no privileged instruction, no\n"
"\t                   loop in generated code; exit 1 naming each problem\n"
"\n"
"Exit status: the script's exit() value; 1 on error; 2 on bad usage.\n"
"See dtap(1), dtaprun(8), dtapio(8).\n";

static void usage_error(const char *fmt, const char *arg)
{
	fprintf(stderr, "dtap: ");
	fprintf(stderr, fmt, arg);
	fprintf(stderr, "\n%s", usage_text);
	exit(EXIT_USAGE);
}

/* Kernel module names: [A-Za-z0-9_], at most MODULE_NAME_LEN - 1 = 55. */
static bool valid_modname(const char *s)
{
	size_t n = strlen(s);

	if (n == 0 || n > 55)
		return false;
	for (; *s; s++)
		if (!(*s == '_' || (*s >= '0' && *s <= '9') ||
		      (*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z')))
			return false;
	return true;
}

static int parse_pass(const char *s)
{
	char *end;
	long n = strtol(s, &end, 10);

	if (*s == '\0' || *end != '\0' || n < 1 || n > 5)
		usage_error("invalid --pass value '%s': expected 1 to 5", s);
	return (int)n;
}

static void add_input(struct cmdline *cl, enum input_kind kind, const char *arg)
{
	if (cl->ninputs == DT_MAXSOURCES)
		usage_error("too many -s/-n arguments (at most %s)", "64");
	cl->inputs[cl->ninputs].kind = kind;
	cl->inputs[cl->ninputs].arg = arg;
	cl->ninputs++;
}

static void add_cpp_arg(struct cmdline *cl, char flag, const char *arg)
{
	if (cl->ncpp_args == MAXARGS)
		usage_error("too many -D/-U/-I arguments%s", "");
	cl->cpp_args[cl->ncpp_args++] = dt_sprintf("-%c%s", flag, arg);
}

/* -x NAME[=VALUE] */
/* The preprocessor's -x options, as dtrace's: cpp (= -C), cpphdrs (= -H),
 * define (= -D), undef (= -U), incdir (= -I), cpppath, stdc.  False: not
 * one of them. */
static bool cpp_x_option(struct cmdline *cl, const char *name, const char *val)
{
	static const char *const with_value[] = { "define", "undef", "incdir", "cpppath",
						  "stdc" };
	bool known = !strcmp(name, "cpp") || !strcmp(name, "cpphdrs");

	for (size_t i = 0; i < sizeof(with_value) / sizeof(with_value[0]); i++) {
		if (strcmp(name, with_value[i]) != 0)
			continue;
		known = true;
		if (!val || !*val)
			usage_error("option -x %s requires a value", name);
	}
	if (!known)
		return false;
	if (!strcmp(name, "cpp"))
		cl->cpp = true;
	else if (!strcmp(name, "cpphdrs"))
		cl->cpp_headers = true;
	else if (!strcmp(name, "define") || !strcmp(name, "undef") || !strcmp(name, "incdir"))
		add_cpp_arg(cl, name[0] == 'd' ? 'D' : name[0] == 'u' ? 'U' : 'I', val);
	else if (!strcmp(name, "cpppath"))
		cl->cpppath = val;
	else if (strlen(val) != 1 || !strchr("acst", val[0]))
		usage_error("invalid value '%s' for option stdc: expected a, c, s or t", val);
	else
		cl->stdc = val[0];
	return true;
}

static void set_x_option(struct cmdline *cl, const char *arg)
{
	char *name = dt_strdup(arg);
	char *eq = strchr(name, '=');

	if (eq)
		*eq++ = '\0';
	if (cpp_x_option(cl, name, eq))
		return;
	if (!strcmp(name, "libdir")) {	/* dtrace's -x libdir: a tapset directory */
		if (!eq || !*eq)
			usage_error("option -x %s requires a value", name);
		dt_tapset_add_dir(eq);
		return;
	}
	if (dt_option_set(&cl->opts, name, eq, NULL) < 0)
		exit(EXIT_USAGE);
}

enum long_opt {
	OPT_PASS = 256, OPT_MODULE, OPT_KERNEL, OPT_KEEP_TMP, OPT_VM,
	OPT_VERBOSE_PASSES, OPT_SIGN_KEY, OPT_HELP, OPT_VERSION, OPT_NO_CACHE, OPT_KBUILD,
	OPT_DEBUGINFO, OPT_BTF,
	OPT_CHECK_MODULE,
};

static const struct option long_options[] = {
	{ "pass", required_argument, NULL, OPT_PASS },
	{ "module", required_argument, NULL, OPT_MODULE },
	{ "kernel", required_argument, NULL, OPT_KERNEL },
	{ "keep-tmp", no_argument, NULL, OPT_KEEP_TMP },
	{ "no-cache", no_argument, NULL, OPT_NO_CACHE },
	{ "kbuild", no_argument, NULL, OPT_KBUILD },
	{ "vm", optional_argument, NULL, OPT_VM },
	{ "verbose-passes", no_argument, NULL, OPT_VERBOSE_PASSES },
	{ "sign-key", required_argument, NULL, OPT_SIGN_KEY },
	{ "debuginfo", required_argument, NULL, OPT_DEBUGINFO },
	{ "btf", required_argument, NULL, OPT_BTF },
	{ "check-module", required_argument, NULL, OPT_CHECK_MODULE },
	{ "help", no_argument, NULL, OPT_HELP },
	{ "version", no_argument, NULL, OPT_VERSION },
	{ NULL, 0, NULL, 0 },
};

static void parse_cmdline(struct cmdline *cl, int argc, char **argv)
{
	int c;

	dt_options_init(&cl->opts);
	cl->last_pass = 5;
	opterr = 0;
	/* "+": stop at the first non-option; ":": a missing argument
	 * returns ':' (not '?'), so it gets its own message. */
	cl->margs[cl->nmargs++] = "dtap";	/* $0 until a -s names the script */
	for (;;) {
		c = getopt_long(argc, argv, "+:c:CD:eFghHI:ln:o:p:P:qs:U:vVwx:", long_options, NULL);
		if (c == -1) {
			/* as dtrace: arguments after the options are $1 $2 ...,
			 * and options may follow them */
			if (optind >= argc)
				break;
			if (cl->nmargs == MAXARGS)
				usage_error("too many arguments%s", "");
			cl->margs[cl->nmargs++] = argv[optind++];
			continue;
		}
		switch (c) {
		case 'c': cl->command = optarg; break;
		case 'C': cl->cpp = true; break;
		case 'H': cl->cpp_headers = true; break;
		case 'D': case 'U': case 'I': add_cpp_arg(cl, (char)c, optarg);
			if (c == 'I')	/* and a tapset directory, as stap -I */
				dt_tapset_add_dir(optarg);
			break;
		case 'e': cl->compile_only = true; break;
		case 'F': dt_option_set(&cl->opts, "flowindent", NULL, NULL); break;
		case 'g': cl->opts.guru = true; break;	/* never from a #pragma */
		case 'h': case OPT_HELP: fputs(usage_text, stdout); exit(0);
		case 'l': cl->list = true; break;
		case 'n': add_input(cl, IN_DESC, optarg); break;
		case 'o': cl->output = optarg; break;
		case 'p': cl->pid = optarg; break;
		case 'P': add_input(cl, IN_DESC, dt_sprintf("%s:::", optarg)); break;
		case 'q': dt_option_set(&cl->opts, "quiet", NULL, NULL); break;
		case 's':
			add_input(cl, IN_FILE, optarg);
			if (!cl->script0)
				cl->margs[0] = cl->script0 = optarg;
			break;
		case 'v': cl->verbose = true; break;
		case 'V': case OPT_VERSION:
			printf("dtap: D (OpenDTrace 1.0 language), dtap %s\n", DTAP_VERSION);
			exit(0);
		case 'w': dt_option_set(&cl->opts, "destructive", NULL, NULL); break;
		case 'x': set_x_option(cl, optarg); break;
		case OPT_PASS: cl->last_pass = parse_pass(optarg); break;
		case OPT_MODULE: cl->modname = optarg; break;
		case OPT_KERNEL: cl->kernel = optarg; break;
		case OPT_KEEP_TMP: cl->keep_tmp = true; break;
		case OPT_NO_CACHE: cl->no_cache = true; break;
		case OPT_KBUILD: cl->kbuild = true; break;
		case OPT_VM: cl->vm = true; if (optarg) cl->kernel = optarg; break;
		case OPT_VERBOSE_PASSES: cl->verbose_passes = true; break;
		case OPT_SIGN_KEY: cl->sign_key = optarg; break;
		case OPT_DEBUGINFO: cl->debuginfo = optarg; break;
		case OPT_BTF: cl->btf = optarg; break;
		case OPT_CHECK_MODULE:	/* a mode of its own: nothing else to do */
			exit(dt_check_module(optarg, stderr) < 0 ? 1 : 0);
		case ':':
			if (optopt > 0 && optopt < 256)
				usage_error("option -%s requires an argument",
					    dt_sprintf("%c", optopt));
			usage_error("option '%s' requires an argument", argv[optind - 1]);
			break;
		case '?':
			if (optopt > 0 && optopt < 256)
				usage_error("unknown option '-%s'", dt_sprintf("%c", optopt));
			usage_error("unknown option '%s'", argv[optind - 1]);
			break;
		default:
			usage_error("unknown option '%s'", argv[optind - 1]);
		}
	}
	if (cl->ninputs == 0 && !cl->list)
		usage_error("no probes specified: give -s script or -n desc%s", "");
	for (int i = 0; cl->list && i < cl->ninputs; i++)
		if (cl->inputs[i].kind == IN_FILE)
			usage_error("-l lists the probes of -n patterns; -l with -s is not "
				    "supported yet%s", "");
	if (cl->command && cl->pid)
		usage_error("-c and -p cannot be used together%s", "");
	if (cl->modname && !valid_modname(cl->modname))
		usage_error("invalid module name '%s': use letters, digits and _ (at most 55)",
			    cl->modname);
}

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

/* -C: run the script through "gcc -E" (or -x cpppath) with the -D/-U/-I
 * flags, by argv: a flag's text is never read by a shell. */
static char *preprocess(const struct cmdline *cl, const char *path)
{
	/* line markers kept: diagnostics name the file and line of the text,
	 * and they tell the system headers apart (dt_cpp_filter_system) */
	const char *argv[MAXARGS + 40] = { cl->cpppath ? cl->cpppath : "gcc", "-E", "-x",
					   "c", "-undef" };
	int argc = 5, st;
	char *text;

	for (size_t i = 0; i < sizeof(cpp_predefined) / sizeof(cpp_predefined[0]); i++)
		argv[argc++] = cpp_predefined[i];
	if (cl->stdc == 's' || cl->stdc == 't')
		argv[argc++] = "-traditional-cpp";
	if (cl->cpp_headers)
		argv[argc++] = "-H";
	for (int i = 0; i < cl->ncpp_args; i++)
		argv[argc++] = cl->cpp_args[i];
	/* gcc has no "--": a file named like an option is given as ./-x */
	argv[argc++] = path[0] == '-' && path[1] ? dt_sprintf("./%s", path) : path;
	argv[argc] = NULL;
	text = dt_run_capture(argv, &st);
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
static void list_matches(const struct cmdline *cl)
{
	for (int i = 0; i < cl->ninputs; i++) {
		const char *pattern = desc_text(cl->inputs[i].arg);

		dt_list_probes(stdout, pattern, i == 0, cl->verbose);
	}
}

/* ---- choosing the target kernel ---- */

struct target {
	const char *release;	/* "6.1.0-56-cloud-amd64" */
	const char *build_dir;	/* its kbuild tree */
};

static bool is_dir(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* Compare release strings so that 6.12 sorts after 6.1 and 6.9. */
static int release_cmp(const char *a, const char *b)
{
	while (*a && *b) {
		if (*a >= '0' && *a <= '9' && *b >= '0' && *b <= '9') {
			char *ea, *eb;
			unsigned long na = strtoul(a, &ea, 10), nb = strtoul(b, &eb, 10);

			if (na != nb)
				return na < nb ? -1 : 1;
			a = ea;
			b = eb;
		} else if (*a != *b) {
			return (unsigned char)*a - (unsigned char)*b;
		} else {
			a++;
			b++;
		}
	}
	return (unsigned char)*a - (unsigned char)*b;
}

/* --vm without a release: the newest kernel with a build tree and an image. */
static const char *newest_vm_kernel(void)
{
	DIR *d = opendir("/lib/modules");
	struct dirent *e;
	char *best = NULL;

	if (!d)
		return NULL;
	while ((e = readdir(d))) {
		const char *r = e->d_name;

		if (r[0] == '.' || !is_dir(dt_sprintf("/lib/modules/%s/build", r)) ||
		    access(dt_sprintf("/boot/vmlinuz-%s", r), R_OK) != 0)
			continue;
		if (!best || release_cmp(r, best) > 0)
			best = dt_strdup(r);
	}
	closedir(d);
	return best;
}

/* Release of a build tree, from include/config/kernel.release. */
static const char *release_of_tree(const char *dir)
{
	FILE *f = fopen(dt_sprintf("%s/include/config/kernel.release", dir), "r");
	char line[256] = "";

	if (!f)
		return NULL;
	if (!fgets(line, sizeof(line), f))
		line[0] = '\0';
	fclose(f);
	line[strcspn(line, "\n")] = '\0';
	return line[0] ? dt_strdup(line) : NULL;
}

/* NEED_TREE false (--pass=3): only the release matters, the tree may be
 * missing. */
static int pick_kernel(const struct cmdline *cl, struct target *t, bool need_tree)
{
	struct utsname u;
	const char *k = cl->kernel;

	/* --vm alone: the configured default when it can boot, else the
	 * newest kernel that can. */
	if (!k && cl->vm && DTAP_DEFAULT_KERNEL[0] && !strchr(DTAP_DEFAULT_KERNEL, '/') &&
	    access(dt_sprintf("/boot/vmlinuz-%s", DTAP_DEFAULT_KERNEL), R_OK) == 0)
		k = DTAP_DEFAULT_KERNEL;
	if (!k && cl->vm) {
		k = newest_vm_kernel();
		if (!k) {
			fprintf(stderr, "dtap: --vm needs a kernel image and its build tree: "
				"none found under /lib/modules and /boot (run testsuite/install-deps.sh, "
				"or install linux-image-cloud-amd64 and linux-headers-cloud-amd64)\n");
			return -1;
		}
	}
	if (!k && DTAP_DEFAULT_KERNEL[0])
		k = DTAP_DEFAULT_KERNEL;
	if (!k) {
		uname(&u);
		k = dt_strdup(u.release);
	}
	if (strchr(k, '/')) {		/* --kernel=DIR */
		t->build_dir = k;
		t->release = release_of_tree(k);
		if (!t->release) {
			fprintf(stderr, "dtap: %s is not a configured kernel build tree "
				"(no include/config/kernel.release)\n", k);
			return -1;
		}
	} else {
		t->release = k;
		t->build_dir = dt_sprintf("/lib/modules/%s/build", k);
	}
	if (!is_dir(t->build_dir) && need_tree) {
		fprintf(stderr, "dtap: no kernel build tree for %s at %s: install "
			"linux-headers-%s, pick another kernel with --kernel=RELEASE|DIR, "
			"or run in a qemu guest with --vm\n", t->release, t->build_dir, t->release);
		return -1;
	}
	if (cl->vm && access(dt_sprintf("/boot/vmlinuz-%s", t->release), R_OK) != 0) {
		fprintf(stderr, "dtap: --vm needs /boot/vmlinuz-%s: install linux-image-%s\n",
			t->release, t->release);
		return -1;
	}
	if (cl->verbose)
		fprintf(stderr, "dtap: building for kernel %s (%s)\n", t->release, t->build_dir);
	return 0;
}

/* Pass 5 on this host: dtaprun would only fail on the vermagic after the
 * whole build, so say it before building. */
static int check_host_kernel(const struct cmdline *cl, const struct target *t)
{
	struct utsname u;

	if (cl->vm || cl->compile_only || cl->last_pass < 5 || uname(&u) < 0 ||
	    strcmp(u.release, t->release) == 0)
		return 0;
	fprintf(stderr, "dtap: this module is for kernel %s but this host runs %s: "
		"run it on such a host with dtaprun, or use --vm\n", t->release, u.release);
	return -1;
}

/* ---- pass 5: run the module ---- */

static pid_t child_pid;

/* dtap stays alive while its child (dtaprun or dtap-vm) stops tracing,
 * runs END and prints.  A ^C from the terminal (si_code SI_KERNEL) already
 * reached the child, which is in the same foreground process group; one
 * sent to dtap alone with kill(1) or timeout(1) (SI_USER, SI_QUEUE) is
 * passed on, so `kill -INT $dtap_pid` ends tracing like ^C does. */
static void forward_to_child(int sig, siginfo_t *info, void *uctx)
{
	(void)uctx;
	if (child_pid > 0 && (info->si_code == SI_USER || info->si_code == SI_QUEUE))
		kill(child_pid, sig);
}

static int wait_child(pid_t pid)
{
	int st;

	while (waitpid(pid, &st, 0) < 0)
		if (errno != EINTR)
			return 1;
	if (WIFEXITED(st))
		return WEXITSTATUS(st);
	fprintf(stderr, "dtap: %s died of signal %d\n", "pass 5", WTERMSIG(st));
	return 1;
}

static int run_argv(char **argv)
{
	struct sigaction sa = { .sa_sigaction = forward_to_child, .sa_flags = SA_SIGINFO };
	pid_t self = getpid();

	sigemptyset(&sa.sa_mask);
	child_pid = fork();
	if (child_pid < 0) {
		perror("dtap: fork");
		return 1;
	}
	if (child_pid == 0) {
		/* Started in the background by a shell, dtap inherits SIGINT
		 * ignored: the child must still act on what dtap forwards. */
		signal(SIGINT, SIG_DFL);
		signal(SIGTERM, SIG_DFL);
		signal(SIGHUP, SIG_DFL);
		/* dtap killed (even with SIGKILL): the child stops tracing
		 * and cleans up (dtap-vm then stops its guest). */
		if (prctl(PR_SET_PDEATHSIG, SIGTERM) < 0 || getppid() != self)
			_exit(1);
		execv(argv[0], argv);
		fprintf(stderr, "dtap: cannot run %s: %s\n", argv[0], strerror(errno));
		_exit(1);
	}
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	return wait_child(child_pid);
}

/* Where dtaprun writes -o output inside a guest; dtap-vm fetches it. */
#define VM_OUTPUT "/tmp/dtap.out"

/* dtaprun's run-time arguments, shared by both ways of running. */
static int add_run_args(const struct cmdline *cl, char **argv, int n, bool vm)
{
	if (cl->verbose)
		argv[n++] = "-v";
	if (cl->output) {
		argv[n++] = "-o";
		argv[n++] = vm ? VM_OUTPUT : (char *)cl->output;
	}
	if (cl->command) {
		argv[n++] = "-c";
		argv[n++] = (char *)cl->command;
	}
	if (cl->pid) {
		argv[n++] = "-p";
		argv[n++] = (char *)cl->pid;
	}
	return n;
}

/* Open KO for dtap-vm to inherit and name it /proc/self/fd/N in KO. */
static int vm_hold_module(char *ko, size_t len)
{
	int fd = open(ko, O_RDONLY);	/* no O_CLOEXEC: dtap-vm reads it */

	if (fd < 0)
		return -1;
	snprintf(ko, len, "/proc/self/fd/%d", fd);
	return 0;
}

static int run_module(const struct cmdline *cl, const struct target *t,
		      const char *ko, const char *modname)
{
	char *argv[32];
	int n = 0;

	if (!cl->vm) {
		argv[n++] = (char *)dt_path("dtaprun");
		n = add_run_args(cl, argv, n, false);
		argv[n++] = (char *)ko;
		argv[n] = NULL;
		return run_argv(argv);
	}
	argv[n++] = (char *)dt_path("dtap-vm");
	argv[n++] = "--kernel";
	argv[n++] = (char *)t->release;
	argv[n++] = "--file";
	argv[n++] = dt_sprintf("%s:/%s.ko", ko, modname);
	if (cl->output) {
		/* -o names a host file: only the trace output goes there (not
		 * a -c command's), written in the guest and fetched at the
		 * end.  Create it now so a bad path fails before the boot. */
		FILE *f = fopen(cl->output, "w");

		if (!f) {
			fprintf(stderr, "dtap: cannot write %s: %s\n", cl->output,
				strerror(errno));
			return 1;
		}
		fclose(f);
		argv[n++] = "--fetch";
		argv[n++] = dt_sprintf("%s:%s", VM_OUTPUT, cl->output);
	}
	argv[n++] = "--";
	argv[n++] = "dtaprun";
	n = add_run_args(cl, argv, n, true);
	argv[n++] = dt_sprintf("/%s.ko", modname);
	argv[n] = NULL;
	return run_argv(argv);
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
		     const char *csrc, size_t len, char *key)
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
	in.cert = dt_sprintf("%s/%s", keydir, DTAP_CERT_FILE);
	in.features = dt_features_get(t->build_dir, t->release, cl->verbose);
	return in.features ? dt_cache_key(&in, key) : -1;
}

/* Pass 4: WORKDIR/MODNAME.ko, signed, from the cache or from kbuild.
 * Returns 1 on a cache hit, 0 after a build, -1 on failure. */
static int build_module(const struct cmdline *cl, const struct dt_program *prog,
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

	/* The key pair first: its certificate is part of the cache key. */
	if (dtap_keys_ensure(cl->sign_key, err, sizeof(err)) < 0) {
		fprintf(stderr, "dtap: cannot create the signing key: %s\n", err);
		return -1;
	}
	if (!cl->no_cache) {
		if (cache_key(cl, t, csrc, len, key) < 0)
			return -1;
		if (dt_cache_fetch(key, modname, t->release, ko, cl->verbose)) {
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

	parse_cmdline(&cl, argc, argv);
	dt_opt_errtags = cl.opts.errtags;
	/* the target kernel first: pass 2 matches its functions and types */
	if (pick_kernel(&cl, &t, cl.last_pass > 3 && !cl.list) < 0)
		return 1;
	/* syscall and sdt read its build tree; BTF is the tree's too */
	dt_kernel_set(t.release, t.build_dir, cl.debuginfo, cl.btf, cl.verbose);
	if (cl.list && cl.ninputs == 0) {
		if (!cl.opts.nolibs && !dt_tapsets_load(cl.verbose))	/* stable probes */
			return 1;
		dt_list_probes(stdout, NULL, true, cl.verbose);
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

	if (check_host_kernel(&cl, &t) < 0)
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
	if (cl.vm && vm_hold_module(ko, sizeof(ko)) == 0) {
		/* dtap-vm reads the module through /proc/self/fd: nothing of ours
		 * is left on disk even if we are killed while the guest runs */
		remove_workdir(&cl, workdir);
		workdir = NULL;
	}
	rc = run_module(&cl, &t, ko, modname);
	remove_workdir(&cl, workdir);
	return rc;
}
