/*
 * dt_run.c - pass 5: the signed module is run by dtaprun on this host, or
 * by dtap-vm in a guest (--vm); dtap waits for it, passing signals on.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include "driver/dt_driver.h"
#include "../stapio/dtap_metrics.h"

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
/* The same for --metrics-file. */
#define VM_METRICS "/tmp/dtap.metrics"

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
	/* in the guest: every address of it; qemu forwards the host's port */
	if (cl->metrics)
		argv[n++] = vm ? dt_sprintf("--metrics=0.0.0.0:%d", cl->metrics_port) :
				 dt_sprintf("--metrics=%s", cl->metrics);
	if (cl->metrics_file)
		argv[n++] = dt_sprintf("--metrics-file=%s", vm ? VM_METRICS : cl->metrics_file);
	return n;
}

/* --metrics: a port in use is said before the module is loaded, or before
 * the guest boots (qemu would only say its forwarding failed). */
static int check_metrics_port(const struct cmdline *cl)
{
	struct dtap_metrics_addr a;
	char err[512];
	int fd, one = 1;

	if (!cl->metrics || dtap_metrics_addr(cl->metrics, &a, err, sizeof(err)) < 0)
		return 0;
	fd = socket(a.sa.ss_family, SOCK_STREAM | SOCK_CLOEXEC, 0);
	if (fd < 0)
		return 0;
	setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
	if (bind(fd, (const struct sockaddr *)&a.sa, a.salen) < 0) {
		fprintf(stderr, "dtap: --metrics=%s: cannot listen there: %s\n", cl->metrics,
			strerror(errno));
		close(fd);
		return -1;
	}
	close(fd);
	return 0;
}

/* -o FILE and --metrics-file=FILE of --vm: written in the guest, fetched
 * at the end; created now so a bad path fails before the boot. */
static int add_vm_fetch(char **argv, int n, const char *guest, const char *host)
{
	FILE *f = fopen(host, "w");

	if (!f) {
		fprintf(stderr, "dtap: cannot write %s: %s\n", host, strerror(errno));
		return -1;
	}
	fclose(f);
	argv[n++] = "--fetch";
	argv[n++] = dt_sprintf("%s:%s", guest, host);
	return n;
}

/*
 * dtap-vm's --file arguments: --vm-file's, and a -c program that is a
 * file here (a path with a /) with the libraries it needs, each at its
 * own path, unless --vm-file ships it (at most MAX arguments); not a
 * program in /bin, /sbin, /usr/bin or /usr/sbin (the guest has its own)
 * unless the pid provider read this host's for its symbols.
 */
static int add_vm_files(const struct cmdline *cl, char **argv, int n, int max)
{
	const struct dt_uobj *o;
	const char *why, *prog;
	int first = n;

	for (int i = 0; i < cl->nvm_files && n - first + 2 <= max; i++) {
		argv[n++] = "--file";
		argv[n++] = (char *)cl->vm_files[i];
	}
	if (!cl->command)
		return n;
	prog = cl->command + strspn(cl->command, " \t");
	if (!memchr(prog, '/', strcspn(prog, " \t")))
		return n;	/* found on the guest's PATH */
	/* a command of the guest's system (busybox's) stays its own,
	 * unless the pid provider read the host's file for its symbols */
	if (!dt_uobjs_read() && (!strncmp(prog, "/bin/", 5) || !strncmp(prog, "/sbin/", 6) ||
				 !strncmp(prog, "/usr/bin/", 9) || !strncmp(prog, "/usr/sbin/", 10)))
		return n;
	o = dt_uobjs(&why);
	if (!o || !o->is_exec || access(o->host, R_OK) != 0)
		return n;	/* a program of the guest's own */
	for (; o && n - first + 2 <= max; o = o->next) {
		if (strcmp(o->host, o->path) != 0)
			continue;	/* --vm-file's */
		argv[n++] = "--file";
		argv[n++] = dt_sprintf("%s:%s", o->host, o->path);
	}
	return n;
}

/* Open KO for dtap-vm to inherit and name it /proc/self/fd/N in KO. */
int dt_vm_hold_module(char *ko, size_t len)
{
	int fd = open(ko, O_RDONLY);	/* no O_CLOEXEC: dtap-vm reads it */

	if (fd < 0)
		return -1;
	snprintf(ko, len, "/proc/self/fd/%d", fd);
	return 0;
}

int dt_run_module(const struct cmdline *cl, const struct target *t,
		  const char *ko, const char *modname)
{
	char *argv[64];
	int n = 0;

	if (check_metrics_port(cl) < 0)
		return 1;
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
	n = add_vm_files(cl, argv, n, 64 - 24);
	/* -o names a host file: only the trace output goes there (not a -c
	 * command's) */
	if (cl->output && (n = add_vm_fetch(argv, n, VM_OUTPUT, cl->output)) < 0)
		return 1;
	if (cl->metrics_file &&
	    (n = add_vm_fetch(argv, n, VM_METRICS, cl->metrics_file)) < 0)
		return 1;
	if (cl->metrics) {
		argv[n++] = "--hostfwd";
		argv[n++] = dt_sprintf("%s", cl->metrics);
	}
	argv[n++] = "--";
	argv[n++] = "dtaprun";
	n = add_run_args(cl, argv, n, true);
	argv[n++] = dt_sprintf("/%s.ko", modname);
	argv[n] = NULL;
	return run_argv(argv);
}
