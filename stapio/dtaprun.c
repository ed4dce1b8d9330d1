/*
 * dtaprun.c - load a dtap module, run dtapio on it, unload it.
 *
 *   dtaprun [-v] [-o FILE] [-c CMD] [-p PID] [--trusted-keys DIR]
 *           [--nssdb DIR] [--verify] MODULE.ko
 *
 * The privileged half of pass 5, kept small because it may be installed
 * setuid root for the members of group dtapusr.  Who may load what:
 *   - root: any dtap module built for the running kernel (a module with
 *     no .dtap_meta section is no dtap module: insmod is for those);
 *   - through the setuid bit, members of dtapusr only, and only modules
 *     signed by a certificate of the trusted-keys directory, or one the
 *     NSS database /etc/dtap/nssdb trusts for object signing (both
 *     root-owned, written by root alone: nsstrust.c), not compiled in
 *     guru mode (-g), with a
 *     reset environment and the installed dtapio only.
 * Steps:
 *   1. read MODULE.ko once (as the user); check it was built for the
 *      running kernel and that it is a dtap module that user may load;
 *   2. unless run by root: verify its signature against the trusted keys;
 *   3. copy the bytes read to a sealed memfd: the kernel loads, and dtapio
 *      reads the metadata of, exactly those bytes, whatever happens to
 *      the file meanwhile (dtapio opens nothing by the user's path);
 *   4. say what the kernel's policy (lockdown, sig_enforce) will refuse;
 *   5. finit_module(), telling the module the loading user's ids (the
 *      owner of its transport files); 6. run dtapio and wait for it;
 *   7. delete_module() on every path after 5: dtapio's exit, its death by
 *      a signal, SIGINT/SIGTERM/SIGHUP to dtaprun, errors.
 * The exit status is dtapio's (128+N when it died of signal N).
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <grp.h>
#include <libgen.h>
#include <limits.h>
#include <pwd.h>
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
#include "../runtime/dtap_wire.h"	/* DTAP_META_SECTION */
#include "dtap_modload.h"
#include "dtap_asuser.h"
#include "dtap_metrics.h"
#include "dtap_nsstrust.h"

#define EXIT_USAGE	2
#define UNLOAD_WAIT_MS	10000
#define DTAPUSR_GROUP	"dtapusr"
#ifndef DTAP_LIBEXECDIR
#define DTAP_LIBEXECDIR	"/usr/local/libexec"	/* the Makefile says */
#endif
/* The only dtapio a setuid dtaprun runs. */
#define DTAPIO_INSTALLED	DTAP_LIBEXECDIR "/dtap/dtapio"

