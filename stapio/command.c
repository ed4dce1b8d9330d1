/*
 * command.c - the -c command: held before "go", and held again at its
 * exec until the module has the unwinding tables of its image.
 *
 * dtapio forks the command before "go".  The child drops to the user's
 * ids, asks to be traced (PTRACE_TRACEME) and stops itself, and dtapio
 * keeps it stopped until the probes are in: so its stop (and the SIGCHLD
 * it makes) comes before any probe is enabled, and what tracing sees of
 * it starts at its exec.  Released, it execs its program (or sh -c, see
 * direct()); dtapio sees each exec as a ptrace stop (PTRACE_O_TRACEEXEC),
 * sh's first when sh runs the command.  At the command's exec stop its
 * maps hold the executable and its dynamic loader: dtapio sends their
 * tables (dtap_snapshot_target) and, for a dynamically linked image, puts
 * a breakpoint at its entry point (AT_ENTRY), which the loader reaches
 * once it has mapped the libraries the image needs (libc): there the
 * tables of those are sent too, the instruction put back and the command
 * let go (PTRACE_DETACH).  So the command runs no instruction of its own
 * (its constructors, main) before the stacks through it and its libraries
 * unwind by CFI.  dtrace holds its -c process the same way, by ptrace,
 * at exec and after the loader.  The breakpoint's trap is a SIGTRAP the
 * command gets (signal probes see it, as under dtrace).
 *
 * The child asks for tracing after dropping to the user's ids: the kernel
 * records the tracer's rights as those ids (ptracer_cred), so a
 * set-user-ID program started through a setuid dtaprun runs without its
 * privileges, as under any debugger the user runs (dtaprun(8)); root's
 * command runs as root's.  While held, signals to the command are passed
 * on; a stop signal (SIGSTOP, SIGTSTP, SIGTTIN, SIGTTOU) lets it go at
 * once with the signal, so that job control sees what it expects.  Where
 * ptrace is not allowed (Yama's ptrace_scope 3, a seccomp filter) the
 * command waits on a pipe (the gate) instead, runs unheld, with a
 * warning, and its tables follow by polls.  If dtapio dies while it
 * holds the command, the command is killed (PTRACE_O_EXITKILL): stopped
 * or with the breakpoint in, it could not go on by itself.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE	/* setresuid, close_range */
#endif
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/stat.h>
#include <sys/user.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "dtap.h"

/* Poll a held command's stops every ms for this long after its release
 * (sh's exec and the command's come within it; a compound command's sh
 * may stay traced longer, at dtapio's usual pace). */
#define HOLD_FAST_NS (1000 * 1000000LL)
/* A -c command of plain words has fewer than this many (dtrace: any). */
#define MAX_WORDS 256

enum {
	CMD_HELD,	/* traced, stopped before its exec until released */
	CMD_GATED,	/* not traced (ptrace refused): waiting on the gate */
	CMD_TRACED,	/* released, traced: its program not exec'd yet (or
			 * sh runs it) */
	CMD_ENTRY,	/* traced, the breakpoint at its entry point set */
	CMD_FREE,	/* let go (or never traced) */
	CMD_UNHELD,	/* released untraced: dtapio not yet told */
	CMD_DEAD,	/* ended before its release: not yet reported */
	CMD_GONE,	/* reaped and reported */
};

/*
 * Started by a setuid dtaprun, we run with the user's real ids and root's
 * effective ones: the -c command is the user's and must run as the user.
 */
static int drop_privileges(void)
{
	gid_t g = getgid();
	uid_t u = getuid();

	if (setresgid(g, g, g) < 0 || setresuid(u, u, u) < 0)
		return -1;
	return 0;
}

/* Words of a command no shell would read otherwise: no quote, no
 * variable, no redirection, no glob, no assignment, no ~ ... */
