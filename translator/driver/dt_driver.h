/*
 * dt_driver.h - the driver: dtrace(1)'s command line over the five passes,
 * on top of every layer (it includes the one below it, build/, and so
 * sees them all).
 *
 *   dtap.c        main(): the pipeline, pass by pass, top to bottom
 *   dt_cmdline.c  the command line: options, usage, -x settings
 *   dt_target.c   choosing the target kernel (--kernel, --vm, the running one)
 *   dt_run.c      pass 5: running the module (dtaprun, or dtap-vm with --vm)
 *   dt_reset.c    forgetting a compile's module-level state (fuzzer, unit tests)
 *   dt_header.c   dtap -h -s provider.d: a provider definition's sys/sdt.h header
 */
#ifndef DT_DRIVER_H
#define DT_DRIVER_H

#include "build/dt_build.h"

/* config.h sets them (configure); these are for a build without it */
#ifndef DTAP_VERSION
#define DTAP_VERSION "0.1"
#endif
#ifndef DTAP_DEFAULT_KERNEL
#define DTAP_DEFAULT_KERNEL ""
#endif

/* Forget what a compile left in module-level state (dt_reset.c), so one
 * process may compile again: the fuzzer, which frees each compile's
 * memory, and the unit tests. */
void dt_compile_reset(void);

/* dtap -h: the C header of provider definition TEXT (from FILE) on OUT,
 * its include guard GUARD; -1 on an error (diagnosed). */
int dt_header_write(FILE *out, const char *file, const char *text, const char *guard);

/* ---- the command line (dt_cmdline.c) ---- */

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
	bool header;		/* -h with -s: dt_header.c */
	bool compile_only;	/* -e */
	bool verbose;		/* -v */
	bool verbose_passes;	/* --verbose-passes */
	bool keep_tmp;		/* --keep-tmp */
	bool no_cache;		/* --no-cache */
	bool kbuild;		/* --kbuild */
	bool vm;		/* --vm[=RELEASE] */
	const char *metrics;	/* --metrics=ADDR:PORT (checked) */
	int metrics_port;
	bool metrics_loopback4;	/* ADDR is 127.x.x.x */
	const char *metrics_file;	/* --metrics-file=FILE */
	int last_pass;		/* --pass=N, 5 by default */
	const char *output;	/* -o */
	const char *command;	/* -c */
	const char *pid;	/* -p */
	const char *modname;	/* --module */
	const char *kernel;	/* --kernel / --vm=RELEASE */
	const char *sign_key;	/* --sign-key */
	const char *debuginfo;	/* --debuginfo: the kernel's DWARF */
	const char *btf;	/* --btf */
	const char *vm_files[MAXARGS];	/* --vm-file=HOST[:GUEST] */
	int nvm_files;
	struct dt_options opts;
};

/* Parse dtap's command line into CL; exits on a usage error (dt_cmdline.c). */
void dt_parse_cmdline(struct cmdline *cl, int argc, char **argv);

/* ---- choosing the target kernel ---- */

struct target {
	const char *release;	/* "6.1.0-56-cloud-amd64" */
	const char *build_dir;	/* its kbuild tree */
};

/* Choose the kernel to build for (dt_target.c): 0, or -1 (diagnosed).
 * NEED_TREE: its kbuild tree must be there (passes 3-4). */
int dt_pick_kernel(const struct cmdline *cl, struct target *t, bool need_tree);
/* Running the module here: the target must be the running kernel. */
int dt_check_host_kernel(const struct cmdline *cl, const struct target *t);

/* Pass 5 (dt_run.c): run module KO (MODNAME), here or in a VM; dtap's
 * exit status. */
int dt_run_module(const struct cmdline *cl, const struct target *t, const char *ko,
		  const char *modname);
/* --vm: open KO for dtap-vm to inherit and name it /proc/self/fd/N in KO. */
int dt_vm_hold_module(char *ko, size_t len);

#endif /* DT_DRIVER_H */
