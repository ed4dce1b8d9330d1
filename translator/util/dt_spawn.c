/*
 * dt_spawn.c - run programs by their argv, never through a shell.
 *
 * Every program dtap runs (cpp, make, gcc, objtool, modpost, ld) gets its
 * arguments as an argv, so no file name, -D value or TMPDIR can be read
 * as shell syntax: a quote in an argument is just a quote.  (What dtap
 * used to ask a shell for, rm -rf and cp, is in dt_file.c.)
 */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "util/dt_util.h"

/* In the child: environment, chdir, redirect, exec; never returns.  Once
 * dtap catches signals itself (dt_interrupt.c), in a process group of its
 * own, which dtap stops whole (make, gcc and what they run). */
static void child_exec(const char *const argv[], const char *cwd, int out_fd, int err_fd,
		       char *const *env)
{
	if (dt_interrupt_active())
		setpgid(0, 0);
	for (int i = 0; env && env[i]; i++)
		if (putenv(env[i]) < 0)
			_exit(127);
	if (cwd && chdir(cwd) < 0)
		_exit(127);
	if (out_fd >= 0 && dup2(out_fd, 1) < 0)
		_exit(127);
	if (err_fd >= 0 && dup2(err_fd, 2) < 0)
		_exit(127);
	execvp(argv[0], (char *const *)argv);
	_exit(127);
}

/* After a signal: PID's process group got SIGTERM, on which gcc removes
 * its temporary files; wait up to 2 s for it to be gone before dtap
 * removes its directory, then kill what is left. */
static void stop_group(pid_t pid)
{
	struct timespec ts = { 0, 10 * 1000 * 1000 };

	for (int i = 0; i < 200 && kill(-pid, 0) == 0; i++)
		nanosleep(&ts, NULL);
	kill(-pid, SIGKILL);
}

/* Wait for PID: its exit status, or -1 if it could not run or died. */
static int wait_child(pid_t pid)
{
	bool group = dt_interrupt_active();
	int status, rc = 0;

	if (group) {
		setpgid(pid, pid);	/* also here: a signal may come first */
		dt_child_pid = pid;	/* a signal to dtap stops it */
	}
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR) {
			rc = -1;
			break;
		}
	dt_child_pid = 0;
	if (group && dt_interrupted())
		stop_group(pid);
	if (rc < 0 || !WIFEXITED(status))
		return -1;
	return WEXITSTATUS(status) == 127 ? -1 : WEXITSTATUS(status);
}

int dt_run(const char *const argv[], const char *cwd, const char *log)
{
	return dt_run_env(argv, cwd, log, NULL);
}

int dt_run_env(const char *const argv[], const char *cwd, const char *log,
	       char *const *env)
{
	int fd = -1, rc;
	pid_t pid;

	if (dt_interrupted())
		return -1;	/* no next step after a signal */
	if (log) {
		fd = open(log, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
		if (fd < 0)
			return -1;
	}
	pid = fork();
	if (pid == 0)
		child_exec(argv, cwd, fd, fd, env);
	if (fd >= 0)
		close(fd);
	if (pid < 0)
		return -1;
	rc = wait_child(pid);
	return rc;
}

/* Read FD to its end into a NUL-terminated buffer. */
static char *read_all(int fd)
{
	size_t cap = 4096, len = 0;
	char *buf = dt_zalloc(cap);
	ssize_t n;

	for (;;) {
		if (cap - len < 2) {
			char *bigger = dt_zalloc(cap * 2);

			memcpy(bigger, buf, len);
			free(buf);
			buf = bigger;
			cap *= 2;
		}
		n = read(fd, buf + len, cap - len - 1);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		len += (size_t)n;
	}
	buf[len] = '\0';
	return buf;
}

char *dt_run_capture(const char *const argv[], int *status)
{
	int pipefd[2];
	char *out;
	pid_t pid;

	if (pipe2(pipefd, O_CLOEXEC) < 0)
		return NULL;
	pid = fork();
	if (pid == 0)
		child_exec(argv, NULL, pipefd[1], -1, NULL);
	close(pipefd[1]);
	if (pid < 0) {
		close(pipefd[0]);
		return NULL;
	}
	out = read_all(pipefd[0]);
	close(pipefd[0]);
	*status = wait_child(pid);
	return out;
}
