/*
 * dt_cmdline.c - dtap's command line: dtrace(1)'s options (-s -n -l -q -x
 * -C -D ...) and SystemTap's (--pass, --kernel, --vm ...) into struct
 * cmdline, or a usage error.
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "driver/dt_driver.h"
#include "../stapio/dtap_metrics.h"

static const char usage_text[] =
"Usage: dtap [-CeFgHhlqvVwZ] [-b bufsz] [-c cmd] [-D name[=def]] [-I path] [-n desc]\n"
"            [-o output] [-O json|text] [-p pid] [-P provider] [-s script]\n"
"            [-U name] [-x opt[=val]]\n"
"            [--pass=N] [--module=NAME] [--kernel=RELEASE|DIR] [--vm[=RELEASE]]\n"
"            [--keep-tmp] [--no-cache] [--kbuild] [--sign-key=DIR]\n"
"            [--verbose-passes] [--debuginfo=VMLINUX] [--btf=FILE]\n"
"            [--vm-file=HOST[:GUEST]] [--metrics=ADDR:PORT]\n"
"            [--metrics-file=FILE] [args ...]\n"
"       dtap --check-module=MODULE.ko\n"
"\n"
"Compile D programs into a signed kernel module and run it.\n"
"\n"
"\t-b  set the principal buffer size (= -x bufsize)\n"
"\t-c  run the command cmd; stop tracing when it exits; pid$target is its\n"
"\t    process (its program's functions are read here; with --vm the\n"
"\t    program, if a file here, and its libraries go into the guest)\n"
"\t-C  run the C preprocessor (cpp) over -s scripts first\n"
"\t-D  define name for the preprocessor\n"
"\t-e  exit after compiling (passes 1-4), do not run\n"
"\t-F  flow indent: fbt entries and returns as an indented call tree\n"
"\t-g  guru mode: allow embedded C (%{ ... %}) in the program\n"
"\t-h  print this help and exit; with -s provider.d, write the C header\n"
"\t    of sys/sdt.h probes for the provider definition instead (to -o\n"
"\t    file, default provider.h)\n"
"\t-H  print the files the preprocessor includes (with -C)\n"
"\t-I  add include directory for the preprocessor and for tapsets\n"
"\t-l  list probes matching -n/-P descriptions (all probes without);\n"
"\t    with -v, their stability and argument types\n"
"\t-n  enable a probe description: 'desc [/pred/] [{ actions }]'\n"
"\t-o  write the trace output to file\n"
"\t-O  output format (= -x oformat): json writes every record, error, drop\n"
"\t    and aggregation as one JSON object per line (see dtap(1))\n"
"\t-p  trace until process pid exits; pid$target is that process\n"
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
"\t    bufpolicy=fill|ring|switch, bufresize=auto|manual,\n"
"\t    oformat=text|json (= -O); for the\n"
"\t    preprocessor: cpp (= -C), cpphdrs (= -H), define, undef, incdir,\n"
"\t    cpppath, stdc=a|c|s|t; tapsets: libdir=DIR (a tapset directory, as\n"
"\t    -I), nolibs (none); empty (an -s file may be empty); amin=N/D/C\n"
"\t    (the least stability allowed); dtrace-utils' others are checked\n"
"\t    and have no effect (version evaltime linkmode iregs disasm verbose\n"
"\t    strip pspec ...: see dtap(1))\n"
"\t-Z  a probe description may match no probe (-x zdefs); a pid probe's\n"
"\t    library the process loads later (dlopen) is probed when it does\n"
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
"\t--vm-file=HOST[:GUEST]\n"
"\t                   copy the file HOST into the guest as GUEST (default:\n"
"\t                   the same path); the pid provider reads the target's\n"
"\t                   file GUEST from HOST (also without --vm)\n"
"\t--metrics=ADDR:PORT\n"
"\t                   serve the aggregations at http://ADDR:PORT/metrics in\n"
"\t                   Prometheus' text format while the program runs (see\n"
"\t                   dtap(1), METRICS); with --vm, ADDR is a 127.x address\n"
"\t                   of this host, forwarded to the guest\n"
"\t--metrics-file=FILE\n"
"\t                   write that exposition of the final aggregations to\n"
"\t                   FILE at exit\n"
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

/* A bad -x value of the options the driver keeps itself: dtrace's words
 * and exit status (cmd/dtrace.c: dfatal(), E_ERROR), as dt_option_set()'s. */
static void x_value_error(const char *name)
{
	dt_error(D_PRAGMA_OPTSET, NULL, "failed to set -x %s: Invalid value for specified option",
		 name);
	exit(EXIT_FAILURE);
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
			x_value_error(name);
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
		x_value_error(name);
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
			x_value_error(name);
		dt_tapset_add_dir(eq);
		return;
	}
	/* exit status 1, not 2: dtrace's "failed to set -x" is a fatal
	 * error (cmd/dtrace.c dfatal), not a usage error */
	if (dt_option_set(&cl->opts, name, eq, NULL) < 0)
		exit(EXIT_FAILURE);
}

enum long_opt {
	OPT_PASS = 256, OPT_MODULE, OPT_KERNEL, OPT_KEEP_TMP, OPT_VM,
	OPT_VERBOSE_PASSES, OPT_SIGN_KEY, OPT_HELP, OPT_VERSION, OPT_NO_CACHE, OPT_KBUILD,
	OPT_DEBUGINFO, OPT_BTF,
	OPT_CHECK_MODULE, OPT_VM_FILE, OPT_METRICS, OPT_METRICS_FILE,
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
	{ "vm-file", required_argument, NULL, OPT_VM_FILE },
	{ "metrics", required_argument, NULL, OPT_METRICS },
	{ "metrics-file", required_argument, NULL, OPT_METRICS_FILE },
	{ "help", no_argument, NULL, OPT_HELP },
	{ "version", no_argument, NULL, OPT_VERSION },
	{ NULL, 0, NULL, 0 },
};

