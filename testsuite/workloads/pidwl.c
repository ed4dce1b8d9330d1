/*
 * pidwl - the pid provider's workload (testsuite/golden/pid_*): linked
 * dynamically, built -O2 -fomit-frame-pointer (the Makefile's pid% rule),
 * so its calls into libc.so.6 are real and its frames have no pointers.
 *
 *   pidwl [N [SLEEP_MS [fork]]]   (N: default 5)
 *
 * Calls add3(i, 2i, 3i) for i = 1..N (returns 6i), parse(s) N times on
 * "7", "8", "9" in turn (each calls libc's strtoul once), then prints the
 * sums: "add3 sum 6*N*(N+1)/2, parse sum ...".  With SLEEP_MS, sleeps
 * that long before each call (for -p: attach while it runs).  With
 * "fork", a child made first does the same work too (its line first),
 * and the parent waits for it: probes of the parent's pid must not fire
 * in the child, which inherits the breakpoints in its copy of the text.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

__attribute__((noinline)) long add3(long a, long b, long c)
{
	__asm__ volatile("" ::: "memory");	/* not folded into the loop */
	return a + b + c;
}

__attribute__((noinline)) int parse(const char *s)
{
	__asm__ volatile("" ::: "memory");
	return (int)strtoul(s, NULL, 10) + 1;
}

static void pause_ms(long ms)
{
	struct timespec ts = { ms / 1000, (ms % 1000) * 1000000 };

	if (ms > 0)
		nanosleep(&ts, NULL);
}

int main(int argc, char **argv)
{
	static const char *const nums[] = { "7", "8", "9" };
	long n = argc > 1 ? strtol(argv[1], NULL, 10) : 5;
	long ms = argc > 2 ? strtol(argv[2], NULL, 10) : 0;
	long sum = 0, psum = 0;
	pid_t child = argc > 3 && !strcmp(argv[3], "fork") ? fork() : -1;
	/* their page in before any probe reads them (copyinstr cannot
	 * fault it in): through a pointer the compiler cannot fold */
	const char *volatile touch = nums[0];
	volatile char first = *touch;

	for (long i = 1; i <= n; i++) {
		pause_ms(ms);
		sum += add3(i, 2 * i, 3 * i);
		psum += parse(nums[i % 3]);
	}
	(void)first;
	if (child > 0)
		waitpid(child, NULL, 0);
	printf("add3 sum %ld, parse sum %ld\n", sum, psum);
	return 0;
}
