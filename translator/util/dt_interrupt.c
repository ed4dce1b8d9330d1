/*
 * dt_interrupt.c - SIGINT, SIGTERM and SIGHUP while dtap translates and
 * builds (passes 3 and 4).
 *
 * Dying at once would leave the pass-4 work directory behind (and a
 * kbuild writing into it).  Instead the signal is noted and passed on to
 * the build's child process group, whose end makes the build fail; dtap then
 * removes its directory and dies of the same signal (dt_interrupt_exit),
 * so that its parent sees what happened as if nothing had been caught.
 */
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include "util/dt_util.h"

volatile pid_t dt_child_pid;
static volatile sig_atomic_t dt_signal;
static bool dt_active;

static void dt_on_signal(int sig)
{
	dt_signal = sig;
	if (dt_child_pid > 0)
		kill(-dt_child_pid, SIGTERM);	/* its process group */
}

bool dt_interrupt_active(void)
{
	return dt_active;
}

void dt_interrupt_catch(void)
{
	struct sigaction sa;

	dt_active = true;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = dt_on_signal;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
}

int dt_interrupted(void)
{
	return dt_signal;
}

void dt_interrupt_exit(void)
{
	int sig = dt_signal;

	signal(sig, SIG_DFL);
	raise(sig);
	_exit(128 + sig);
}