static bool plain_words(const char *cmd)
{
	static const char plain[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
				    "0123456789_/.,:+@%- \t";
	int words = 0;

	if (cmd[strspn(cmd, plain)] != '\0')
		return false;
	for (const char *p = cmd; *p; p++)
		words += !strchr(" \t", *p) && (p == cmd || strchr(" \t", p[-1]));
	return words > 0 && words < MAX_WORDS;
}

/* Would execvp run NAME (LEN bytes) from PATH, rather than sh a builtin
 * of that name (exit, cd, exec ...: no program has their names)? */
static bool in_path(const char *name, size_t len)
{
	const char *path = getenv("PATH");
	char file[4096];

	if (!path)
		path = "/usr/local/bin:/usr/bin:/bin";
	for (const char *d = path; *d; d += strcspn(d, ":") + (d[strcspn(d, ":")] == ':')) {
		struct stat st;
		int dl = (int)strcspn(d, ":");

		snprintf(file, sizeof(file), "%.*s/%.*s", dl, d, (int)len, name);
		if (dl && stat(file, &st) == 0 && S_ISREG(st.st_mode) && access(file, X_OK) == 0)
			return true;
	}
	return false;
}

/*
 * Plain words whose first is a path or a program in PATH are run as
 * dtrace runs its -c command, by execvp itself: one exec, of the command,
 * whose pid is $target whatever /bin/sh does (dash forks a simple command
 * where bash and busybox exec it).  Anything else is sh -c's.
 */
static bool direct(const char *cmd)
{
	const char *w = cmd + strspn(cmd, " \t");
	size_t len = strcspn(w, " \t");

	return plain_words(cmd) && (memchr(w, '/', len) || in_path(w, len));
}

static void exec_command(const char *cmd, bool shell)
{
	char *argv[MAX_WORDS], copy[strlen(cmd) + 1];
	int n = 0;

	if (!shell) {
		strcpy(copy, cmd);
		for (char *w = strtok(copy, " \t"); w; w = strtok(NULL, " \t"))
			argv[n++] = w;
		argv[n] = NULL;
		execvp(argv[0], argv);
		fprintf(stderr, "dtap: failed to execute %s: %s\n", argv[0], strerror(errno));
		_exit(127);
	}
	execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
	fprintf(stderr, "dtap: failed to run %s: %s\n", cmd, strerror(errno));
	_exit(127);
}

/*
 * Set in the held child by dtapio (PTRACE_POKEDATA: the fork has our
 * addresses) at its first stop: released only after "go", it need not
 * wait on the gate, and its read() there would be traced as the
 * command's (fbt::vfs_read:entry, syscall::read:entry for $target in
 * every run, execname "dtapio"), which dtrace's -c process never shows.
 */
static volatile long held_by_dtapio;

static void child(const char *cmd, int gate, bool shell)
{
	char c;

	/* The command gets stdin, stdout and stderr only, as under dtrace:
	 * not the sealed module dtaprun handed us (without FD_CLOEXEC: it
	 * had to cross our exec), which it would otherwise find as fd 3.
	 * The gate stays, as fd 3, until we pass it. */
	if (gate != 3 && (dup2(gate, 3) < 0 || close(gate) < 0))
		_exit(127);
	close_range(4, ~0U, 0);
	signal(SIGINT, SIG_DFL);
	signal(SIGTERM, SIG_DFL);
	signal(SIGPIPE, SIG_DFL);
	if (drop_privileges() < 0) {
		fprintf(stderr, "dtap: cannot drop privileges: %s\n", strerror(errno));
		_exit(127);
	}
	/* after the drop: traced with the user's rights, not root's */
	if (ptrace(PTRACE_TRACEME, 0, NULL, NULL) < 0)
		fprintf(stderr, "dtap: warning: cannot hold the command at its exec "
			"(ptrace: %s): its first stacks may be walked by frame pointers\n",
			strerror(errno));
	/* traced: held here until "go"; else a plain stop, continued at once */
	raise(SIGSTOP);
	/* untraced: wait for tracing to run: EOF on the pipe releases us */
	while (!held_by_dtapio && read(3, &c, 1) < 0 && errno == EINTR)
		;
	close(3);
	exec_command(cmd, shell);
}

/* Its first stop, before "go": traced, it stays stopped until released;
 * else it waits on the gate.  A signal that comes first (a ^C) is
 * delivered. */
static void first_stop(struct dtap_cmd *c)
{
	int ws;

	for (;;) {
		if (waitpid(c->pid, &ws, WUNTRACED) < 0) {
			if (errno == EINTR)
				continue;
			c->stage = CMD_GATED;
			return;
		}
		if (!WIFSTOPPED(ws)) {
			c->stage = CMD_DEAD;	/* killed, or no privileges to drop */
			c->wstatus = ws;
			return;
		}
		if (WSTOPSIG(ws) == SIGSTOP)
			break;
		if (ptrace(PTRACE_CONT, c->pid, NULL, (void *)(long)WSTOPSIG(ws)) < 0)
			kill(c->pid, SIGCONT);
	}
	if (ptrace(PTRACE_SETOPTIONS, c->pid, NULL,
		   (void *)(PTRACE_O_TRACEEXEC | PTRACE_O_EXITKILL)) == 0) {
		c->stage = CMD_HELD;
		/* failed: the child reads the gate, closed by then */
		ptrace(PTRACE_POKEDATA, c->pid, (void *)&held_by_dtapio, (void *)1L);
	} else {
		c->stage = CMD_GATED;	/* not traced: its own stop */
		kill(c->pid, SIGCONT);
	}
}

int dtap_cmd_start(struct dtap_cmd *c, const char *cmd)
{
	int fds[2];

	memset(c, 0, sizeof(*c));
	c->gate = -1;
	c->shell = !direct(cmd);
	if (pipe(fds) < 0)
		return -1;
	c->pid = fork();
	if (c->pid == 0) {
		close(fds[1]);
		child(cmd, fds[0], c->shell);
	}
	close(fds[0]);
	if (c->pid < 0) {
		close(fds[1]);
		return -1;
	}
	c->gate = fds[1];
	first_stop(c);
	return 0;
}

static int64_t now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

void dtap_cmd_release(struct dtap_cmd *c)
{
	if (c->gate >= 0)
		close(c->gate);	/* EOF: an untraced child goes on */
	c->gate = -1;
	c->released_ns = now_ns();
	if (c->stage == CMD_HELD) {
		c->stage = CMD_TRACED;
		if (ptrace(PTRACE_CONT, c->pid, NULL, NULL) < 0)
			c->stage = CMD_FREE;	/* killed meanwhile: poll reaps it */
	} else if (c->stage == CMD_GATED) {
		c->stage = CMD_UNHELD;
	}
}

bool dtap_cmd_starting(const struct dtap_cmd *c)
{
	bool held = c->stage == CMD_ENTRY ||
		    (c->stage == CMD_TRACED && (!c->shell || c->execs < 2));

	return c->pid > 0 && held && now_ns() - c->released_ns < HOLD_FAST_NS;
}

/* The image's entry point, or 0 if it has no dynamic loader (a static
 * one's maps are complete at its exec) or its auxv cannot be read. */
static uint64_t entry_point(pid_t pid)
{
	Elf64_auxv_t av[64];
	uint64_t entry = 0, base = 0;
	char path[64];
	ssize_t n;
	int fd;

	snprintf(path, sizeof(path), "/proc/%d/auxv", (int)pid);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return 0;
	n = read(fd, av, sizeof(av));
	close(fd);
	for (ssize_t i = 0; n > 0 && i < n / (ssize_t)sizeof(av[0]); i++) {
		if (av[i].a_type == AT_ENTRY)
			entry = av[i].a_un.a_val;
		else if (av[i].a_type == AT_BASE)
			base = av[i].a_un.a_val;
	}
	return base ? entry : 0;
}

/* Let the command go, SIG delivered; the breakpoint put back first. */
static void let_go(struct dtap_cmd *c, int sig)
{
	if (c->stage == CMD_ENTRY)
		ptrace(PTRACE_POKETEXT, c->pid, (void *)c->entry, (void *)c->entry_word);
	ptrace(PTRACE_DETACH, c->pid, NULL, (void *)(long)sig);
	c->stage = CMD_FREE;
}

/* At the command's exec stop: its tables are sent; hold it at its entry
 * point if a loader has libraries to map, else let it go. */
static void at_exec(struct dtap_hdl *h, struct dtap_cmd *c)
{
	long word;

	dtap_snapshot_target(h);
	c->stage = CMD_TRACED;	/* the old image's breakpoint went with it */
	c->entry = entry_point(c->pid);
	if (c->entry) {
		errno = 0;
		word = ptrace(PTRACE_PEEKTEXT, c->pid, (void *)c->entry, NULL);
		if (errno == 0 &&
		    ptrace(PTRACE_POKETEXT, c->pid, (void *)c->entry,
			   (void *)((word & ~0xffL) | 0xcc)) == 0) {	/* int3 */
			c->entry_word = word;
			c->stage = CMD_ENTRY;
			ptrace(PTRACE_CONT, c->pid, NULL, NULL);
			return;
		}
	}
	let_go(c, 0);
}

/* A SIGTRAP stop at the breakpoint: put the instruction back and run it. */
static bool at_entry(struct dtap_hdl *h, struct dtap_cmd *c)
{
	struct user_regs_struct regs;

	if (ptrace(PTRACE_GETREGS, c->pid, NULL, &regs) < 0 || regs.rip != c->entry + 1)
		return false;
	regs.rip = c->entry;
	ptrace(PTRACE_POKETEXT, c->pid, (void *)c->entry, (void *)c->entry_word);
	ptrace(PTRACE_SETREGS, c->pid, NULL, &regs);
	c->stage = CMD_TRACED;
	dtap_snapshot_target(h);	/* the libraries the loader mapped */
	let_go(c, 0);
	return true;
}

static bool stop_signal(int sig)
{
	return sig == SIGSTOP || sig == SIGTSTP || sig == SIGTTIN || sig == SIGTTOU;
}

/* One stop of the traced command. */
static void on_stop(struct dtap_hdl *h, struct dtap_cmd *c, int ws)
{
	int sig = WSTOPSIG(ws);

	if (c->stage != CMD_TRACED && c->stage != CMD_ENTRY)
		return;		/* let go: a job-control stop, not ours */
	if (ws >> 8 == (SIGTRAP | (PTRACE_EVENT_EXEC << 8))) {
		if (c->shell && c->execs++ == 0)
			ptrace(PTRACE_CONT, c->pid, NULL, NULL);	/* sh's */
		else
			at_exec(h, c);
	} else if (c->stage == CMD_ENTRY && sig == SIGTRAP && at_entry(h, c)) {
		/* let go */
	} else if (stop_signal(sig)) {
		let_go(c, sig);
	} else {
		ptrace(PTRACE_CONT, c->pid, NULL, (void *)(long)sig);
	}
}

enum dtap_cmd_state dtap_cmd_poll(struct dtap_hdl *h, struct dtap_cmd *c, int *wstatus)
{
	int ws;

	if (c->stage == CMD_DEAD) {
		c->stage = CMD_GONE;
		*wstatus = c->wstatus;
		return DTAP_CMD_EXITED;
	}
	if (c->stage == CMD_GONE)
		return DTAP_CMD_EXITED;
	while (c->pid > 0) {
		pid_t r = waitpid(c->pid, &ws, WNOHANG);

		if (r <= 0)
			break;
		if (WIFSTOPPED(ws)) {
			on_stop(h, c, ws);
			continue;
		}
		c->stage = CMD_GONE;
		*wstatus = ws;
		return DTAP_CMD_EXITED;
	}
	if (c->stage == CMD_UNHELD) {
		c->stage = CMD_FREE;
		return DTAP_CMD_UNHELD;
	}
	return DTAP_CMD_RUNNING;
}

/* Tracing is over: let the command go at this stop, as it would have
 * gone on without us. */
static void finish_stop(struct dtap_cmd *c, int ws)
{
	struct user_regs_struct regs;
	int sig = WSTOPSIG(ws);

	if (c->stage != CMD_TRACED && c->stage != CMD_ENTRY)
		return;
	if (ws >> 8 == (SIGTRAP | (PTRACE_EVENT_EXEC << 8))) {
		c->stage = CMD_TRACED;	/* a new image: no breakpoint in it */
		sig = 0;
	} else if (c->stage == CMD_ENTRY && sig == SIGTRAP &&
		   ptrace(PTRACE_GETREGS, c->pid, NULL, &regs) == 0 &&
		   regs.rip == c->entry + 1) {
		regs.rip = c->entry;
		ptrace(PTRACE_SETREGS, c->pid, NULL, &regs);
		sig = 0;
	}
	let_go(c, sig);
}

int dtap_cmd_wait(struct dtap_cmd *c)
{
	int ws;

	if (c->stage == CMD_GONE || c->stage == CMD_DEAD || c->pid <= 0)
		return 0;
	dtap_cmd_release(c);
	for (;;) {
		/* a traced command's stops come without WUNTRACED */
		if (waitpid(c->pid, &ws, 0) < 0)
			return -1;	/* interrupted: left to run on */
		if (!WIFSTOPPED(ws))
			break;
		finish_stop(c, ws);
	}
	c->stage = CMD_GONE;
	return 0;
}
