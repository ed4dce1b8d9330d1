/*
 * dtapio.c - pass 5's consumer: a thin main over libdtap (dtap.h).
 *
 *   dtapio [-v] [-o FILE] [-O json|text] [-c CMD] [-p PID]
 *          [--metrics=ADDR:PORT] [--metrics-file=FILE] MODNAME MODULE.ko
 *
 * open (metadata + transport) -> "matched" lines -> go (-c: start CMD)
 * -> consume until exit()/SIGINT/SIGTERM/end of CMD/end of PID -> stop
 * -> drain (END's records) -> "\n" -> aggregations -> exit(N).
 *
 * Judgement calls where dtrace's exact behaviour is not pinned down by
 * our reference (output-formats.md):
 * - the "\n" after tracing stops is printed always, quiet or not, after
 *   exit(), SIGINT and the end of -c alike;
 * - the exit status is that of the last exit record consumed (dtrace's
 *   chewrec), or the module's first exit() status when that record was
 *   dropped; 0 when the program never called exit();
 * - after "stop" we wait up to 10 s for the module to report "stopped";
 * - the buffers are polled adaptively (dtap_sleep): every 10 ms while
 *   records flow (down to 1 ms when they come in big bursts), backing
 *   off to the switchrate period (default 100 ms, dtrace's is 1 s) when
 *   idle; drops and the module's state are read
 *   once a second (dtrace's statusrate), so an exit() whose record was
 *   dropped is noticed within 1-2 s;
 * - the end of the -c command or -p process is noticed as dtrace notices
 *   it ("dtap: pid N has exited" unless quiet), when the consumer loop
 *   sees it;
 * - the target's mappings are read again at most every 20 ms while it
 *   runs, and the last ones kept, so that its stacks and symbols printed
 *   after it has exited still resolve (dtrace keeps the process grabbed
 *   instead); mappings made and unmade between two reads are missed;
 *   the -c command is held (ptrace) at its exec and at its entry point
 *   until the unwinding tables of its image and libraries are in
 *   (command.c); where ptrace is refused, its maps are read every 2 ms
 *   for its first 50 ms instead.
 * Structured output (-O json, or the program's -x oformat=json): records,
 * errors, drops and aggregations are JSON lines on the output (out_json.c);
 * the "matched" lines and -c/-p notices stay on stderr, and the "\n"
 * after tracing is not written.  DTAP_JSON_COPY=FILE (the test suite's
 * check that every golden case's output is JSON) keeps the text and
 * writes the JSON to FILE beside it; honoured only when dtapio runs with
 * its real user's rights (a setuid dtaprun clears the environment).
 * Metrics (dtap(1), METRICS): --metrics=ADDR:PORT serves the aggregations
 * at http://ADDR:PORT/metrics while tracing runs (metrics_http.c), from
 * the moment before "go" to the end of the exit-time output;
 * --metrics-file=FILE writes the exposition of the final aggregations to
 * FILE at exit (DTAP_METRICS_COPY=FILE too, for the test suite, as
 * DTAP_JSON_COPY: there a program without aggregations writes nothing).
 * A program without aggregations is refused with either option: a
 * scraper would see an empty page and take it for data.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE	/* sigabbrev_np */
#endif
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "dtap.h"
#include "dtap_metrics.h"

#define EXIT_USAGE 2
/* Read the status (drops, an exit() whose record was dropped) this often,
 * as dtrace's statusrate (1 Hz); polling the buffers is dtap_sleep's. */
#define STATUS_NS 1000000000LL
/* Read the target's mappings again at most this often while it runs, so
 * that its stacks still resolve once it has exited (an aggregation of
 * them prints at the end): a few dozen lines of /proc/PID/maps. */
#define SNAP_NS (20 * 1000000LL)
/* A -c command that runs unheld (ptrace refused): read its mappings this
 * often, this many times, so that its exec and its libraries' mapping are
 * seen within a poll, and its unwinding tables sent that soon. */
#define FOLLOW_NS (2 * 1000000L)
#define FOLLOW_POLLS 25
/* While the -c command is held at its start, wait for its stops this
 * long at most between two looks (command.c). */