/* --metrics=ADDR:PORT: refused now when malformed (exit 2, without the
 * whole usage), before anything is compiled. */
static void set_metrics(struct cmdline *cl, const char *spec)
{
	struct dtap_metrics_addr a;
	char err[512];

	if (dtap_metrics_addr(spec, &a, err, sizeof(err)) < 0) {
		fprintf(stderr, "dtap: %s\n", err);
		exit(EXIT_USAGE);
	}
	cl->metrics = spec;
	cl->metrics_port = a.port;
	cl->metrics_loopback4 = a.sa.ss_family == AF_INET && dtap_metrics_addr_loopback(&a);
}

void dt_parse_cmdline(struct cmdline *cl, int argc, char **argv)
{
	const char *why;
	bool version = false;
	int c;

	dt_options_init(&cl->opts);
	cl->last_pass = 5;
	opterr = 0;
	/* "+": stop at the first non-option; ":": a missing argument
	 * returns ':' (not '?'), so it gets its own message. */
	cl->margs[cl->nmargs++] = "dtap";	/* $0 until a -s names the script */
	for (;;) {
		c = getopt_long(argc, argv, "+:b:c:CD:eFghHI:ln:o:O:p:P:qs:U:vVwx:Z", long_options, NULL);
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
		case 'b':	/* -x bufsize, in dtrace's words when it fails */
			if (dt_option_try(&cl->opts, "bufsize", optarg, &why) < 0) {
				dt_error(D_PRAGMA_OPTSET, NULL, "failed to set -b %s: %s", optarg,
					 why);
				exit(EXIT_FAILURE);
			}
			break;
		case 'F': dt_option_set(&cl->opts, "flowindent", NULL, NULL); break;
		case 'g': cl->opts.guru = true; break;	/* never from a #pragma */
		case 'h': cl->header = true; break;	/* help, unless with -s */
		case OPT_HELP: fputs(usage_text, stdout); exit(0);
		case 'l': cl->list = true; break;
		case 'n': add_input(cl, IN_DESC, optarg); break;
		case 'o': cl->output = optarg; break;
		case 'O':	/* -x oformat=FORMAT; not an option of dtrace-utils */
			if (dt_option_set(&cl->opts, "oformat", optarg, NULL) < 0)
				exit(EXIT_FAILURE);
			break;
		case 'p': cl->pid = optarg; break;
		case 'P': add_input(cl, IN_DESC, dt_sprintf("%s:::", optarg)); break;
		case 'q': dt_option_set(&cl->opts, "quiet", NULL, NULL); break;
		case 's':
			add_input(cl, IN_FILE, optarg);
			if (!cl->script0)
				cl->margs[0] = cl->script0 = optarg;
			break;
		case 'v': cl->verbose = true; break;
		case 'V': case OPT_VERSION: version = true; break;
		case 'w': dt_option_set(&cl->opts, "destructive", NULL, NULL); break;
		case 'x': set_x_option(cl, optarg); break;
		case 'Z': dt_option_set(&cl->opts, "zdefs", NULL, NULL); break;
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
		case OPT_VM_FILE:
			if (cl->nvm_files == MAXARGS)
				usage_error("too many --vm-file options%s", "");
			cl->vm_files[cl->nvm_files++] = optarg;
			break;
		case OPT_METRICS: set_metrics(cl, optarg); break;
		case OPT_METRICS_FILE: cl->metrics_file = optarg; break;
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
	/* cmd/dtrace.c: -h (a header), -l and -V are modes, one at a time */
	if (cl->header + cl->list + version > 1)
		usage_error("only one of the [-hlV] options can be specified at a time%s", "");
	if (version) {
		printf("dtap: D (OpenDTrace 1.0 language), dtap %s\n", DTAP_VERSION);
		exit(0);
	}
	if (cl->header) {
		int nfiles = 0;

		for (int i = 0; i < cl->ninputs; i++)
			nfiles += cl->inputs[i].kind == IN_FILE;
		if (nfiles == 0) {	/* -h alone: help */
			fputs(usage_text, stdout);
			exit(0);
		}
		if (nfiles != 1 || nfiles != cl->ninputs)
			usage_error("-h writes the header of one provider definition: give "
				    "one -s file and no -n%s", "");
		return;
	}
	if (cl->ninputs == 0 && !cl->list)
		usage_error("no probes specified: give -s script or -n desc%s", "");
	for (int i = 0; cl->list && i < cl->ninputs; i++)
		if (cl->inputs[i].kind == IN_FILE)
			usage_error("-l lists the probes of -n patterns; -l with -s is not "
				    "supported yet%s", "");
	if (cl->command && cl->pid)
		usage_error("-c and -p cannot be used together%s", "");
	/* the guest is a throwaway test vehicle: its port is for this host */
	if (cl->metrics && cl->vm && !cl->metrics_loopback4) {
		fprintf(stderr, "dtap: --metrics=%s with --vm: the guest's port is forwarded to "
			"this host's loopback only: give 127.0.0.1:PORT\n", cl->metrics);
		exit(EXIT_USAGE);
	}
	if (cl->modname && !valid_modname(cl->modname))
		usage_error("invalid module name '%s': use letters, digits and _ (at most 55)",
			    cl->modname);
}
