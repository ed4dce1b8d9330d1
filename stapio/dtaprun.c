/*
 * dtaprun.c - load a dtap module, run dtapio on it, unload it.
 *
 *   dtaprun [-v] [-o FILE] [-c CMD] [-p PID] [--trusted-keys DIR]
 *           [--verify] MODULE.ko
 *
 * The privileged half of pass 5, kept small because it may be installed
 * setuid root for the members of group dtapusr:
 *   1. read MODULE.ko once; check it was built for the running kernel;
 *   2. unless run by root: verify its signature against the trusted keys
 *      and hand the kernel exactly the verified bytes (sealed memfd);
 *   3. finit_module(); 4. run dtapio and wait for it;
 *   5. delete_module() on every path after 3: dtapio's exit, its death by
 *      a signal, SIGINT/SIGTERM/SIGHUP to dtaprun, errors.
 * The exit status is dtapio's (128+N when it died of signal N).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <grp.h>
#include <libgen.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../signing/dtap_sign.h"
#include "dtap_modload.h"

#define EXIT_USAGE	2
#define UNLOAD_WAIT_MS	10000
#define DTAPUSR_GROUP	"dtapusr"

struct opts {
	bool verbose;
	bool verify;		/* --verify: also when root */
	const char *output;	/* -o */
	const char *command;	/* -c */
	const char *pid;	/* -p */
	const char *trusted;	/* --trusted-keys */
	const char *module;
};

/* Run by a user through the setuid bit: ruid is the user, euid root. */
static bool setuid_mode(void)
{
	return getuid() != 0 && geteuid() == 0;
}