#define HOLD_POLL_NS (1000000L)
/* Give up waiting for END after this long. */
#define STOP_MAX_NS (10 * 1000000000LL)

static volatile sig_atomic_t g_intr;
/* --metrics: the server, whose lock we hold but while we sleep */
static struct dtap_metrics_srv *g_metrics;

struct io_opts {
	bool verbose;
	const char *output, *command, *pid;
	const char *oformat;		/* -O: NULL, the program's choice */
	const char *metrics, *metrics_file;	/* --metrics, --metrics-file */
	bool metrics_copy;		/* metrics_file from DTAP_METRICS_COPY */
	const char *modname, *kopath;
};

static void on_signal(int sig)
{
	(void)sig;
	g_intr = 1;
}

/* Only there to end dtap_sleep's pause when the -c command exits. */
static void on_child(int sig)
{
	(void)sig;
}

static long long now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static void usage(FILE *f)
{
	fprintf(f, "Usage: dtapio [-v] [-o FILE] [-O json|text] [-c CMD] [-p PID]\n"
		"              [--metrics=ADDR:PORT] [--metrics-file=FILE] MODNAME MODULE.ko\n");
}

static int parse_args(int argc, char **argv, struct io_opts *o)
{
	static const struct option longs[] = {
		{ "metrics", required_argument, NULL, 'm' },
		{ "metrics-file", required_argument, NULL, 'M' },
		{ NULL, 0, NULL, 0 },
	};
	struct dtap_metrics_addr addr;
	char err[512];
	int c;

	while ((c = getopt_long(argc, argv, "+vo:O:c:p:h", longs, NULL)) != -1) {
		switch (c) {
		case 'm':
			if (dtap_metrics_addr(optarg, &addr, err, sizeof(err)) < 0) {
				fprintf(stderr, "dtap: %s\n", err);
				return -1;
			}
			o->metrics = optarg;
			break;
		case 'M': o->metrics_file = optarg; break;
		case 'v': o->verbose = true; break;
		case 'o': o->output = optarg; break;
		case 'O':
			if (strcmp(optarg, "json") && strcmp(optarg, "text")) {
				fprintf(stderr, "dtapio: -O %s: the formats are json and text\n",
					optarg);
				return -1;
			}
			o->oformat = optarg;
			break;
		case 'c': o->command = optarg; break;
		case 'p': o->pid = optarg; break;
		case 'h': usage(stdout); exit(0);
		default: usage(stderr); return -1;
		}
	}
	if (argc - optind != 2) {
		usage(stderr);
		return -1;
	}
	o->modname = argv[optind];
	o->kopath = argv[optind + 1];
	return 0;
}

static void install_signals(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	/* SA_RESTART keeps reads and writes whole; nanosleep is never
	 * restarted, so the pause still ends. */
	sa.sa_handler = on_child;
	/* not at stops: a held -c command's would show to signal probes
	 * (dtapio polls its stops every ms while it starts) */
	sa.sa_flags = SA_RESTART | SA_NOCLDSTOP;
	sigaction(SIGCHLD, &sa, NULL);
	signal(SIGPIPE, SIG_IGN);
}

/*
 * dtrace's notice when the traced process ends (not in quiet mode):
 * "pid N has exited", "pid N exited with status S" or "pid N terminated
 * by SIGNAME".  WSTATUS -1: not our child (-p), the status is unknown.
 */
static void proc_notice(struct dtap_hdl *h, pid_t pid, int wstatus)
{
	const char *sig;

	if (dtap_quiet(h))
		return;
	if (wstatus != -1 && WIFSIGNALED(wstatus) &&
	    (sig = sigabbrev_np(WTERMSIG(wstatus))) != NULL)
		fprintf(stderr, "dtap: pid %d terminated by SIG%s\n", (int)pid, sig);
	else if (wstatus != -1 && WIFEXITED(wstatus) && WEXITSTATUS(wstatus) != 0)
		fprintf(stderr, "dtap: pid %d exited with status %d\n", (int)pid,
			WEXITSTATUS(wstatus));
	else
		fprintf(stderr, "dtap: pid %d has exited\n", (int)pid);
}

