/*
 * sysload - a workload for syscall probe tests, run in the guest as
 * /root/w/sysload (testsuite/vm/batch ships it).  Each mode makes
 * a known number of system calls with arguments no other program uses,
 * so a predicate can pick them out exactly:
 *
 *   sysload getppid N    N getppid(), then one getpid()
 *   sysload files N      N times: openat(AT_FDCWD, "/proc/self/stat",
 *                        O_RDONLY|O_NOFOLLOW), read(fd, buf, 4242),
 *                        close(fd); and N openat() of a missing file (ENOENT)
 *   sysload forkexec N   N times: fork, the child execs "sysload nop",
 *                        the parent waits for it
 *   sysload execveat N   the same through execveat(AT_FDCWD, path, ...),
 *                        then one execveat of a missing file (ENOENT)
 *   sysload nop          nothing
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#define READ_SIZE 4242

extern char **environ;

static void do_getppid(long n)
{
	for (long i = 0; i < n; i++)
		syscall(SYS_getppid);
	syscall(SYS_getpid);
}

static int do_files(long n)
{
	static char buf[READ_SIZE];

	for (long i = 0; i < n; i++) {
		int fd = (int)syscall(SYS_openat, AT_FDCWD, "/proc/self/stat",
				      O_RDONLY | O_NOFOLLOW);

		if (fd < 0) {
			perror("sysload: /proc/self/stat");
			return 1;
		}
		if (syscall(SYS_read, fd, buf, READ_SIZE) < 0)
			perror("sysload: read");
		syscall(SYS_close, fd);
	}
	for (long i = 0; i < n; i++)
		if (syscall(SYS_openat, AT_FDCWD, "/nonexistent/sysload", O_RDONLY | O_NOFOLLOW) >= 0)
			return 1;
	return 0;
}

/* exec SELF "nop" by execve(2) or execveat(2) */
static void exec_nop(const char *self, int at)
{
	char *const args[] = { "sysload", "nop", NULL };

	if (at)
		syscall(SYS_execveat, AT_FDCWD, self, args, environ, 0);
	else
		execv(self, args);
}

static int do_forkexec(const char *self, long n, int at)
{
	for (long i = 0; i < n; i++) {
		pid_t pid = fork();
		int st;

		if (pid < 0) {
			perror("sysload: fork");
			return 1;
		}
		if (pid == 0) {
			exec_nop(self, at);
			_exit(127);
		}
		if (waitpid(pid, &st, 0) < 0 || !WIFEXITED(st) || WEXITSTATUS(st) != 0)
			return 1;
	}
	if (at)	/* fails: ENOENT */
		exec_nop("/nonexistent/sysload", at);
	return 0;
}

int main(int argc, char **argv)
{
	long n = argc > 2 ? strtol(argv[2], NULL, 10) : 0;

	if (argc >= 2 && !strcmp(argv[1], "nop"))
		return 0;
	if (argc != 3 || n < 0) {
		fprintf(stderr, "usage: sysload getppid|files|forkexec|execveat N | sysload nop\n");
		return 2;
	}
	if (!strcmp(argv[1], "getppid")) {
		do_getppid(n);
		return 0;
	}
	if (!strcmp(argv[1], "files"))
		return do_files(n);
	if (!strcmp(argv[1], "forkexec"))
		return do_forkexec(argv[0], n, 0);	/* comm stays "sysload" */
	if (!strcmp(argv[1], "execveat"))
		return do_forkexec(argv[0], n, 1);
	fprintf(stderr, "sysload: unknown mode %s\n", argv[1]);
	return 2;
}
