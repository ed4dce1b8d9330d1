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
#include <sys/wait.h>
#include <unistd.h>

#include "driver/dt_driver.h"

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