/* The -c command just released runs unheld (no ptrace): follow its
 * exec and its loader's mmaps closely (dtap_snapshot_target sends the
 * new unwinding tables). */
static void follow_exec(struct dtap_hdl *h)
{
	struct timespec ts = { 0, FOLLOW_NS };

	for (int i = 0; i < FOLLOW_POLLS && !g_intr; i++) {
		nanosleep(&ts, NULL);
		dtap_snapshot_target(h);
	}
}

/* True once tracing should stop for a reason other than exit(); then
 * *GONE is the pid of the -c command or -p process if it ended (0 if
 * not), and *WS its wait status (-1: not our child, unknown). */
static bool should_stop(struct dtap_hdl *h, struct dtap_cmd *cmd, pid_t target, pid_t *gone,
			int *ws)
{
	*gone = 0;
	if (g_intr)
		return true;
	if (cmd->pid > 0) {
		enum dtap_cmd_state cs = dtap_cmd_poll(h, cmd, ws);

		if (cs == DTAP_CMD_EXITED) {
			*gone = cmd->pid;
			return true;
		}
		if (cs == DTAP_CMD_UNHELD)
			follow_exec(h);
	}
	if (target > 0 && kill(target, 0) < 0 && errno == ESRCH) {
		*gone = target;
		*ws = -1;
		return true;
	}
	return false;
}

/* The process ended: the records it made before are read first, so that
 * an exit() among them ends tracing as exit() does, without the notice,
 * however soon after it the process ended (as it ran, whatever dtapio's
 * polls).  1: exit() was consumed; 0: not; -1: error. */
static int read_before_end(struct dtap_hdl *h, FILE *out)
{
	do {
		enum dtap_workstatus ws = dtap_work(h, out, NULL, NULL, NULL);

		if (ws == DTAP_WORK_ERROR)
			return -1;
		if (ws == DTAP_WORK_DONE)
			return 1;
	} while (dtap_last_read(h) > 0);
	return 0;
}

/* The module says exit() ran although we have not consumed its record
 * (it was dropped, the ring being full): stop all the same. */
static bool module_exiting(struct dtap_hdl *h, int *seen)
{
	struct dtap_status st;

	if (dtap_status(h, &st) < 0 || strcmp(st.state, "exiting") != 0)
		return false;
	/* the first time, give the record one more read to arrive */
	return ++*seen >= 2 || dtap_buffers_held(h);
}

/* Consume until exit(), a signal, or the end of the -c command / -p pid. */
static int trace_loop(struct dtap_hdl *h, FILE *out, struct dtap_cmd *cmd, pid_t target)
{
	int exiting = 0;
	long long next_status = now_ns() + STATUS_NS, next_snap = 0;
	pid_t gone;
	int wstatus;

	for (;;) {
		enum dtap_workstatus ws;

		if ((cmd->pid > 0 || target > 0) && now_ns() >= next_snap) {
			dtap_snapshot_target(h);
			next_snap = now_ns() + SNAP_NS;
		}
		ws = dtap_work(h, out, NULL, NULL, NULL);

		if (ws == DTAP_WORK_ERROR)
			return -1;
		if (ws == DTAP_WORK_DONE)
			return 0;
		if (should_stop(h, cmd, target, &gone, &wstatus)) {
			int r = gone ? read_before_end(h, out) : 1;

			if (r == 0)
				proc_notice(h, gone, wstatus);
			return r < 0 ? -1 : 0;
		}
		if (now_ns() >= next_status) {
			next_status = now_ns() + STATUS_NS;
			dtap_check_drops(h, stderr);
			if (module_exiting(h, &exiting))
				return 0;
		} else if (dtap_buffers_held(h) && module_exiting(h, &exiting)) {
			return 0;	/* no record says so: ask at every poll */
		}
		if (dtap_cmd_starting(cmd))
			nanosleep(&(struct timespec){ 0, HOLD_POLL_NS }, NULL);
		else if (dtap_last_read(h) == 0)
			dtap_metrics_sleep(g_metrics, h);
		else
			dtap_metrics_yield(g_metrics);
	}
}