static void __attribute__((noreturn, format(printf, 2, 3)))
die(int status, const char *fmt, ...)
{
	va_list ap;

	fputs("dtaprun: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(status);
}

static void verbose(const struct opts *o, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
static void verbose(const struct opts *o, const char *fmt, ...)
{
	va_list ap;

	if (!o->verbose)
		return;
	fputs("dtaprun: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

/* ---- options ---- */

static const char usage_text[] =
"usage: dtaprun [-v] [-o FILE] [-c CMD] [-p PID] [--trusted-keys DIR]\n"
"               [--verify] MODULE.ko\n"
"Load a dtap module, run dtapio on it and unload it.\n"
"\t-v                  verbose: say what dtaprun does (passed to dtapio)\n"
"\t-o FILE             dtapio writes its output to FILE\n"
"\t-c CMD              run CMD, stop when it exits (passed to dtapio)\n"
"\t-p PID              trace process PID (passed to dtapio)\n"
"\t--trusted-keys DIR  certificates trusted for signature checks\n"
"\t                    (default " DTAP_TRUSTED_KEYS_DIR "; root only when\n"
"\t                    dtaprun runs setuid)\n"
"\t--verify            check the signature even when run by root\n";

static void usage(int status)
{
	fputs(usage_text, status ? stderr : stdout);
	exit(status);
}

static void parse_args(int argc, char **argv, struct opts *o)
{
	enum { OPT_TRUSTED = 256, OPT_VERIFY };
	static const struct option longopts[] = {
		{ "trusted-keys", required_argument, NULL, OPT_TRUSTED },
		{ "verify", no_argument, NULL, OPT_VERIFY },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int c;

	while ((c = getopt_long(argc, argv, "+vo:c:p:h", longopts,
				NULL)) != -1) {
		switch (c) {
		case 'v': o->verbose = true; break;
		case 'o': o->output = optarg; break;
		case 'c': o->command = optarg; break;
		case 'p': o->pid = optarg; break;
		case OPT_TRUSTED: o->trusted = optarg; break;
		case OPT_VERIFY: o->verify = true; break;
		case 'h': usage(0); break;
		default: usage(EXIT_USAGE);
		}
	}
	if (optind != argc - 1)
		usage(EXIT_USAGE);
	o->module = argv[optind];
	if (o->trusted && setuid_mode())
		die(EXIT_USAGE, "only root may choose the trusted keys "
		    "directory (--trusted-keys)");
}

/* ---- who may load what ---- */

static bool in_group(gid_t gid)
{
	gid_t groups[NGROUPS_MAX];
	int i, n = getgroups(NGROUPS_MAX, groups);

	if (getgid() == gid)
		return true;
	for (i = 0; i < n; i++)
		if (groups[i] == gid)
			return true;
	return false;
}

/* Through the setuid bit only members of dtapusr get anywhere. */
static void check_user(void)
{
	struct group *gr;

	if (!setuid_mode())
		return;
	gr = getgrnam(DTAPUSR_GROUP);
	if (!gr || !in_group(gr->gr_gid))
		die(1, "you must be root or a member of group %s to load "
		    "dtap modules", DTAPUSR_GROUP);
}

/* Open PATH with the real user's rights, not the setuid root's. */
static int open_as_user(const char *path, int flags, mode_t mode)
{
	bool drop = setuid_mode();
	int fd, e;

	if (drop && seteuid(getuid()) < 0)
		return -1;
	fd = open(path, flags | O_CLOEXEC, mode);
	e = errno;
	if (drop && seteuid(0) < 0)
		die(1, "cannot restore privileges: %s", strerror(errno));
	errno = e;
	return fd;
}

/* ---- the module ---- */

struct module {
	unsigned char *buf;
	size_t len;
	int fd;			/* what finit_module() gets */
	struct dtap_modinfo info;
};

static void read_module(const struct opts *o, struct module *m)
{
	char err[1024];
	struct utsname u;

	m->fd = open_as_user(o->module, O_RDONLY, 0);
	if (m->fd < 0)
		die(1, "cannot open %s: %s", o->module, strerror(errno));
	if (dtap_read_fd(m->fd, o->module, &m->buf, &m->len, err,
			 sizeof(err)) < 0)
		die(1, "%s", err);
	if (dtap_module_info_buffer(m->buf, m->len, &m->info, err,
				    sizeof(err)) < 0)
		die(1, "%s: %s", o->module, err);
	uname(&u);
	if (strcmp(m->info.release, u.release) != 0)
		die(1, "%s was built for kernel %s, but the running kernel is "
		    "%s: rebuild it for this kernel", o->module,
		    m->info.release, u.release);
	verbose(o, "module %s, built for %s", m->info.name, m->info.release);
}

/* Non-root: only modules signed by a trusted key, and then exactly the
 * bytes that were checked go to the kernel. */
static void verify_module(const struct opts *o, struct module *m)
{
	char err[1024];
	const char *dir = o->trusted ? o->trusted : DTAP_TRUSTED_KEYS_DIR;

	if (getuid() == 0 && !o->verify)
		return;
	if (dtap_verify_buffer(m->buf, m->len, dir, err, sizeof(err)) != 0)
		die(1, "refusing to load %s: %s", o->module, err);
	verbose(o, "signature of %s verified against %s", o->module, dir);
	close(m->fd);
	m->fd = dtap_mod_memfd(m->buf, m->len, err, sizeof(err));
	if (m->fd < 0)
		die(1, "%s", err);
}

/* dtapio lives next to dtaprun (build tree, PREFIX/bin), or in
 * PREFIX/libexec/dtap; PATH is searched only when not setuid. */
static char *find_dtapio(void)
{
	static char path[PATH_MAX + 32];
	static const char *const rel[] = { "dtapio", "../libexec/dtap/dtapio" };
	char self[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", self, sizeof(self) - 1);
	size_t i;

	if (n > 0) {
		self[n] = '\0';
		for (i = 0; i < sizeof(rel) / sizeof(rel[0]); i++) {
			snprintf(path, sizeof(path), "%s/%s", dirname(self),
				 rel[i]);
			if (access(path, X_OK) == 0)
				return path;
		}
	}
	if (setuid_mode())
		die(1, "cannot find dtapio next to dtaprun");
	return "dtapio";	/* execvp searches PATH */
}

/* ---- signals ---- */

static volatile pid_t child_pid;
static volatile sig_atomic_t nsignals;

/* Forward what was sent to dtaprun alone; a terminal's ^C (SI_KERNEL)
 * already reached dtapio, which is in the same process group.  The third
 * signal kills dtapio outright, for a dtapio that does not stop. */
static void on_signal(int sig, siginfo_t *si, void *uc)
{
	(void)uc;
	nsignals++;
	if (child_pid <= 0)
		return;
	if (nsignals >= 3)
		kill(child_pid, SIGKILL);
	else if (si->si_code != SI_KERNEL)
		kill(child_pid, sig == SIGHUP ? SIGTERM : sig);
}

static void catch_signals(sigset_t *set)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_sigaction = on_signal;
	sa.sa_flags = SA_SIGINFO;	/* no SA_RESTART: waitpid sees EINTR */
	sigfillset(&sa.sa_mask);
	sigemptyset(set);
	sigaddset(set, SIGINT);
	sigaddset(set, SIGTERM);
	sigaddset(set, SIGHUP);
	/* Blocked until dtapio runs: a signal during the load is seen by
	 * sigpending() and unloads instead of starting dtapio. */
	sigprocmask(SIG_BLOCK, set, NULL);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
}

/* ---- dtapio ---- */

/* Under setuid, drop what would let the user steer a root dtapio. */
static void scrub_environment(void)
{
	static const char *const bad[] = {
		"LD_PRELOAD", "LD_LIBRARY_PATH", "LD_AUDIT", "LD_DEBUG",
		"LD_DEBUG_OUTPUT", "LD_PROFILE", "LD_ORIGIN_PATH",
		"GCONV_PATH", "LOCPATH", "MALLOC_TRACE", "NLSPATH",
		"HOSTALIASES", "RESOLV_HOST_CONF", "TMPDIR", "TZDIR",
		"GLIBC_TUNABLES",
	};
	size_t i;

	if (!setuid_mode())
		return;
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		unsetenv(bad[i]);
}

/* -o FILE: under setuid, dtaprun opens it as the user and dtapio gets
 * /dev/fd/N, so root's rights never choose which file is written. */
static const char *output_arg(const struct opts *o, char *buf, size_t len)
{
	int fd;

	if (!o->output || !setuid_mode())
		return o->output;
	fd = open_as_user(o->output, O_WRONLY | O_CREAT | O_TRUNC, 0666);
	if (fd < 0 || fcntl(fd, F_SETFD, 0) < 0)	/* keep it across exec */
		die(1, "cannot open %s: %s", o->output, strerror(errno));
	snprintf(buf, len, "/dev/fd/%d", fd);
	return buf;
}

/* dtapio [-v] [-o FILE] [-c CMD] [-p PID] MODNAME MODULE.ko; built before
 * the load so that nothing after it can fail on the way to dtapio. */
static void dtapio_argv(const struct opts *o, const char *modname,
			char **argv)
{
	static char obuf[32];
	const char *out = output_arg(o, obuf, sizeof(obuf));
	int n = 0;

	argv[n++] = "dtapio";
	if (o->verbose)
		argv[n++] = "-v";
	if (out) {
		argv[n++] = "-o";
		argv[n++] = (char *)out;
	}
	if (o->command) {
		argv[n++] = "-c";
		argv[n++] = (char *)o->command;
	}
	if (o->pid) {
		argv[n++] = "-p";
		argv[n++] = (char *)o->pid;
	}
	argv[n++] = (char *)modname;
	argv[n++] = (char *)o->module;
	argv[n] = NULL;
}

static pid_t start_dtapio(const struct opts *o, const char *dtapio,
			  char **argv, const sigset_t *set)
{
	pid_t pid;

	verbose(o, "running %s", dtapio);
	pid = fork();
	if (pid != 0)
		return pid;
	signal(SIGINT, SIG_DFL);
	signal(SIGTERM, SIG_DFL);
	signal(SIGHUP, SIG_DFL);
	sigprocmask(SIG_UNBLOCK, set, NULL);
	scrub_environment();
	execvp(dtapio, argv);
	fprintf(stderr, "dtaprun: cannot run %s: %s\n", dtapio,
		strerror(errno));
	_exit(127);
}

/* Wait for dtapio; its exit status, or 128+N if signal N killed it. */
static int wait_dtapio(pid_t pid)
{
	int st;

	while (waitpid(pid, &st, 0) < 0) {
		if (errno != EINTR)
			return 1;
	}
	if (WIFSIGNALED(st)) {
		fprintf(stderr, "dtaprun: dtapio was killed by signal %d "
			"(%s)%s\n", WTERMSIG(st), strsignal(WTERMSIG(st)),
			WCOREDUMP(st) ? ", core dumped" : "");
		return 128 + WTERMSIG(st);
	}
	return WEXITSTATUS(st);
}

/* Unload, saying so if that fails; returns the final exit status. */
static int unload(const struct opts *o, const char *name, int status)
{
	char err[1024];

	if (dtap_mod_unload(name, UNLOAD_WAIT_MS, err, sizeof(err)) < 0) {
		fprintf(stderr, "dtaprun: %s\n", err);
		return status ? status : 1;
	}
	verbose(o, "module %s unloaded", name);
	return status;
}

int main(int argc, char **argv)
{
	struct opts o = { 0 };
	struct module m = { 0 };
	char err[1024];
	const char *dtapio;
	char *dargv[16];
	sigset_t set, pending;
	pid_t pid;
	int status;

	parse_args(argc, argv, &o);
	check_user();
	read_module(&o, &m);
	verify_module(&o, &m);
	dtapio = find_dtapio();
	dtapio_argv(&o, m.info.name, dargv);
	catch_signals(&set);

	if (dtap_mod_load(m.fd, m.info.name, err, sizeof(err)) < 0)
		die(1, "%s", err);
	close(m.fd);
	verbose(&o, "module %s loaded", m.info.name);

	/* From here on every path unloads. */
	sigpending(&pending);
	if (sigismember(&pending, SIGINT) || sigismember(&pending, SIGTERM)
	    || sigismember(&pending, SIGHUP)) {
		fprintf(stderr, "dtaprun: interrupted before dtapio started\n");
		return unload(&o, m.info.name, 1);
	}
	fflush(NULL);
	pid = start_dtapio(&o, dtapio, dargv, &set);
	if (pid < 0) {
		fprintf(stderr, "dtaprun: cannot fork: %s\n", strerror(errno));
		return unload(&o, m.info.name, 1);
	}
	child_pid = pid;
	sigprocmask(SIG_UNBLOCK, &set, NULL);
	status = wait_dtapio(pid);
	child_pid = 0;		/* reaped: its pid may be reused */
	return unload(&o, m.info.name, status);
}