struct opts {
	bool verbose;
	bool verify;		/* --verify: also when root */
	const char *output;	/* -o */
	const char *oformat;	/* -O */
	const char *command;	/* -c */
	const char *pid;	/* -p */
	const char *trusted;	/* --trusted-keys */
	const char *nssdb;	/* --nssdb */
	const char *metrics;	/* --metrics ADDR:PORT */
	const char *metrics_file;	/* --metrics-file */
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
"usage: dtaprun [-v] [-o FILE] [-O json|text] [-c CMD] [-p PID] [--trusted-keys DIR]\n"
"               [--nssdb DIR] [--verify] [--metrics=ADDR:PORT] [--metrics-file=FILE]\n"
"               MODULE.ko\n"
"Load a dtap module, run dtapio on it and unload it.\n"
"\t-v                  verbose: say what dtaprun does (passed to dtapio)\n"
"\t-o FILE             dtapio writes its output to FILE\n"
"\t-O json|text        output format (passed to dtapio; default: the\n"
"\t                    module's -x oformat): json is one JSON object per line\n"
"\t-c CMD              run CMD, stop when it exits (passed to dtapio)\n"
"\t-p PID              trace process PID (passed to dtapio)\n"
"\t--trusted-keys DIR  certificates trusted for signature checks\n"
"\t                    (default " DTAP_TRUSTED_KEYS_DIR "; root only when\n"
"\t                    dtaprun runs setuid)\n"
"\t--nssdb DIR         NSS certificate database whose certificates with\n"
"\t                    object-signing trust P (certutil -t ,,P) are\n"
"\t                    trusted too (default " DTAP_NSSDB_DIR "; root\n"
"\t                    only when dtaprun runs setuid)\n"
"\t--verify            check the signature even when run by root\n"
"\t--metrics=ADDR:PORT serve the aggregations at http://ADDR:PORT/metrics in\n"
"\t                    Prometheus' text format while the module runs (dtapio;\n"
"\t                    ports below 1024 for root only)\n"
"\t--metrics-file=FILE write that exposition of the final aggregations to\n"
"\t                    FILE at exit\n"
"Run setuid root, dtaprun runs " DTAPIO_INSTALLED " only.\n";

static void usage(int status)
{
	fputs(usage_text, status ? stderr : stdout);
	exit(status);
}

/* --metrics: refused here when malformed, before anything is loaded; a
 * user of the setuid dtaprun may not take a privileged port. */
static const char *metrics_arg(const char *spec)
{
	struct dtap_metrics_addr a;
	char err[512];

	if (dtap_metrics_addr(spec, &a, err, sizeof(err)) < 0)
		die(EXIT_USAGE, "%s", err);
	if (setuid_mode() && a.port < 1024)
		die(EXIT_USAGE, "--metrics=%s: only root may serve on a port below 1024", spec);
	return spec;
}

static void parse_args(int argc, char **argv, struct opts *o)
{
	enum { OPT_TRUSTED = 256, OPT_NSSDB, OPT_VERIFY, OPT_METRICS,
	       OPT_METRICS_FILE };
	static const struct option longopts[] = {
		{ "trusted-keys", required_argument, NULL, OPT_TRUSTED },
		{ "nssdb", required_argument, NULL, OPT_NSSDB },
		{ "verify", no_argument, NULL, OPT_VERIFY },
		{ "metrics", required_argument, NULL, OPT_METRICS },
		{ "metrics-file", required_argument, NULL, OPT_METRICS_FILE },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int c;

	while ((c = getopt_long(argc, argv, "+vo:O:c:p:h", longopts,
				NULL)) != -1) {
		switch (c) {
		case 'v': o->verbose = true; break;
		case 'o': o->output = optarg; break;
		case 'O':
			if (strcmp(optarg, "json") && strcmp(optarg, "text"))
				die(EXIT_USAGE, "-O %s: the formats are json and text", optarg);
			o->oformat = optarg;
			break;
		case 'c': o->command = optarg; break;
		case 'p': o->pid = optarg; break;
		case OPT_TRUSTED: o->trusted = optarg; break;
		case OPT_NSSDB: o->nssdb = optarg; break;
		case OPT_VERIFY: o->verify = true; break;
		case OPT_METRICS: o->metrics = metrics_arg(optarg); break;
		case OPT_METRICS_FILE: o->metrics_file = optarg; break;
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
	if (o->nssdb && setuid_mode())
		die(EXIT_USAGE, "only root may choose the NSS database "
		    "(--nssdb)");
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

	m->fd = dtap_open_as_user(o->module, O_RDONLY, 0);
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
	/* dtapio needs the metadata, and signed or not, a module without
	 * it was not built by dtap: dtaprun is no general module loader */
	if (!m->info.has_meta)
		die(1, "refusing to load %s: it has no %s section, so it is "
		    "not a dtap module (dtaprun loads only what dtap built)",
		    o->module, DTAP_META_SECTION);
	if (m->info.guru && getuid() != 0)
		die(1, "refusing to load %s: it was compiled in guru mode "
		    "(dtap -g), which lifts dtap's safety checks: only root "
		    "may load it", o->module);
	if (m->info.kdestructive && getuid() != 0)
		die(1, "refusing to load %s: it uses kernel-destructive actions "
		    "(chill(), panic()), which only root may run", o->module);
}

/* Root-owned and writable by root alone, or a user could plant a key. */
static void check_root_only(const char *path, const struct stat *st)
{
	if (st->st_uid != 0 || (st->st_mode & (S_IWGRP | S_IWOTH)))
		die(1, "refusing to trust %s: it must be owned by root and "
		    "writable by root alone (chown root %s; chmod go-w %s)",
		    path, path, path);
}

/* A store of trust and each file in it, root's alone. */
static void check_store_root_only(const char *dir, const struct stat *dst)
{
	struct dirent *de;
	struct stat st;
	char path[PATH_MAX];
	DIR *d;

	check_root_only(dir, dst);
	d = opendir(dir);
	while (d && (de = readdir(d)) != NULL) {
		snprintf(path, sizeof(path), "%s/%s", dir, de->d_name);
		if (de->d_name[0] != '.' && stat(path, &st) == 0)
			check_root_only(path, &st);
	}
	if (d)
		closedir(d);
}

/* Under setuid: the trusted-keys directory and what is in it. */
static void check_trusted_dir(const char *dir)
{
	struct stat st;

	if (!setuid_mode())
		return;
	if (stat(dir, &st) < 0)
		die(1, "no trusted keys: cannot read %s: %s (root puts the "
		    "certificates of the keys it trusts there)", dir,
		    strerror(errno));
	check_store_root_only(dir, &st);
}

/* The NSS database's trusted certificates; under setuid only from a
 * database root alone may change (none at all: no NSS trust). */
static void nss_trust(const struct opts *o, struct dtap_extra_trust *t)
{
	const char *dir = o->nssdb ? o->nssdb : DTAP_NSSDB_DIR;
	char err[1024];
	struct stat st;

	if (setuid_mode() && stat(dir, &st) == 0)
		check_store_root_only(dir, &st);
	if (dtap_nss_trust(dir, t, err, sizeof(err)) < 0)
		die(1, "refusing to load %s: %s", o->module, err);
	verbose(o, t->present ? "NSS database %s read" :
		"no NSS database in %s (no cert9.db)", dir);
}

/* Non-root: only modules signed by a trusted key. */
static void verify_module(const struct opts *o, struct module *m)
{
	char err[1024];
	const char *dir = o->trusted ? o->trusted : DTAP_TRUSTED_KEYS_DIR;
	struct dtap_extra_trust nss;
	int rc;

	if (getuid() == 0 && !o->verify)
		return;
	check_trusted_dir(dir);
	nss_trust(o, &nss);
	rc = dtap_verify_buffer_trust(m->buf, m->len, dir, &nss, err,
				      sizeof(err));
	dtap_nss_trust_free(&nss);
	if (rc != 0)
		die(1, "refusing to load %s: %s", o->module, err);
	verbose(o, "signature of %s verified against %s%s%s", o->module,
		dir, nss.present ? " and " : "", nss.present ? nss.name : "");
}

/* The bytes read (and verified) in a sealed memfd: what the kernel loads
 * and dtapio reads the metadata from, as /proc/self/fd/N (/dev/fd may
 * be missing: a guest's devtmpfs has no such link). */
static void seal_module(struct module *m, char *path, size_t len)
{
	char err[1024];

	close(m->fd);
	m->fd = dtap_mod_memfd(m->buf, m->len, err, sizeof(err));
	if (m->fd < 0)
		die(1, "%s", err);
	if (fcntl(m->fd, F_SETFD, 0) < 0)	/* dtapio inherits it */
		die(1, "cannot hand the module to dtapio: %s", strerror(errno));
	snprintf(path, len, "/proc/self/fd/%d", m->fd);
}

/* Setuid: the installed dtapio, root's and writable by root alone.
 * Root: next to dtaprun (build tree, PREFIX/bin), PREFIX/libexec/dtap,
 * the installed one, then PATH. */
static char *find_dtapio(void)
{
	static char path[PATH_MAX + 32];
	static const char *const rel[] = { "dtapio", "../libexec/dtap/dtapio" };
	char self[PATH_MAX];
	ssize_t n;
	size_t i;
	struct stat st;

	if (setuid_mode()) {
		if (stat(DTAPIO_INSTALLED, &st) < 0)
			die(1, "cannot run %s: %s (run setuid, dtaprun runs "
			    "the installed dtapio only)", DTAPIO_INSTALLED,
			    strerror(errno));
		check_root_only(DTAPIO_INSTALLED, &st);
		return DTAPIO_INSTALLED;
	}
	n = readlink("/proc/self/exe", self, sizeof(self) - 1);
	if (n > 0) {
		self[n] = '\0';
		for (i = 0; i < sizeof(rel) / sizeof(rel[0]); i++) {
			snprintf(path, sizeof(path), "%s/%s", dirname(self),
				 rel[i]);
			if (access(path, X_OK) == 0)
				return path;
		}
	}
	if (access(DTAPIO_INSTALLED, X_OK) == 0)
		return DTAPIO_INSTALLED;
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

/*
 * Under setuid, dtaprun and dtapio run as root in an environment reset as
 * sudo resets it: nothing the user set reaches a root process but the
 * terminal and locale (values without a '/'), and PATH is a fixed one.
 * The -c command, run as the user, gets the same.
 */
static void reset_environment(void)
{
	static const char *const keep[] = {
		"TERM", "LANG", "LANGUAGE", "LC_ALL", "LC_CTYPE", "LC_NUMERIC",
		"LC_TIME", "LC_COLLATE", "LC_MONETARY", "LC_MESSAGES",
		"COLUMNS", "LINES",
	};
	enum { NKEEP = sizeof(keep) / sizeof(keep[0]) };
	char vals[NKEEP][128];
	struct passwd *pw;
	size_t i;

	if (!setuid_mode())
		return;
	for (i = 0; i < NKEEP; i++) {
		const char *v = getenv(keep[i]);

		vals[i][0] = '\0';
		if (v && strlen(v) < sizeof(vals[i]) && !strchr(v, '/'))
			strcpy(vals[i], v);
	}
	clearenv();
	setenv("PATH", "/usr/local/bin:/usr/bin:/bin", 1);
	for (i = 0; i < NKEEP; i++)
		if (vals[i][0])
			setenv(keep[i], vals[i], 1);
	pw = getpwuid(getuid());
	if (pw) {
		setenv("HOME", pw->pw_dir, 1);
		setenv("USER", pw->pw_name, 1);
		setenv("LOGNAME", pw->pw_name, 1);
	}
}

/* -o FILE (and --metrics-file): under setuid, dtaprun opens it as the
 * user and dtapio gets /proc/self/fd/N, so root's rights never choose
 * which file is written. */
static const char *output_arg(const char *path, char *buf, size_t len)
{
	int fd;

	if (!path || !setuid_mode())
		return path;
	fd = dtap_open_as_user(path, O_WRONLY | O_CREAT | O_TRUNC, 0666);
	if (fd < 0 || fcntl(fd, F_SETFD, 0) < 0)	/* keep it across exec */
		die(1, "cannot open %s: %s", path, strerror(errno));
	snprintf(buf, len, "/proc/self/fd/%d", fd);
	return buf;
}

/* dtapio [-v] [-o FILE] [-O FMT] [-c CMD] [-p PID] [--metrics=A:P]
 * [--metrics-file=FILE] MODNAME /proc/self/fd/N (the sealed
 * module); built before the load so that nothing after it can fail on the
 * way to dtapio. */
static void dtapio_argv(const struct opts *o, const char *modname,
			const char *sealed, char **argv)
{
	static char obuf[32], mbuf[32], metrics[300], mfile[64 + 4096];
	const char *out = output_arg(o->output, obuf, sizeof(obuf));
	const char *mf = output_arg(o->metrics_file, mbuf, sizeof(mbuf));
	int n = 0;

	argv[n++] = "dtapio";
	if (o->verbose)
		argv[n++] = "-v";
	if (out) {
		argv[n++] = "-o";
		argv[n++] = (char *)out;
	}
	if (o->oformat) {
		argv[n++] = "-O";
		argv[n++] = (char *)o->oformat;
	}
	if (o->command) {
		argv[n++] = "-c";
		argv[n++] = (char *)o->command;
	}
	if (o->pid) {
		argv[n++] = "-p";
		argv[n++] = (char *)o->pid;
	}
	if (o->metrics) {
		snprintf(metrics, sizeof(metrics), "--metrics=%s", o->metrics);
		argv[n++] = metrics;
	}
	if (mf) {
		snprintf(mfile, sizeof(mfile), "--metrics-file=%s", mf);
		argv[n++] = mfile;
	}
	argv[n++] = (char *)modname;
	argv[n++] = (char *)sealed;
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

/* Module parameters: under setuid the transport files are the loading
 * user's (runtime/files.c); root's own are root's anyway. */
static const char *load_params(void)
{
	static char buf[64];

	if (!setuid_mode())
		return "";
	snprintf(buf, sizeof(buf), "dtap_uid=%u dtap_gid=%u",
		 (unsigned)getuid(), (unsigned)getgid());
	return buf;
}

int main(int argc, char **argv)
{
	struct opts o = { 0 };
	struct module m = { 0 };
	char err[1024], sealed[32];
	const char *dtapio;
	char *dargv[20];
	sigset_t set, pending;
	pid_t pid;
	int status;

	reset_environment();
	parse_args(argc, argv, &o);
	check_user();
	read_module(&o, &m);
	verify_module(&o, &m);
	seal_module(&m, sealed, sizeof(sealed));
	dtapio = find_dtapio();
	dtapio_argv(&o, m.info.name, sealed, dargv);
	dtap_mod_policy_notes(stderr, o.module, &m.info, m.buf, m.len);
	catch_signals(&set);

	if (dtap_mod_load(m.fd, load_params(), m.info.name, err,
			  sizeof(err)) < 0)
		die(1, "%s", err);
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
