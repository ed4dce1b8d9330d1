/*
 * test_command.c - the -c command's hold (stapio/command.c) on this host:
 * dtap_snapshot_target() is this file's, which records what the command
 * has mapped and done each time dtapio would send its unwinding tables.
 * A dynamically linked command is seen twice before it runs: at its exec
 * (its image and the loader, no libc yet) and at its entry point (libc
 * mapped), and it has done nothing by then; a static one once; the exit
 * status is the command's; a command that exits at once, a command that
 * is not there, a signal while it is held (passed on), a stop signal
 * while it is held (it is let go, stopped, and runs on when continued),
 * and tracing that ends before the command was ever polled.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "dtap.h"

static int failures;
static struct dtap_cmd g_cmd;
static const char *g_mark;	/* the file the command creates when it runs */
static int nsnaps;
static char snaps[4][8];	/* per snapshot: 'l' libc mapped, 'r' it ran */

static bool maps_have(int pid, const char *what)
{
	char path[64], line[4352];
	bool found = false;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/maps", pid);
	if (!(f = fopen(path, "r")))
		return false;
	while (!found && fgets(line, sizeof(line), f))
		found = strstr(line, what) != NULL;
	fclose(f);
	return found;
}

void dtap_snapshot_target(struct dtap_hdl *h)
{
	struct stat st;
	char *s;

	(void)h;
	if (nsnaps >= 4)
		return;
	s = snaps[nsnaps++];
	if (maps_have(g_cmd.pid, "libc.so"))
		*s++ = 'l';
	if (g_mark && stat(g_mark, &st) == 0)
		*s++ = 'r';
	*s = '\0';
}

/* Run CMD as dtapio does, polling every ms; its wait status. */
static int run(const char *cmd, int stop_after_ms)
{
	int ws = -1, ms = 0;

	nsnaps = 0;
	memset(snaps, 0, sizeof(snaps));
	if (dtap_cmd_start(&g_cmd, cmd) < 0)
		return -1;
	dtap_cmd_release(&g_cmd);
	for (;; ms++) {
		enum dtap_cmd_state s;

		if (stop_after_ms >= 0 && ms >= stop_after_ms) {
			dtap_cmd_wait(&g_cmd);
			waitpid(g_cmd.pid, &ws, 0);	/* reaped: ECHILD */
			return 0;
		}
		s = dtap_cmd_poll(NULL, &g_cmd, &ws);
		if (s == DTAP_CMD_EXITED)
			return ws;
		if (ms == 200 && kill(g_cmd.pid, SIGCONT) < 0)	/* the stopped one */
			return -1;
		if (ms > 10000)
			return -1;
		nanosleep(&(struct timespec){ 0, 1000000 }, NULL);
	}
}

static void check(const char *name, const char *cmd, int stop_after_ms, int status,
		  const char *want)
{
	char got[64] = "";
	int ws;

	unlink(g_mark);
	ws = run(cmd, stop_after_ms);
	for (int i = 0; i < nsnaps; i++)
		snprintf(got + strlen(got), sizeof(got) - strlen(got), "[%s]", snaps[i]);
	if (stop_after_ms < 0 && (ws < 0 || !WIFEXITED(ws) || WEXITSTATUS(ws) != status)) {
		printf("FAIL command.%s: wait status %#x, want exit %d\n", name, ws, status);
		failures++;
	} else if (strcmp(got, want)) {
		printf("FAIL command.%s: seen %s, want %s\n", name, got, want);
		failures++;
	} else {
		printf("PASS command.%s: %s\n", name, *got ? got : "not held");
	}
}

int main(void)
{
	char mark[64], cmd[256];

	snprintf(mark, sizeof(mark), "/tmp/test_command.%d", (int)getpid());
	g_mark = mark;
	signal(SIGCHLD, SIG_DFL);
	/* at its exec (no libc yet), at its entry (libc), before it ran */
	snprintf(cmd, sizeof(cmd), "/usr/bin/touch %s", mark);
	check("dynamic", cmd, -1, 0, "[][l]");
	snprintf(cmd, sizeof(cmd), "exec /bin/busybox touch %s", mark);
	check("static", cmd, -1, 0, "[]");
	check("status", "/bin/busybox false", -1, 1, "[]");
	check("at_once", "exit 3", -1, 3, "");
	check("missing", "/nonexistent/command", -1, 127, "");
	/* USR1 reaches sh's trap while sh is held, then it execs */
	snprintf(cmd, sizeof(cmd), "trap 'exit 5' USR1; kill -USR1 $$; /usr/bin/touch %s", mark);
	check("signal", cmd, -1, 5, "");
	snprintf(cmd, sizeof(cmd), "trap 'echo -n' USR1; kill -USR1 $$; exec /usr/bin/touch %s", mark);
	check("signal_then_exec", cmd, -1, 0, "[][l]");
	/* stopped while held: let go stopped; run() continues it at 200 ms;
	 * its exec is not held any more */
	snprintf(cmd, sizeof(cmd), "kill -STOP $$; /usr/bin/touch %s", mark);
	check("stopped", cmd, -1, 0, "");
	/* tracing over at once: let go at its first stop, runs to its end */
	snprintf(cmd, sizeof(cmd), "/usr/bin/touch %s", mark);
	check("over_at_once", cmd, 0, 0, "");
	if (access(mark, F_OK) != 0) {
		printf("FAIL command.over_at_once: the command did not run\n");
		failures++;
	}
	unlink(mark);
	return failures != 0;
}
