/*
 * proclife - a guest workload for the proc provider tests: one of each
 * event of a process's life, in a fixed order, each waited for, so a
 * script can count them exactly.
 *
 *   1. execve("/nonexistent/proclife") fails with ENOENT
 *   2. a child execs "proclife child" (argv[0] "proclife"), which exits 3
 *   3. a child is killed by SIGKILL (it waits in pause())
 *   4. a thread is created, and exits
 *   5. SIGUSR2 is sent to itself by kill() (si_code SI_USER) and handled;
 *      SIGUSR1, blocked, is raised and
 *      taken by sigtimedwait(); SIGCHLD's are ignored (SIG_DFL)
 *
 * usage: proclife          (the parent)
 *        proclife child    (what the first child execs)
 */
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t handled;

static void on_usr2(int sig)
{
	handled = sig;
}

static void *thread_main(void *arg)
{
	return arg;
}

static int wait_for(pid_t pid)
{
	int status = 0;

	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	return status;
}

int main(int argc, char **argv)
{
	char *const nope[] = { "proclife", NULL };
	char *const child[] = { "proclife", "child", NULL };
	struct timespec ts = { 5, 0 };
	char bad[32];		/* paths on the stack: see the child's */
	pthread_t th;
	sigset_t set;
	pid_t pid;

	if (argc == 2 && !strcmp(argv[1], "child"))
		return 3;
	strcpy(bad, "/nonexistent/proclife");			/* 1 */
	execve(bad, nope, NULL);
	pid = fork();						/* 2 */
	if (pid == 0) {
		/* the path on the stack: a page of the binary's own the child
		 * has not touched is not mapped in it yet, and a probe cannot
		 * fault it in (proc:::exec reads the path) */
		char path[32];

		strcpy(path, "/root/w/proclife");
		execve(path, child, NULL);
		_exit(127);
	}
	wait_for(pid);
	pid = fork();						/* 3 */
	if (pid == 0) {
		pause();
		_exit(0);
	}
	usleep(100000);
	kill(pid, SIGKILL);
	wait_for(pid);
	pthread_create(&th, NULL, thread_main, NULL);		/* 4 */
	pthread_join(th, NULL);
	signal(SIGUSR2, on_usr2);				/* 5 */
	kill(getpid(), SIGUSR2);				/* SI_USER, from itself */
	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	sigprocmask(SIG_BLOCK, &set, NULL);
	raise(SIGUSR1);
	if (sigtimedwait(&set, NULL, &ts) != SIGUSR1 || handled != SIGUSR2)
		return 1;
	return 0;
}