/* After "stop": consume until END has run and the buffers are empty. */
static int drain(struct dtap_hdl *h, FILE *out)
{
	struct dtap_status st;
	long long deadline = now_ns() + STOP_MAX_NS;

	while (now_ns() < deadline) {
		bool stopped = dtap_status(h, &st) == 0 &&
			       strcmp(st.state, "stopped") == 0;

		/* Read after seeing "stopped": END's records are in by then. */
		do {
			if (dtap_work(h, out, NULL, NULL, NULL) == DTAP_WORK_ERROR)
				return -1;
		} while (dtap_last_read(h) > 0);
		if (stopped)
			return 0;
		dtap_metrics_sleep(g_metrics, h);
	}
	fprintf(stderr, "dtap: the module did not stop\n");
	return -1;
}

static void print_matched(struct dtap_hdl *h)
{
	int i, n;

	if (dtap_quiet(h))
		return;
	for (i = 0; i < dtap_nsources(h); i++) {
		const char *d = dtap_source(h, i, &n);

		fprintf(stderr, "dtap: %s matched %d probe%s\n", d, n, n == 1 ? "" : "s");
	}
}

/* --metrics, --metrics-file: refuse a program they cannot serve (the
 * copy for the test suite just stays unwritten), then listen. */
static int metrics_start(struct dtap_hdl *h, struct io_opts *o)
{
	char err[512];

	if (!o->metrics && !o->metrics_file)
		return 0;
	if (dtap_metrics_check(h, err, sizeof(err)) < 0) {
		if (o->metrics_copy && !o->metrics) {
			o->metrics_file = NULL;
			return 0;
		}
		fprintf(stderr, "dtap: %s: %s\n", o->metrics ? "--metrics" : "--metrics-file",
			err);
		return -1;
	}
	if (o->metrics && !(g_metrics = dtap_metrics_serve(h, o->metrics, err, sizeof(err)))) {
		fprintf(stderr, "dtap: %s\n", err);
		return -1;
	}
	if (o->metrics && o->verbose)
		fprintf(stderr, "dtapio: metrics at http://%s/metrics\n", o->metrics);
	return 0;
}

/* --metrics-file: the exposition of the aggregations as printed at exit. */
static int metrics_file(struct dtap_hdl *h, const struct io_opts *o)
{
	FILE *f;
	int rc;

	if (!o->metrics_file)
		return 0;
	f = fopen(o->metrics_file, "w");
	if (!f) {
		fprintf(stderr, "dtap: cannot open %s: %s\n", o->metrics_file, strerror(errno));
		return -1;
	}
	rc = dtap_metrics_write(h, f, 0);
	if (fclose(f) != 0)
		rc = -1;
	return rc;
}

