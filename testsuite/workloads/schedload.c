/*
 * schedload - a guest workload for the sched provider tests: spins on
 * the CPU for 200 ms, then sleeps 10 times for 20 ms (10 sleeps, 10
 * wakeups), yields the CPU 3 times, then sets its own nice value to 5
 * (one priority change).
 */
#include <sched.h>
#include <sys/resource.h>
#include <time.h>

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

int main(void)
{
	struct timespec nap = { 0, 20 * 1000 * 1000 };
	double end = now() + 0.2;
	volatile unsigned long spins = 0;

	while (now() < end)
		spins++;
	for (int i = 0; i < 10; i++)
		nanosleep(&nap, NULL);
	for (int i = 0; i < 3; i++)
		sched_yield();
	return setpriority(PRIO_PROCESS, 0, 5) != 0;
}