static int run(struct dtap_hdl *h, const struct io_opts *o, FILE *out, bool copy)
{
	pid_t target = o->pid ? (pid_t)atol(o->pid) : 0;
	struct dtap_cmd cmd = { .pid = 0, .gate = -1 };
	int status = 0, rc = 0;
	struct dtap_status st;

	/* dtrace's words for a -p process that is not there */
	if (target > 0 && kill(target, 0) < 0 && errno == ESRCH) {
		fprintf(stderr, "dtap: failed to grab pid %d: No such process\n", (int)target);
		return 1;
	}
	if (o->command && dtap_cmd_start(&cmd, o->command) < 0) {
		fprintf(stderr, "dtap: cannot start %s: %s\n", o->command, strerror(errno));
		return 1;
	}
	print_matched(h);
	if (o->verbose)
		fprintf(stderr, "dtapio: module %s: %s\n", o->modname, dtap_transport_dir(h));
	if ((cmd.pid > 0 || target > 0) && dtap_set_target(h, cmd.pid > 0 ? cmd.pid : target) < 0) {
		fprintf(stderr, "dtap: %s\n", dtap_errmsg(h));
		rc = 1;
	} else if (target > 0 && (dtap_snapshot_target(h), false)) {
		/* -p: its maps and unwinding tables before the probes are in
		 * (-c's command has not exec'd yet: held at its exec, its
		 * tables are sent then: command.c) */
	} else if (dtap_go(h) < 0) {
		fprintf(stderr, "dtap: %s\n", dtap_errmsg(h));
		rc = 1;
	}
	/* dtrace's notice once tracing is on (cmd/dtrace.c, main: after go(),
	 * for the destructive option, unless quiet) */
	if (rc == 0 && dtap_destructive(h) && !dtap_quiet(h))
		fprintf(stderr, "dtap: allowing destructive actions\n");
	dtap_cmd_release(&cmd);	/* (or lets it die with us) */
	if (rc == 0 && trace_loop(h, out, &cmd, target) < 0) {
		fprintf(stderr, "dtap: %s\n", dtap_errmsg(h));
		rc = 1;
	}
	if (dtap_stop(h) < 0 || drain(h, out) < 0) {
		fprintf(stderr, "dtap: %s\n", dtap_errmsg(h));
		rc = 1;
	}
	dtap_check_drops(h, stderr);
	dtap_report_reentrant(h, stderr);
	out = dtap_output(h, out);	/* freopen() may have moved it */
	if (!dtap_json(h) || copy)
		fputc('\n', out);	/* dtrace prints a newline after tracing stops */
	if (dtap_aggregate_snap(h) < 0 || dtap_aggregate_print(h, out) < 0) {
		fprintf(stderr, "dtap: %s\n", dtap_errmsg(h));
		rc = 1;
	}
	fflush(out);
	if (metrics_file(h, o) < 0)
		rc = 1;
	if (cmd.pid > 0)
		dtap_cmd_wait(&cmd);
	if (rc)
		return rc;
	if (!dtap_exited(h, &status) && dtap_status(h, &st) == 0)
		status = st.exit;	/* exit record dropped: the module knows */
	if (o->verbose && dtap_status(h, &st) == 0)
		fprintf(stderr, "dtapio: state %s, exit status %d, %ld errors\n",
			st.state, status, st.errors);
	return status;
}

/* -O, else the program's oformat; DTAP_JSON_COPY: JSON beside the text
 * (returns true then, with the file in *JCOPY). */
static bool set_oformat(struct dtap_hdl *h, const struct io_opts *o, FILE *out,
			FILE **jcopy)
{
	const char *copy = getenv("DTAP_JSON_COPY");
	bool json = o->oformat ? !strcmp(o->oformat, "json") :
		    dtap_oformat(h) == DTAP_OFORMAT_JSON;

	if (json) {
		dtap_set_json(h, out, false);
		return false;
	}
	if (!copy || !*copy || getuid() != geteuid() || getgid() != getegid())
		return false;
	*jcopy = fopen(copy, "w");
	if (!*jcopy) {
		fprintf(stderr, "dtap: cannot open %s: %s\n", copy, strerror(errno));
		return false;
	}
	dtap_set_json(h, *jcopy, true);
	return true;
}

int main(int argc, char **argv)
{
	struct io_opts o = { 0 };
	struct dtap_hdl *h;
	char err[1024];
	FILE *out = stdout, *jcopy = NULL;
	bool copy;
	int rc;

	if (parse_args(argc, argv, &o) < 0)
		return EXIT_USAGE;
	if (!o.metrics_file && getenv("DTAP_METRICS_COPY") && *getenv("DTAP_METRICS_COPY") &&
	    getuid() == geteuid() && getgid() == getegid()) {
		o.metrics_file = getenv("DTAP_METRICS_COPY");
		o.metrics_copy = true;
	}
	install_signals();
	h = dtap_open(o.modname, o.kopath, err, sizeof(err));
	if (!h) {
		fprintf(stderr, "dtap: %s\n", err);
		return 1;
	}
	if (metrics_start(h, &o) < 0) {
		dtap_close(h);
		return 1;
	}
	if (o.output && !(out = fopen(o.output, "w"))) {
		fprintf(stderr, "dtap: cannot open %s: %s\n", o.output, strerror(errno));
		dtap_close(h);
		return 1;
	}
	copy = set_oformat(h, &o, out, &jcopy);
	rc = run(h, &o, out, copy);
	dtap_metrics_stop(g_metrics);
	if (out != stdout)
		fclose(out);
	if (jcopy)
		fclose(jcopy);
	dtap_close(h);
	return rc;
}
